#!/usr/bin/env node
/**
 * Bench part "images" (run by scripts/bench/index.js, or alone: node scripts/bench/images.js).
 *
 * 1. `npm run images` for the 75 prints, cold (empty output folder) then warm (nothing
 *    changed), into a temporary folder so the developer's build/images is left alone.
 * 2. Bytes transferred by each route, at 390 px (a phone, 3× density) and 1440 px (a laptop,
 *    2× density), in a fresh browser context per route (empty cache), as Chromium counts them
 *    on the wire (compressed, headers included): on load, and after scrolling to the end (every
 *    lazy picture loaded). Needs the production build (`npm run build`); starts its own
 *    the production server on a free loopback port and stops it.
 *
 * Progress goes to stderr; the last line of stdout is one JSON object with the figures.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { cpus, loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../chromium-path.js";
import { measureRoute, viewports } from "./lib/bytes.js";
import { benchRoutes } from "./lib/routes.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const log = (line) => console.error(`bench images: ${line}`);
const routes = benchRoutes;
const targets = { coldSeconds: 120, warmSeconds: 2, homeKB390: 400 };

/** Runs `node scripts/images.js --json …` and returns its summary plus the wall time seen here. */
function runImages(outDir) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(
      process.execPath,
      ["scripts/images.js", "--json", "--quiet", "--out", outDir],
      {
        cwd: root,
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    let out = "";
    child.stdout.on("data", (d) => {
      out += d;
    });
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code !== 0) return reject(new Error(`npm run images exited with ${code}`));
      const summary = JSON.parse(out.trim().split("\n").at(-1) ?? "{}");
      resolve({ ...summary, wallSeconds: Math.round((performance.now() - started) / 10) / 100 });
    });
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startServer() {
  const port = await freePort();
  const child = spawn(process.execPath, ["./build/index.js"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      OUTBOX_DIR: join(tmpdir(), "bench-images-outbox"),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/`)).ok) return { base, child };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error("the server did not start");
}

async function main() {
  const load = loadavg().map((n) => Math.round(n * 10) / 10);
  log(`${cpus().length} cores, load average ${load.join(" ")}`);

  const out = mkdtempSync(join(tmpdir(), "bench-images-"));
  let cold;
  let warm;
  try {
    log("cold run: 75 prints into an empty folder (this is the slow one)…");
    cold = await runImages(out);
    log(`cold: ${cold.wallSeconds} s (${cold.cpuSeconds} s of CPU), ${cold.encoded} encoded`);
    warm = await runImages(out);
    log(`warm: ${warm.wallSeconds} s (${warm.cpuSeconds} s of CPU), ${warm.unchanged} unchanged`);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }

  const bytes = {};
  if (
    !existsSync(join(root, "build/index.js")) ||
    !existsSync(join(root, "build/images/manifest.json"))
  ) {
    log("no production build (npm run build): bytes per route skipped");
  } else {
    const { base, child } = await startServer();
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
    try {
      for (const route of routes) {
        bytes[route] = {};
        for (const [width, options] of Object.entries(viewports)) {
          bytes[route][width] = await measureRoute(browser, base, route, options);
          const b = bytes[route][width];
          log(
            `${route} at ${width} px: ${b.initialKB} KB on load (${b.initialImageKB} KB images), ${b.fullKB} KB scrolled to the end`,
          );
        }
      }
    } finally {
      await browser.close();
      child.kill();
    }
  }

  const home390 = bytes["/"]?.["390"]?.initialKB;
  const result = {
    part: "images",
    prints: cold.prints,
    loadAverage: load,
    cold: {
      seconds: cold.wallSeconds,
      cpuSeconds: cold.cpuSeconds,
      files: cold.files,
      megabytes: Math.round(cold.bytes / 10485.76) / 100,
    },
    warm: { seconds: warm.wallSeconds, cpuSeconds: warm.cpuSeconds },
    bytes,
    targets,
    met: {
      cold: cold.wallSeconds <= targets.coldSeconds,
      warm: warm.wallSeconds <= targets.warmSeconds,
      home390: home390 === undefined ? null : home390 <= targets.homeKB390,
    },
  };
  console.log(JSON.stringify(result));
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
