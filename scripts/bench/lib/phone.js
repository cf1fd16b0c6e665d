/**
 * A real browser on a throttled phone: Chromium (Playwright) with throttling applied through the
 * DevTools protocol, not simulated: 150 ms latency, 1.6 Mbit/s down, 750 kbit/s up, CPU 4x
 * slower, 412x823 at DPR 1.75 (`BENCH_PHONE_DPR` for another density, e.g. 2.625, a common Android
 * phone's, where the 2x cap on pictures matters), touch, a fresh context (cold cache) for every run.
 * Figures come from the page's own clock (milliseconds from navigation start): LCP from the
 * browser's `largest-contentful-paint` entries, the first contentful paint, and on a print page the moments the viewer's
 * ArrowRight first reacts (the viewer handles the key) and first moves to it (its address shown).
 */
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../../chromium-path.js";
import { percentile } from "./flood.js";

export const phoneConditions = {
  latencyMs: 150,
  downloadKbps: 1600,
  uploadKbps: 750,
  cpuSlowdown: 4,
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: Number(process.env.BENCH_PHONE_DPR ?? 1.75),
};

/** How often the visitor presses ArrowRight on the print page, from the response's start. */
const keyIntervalMs = 100;

async function phonePage(browser) {
  const context = await browser.newContext({
    viewport: phoneConditions.viewport,
    deviceScaleFactor: phoneConditions.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = /** @type {any} */ (window);
    w.benchLcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.benchLcp = entry.startTime;
    }).observe({ type: "largest-contentful-paint", buffered: true });
    // A key reacts when the viewer handles it (it cancels the key's default, scrolling); the
    // print shows when the address has moved to the next one.
    addEventListener(
      "keydown",
      (event) =>
        setTimeout(() => {
          if (w.benchReactedAt === undefined && event.defaultPrevented)
            w.benchReactedAt = event.timeStamp;
        }),
      true,
    );
    // The viewer moves with history.replaceState (Remix's navigate): its first call is the
    // moment a key first worked.
    const replace = history.replaceState.bind(history);
    history.replaceState = (...args) => {
      // Only a new address counts (Remix's scroll restoration replaces the state alone).
      const to = args[2] == null ? undefined : new URL(String(args[2]), location.href).pathname;
      if (w.benchMovedAt === undefined && to !== undefined && to !== location.pathname)
        w.benchMovedAt = performance.now();
      return replace(...args);
    };
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: phoneConditions.latencyMs,
    downloadThroughput: (phoneConditions.downloadKbps * 1000) / 8,
    uploadThroughput: (phoneConditions.uploadKbps * 1000) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: phoneConditions.cpuSlowdown });
  return { context, page };
}

/** One cold load, no input (input ends LCP): the browser's LCP and load event, in ms. */
async function loadRun(browser, url) {
  const { context, page } = await phonePage(browser);
  try {
    await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    await page.waitForLoadState("networkidle", { timeout: 60_000 });
    const figures = await page.evaluate(() => ({
      lcpMs: /** @type {any} */ (window).benchLcp,
      fcpMs: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
      loadMs: performance.getEntriesByType("navigation")[0]?.loadEventStart ?? Number.NaN,
    }));
    return {
      lcpMs: Math.round(figures.lcpMs),
      fcpMs: Math.round(figures.fcpMs),
      loadMs: Math.round(figures.loadMs),
    };
  } finally {
    await context.close();
  }
}

/**
 * One cold load of a print page with ArrowRight pressed every 100 ms from the response's start,
 * as an impatient visitor does: when the viewer first moved, from navigation start and from the
 * load event, and whether the page died (no move within 30 s).
 */
