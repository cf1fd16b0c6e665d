#!/usr/bin/env node
/**
 * Bench part "photographs" (run by scripts/bench/index.js, or alone after `npm run build`):
 * the site with real photographs instead of sample artworks.
 *
 * 1. Every print of the catalogue gets a real original: the 16 photographs of Debian's
 *    mate-backgrounds (scripts/photographs.js, 1280 to 5640 px), repeated in order, linked into
 *    a temporary photos folder.
 * 2. `npm run images --photos … --out …` cold (empty folder) then warm (nothing changed): wall
 *    time, CPU time, peak memory (the CLI's own maxRSS).
 * 3. A temporary site folder (the built server and public/ linked, build/images the new
 *    pictures: the server reads build/images from its working directory) served by
 *    the production server: bytes per route at 390 and 1440 px, how much the home page's hero photograph
 *    is enlarged on five screens (lib/hero.js), and Lighthouse per route.
 * 4. A real Chromium on a throttled phone (lib/phone.js): LCP per route and the viewer's keys, on
 *    the real photographs and on this checkout's sample art in the same run, in turns.
 *
 * Nothing in the working tree changes; the temporary folders are removed at the end.
 * Progress goes to stderr; the last line of stdout is one JSON object with the figures.
 *   BENCH_PHOTOGRAPHS_LIGHTHOUSE_RUNS (default 3) runs per route, 0 to skip Lighthouse.
 *   BENCH_PHONE_RUNS (default 5) phone loads per route, 0 to skip the phone; BENCH_KEY_RUNS
 *   (default 8) loads of the print page with keys.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { freePort } from "../../tests/support/free-port.js";
import { startServer } from "../../tests/support/server-process.js";
import { chromiumArgs, chromiumPath } from "../chromium-path.js";
import { ensurePhotographs, listPhotographs } from "../photographs.js";
import { measureRoute, viewports } from "./lib/bytes.js";
import { heroEnlargement, heroScreens } from "./lib/hero.js";
import { lighthouseRoutes } from "./lib/lighthouse.js";
import { phoneConditions, phoneFigures } from "./lib/phone.js";
import { benchRoute, benchRoutes } from "./lib/routes.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const log = (line) => console.error(`[photographs] ${line}`);
const lighthouseRuns = Number(process.env.BENCH_PHOTOGRAPHS_LIGHTHOUSE_RUNS ?? 3);
const phoneRuns = Number(process.env.BENCH_PHONE_RUNS ?? 5);
const keyRuns = Number(process.env.BENCH_KEY_RUNS ?? 8);
/** The print page whose viewer keys are timed on the phone (as in the pages part). */
const viewerPage = benchRoute("print");
const targets = { lighthouseScore: 100, lcpMs: 1500, cls: 0, warmSeconds: 2, heroEnlargement: 1 };

/** `node scripts/images.js --json --quiet …`: its summary, plus the wall time seen here. */
function runImages(args) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ["scripts/images.js", "--json", "--quiet", ...args], {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let warnings = 0;
    child.stdout.on("data", (d) => {
      out += d;
    });
    child.stderr.on("data", (d) => {
      warnings += String(d)
        .split("\n")
        .filter((l) => l.startsWith("images: warning:")).length;
    });
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code !== 0) return reject(new Error(`npm run images exited with ${code}`));
      const summary = JSON.parse(out.trim().split("\n").at(-1) ?? "{}");
      resolve({
        ...summary,
        warningLines: warnings,
        wallSeconds: Math.round((performance.now() - started) / 10) / 100,
      });
    });
  });
}

