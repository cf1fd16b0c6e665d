#!/usr/bin/env node
/**
 * Bench part: the pages. Lighthouse 12 (mobile, default simulated throttling) for six routes,
 * the JavaScript each route loads, and requests per second of server-rendered pages beside a
 * static file from the same server, with the Accept-Encoding browsers send.
 * Progress goes to stderr; the last line of stdout is one JSON object with the figures.
 * Expects a production build (npm run bench builds first).
 */
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import { browserEncodings, measureFlood, percentile, round2, visitor } from "./lib/flood.js";
import { lighthouseRoutes } from "./lib/lighthouse.js";
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
  rpsRatio: 0.5,
  /** A page with a unique query string (a tracking link) against the same page without one. */
  uniqueQueryMedianRatio: 2,
  /** A plain request's p99 while unique-query requests flood the server. */
  floodPlainP99Ms: 50,
};

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

try {
  // A running site has been visited before: render each page once so the figures are those of
  // a warm server (shared pages are then served from memory).
  for (const route of [...routes, ...loadRoutes]) {
    await fetch(server.origin + route, { headers: browserEncodings });
  }

  // BENCH_LIGHTHOUSE_RUNS=0 skips Lighthouse (and its targets): the server figures alone.
  const lighthouseResults = await lighthouseRoutes(server.origin, routes, {
    runs: lighthouseRuns,
    log,
  });

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
    }
  }
  const medians = Object.fromEntries(
    Object.entries(samples).map(([kind, ms]) => [kind, round2(percentile(ms, 50))]),
  );
  const latency = {
    path: trackedPage,
    requests: latencyRequests,
    medianMs: medians,
    uniqueQueryRatio: round2(medians.uniqueQuery / medians.plain),
    statuses: [...statuses].sort(),
  };
  log(JSON.stringify(latency));

  // A flood of tracking links (a unique query string each, autocannon, 50 connections) while one
  // visitor at a time asks for the plain page: that visitor's p99.
  log(`flood: unique query strings, ${seconds} s, ${connections} connections`);
  const floodFigures = await measureFlood({
    origin: server.origin,
    page: trackedPage,
    link: trackingLink,
    seconds,
    connections,
  });
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
    rpsRatio: throughput.pages.every((p) => p.ratio >= targets.rpsRatio),
    uniqueQuery: latency.uniqueQueryRatio <= targets.uniqueQueryMedianRatio,
    floodP99:
      floodFigures.plainP99Ms < targets.floodPlainP99Ms &&
      floodFigures.uniqueQueryErrors === 0 &&
      floodFigures.plainErrors === 0,
  };
  console.log(
    JSON.stringify({
      lighthouse: lighthouseResults,
      throughput,
      latency,
      flood: floodFigures,
      targets,
      checks,
    }),
  );
} finally {
  await server.stop();
}
