/**
 * Bytes transferred by a route, as Chromium counts them on the wire (compressed, headers
 * included), in a fresh browser context (empty cache): on load, and after scrolling to the end
 * (every lazy picture loaded). Shared by the images and photographs bench parts.
 */

/** A phone (390 px, 3× density) and a laptop (1440 px, 2× density). */
export const viewports = {
  390: {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  },
  1440: { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 2 },
};

/** Bytes on the wire for one route in a fresh context: on load, and after scrolling through. */
export async function measureRoute(browser, base, route, options) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  const types = new Map();
  const byType = {};
  let total = 0;
  cdp.on("Network.responseReceived", (e) => types.set(e.requestId, e.type));
  cdp.on("Network.loadingFinished", (e) => {
    const type = (types.get(e.requestId) ?? "Other").toLowerCase();
    byType[type] = (byType[type] ?? 0) + e.encodedDataLength;
    total += e.encodedDataLength;
  });
  await page.goto(base + route, { waitUntil: "networkidle" });
  const initial = { total, byType: { ...byType } };
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 50));
    }
  });
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(300);
  await context.close();
  const kb = (n) => Math.round((n ?? 0) / 102.4) / 10;
  return {
    initialKB: kb(initial.total),
    initialImageKB: kb(initial.byType.image),
    fullKB: kb(total),
    fullImageKB: kb(byType.image),
    scriptKB: kb(byType.script),
  };
}
