#!/usr/bin/env node
/**
 * Bench part "large": what a large collection costs, against the sample as shipped, in one run.
 *
 * 1. A copy of the project (in the OS's temporary folder, kept between runs so its pictures are
 *    encoded once) whose content is the sample's with the Nature collection raised from 18 prints
 *    to BENCH_LARGE_PRINTS (default 240, `samples:`), built as `npm run build` builds: each
 *    step's wall time and peak memory (the step's own maxRSS, read as it exits).
 * 2. Both sites served side by side. For the collection's first page and its first print's page:
 *    the document's bytes with Brotli (as a browser asks) and raw, and on the throttled phone
 *    (lib/phone.js, BENCH_LARGE_RUNS cold loads each, default 3, runs taking turns) the median
 *    LCP and, on the print page, when ArrowRight first works after load. Each large figure is
 *    given as a ratio of the sample's, measured in the same run: the floor it is read against.
 * 3. With BENCH_LARGE_BUILD=N (e.g. 1000): a second copy with N prints in all (Nature raised to
 *    make up the number), built from no pictures at all and then again with every picture there,
 *    and `npm run check` alone on it: time and peak memory of each step.
 *
 * Expects a production build of the site as shipped (npm run bench builds first). Progress goes to
 * stderr; the last line of stdout is one JSON object with the figures.
 */
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { copyProject } from "../../tests/support/project-copy.js";
import { startServer } from "../../tests/support/server-process.js";
import { phoneFigures } from "./lib/phone.js";

const LARGE = Number(process.env.BENCH_LARGE_PRINTS ?? 240);
const RUNS = Number(process.env.BENCH_LARGE_RUNS ?? 3);
const BUILD = process.env.BENCH_LARGE_BUILD ? Number(process.env.BENCH_LARGE_BUILD) : undefined;
const SAMPLE_NATURE = 18;
const SAMPLE_TOTAL = 75;
const log = (...args) => console.error("[large]", ...args);

/** The targets the figures are read against (large ÷ the sample, same run). */
const targets = { printBytesRatio: 1.25, collectionBytesRatio: 1.5, lcpRatio: 1.15 };

// Node writes the process's peak memory (kB) as it exits: no /usr/bin/time needed.
const MAX_RSS = `data:text/javascript,process.on("exit",()=>process.stderr.write("\\nmaxRSS="+process.resourceUsage().maxRSS+"\\n"))`;