async function keysRun(browser, url) {
  const { context, page } = await phonePage(browser);
  const errors = [];
  page.on("pageerror", (error) => errors.push(error.message));
  try {
    let moved = false;
    const pressing = (async () => {
      await page.waitForResponse((r) => r.url() === url, { timeout: 60_000 });
      const started = Date.now();
      while (!moved && Date.now() - started < 30_000) {
        await page.keyboard.press("ArrowRight").catch(() => {});
        await new Promise((resolve) => setTimeout(resolve, keyIntervalMs));
      }
    })();
    await page.goto(url, { waitUntil: "commit", timeout: 60_000 });
    await page
      .waitForFunction(() => /** @type {any} */ (window).benchMovedAt !== undefined, null, {
        timeout: 30_000,
        polling: 50,
      })
      .catch(() => {});
    moved = true;
    await pressing;
    // The load event may come after the keys work (the scripts are not waiting for it).
    await page.waitForLoadState("load", { timeout: 60_000 }).catch(() => {});
    const figures = await page.evaluate(() => ({
      movedAt: /** @type {any} */ (window).benchMovedAt,
      reactedAt: /** @type {any} */ (window).benchReactedAt,
      loadMs: performance.getEntriesByType("navigation")[0]?.loadEventStart ?? Number.NaN,
    }));
    if (figures.movedAt === undefined) return { dead: true, errors };
    const keysMs = Math.round(figures.movedAt);
    return {
      dead: false,
      keysMs,
      afterLoadMs: Math.round(figures.movedAt - figures.loadMs),
      reactedAfterLoadMs: Math.round((figures.reactedAt ?? figures.movedAt) - figures.loadMs),
      errors,
    };
  } finally {
    await context.close();
  }
}

const median = (values) => (values.length === 0 ? null : Math.round(percentile(values, 50)));

/**
 * For each variant (`[{ name, origin, routes?, keys? }]`): LCP and load per route (`runs` cold
 * loads each; a variant's own `routes`, if given, are a subset of `routes`), and on `printPage` the
 * keys (`keyRuns` loads with keys pressed; none for a variant with `keys: false`). Runs take turns between variants, so a
 * busy moment of the machine falls on each alike, and each run reverses the order of the last,
 * so that neither is always the first load of a route. `{ [name]: { routes, keys } }`.
 */
export async function phoneFigures(variants, routes, { runs, keyRuns, printPage, log }) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  const raw = Object.fromEntries(
    variants.map((v) => [
      v.name,
      { routes: Object.fromEntries((v.routes ?? routes).map((r) => [r, []])), keys: [] },
    ]),
  );
  const inTurn = (run) => (run % 2 === 0 ? variants : [...variants].reverse());
  try {
    for (let run = 0; run < runs; run++) {
      for (const route of routes) {
        for (const v of inTurn(run).filter((v) => raw[v.name].routes[route]))
          raw[v.name].routes[route].push(await loadRun(browser, v.origin + route));
      }
      log(`phone: load run ${run + 1} of ${runs} done`);
    }
    for (let run = 0; run < keyRuns; run++) {
      for (const v of inTurn(run).filter((v) => v.keys !== false))
        raw[v.name].keys.push(await keysRun(browser, v.origin + printPage));
    }
  } finally {
    await browser.close();
  }
  const result = {};
  for (const v of variants) {
    const routeFigures = {};
    for (const [route, samples] of Object.entries(raw[v.name].routes)) {
      routeFigures[route] = {
        lcpMedianMs: median(samples.map((s) => s.lcpMs)),
        lcpRunsMs: samples.map((s) => s.lcpMs),
        // The first paint of text or a picture: when a visitor first sees the page's words.
        fcpMedianMs: median(samples.map((s) => s.fcpMs)),
        loadMedianMs: median(samples.map((s) => s.loadMs)),
      };
    }
    const keys = raw[v.name].keys;
    const alive = keys.filter((k) => !k.dead);
    result[v.name] = {
      routes: routeFigures,
      keys: {
        page: printPage,
        runs: keys.length,
        dead: keys.length - alive.length,
        medianMs: median(alive.map((k) => k.keysMs)),
        afterLoadMedianMs: median(alive.map((k) => k.afterLoadMs)),
        runsMs: alive.map((k) => k.keysMs),
        afterLoadRunsMs: alive.map((k) => k.afterLoadMs),
        reactedAfterLoadMedianMs: median(alive.map((k) => k.reactedAfterLoadMs)),
        reactedAfterLoadRunsMs: alive.map((k) => k.reactedAfterLoadMs),
        errors: [...new Set(keys.flatMap((k) => k.errors))].slice(0, 3),
      },
    };
    log(`phone ${v.name}: ${JSON.stringify(result[v.name])}`);
  }
  return result;
}
