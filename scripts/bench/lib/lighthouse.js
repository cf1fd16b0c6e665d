/**
 * Lighthouse 12 (mobile, default simulated throttling) over routes, as the pages part and the
 * photographs part report it. One run's figures move with the machine (TBT above all: observed
 * task lengths are multiplied by four); Lighthouse's own advice is to run it several times and
 * report the median run, which is what its computeMedianRun picks (by FCP and TTI).
 */
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { chromiumArgs, chromiumPath } from "../../chromium-path.js";

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** Figures per route: scores, LCP, CLS, TBT, JavaScript; `runCount` 0 gives `{}`. */
export async function lighthouseRoutes(origin, routes, { runs: runCount, log }) {
  const lighthouseResults = {};
  const chrome =
    runCount > 0 &&
    (await chromeLauncher.launch({
      chromePath: chromiumPath(),
      chromeFlags: ["--headless=new", ...chromiumArgs],
    }));
  try {
    for (const route of chrome ? routes : []) {
      log(`lighthouse ${route}: ${runCount} runs`);
      const runs = [];
      // A busy machine now and then makes a run fail (a trace that times out): such a run is
      // logged and replaced, up to twice as many attempts as runs.
      for (let attempt = 1; runs.length < runCount && attempt <= 2 * runCount; attempt++) {
        const { lhr } = await lighthouse(origin + route, {
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
  return lighthouseResults;
}
