#!/usr/bin/env node
/**
 * Bench part: the pages. Lighthouse 12 (mobile, default simulated throttling) for six routes,
 * the JavaScript each route loads, the time until the viewer's arrow keys work on a throttled
 * phone, and requests per second of server-rendered pages beside a static file from the same
 * server, with the Accept-Encoding browsers send. With BENCH_COMPARE_DIR (npm run bench with
 * BENCH_COMPARE=<git ref>), Lighthouse and the arrow keys also measure that build, runs taking
 * turns with this one's.
 * Progress goes to stderr; the last line of stdout is one JSON object with the figures.
 * Expects a production build (npm run bench builds first).
 */
import { readFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import autocannon from "autocannon";
import { chromiumArgs, chromiumPath } from "../chromium-path.js";
import { browserEncodings, measureFlood, percentile, round2, visitor } from "./lib/flood.js";
import { lighthouseVariants } from "./lib/lighthouse.js";
import { benchRoutes } from "./lib/routes.js";
import { freePort, startProductionServer } from "./lib/server.js";

const routes = benchRoutes;
const loadRoutes = ["/", "/portfolio/abstract"];
/** The smallest static file the server has: a file served by express.static, uncompressed. */
const staticFile = "/favicon.svg";
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
/** Lighthouse runs per route (the median run is reported: see lib/lighthouse.js). */
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const connections = 50;

const targets = {
  lighthouseScore: 100,
  lcpMs: 2000,
  cls: 0,
  tbtMs: 50,
  homeJsKB: 100,
  /** A page with a unique query string (a tracking link) against the same page without one. */
  uniqueQueryMedianRatio: 2,
  /**
   * A visitor's p99 while unique-query requests flood the server, against the same visitor's
   * p99 while the same number of plain requests do: a tracking link costs no more than a page.
   */
  floodP99Ratio: 2,
};

/** The viewer page whose arrow keys are timed. */
const viewerPage = "/portfolio/landscapes/LANDSCAPES-001";
const keyRuns = Number(process.env.BENCH_KEY_RUNS ?? 5);

/** The page tracking links point at, and such a link: a query string never seen before. */
const trackedPage = "/portfolio/abstract";
let trackingId = 0;
const trackingLink = () =>
  `${trackedPage}?utm_source=newsletter&fbclid=IwAR${Date.now().toString(36)}${++trackingId}`;
const unknownPath = () => `/no-such-page-${Date.now().toString(36)}${++trackingId}`;

const log = (...args) => console.error("[pages]", ...args);

const port = Number(process.env.BENCH_PORT ?? (await freePort()));
const server = await startProductionServer({ port, log: "bench-results/pages-server.log" });
log(`production server on ${server.origin}`);
const compareDir = process.env.BENCH_COMPARE_DIR;
const compareLabel = process.env.BENCH_COMPARE_LABEL ?? compareDir;
const compared =
  compareDir &&
  (await startProductionServer({
    port: await freePort(),
    log: "bench-results/pages-compare-server.log",
    cwd: compareDir,
  }));
if (compared) log(`${compareLabel}: production server on ${compared.origin}`);
/** The builds measured: this checkout, and the compared one when asked. */
const variants = [
  { name: "this", origin: server.origin },
  ...(compared ? [{ name: "compared", origin: compared.origin }] : []),
];

/**
 * How long after navigation starts the viewer's ArrowRight first moves to the next print, on a
 * phone: 4x CPU slowdown and Lighthouse's slow 4G as DevTools applies it (562.5 ms request
 * latency, 1.44 Mbit/s down), 412x823 at DPR 1.75, a fresh browser context (cold cache) each run.
 * The time is when the URL changes to the next print's, ArrowRight pressed as soon as the page
 * has hydrated; with it, the page's largest contentful paint as the browser measured it.
 */
async function timeToArrowKey(browser, origin) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    // The browser's own largest contentful paint, as it stands when the keys first work.
    await page.addInitScript(() => {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) Object.assign(window, { benchLcp: entry.startTime });
      }).observe({ type: "largest-contentful-paint", buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 562.5,
      downloadThroughput: (1474.56 * 1024) / 8,
      uploadThroughput: (675 * 1024) / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const url = origin + viewerPage;
    const started = performance.now();
    await page.goto(url, { waitUntil: "commit" });
    // Keys pressed while React hydrates can stop hydration for good (React error #345, seen with
    // either build when pressing every 50 ms): wait for the root's public sign, then press once.
    await page.waitForSelector("html[data-hydrated]", { state: "attached", timeout: 30_000 });
    await page.keyboard.press("ArrowRight");
    await page.waitForURL((next) => next.href !== url, { timeout: 30_000 });
    const keysMs = Math.round(performance.now() - started);
    const lcpMs = Math.round(await page.evaluate(() => Number(Reflect.get(window, "benchLcp"))));
    return { keysMs, lcpMs };
  } finally {
    await context.close();
  }
}