async function main() {
  const load = loadavg().map((n) => Math.round(n * 10) / 10);
  log(`${cpus().length} cores, load average ${load.join(" ")}`);
  const manifestPath = join(root, "build/images/manifest.json");
  if (!existsSync(join(root, "build/index.js")) || !existsSync(manifestPath)) {
    throw new Error("no production build: run npm run build first (npm run bench does)");
  }
  // The catalogue's references, from the sample build's manifest (this script is plain JS).
  const references = Object.keys(JSON.parse(readFileSync(manifestPath, "utf8")).prints);
  const photographs = listPhotographs(ensurePhotographs());

  const work = mkdtempSync(join(tmpdir(), "bench-photographs-"));
  try {
    const photos = join(work, "photos");
    references.forEach((reference, i) => {
      const [, slug, number] = /^(.+)-(\d{3})$/.exec(reference) ?? [];
      mkdirSync(join(photos, slug.toLowerCase()), { recursive: true });
      symlinkSync(
        photographs[i % photographs.length],
        join(photos, slug.toLowerCase(), `${number}.jpg`),
      );
    });
    const site = join(work, "site");
    const out = join(site, "build/images");
    mkdirSync(join(site, "build"), { recursive: true });
    for (const [from, to] of [
      ["build/index.js", "build/index.js"],
      ["public", "public"],
      ["node_modules", "node_modules"],
    ]) {
      symlinkSync(join(root, from), join(site, to));
    }

    log(`cold: ${references.length} prints from ${photographs.length} real photographs…`);
    const cold = await runImages(["--photos", photos, "--out", out]);
    log(`cold: ${cold.wallSeconds} s (${cold.cpuSeconds} s of CPU), peak ${cold.maxRssMB} MB`);
    const warm = await runImages(["--photos", photos, "--out", out]);
    log(`warm: ${warm.wallSeconds} s (${warm.cpuSeconds} s of CPU), ${warm.unchanged} unchanged`);

    const port = await freePort();
    const server = await startServer({
      dataDir: "bench-results",
      port,
      cwd: site,
      logFile: join(root, "bench-results/photographs-server.log"),
    });
    const bytes = {};
    const hero = {};
    let lighthouse = {};
    let phone;
    try {
      const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
      try {
        for (const route of benchRoutes) {
          bytes[route] = {};
          for (const [width, options] of Object.entries(viewports)) {
            bytes[route][width] = await measureRoute(browser, server.url, route, options);
            const b = bytes[route][width];
            log(
              `${route} at ${width} px: ${b.initialKB} KB on load (${b.initialImageKB} KB images), ${b.fullKB} KB scrolled to the end`,
            );
          }
        }
        for (const [screen, options] of Object.entries(heroScreens)) {
          hero[screen] = await heroEnlargement(browser, server.url, options);
          const h = hero[screen];
          log(`hero at ${screen}: ${h.file} (${h.filePx} px) in ${h.boxPx} px, ${h.enlargement}x`);
        }
      } finally {
        await browser.close();
      }
      lighthouse = await lighthouseRoutes(server.url, benchRoutes, {
        runs: lighthouseRuns,
        log,
      });
      if (phoneRuns > 0) {
        // The same build with the sample art, as the baseline in the same run.
        const sample = await startServer({
          dataDir: "bench-results",
          port: await freePort(),
          cwd: root,
          logFile: join(root, "bench-results/photographs-sample-server.log"),
        });
        try {
          for (const { url } of [server, sample])
            for (const route of benchRoutes) await fetch(url + route);
          phone = await phoneFigures(
            [
              { name: "this", origin: server.url },
              { name: "compared", origin: sample.url },
            ],
            benchRoutes,
            { runs: phoneRuns, keyRuns, printPage: viewerPage, log },
          );
        } finally {
          await sample.stop();
        }
      }
    } finally {
      await server.stop();
    }

    const scores = Object.values(lighthouse);
    const result = {
      part: "photographs",
      prints: cold.prints,
      originals: cold.originals,
      photographs: photographs.length,
      loadAverage: load,
      cold: {
        seconds: cold.wallSeconds,
        cpuSeconds: cold.cpuSeconds,
        peakMB: cold.maxRssMB,
        files: cold.files,
        megabytes: Math.round(cold.bytes / 10485.76) / 100,
        thinPrints: cold.thinPrints.length,
      },
      warm: { seconds: warm.wallSeconds, cpuSeconds: warm.cpuSeconds, peakMB: warm.maxRssMB },
      bytes,
      hero,
      lighthouse,
      ...(phone
        ? {
            phone: {
              conditions: phoneConditions,
              runs: phoneRuns,
              keyRuns,
              comparedLabel: "the sample art",
              ...phone,
            },
          }
        : {}),
      targets,
      met: {
        warm: warm.wallSeconds <= targets.warmSeconds,
        // Where the original has the pixels: the bench's hero is 3840 × 2160.
        hero: Object.values(hero).every((h) => h.enlargement <= targets.heroEnlargement),
        lighthouse100:
          scores.length === 0
            ? null
            : scores.every(
                (r) =>
                  Math.min(r.performance, r.accessibility, r.bestPractices, r.seo) >=
                  targets.lighthouseScore,
              ),
        lcp: scores.length === 0 ? null : scores.every((r) => r.lcpMs <= targets.lcpMs),
        cls: scores.length === 0 ? null : scores.every((r) => r.cls <= targets.cls),
      },
    };
    console.log(JSON.stringify(result));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
