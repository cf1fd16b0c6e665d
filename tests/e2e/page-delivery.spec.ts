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
    // Every stylesheet inline (the cut face, the shared one and each room's: app/stylesheets.ts),
    // none asked for.
    await expect(page.locator("style[data-href]")).toHaveCount(6);
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

test("a first visit draws the home page's first words in the headings' face, in the boxes the whole face gives them", async ({
  page,
  jsEnabled,
}) => {
  test.skip(
    !jsEnabled,
    "the same stylesheet draws them without scripts; the check needs the FontFace API",
  );
  // The whole faces never arrive, as on a slow line's first visit (they are `optional`).
  await page.route("**/*.woff2", (route) => route.abort());
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto("/");
  const words = [".brand", ".hero h1", ".featured > h2"];
  // Which font Chromium drew each one's glyphs with: all of them in Instrument Serif, from the
  // page itself (the cut face is a data: URL in its stylesheet).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  for (const selector of words) {
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    expect(
      fonts.map((f) => `${f.familyName}${f.isCustomFont ? " (web font)" : ""}`),
      selector,
    ).toEqual(["Instrument Serif (web font)"]);
  }
  // The whole face, as a later page has it from the cache, sets them in the same boxes. Measured
  // at the faces' own advances: where Chromium hints (here, Linux), it rounds each advance of the
  // hinted whole face to a pixel, and the cut face, without hints, is then up to 2 % wider.
  await page.unroute("**/*.woff2");
  const whole = /url\(([^)]*instrument-serif-latin-400-normal[^)]*\.woff2)\)/.exec(
    (await page.locator("style[data-href]").allTextContents()).join(""),
  )?.[1];
  expect(whole, "the whole face's address in the stylesheet").toMatch(/^\/build\//);
  const boxes = await page.evaluate(
    async ({ words, whole }) => {
      const box = (selector: string) => {
        const range = document.createRange();
        range.selectNodeContents(document.querySelector(selector) as Element);
        const { width, height } = range.getBoundingClientRect();
        return [width, height];
      };
      document.documentElement.style.textRendering = "geometricPrecision";
      const cut = words.map(box);
      const face = new FontFace("Whole face", await (await fetch(whole)).arrayBuffer());
      document.fonts.add(await face.load());
      for (const selector of words)
        (document.querySelector(selector) as HTMLElement).style.fontFamily = '"Whole face"';
      return { cut, whole: words.map(box) };
    },
    { words, whole: whole as string },
  );
  expect(boxes.cut).toEqual(boxes.whole);
});