/** Runs one build step (a Node script) in `cwd`: its wall time (s) and peak memory (MB). */
function step(cwd, script, args = []) {
  return new Promise((done, fail) => {
    const started = performance.now();
    const child = spawn(process.execPath, ["--import", MAX_RSS, script, ...args], {
      cwd,
      env: { ...process.env, CONTENT_DIR: "content" },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("error", fail);
    child.on("exit", (code) => {
      if (code !== 0) return fail(new Error(`${script} exited ${code}:\n${stderr.slice(-2000)}`));
      const rss = Math.max(...[...stderr.matchAll(/maxRSS=(\d+)/g)].map((m) => Number(m[1])));
      done({
        seconds: Math.round((performance.now() - started) / 100) / 10,
        peakMB: Math.round(rss / 1024),
      });
    });
  });
}

/** `npm run build`'s steps, each timed (the operator's commands are left out: not the pages'). */
async function build(dir) {
  const steps = {
    check: await step(dir, "scripts/check.js", ["--quiet"]),
    images: await step(dir, "scripts/images.js"),
    keepAssets: await step(dir, "scripts/keep-assets.js"),
    remix: await step(dir, "node_modules/@remix-run/dev/dist/cli.js", ["build"]),
    precompress: await step(dir, "scripts/precompress.js"),
  };
  const values = Object.values(steps);
  return {
    steps,
    seconds: Math.round(values.reduce((s, v) => s + v.seconds, 0) * 10) / 10,
    peakMB: Math.max(...values.map((v) => v.peakMB)),
  };
}

/**
 * A copy of the project whose Nature collection has `nature` prints, in the temporary folder:
 * the app's files afresh each run, the pictures kept (those already encoded are reused).
 */
function copyWith(name, nature, { pictures = true } = {}) {
  const dir = join(tmpdir(), `bench-large-${name}`);
  mkdirSync(dir, { recursive: true });
  copyProject(dir, ["content"]);
  const file = join(dir, "content/nature/collection.yaml");
  const yaml = readFileSync(file, "utf8");
  if (!yaml.includes(`samples: ${SAMPLE_NATURE}`))
    throw new Error(`${file} has no samples: ${SAMPLE_NATURE}`);
  writeFileSync(file, yaml.replace(`samples: ${SAMPLE_NATURE}`, `samples: ${nature}`));
  // The sample's own pictures, encoded already by the site's build, are linked in, not made again.
  const images = join(dir, "build/images");
  if (!pictures) rmSync(join(dir, "build"), { recursive: true, force: true });
  else if (!existsSync(images)) {
    mkdirSync(join(dir, "build"), { recursive: true });
    cpSync(resolve("build/images"), images, { recursive: true });
  }
  return dir;
}

/** A document's bytes as a browser gets it (Brotli asked for) and as written (raw), in kB. */
function documentBytes(origin, path) {
  const get = (encoding) =>
    new Promise((done, fail) => {
      const req = request(
        `${origin}${path}`,
        { headers: { "Accept-Encoding": encoding } },
        (res) => {
          let n = 0;
          res.on("data", (chunk) => {
            n += chunk.length;
          });
          res.on("end", () =>
            res.statusCode === 200 ? done(n) : fail(new Error(`${path}: ${res.statusCode}`)),
          );
        },
      );
      req.on("error", fail);
      req.end();
    });
  const kb = (n) => Math.round(n / 102.4) / 10;
  return Promise.all([get("br"), get("identity")]).then(([br, raw]) => ({
    brotliKB: kb(br),
    rawKB: kb(raw),
  }));
}

const ratio = (a, b) => Math.round((a / b) * 100) / 100;
const collection = "/portfolio/nature";
const printPage = "/portfolio/nature/NATURE-001";

log(`building the sample with Nature at ${LARGE} prints`);
const largeDir = copyWith(`${LARGE}`, LARGE);
const largeBuild = await build(largeDir);
log(`built in ${largeBuild.seconds} s, peak ${largeBuild.peakMB} MB`);

const servers = [];
try {
  const sample = await startServer({ dataDir: join(tmpdir(), "bench-large-data") });
  servers.push(sample);
  const large = await startServer({ cwd: largeDir });
  servers.push(large);

  const bytes = {};
  for (const [name, server] of [
    ["sample", sample],
    ["large", large],
  ]) {
    bytes[name] = {
      collection: await documentBytes(server.url, collection),
      print: await documentBytes(server.url, printPage),
    };
  }
  log(`bytes: ${JSON.stringify(bytes)}`);

  const phone = await phoneFigures(
    [
      { name: "sample", origin: sample.url },
      { name: "large", origin: large.url },
    ],
    [collection, printPage],
    { runs: RUNS, keyRuns: RUNS, printPage, log },
  );
  const lcp = (name, route) => phone[name].routes[route].lcpMedianMs;

  let thousand;
  if (BUILD) {
    log(`building ${BUILD} prints from no pictures`);
    const dir = copyWith(`build-${BUILD}`, BUILD - SAMPLE_TOTAL + SAMPLE_NATURE, {
      pictures: false,
    });
    const cold = await build(dir);
    log(`cold: ${JSON.stringify(cold)}`);
    const again = await build(dir);
    log(`again: ${JSON.stringify(again)}`);
    const check = await step(dir, "scripts/check.js", ["--quiet"]);
    thousand = { prints: BUILD, cold, again, check };
  }

  const figures = {
    prints: { sample: SAMPLE_NATURE, large: LARGE },
    build: largeBuild,
    bytes,
    lcpMedianMs: Object.fromEntries(
      ["sample", "large"].map((name) => [
        name,
        { collection: lcp(name, collection), print: lcp(name, printPage) },
      ]),
    ),
    keysAfterLoadMedianMs: {
      sample: phone.sample.keys.afterLoadMedianMs,
      large: phone.large.keys.afterLoadMedianMs,
    },
    phone,
    ratios: {
      printBrotli: ratio(bytes.large.print.brotliKB, bytes.sample.print.brotliKB),
      collectionBrotli: ratio(bytes.large.collection.brotliKB, bytes.sample.collection.brotliKB),
      printLcp: ratio(lcp("large", printPage), lcp("sample", printPage)),
      collectionLcp: ratio(lcp("large", collection), lcp("sample", collection)),
      keysAfterLoad: ratio(phone.large.keys.afterLoadMedianMs, phone.sample.keys.afterLoadMedianMs),
    },
    targets,
    ...(thousand ? { thousand } : {}),
  };
  console.log(JSON.stringify(figures));
} finally {
  for (const server of servers) await server.stop("SIGKILL");
}
