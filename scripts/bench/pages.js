#!/usr/bin/env node
/**
 * Bench part: the pages. Lighthouse 12 (mobile, default simulated throttling) for six routes,
 * the JavaScript each route loads, and requests per second of server-rendered pages beside a
 * static file from the same server, with the Accept-Encoding browsers send.
 * Progress goes to stderr; the last line of stdout is one JSON object with the figures.
 * Expects a production build (npm run bench builds first).
 */
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { chromiumArgs, chromiumPath } from "../chromium-path.js";
import { browserEncodings, measureFlood, percentile, round2, visitor } from "./lib/flood.js";
import { benchRoutes } from "./lib/routes.js";
import { freePort, startProductionServer } from "./lib/server.js";

const routes = benchRoutes;
const loadRoutes = ["/", "/portfolio/abstract"];
/** The smallest static file the server has: a file served by express.static, uncompressed. */
const staticFile = "/favicon.svg";
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
/**
 * Lighthouse runs per route. One run's figures move with the machine (TBT above all: observed
 * task lengths are multiplied by four); Lighthouse's own advice is to run it several times and
 * report the median run, which is what its computeMedianRun picks (by FCP and TTI).
 */
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
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

const port = Number(process.env.BENCH_PORT ?? (await freePort()));
const server = await startProductionServer({ port, log: "bench-results/pages-server.log" });
log(`production server on ${server.origin}`);

try {
  // A running site has been visited before: render each page once so the figures are those of
  // a warm server (shared pages are then served from memory).
  for (const route of [...routes, ...loadRoutes]) {
    await fetch(server.origin + route, { headers: browserEncodings });
  }

  const lighthouseResults = {};
  // BENCH_LIGHTHOUSE_RUNS=0 skips Lighthouse (and its targets): the server figures alone.
  const chrome =
    lighthouseRuns > 0 &&
    (await chromeLauncher.launch({
      chromePath: chromiumPath(),
      chromeFlags: ["--headless=new", ...chromiumArgs],
    }));
  try {
    for (const route of chrome ? routes : []) {
      log(`lighthouse ${route}: ${lighthouseRuns} runs`);
      const runs = [];
      // A busy machine now and then makes a run fail (a trace that times out): such a run is
      // logged and replaced, up to twice as many attempts as runs.
      for (
        let attempt = 1;
        runs.length < lighthouseRuns && attempt <= 2 * lighthouseRuns;
        attempt++
      ) {
        const { lhr } = await lighthouse(server.origin + route, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        });
        const failed = Object.values(lhr.categories).some((c) => c.score === null);
        if (!failed) {
          runs.push(lhr);
          continue;
        }
        const errors = Object.values(lhr.audits)
          .filter((a) => a.errorMessage)
          .map((a) => `${a.id}: ${a.errorMessage}`);
        log(
          `run ${attempt} incomplete: ${lhr.runtimeError?.message ?? errors.slice(0, 3).join("; ")}`,
        );
      }
      if (runs.length === 0) throw new Error(`lighthouse ${route}: no complete run`);
      const lhr = computeMedianRun(runs);
      const numeric = (run, id) => Math.round(run.audits[id]?.numericValue ?? Number.NaN);
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const requests = lhr.audits["network-requests"]?.details?.items ?? [];
      const scripts = requests.filter((r) => r.resourceType === "Script");
      let gzipBytes = 0;
      for (const script of scripts) {
        const body = Buffer.from(await (await fetch(script.url)).arrayBuffer());
        gzipBytes += gzipSync(body).length;
      }
      lighthouseResults[route] = {
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        lcpMs: Math.round(lhr.audits["largest-contentful-paint"].numericValue),
        cls: Math.round(lhr.audits["cumulative-layout-shift"].numericValue * 1000) / 1000,
        tbtMs: Math.round(lhr.audits["total-blocking-time"].numericValue),
        jsFiles: scripts.length,
        jsTransferKB: kb(scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0)),
        jsGzipKB: kb(gzipBytes),
        runs: runs.length,
        // Every run's figures, for the spread around the median run reported above.
        performanceRuns: runs.map((run) =>
          Math.round((run.categories.performance?.score ?? 0) * 100),
        ),
        lcpRunsMs: runs.map((run) => numeric(run, "largest-contentful-paint")),
        tbtRunsMs: runs.map((run) => numeric(run, "total-blocking-time")),
        failedAudits: Object.values(lhr.categories)
          .flatMap((c) => c.auditRefs)
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => ref.id),
      };
      log(JSON.stringify(lighthouseResults[route]));
    }
  } finally {
    if (chrome) await chrome.kill();
  }

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
