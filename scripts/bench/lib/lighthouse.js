/**
 * Lighthouse 12 (mobile, default simulated throttling) over routes, as the pages part and the
 * photographs part report it. One run's figures move with the machine (TBT above all: observed
 * task lengths are multiplied by four); Lighthouse's own advice is to run it several times and
 * report the median run, which is what its computeMedianRun picks (by FCP and TTI).
 */
import { cpus, loadavg } from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { chromiumArgs, chromiumPath } from "../../chromium-path.js";

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/**
 * Waits (at most `maxSeconds`) until the machine is quiet, the 1-minute load average below half
 * its cores, and says how quiet it got. The parts run Lighthouse right after work of their own (75
 * prints encoded, a request flood): without the wait, the first route's runs inherited that load,
 * and its observed task lengths, times four, became Lighthouse's TBT (`/portfolio`: TBT 197 ms and
 * performance 97 right after the photographs' build, 18–80 ms and 100 in four runs on a quiet
 * machine).
 */
export async function quietMachine(log, maxSeconds = 120) {
  const limit = cpus().length / 2;
  const started = performance.now();
  while (loadavg()[0] >= limit && performance.now() - started < maxSeconds * 1000) {
    await sleep(5000);
  }
  const waited = Math.round((performance.now() - started) / 1000);
  const load = Math.round(loadavg()[0] * 100) / 100;
  log(`lighthouse: load average ${load} after ${waited} s${load >= limit ? " (still busy)" : ""}`);
  return { waitedSeconds: waited, loadAverage: load };
}

/** Figures per route for one origin: scores, LCP, CLS, TBT, JavaScript; `runs` 0 gives `{}`. */
export async function lighthouseRoutes(origin, routes, { runs, log }) {
  const results = await lighthouseVariants([{ name: "this", origin }], routes, { runs, log });
  return results.this;
}

/**
 * The same for several builds (`[{ name, origin }]`), runs taking turns so that a busy moment of
 * the machine falls on each alike: `{ [name]: { [route]: figures } }`.
 */
export async function lighthouseVariants(variants, routes, { runs: runCount, log }) {
  const results = Object.fromEntries(variants.map((v) => [v.name, {}]));
  if (runCount > 0) await quietMachine(log);
  const chrome =
    runCount > 0 &&
    (await chromeLauncher.launch({
      chromePath: chromiumPath(),
      chromeFlags: ["--headless=new", ...chromiumArgs],
    }));
  /** One complete Lighthouse run, or undefined when a busy machine made it fail. */
  async function lighthouseRun(url) {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    const failed = Object.values(lhr.categories).some((c) => c.score === null);
    if (!failed) return lhr;
    const errors = Object.values(lhr.audits)
      .filter((a) => a.errorMessage)
      .map((a) => `${a.id}: ${a.errorMessage}`);
    log(`${url}: run incomplete: ${lhr.runtimeError?.message ?? errors.slice(0, 3).join("; ")}`);
    return undefined;
  }
  try {
    for (const route of chrome ? routes : []) {
      log(
        `lighthouse ${route}: ${runCount} runs${variants.length > 1 ? " each, taking turns" : ""}`,
      );
      const runs = Object.fromEntries(variants.map((v) => [v.name, []]));
      // A failed run is logged and replaced, up to twice as many attempts as runs.
      for (let attempt = 1; attempt <= 2 * runCount; attempt++) {
        const waiting = variants.filter((v) => runs[v.name].length < runCount);
        if (waiting.length === 0) break;
        for (const v of waiting) {
          const lhr = await lighthouseRun(v.origin + route);
          if (lhr) runs[v.name].push(lhr);
        }
      }
      for (const v of variants) {
        if (runs[v.name].length === 0) throw new Error(`lighthouse ${route}: no complete run`);
        results[v.name][route] = await summary(runs[v.name]);
        log(`${v.name}: ${JSON.stringify(results[v.name][route])}`);
      }
    }
  } finally {
    if (chrome) await chrome.kill();
  }
  return results;
}

/** The median run's figures, with every run's for the spread around it. */
async function summary(runs) {
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
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: numeric(lhr, "first-contentful-paint"),
    lcpMs: numeric(lhr, "largest-contentful-paint"),
    ttiMs: numeric(lhr, "interactive"),
    cls: Math.round(lhr.audits["cumulative-layout-shift"].numericValue * 1000) / 1000,
    tbtMs: numeric(lhr, "total-blocking-time"),
    jsFiles: scripts.length,
    jsTransferKB: kb(scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0)),
    jsGzipKB: kb(gzipBytes),
    runs: runs.length,
    performanceRuns: runs.map((run) => Math.round((run.categories.performance?.score ?? 0) * 100)),
    lcpRunsMs: runs.map((run) => numeric(run, "largest-contentful-paint")),
    ttiRunsMs: runs.map((run) => numeric(run, "interactive")),
    tbtRunsMs: runs.map((run) => numeric(run, "total-blocking-time")),
    failedAudits: Object.values(lhr.categories)
      .flatMap((c) => c.auditRefs)
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id),
  };
}
