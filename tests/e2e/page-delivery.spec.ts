import { expect, test } from "./fixtures";

/**
 * How a page reaches the screen: its stylesheets are in the document, so the first paint waits
 * for no other request; its scripts are Remix's own module scripts at the end of the body (an
 * enhancement: every page works without them).
 */
for (const path of ["/", "/portfolio/landscapes/LANDSCAPES-001", "/contact"]) {
  test(`${path}: no stylesheet request, and the scripts hydrate it`, async ({
    page,
    jsEnabled,
  }) => {
    const events: string[] = [];
    page.on("request", (request) => events.push(new URL(request.url()).pathname));
    page.on("load", () => events.push("load"));
    await page.goto(path);
    // Every stylesheet inline (the shared one and each room's: app/stylesheets.ts), none asked for.
    await expect(page.locator("style[data-href]")).toHaveCount(5);
    expect(events.filter((e) => e.endsWith(".css"))).toEqual([]);
    // The document is the first request, and every script is one the document itself names:
    // all fetched before its load event, none later (no route module fetched on demand).
    expect(events[0]).toBe(path);
    const load = events.indexOf("load");
    const scripts = events.filter((e) => e.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(1);
    const lastScript = events.map((e) => e.endsWith(".js")).lastIndexOf(true);
    expect(load, "the load event, after the last script was asked for").toBeGreaterThan(lastScript);
    // Without JavaScript Chromium still fetches the module preloads; it runs nothing.
    if (!jsEnabled) return;
    // The fixture's goto has waited for hydration: the scripts came and ran.
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  });
}

test("the page's first picture is asked for before its scripts, which wait at low priority", async ({
  page,
  jsEnabled,
}) => {
  test.skip(!jsEnabled, "the priorities of the same requests: checked once");
  // Chromium's own priority for each request, as its network panel shows it.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const priorities = new Map<string, string>();
  cdp.on("Network.requestWillBeSent", (event) => {
    priorities.set(new URL(event.request.url).pathname, event.request.initialPriority);
  });
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto("/portfolio/landscapes/LANDSCAPES-001");
  const first = await page
    .locator('img[fetchpriority="high"]')
    .evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
  const scripts = [...priorities].filter(([path]) => path.endsWith(".js"));
  expect(scripts.length).toBeGreaterThan(1);
  expect(priorities.get(first)).toBe("High");
  expect(scripts.filter(([, priority]) => priority !== "Low")).toEqual([]);
});

test("no font holds the first paint: none is preloaded, and the first picture is asked for before any", async ({
  page,
  jsEnabled,
}) => {
  test.skip(!jsEnabled, "the order of the same requests: checked once");
  // Chromium holds a page's first paint for a font the page preloads; on a slow phone that held
  // the largest picture back by about 300 ms (docs/design.md, "Typefaces"). Faces are asked for
  // by the text that uses them, after the picture.
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto("/portfolio/landscapes/LANDSCAPES-001");
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0);
  const first = await page
    .locator('img[fetchpriority="high"]')
    .evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
  await page.evaluate(() => document.fonts.ready);
  const fonts = requested.filter((path) => path.endsWith(".woff2"));
  expect(fonts.length, "the page's faces were fetched").toBeGreaterThan(0);
  const picture = requested.indexOf(first);
  expect(picture).toBeGreaterThan(-1);
  for (const font of fonts) expect(requested.indexOf(font), font).toBeGreaterThan(picture);
});