try {
  // A running site has been visited before: render each page once so the figures are those of
  // a warm server.
  for (const { origin } of variants) {
    for (const route of [...routes, ...loadRoutes]) {
      await fetch(origin + route, { headers: browserEncodings });
    }
  }

  /** Each build's arrow-key times, runs taking turns. */
  const arrowKeys = {};
  if (keyRuns > 0) {
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
    try {
      const times = Object.fromEntries(variants.map((v) => [v.name, []]));
      for (let run = 0; run < keyRuns; run++) {
        for (const v of variants) times[v.name].push(await timeToArrowKey(browser, v.origin));
      }
      for (const v of variants) {
        const keys = times[v.name].map((t) => t.keysMs);
        const lcp = times[v.name].map((t) => t.lcpMs);
        arrowKeys[v.name] = {
          medianMs: percentile(keys, 50),
          runsMs: keys,
          lcpMedianMs: percentile(lcp, 50),
          lcpRunsMs: lcp,
        };
      }
      log(`arrow keys on ${viewerPage}: ${JSON.stringify(arrowKeys)}`);
    } finally {
      await browser.close();
    }
  }

  // BENCH_LIGHTHOUSE_RUNS=0 skips Lighthouse (and its targets): the server figures alone.
  const lighthouseByBuild = await lighthouseVariants(variants, routes, {
    runs: lighthouseRuns,
    log,
  });
  const lighthouseResults = lighthouseByBuild.this;
  const comparedLighthouse = lighthouseByBuild.compared ?? {};

  /** CPU seconds the server process has used (Linux), to price a request apart from contention. */
  function serverCpuSeconds() {
    try {
      const fields = readFileSync(`/proc/${server.pid}/stat`, "utf8").split(") ")[1]?.split(" ");
      return (Number(fields?.[11]) + Number(fields?.[12])) / 100;
    } catch {
      return Number.NaN;
    }
  }

  async function requestsPerSecond(path) {
    log(`autocannon ${path}: ${seconds} s, ${connections} connections`);
    const cpuBefore = serverCpuSeconds();
    const result = await autocannon({
      url: server.origin + path,
      connections,
      duration: seconds,
      headers: browserEncodings,
    });
    const ok = result.non2xx === 0 && result.errors === 0;
    if (!ok) log(`${path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    const cpuMsPerRequest = ((serverCpuSeconds() - cpuBefore) * 1000) / result.requests.total;
    const cpuUs = Math.round(cpuMsPerRequest * 1000);
    log(`${path}: ${Math.round(result.requests.average)} req/s, server CPU ${cpuUs} µs/request`);
    return { path, rps: Math.round(result.requests.average), serverCpuUsPerRequest: cpuUs, ok };
  }
  // The static file is measured before and after the pages, and averaged: the machine is shared
  // and its speed drifts.
  const staticBefore = await requestsPerSecond(staticFile);
  const pages = [];
  for (const route of loadRoutes) pages.push(await requestsPerSecond(route));
  const staticAfter = await requestsPerSecond(staticFile);
  const staticRps = Math.round((staticBefore.rps + staticAfter.rps) / 2);
  const staticCpu = (staticBefore.serverCpuUsPerRequest + staticAfter.serverCpuUsPerRequest) / 2;
  const throughput = {
    encodings: browserEncodings["Accept-Encoding"],
    seconds,
    connections,
    static: {
      path: staticFile,
      rps: staticRps,
      runs: [staticBefore.rps, staticAfter.rps],
      serverCpuUsPerRequest: Math.round(staticCpu),
    },
    pages: pages.map((p) => ({
      ...p,
      ratio: Math.round((p.rps / staticRps) * 100) / 100,
      // The same comparison by the server's own CPU cost per request: steadier on a busy machine.
      cpuRatio: Math.round((staticCpu / p.serverCpuUsPerRequest) * 100) / 100,
    })),
  };

  const one = visitor(server.origin);
  const timedGet = (path) => one.get(path);
  // The compared build's server, asked the same in turn (its own visitor), when there is one.
  const other = compared && visitor(compared.origin);
  const comparedSamples = { plain: [], uniqueQuery: [], notFound: [] };

  // Median latency, one request at a time, taking turns in the same run: the plain page, the
  // same page from a tracking link never seen before, and an unknown path (404).
  const latencyRequests = Number(process.env.BENCH_LATENCY_REQUESTS ?? 200);
  log(`latency: ${latencyRequests} requests each, plain / unique query / unknown path`);
  const samples = { plain: [], uniqueQuery: [], notFound: [] };
  const statuses = new Set();
  for (let i = 0; i < latencyRequests; i++) {
    for (const [kind, path] of [
      ["plain", trackedPage],
      ["uniqueQuery", trackingLink()],
      ["notFound", unknownPath()],
    ]) {
      const { ms, status } = await timedGet(path);
      samples[kind].push(ms);
      statuses.add(`${kind} ${status}`);
      if (other) comparedSamples[kind].push((await other.get(path)).ms);
    }
  }
  if (other) other.close();
  const medians = Object.fromEntries(
    Object.entries(samples).map(([kind, ms]) => [kind, round2(percentile(ms, 50))]),
  );
  const latency = {
    path: trackedPage,
    requests: latencyRequests,
    medianMs: medians,
    uniqueQueryRatio: round2(medians.uniqueQuery / medians.plain),
    statuses: [...statuses].sort(),
    comparedMedianMs: other
      ? Object.fromEntries(
          Object.entries(comparedSamples).map(([kind, ms]) => [kind, round2(percentile(ms, 50))]),
        )
      : undefined,
  };
  log(JSON.stringify(latency));

  // A flood of tracking links (a unique query string each, autocannon, 50 connections) while one
  // visitor at a time asks for the plain page: that visitor's p99.
  // Then the same with the plain page itself as the flood: what any flood costs without a CDN.
  log(
    `flood: unique query strings, then the plain page, ${seconds} s each, ${connections} connections`,
  );
  const floodFigures = await measureFlood({
    origin: server.origin,
    page: trackedPage,
    link: trackingLink,
    seconds,
    connections,
  });
  const plainFlood = await measureFlood({
    origin: server.origin,
    page: trackedPage,
    link: () => trackedPage,
    seconds,
    connections,
  });
  floodFigures.plainFlood = {
    rps: plainFlood.uniqueQueryRps,
    errors: plainFlood.uniqueQueryErrors,
    plainMedianMs: plainFlood.plainMedianMs,
    plainP99Ms: plainFlood.plainP99Ms,
  };
  floodFigures.p99Ratio = round2(floodFigures.plainP99Ms / plainFlood.plainP99Ms);
  log(JSON.stringify(floodFigures));
  one.close();

  const lh = Object.values(lighthouseResults);
  const lighthouseChecks = lh.length > 0 && {
    lighthouse100: lh.every(
      (r) =>
        Math.min(r.performance, r.accessibility, r.bestPractices, r.seo) >= targets.lighthouseScore,
    ),
    lcp: lh.every((r) => r.lcpMs <= targets.lcpMs),
    cls: lh.every((r) => r.cls <= targets.cls),
    tbt: lh.every((r) => r.tbtMs <= targets.tbtMs),
    homeJs: (lighthouseResults["/"]?.jsTransferKB ?? Number.POSITIVE_INFINITY) <= targets.homeJsKB,
  };
  const checks = {
    ...lighthouseChecks,
    uniqueQuery: latency.uniqueQueryRatio <= targets.uniqueQueryMedianRatio,
    floodP99:
      floodFigures.p99Ratio <= targets.floodP99Ratio &&
      floodFigures.uniqueQueryErrors === 0 &&
      floodFigures.plainErrors === 0,
  };
  console.log(
    JSON.stringify({
      lighthouse: lighthouseResults,
      compared: compared ? { label: compareLabel, lighthouse: comparedLighthouse } : undefined,
      arrowKeys: { page: viewerPage, runs: keyRuns, ...arrowKeys },
      throughput,
      latency,
      flood: floodFigures,
      targets,
      checks,
    }),
  );
} finally {
  await server.stop();
  if (compared) await compared.stop();
}
