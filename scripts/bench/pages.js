#!/usr/bin/env node
/**
 * Bench part: the pages. A real Chromium on a throttled phone (lib/phone.js: LCP per route, and
 * when the viewer's ArrowRight first works), Lighthouse 12 (mobile, default simulated
 * throttling) for six routes, the JavaScript each route loads, and requests per second of
 * server-rendered pages beside a static file from the same server, with the Accept-Encoding
 * browsers send. With BENCH_COMPARE_DIR (npm run bench with BENCH_COMPARE=<git ref>), the phone
 * runs and Lighthouse also measure that build, runs taking turns with this one's. With
 * BENCH_FLOORS=1 they also measure this build's pages without scripts, and the phone its pages
 * with nothing but their first picture (lib/floors.js), on the home and print pages.
 * Progress goes to stderr; the last line of stdout is one JSON object with the figures.
 * Expects a production build (npm run bench builds first).
 */
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import { freePort } from "../../tests/support/free-port.js";
import { startServer } from "../../tests/support/server-process.js";
import { browserEncodings, measureFlood, percentile, round2, visitor } from "./lib/flood.js";
import { floorRewrites, startFloorProxy } from "./lib/floors.js";
import { lighthouseVariants } from "./lib/lighthouse.js";
import { phoneConditions, phoneFigures } from "./lib/phone.js";
import { benchRoute, benchRoutes } from "./lib/routes.js";

const routes = benchRoutes;
const loadRoutes = ["/", benchRoute("collection")];
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

/** The print page whose viewer keys are timed on the phone. */
const viewerPage = benchRoute("print");
/** Phone runs per route (the median is reported), and loads of the print page with keys. */
const phoneRuns = Number(process.env.BENCH_PHONE_RUNS ?? 5);
const keyRuns = Number(process.env.BENCH_KEY_RUNS ?? 8);

/** The page tracking links point at, and such a link: a query string never seen before. */
const trackedPage = benchRoute("collection");
let trackingId = 0;
const trackingLink = () =>
  `${trackedPage}?utm_source=newsletter&fbclid=IwAR${Date.now().toString(36)}${++trackingId}`;
const unknownPath = () => `/no-such-page-${Date.now().toString(36)}${++trackingId}`;

const log = (...args) => console.error("[pages]", ...args);

const port = Number(process.env.BENCH_PORT ?? (await freePort()));
const server = await startServer({
  dataDir: "bench-results",
  port,
  logFile: "bench-results/pages-server.log",
});
log(`production server on ${server.url}`);
const compareDir = process.env.BENCH_COMPARE_DIR;
const compareLabel = process.env.BENCH_COMPARE_LABEL ?? compareDir;
const compared =
  compareDir &&
  (await startServer({
    dataDir: "bench-results",
    port: await freePort(),
    logFile: "bench-results/pages-compare-server.log",
    cwd: compareDir,
  }));
if (compared) log(`${compareLabel}: production server on ${compared.url}`);
/** The builds measured: this checkout, and the compared one when asked. */
const variants = [
  { name: "this", origin: server.url },
  ...(compared ? [{ name: "compared", origin: compared.url }] : []),
];
/** BENCH_FLOORS=1: this build's documents rewritten (lib/floors.js), on the pages below. */
const floorRoutes = ["/", viewerPage];
const floorProxies =
  process.env.BENCH_FLOORS === "1"
    ? await Promise.all(
        Object.entries(floorRewrites).map(async ([name, rewrite]) => ({
          name,
          proxy: await startFloorProxy(server.url, rewrite),
        })),
      )
    : [];
const floors = floorProxies.map(({ name, proxy }) => ({
  name,
  origin: proxy.url,
  routes: floorRoutes,
  keys: false,
}));

try {
  // A running site has been visited before: render each page once so the figures are those of
  // a warm server.
  for (const { origin } of variants) {
    for (const route of [...routes, ...loadRoutes]) {
      await fetch(origin + route, { headers: browserEncodings });
    }
  }

  // BENCH_PHONE_RUNS=0 skips the phone.
  const phone =
    phoneRuns > 0
      ? await phoneFigures([...variants, ...floors], routes, {
          runs: phoneRuns,
          keyRuns,
          printPage: viewerPage,
          log,
        })
      : {};

  // BENCH_LIGHTHOUSE_RUNS=0 skips Lighthouse (and its targets): the server figures alone.
  const lighthouseByBuild = await lighthouseVariants(variants, routes, {
    runs: lighthouseRuns,
    log,
  });
  const lighthouseResults = lighthouseByBuild.this;
  const comparedLighthouse = lighthouseByBuild.compared ?? {};
  // Lighthouse without scripts, in turns with the shipped pages (the picture alone is a phone
  // figure only: Lighthouse scores a page, and that one is not a page).
  const withoutScripts = floors.filter((f) => f.name === "no scripts");
  const floorLighthouse =
    withoutScripts.length > 0
      ? await lighthouseVariants([variants[0], ...withoutScripts], floorRoutes, {
          runs: lighthouseRuns,
          log,
        })
      : {};

  /** CPU seconds the server process has used (Linux), to price a request apart from contention. */
  function serverCpuSeconds() {
    try {
      const fields = readFileSync(`/proc/${server.child.pid}/stat`, "utf8")
        .split(") ")[1]
        ?.split(" ");
      return (Number(fields?.[11]) + Number(fields?.[12])) / 100;
    } catch {
      return Number.NaN;
    }
  }

  async function requestsPerSecond(path) {
    log(`autocannon ${path}: ${seconds} s, ${connections} connections`);
    const cpuBefore = serverCpuSeconds();
    const result = await autocannon({
      url: server.url + path,
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

  const one = visitor(server.url);
  const timedGet = (path) => one.get(path);
  // The compared build's server, asked the same in turn (its own visitor), when there is one.
  const other = compared && visitor(compared.url);
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
    origin: server.url,
    page: trackedPage,
    link: trackingLink,
    seconds,
    connections,
  });
  const plainFlood = await measureFlood({
    origin: server.url,
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
      floors:
        floors.length > 0
          ? {
              routes: floorRoutes,
              lighthouse: floorLighthouse,
              phone: Object.fromEntries(floors.map((f) => [f.name, phone[f.name]?.routes])),
            }
          : undefined,
      phone: {
        conditions: phoneConditions,
        runs: phoneRuns,
        keyRuns,
        ...Object.fromEntries(variants.map((v) => [v.name, phone[v.name]])),
      },
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
  for (const { proxy } of floorProxies) await proxy.stop();
}
