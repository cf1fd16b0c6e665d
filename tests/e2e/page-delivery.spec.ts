import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * How a page reaches the screen: its stylesheets are in the document, so the first paint waits
 * for no other request; its scripts are Remix's own module scripts at the end of the body (an
 * enhancement: every page works without them).
 */
/** Records the page's requests (their paths) and its load event, in the order they come. */
function recordDelivery(page: Page): string[] {
  const events: string[] = [];
  page.on("request", (request) => events.push(new URL(request.url()).pathname));
  page.on("load", () => events.push("load"));
  return events;
}

/** No stylesheet request, and the scripts hydrate the page: checked on every page below. */
async function noStylesheetRequestAndHydrated(
  page: Page,
  path: string,
  events: string[],
  jsEnabled: boolean,
) {
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
}

// One load of each page for all its checks. The checks of fonts and request priorities need
// scripts (the FontFace API, document.fonts) or are the same requests without them: with
// JavaScript on only, on the same load, at a phone's width (set before the load; the stylesheet
// checks hold at any width).

test("/: no stylesheet request, and the scripts hydrate it; a first visit draws its first words in the headings' face, in the boxes the whole face gives them", async ({
  page,
  jsEnabled,
}) => {
  const events = recordDelivery(page);
  if (jsEnabled) {
    // The whole faces never arrive, as on a slow line's first visit (they are `optional`).
    await page.route("**/*.woff2", (route) => route.abort());
    await page.setViewportSize({ width: 412, height: 823 });
  }
  await page.goto("/");
  await test.step("no stylesheet request, and the scripts hydrate it", () =>
    noStylesheetRequestAndHydrated(page, "/", events, jsEnabled));
  if (!jsEnabled) return; // the same stylesheet draws them without scripts; the check needs the FontFace API

  await test.step("a first visit draws the home page's first words in the headings' face, in the boxes the whole face gives them", async () => {
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
});

test("/portfolio/landscapes/LANDSCAPES-001: no stylesheet request, and the scripts hydrate it; its first picture is asked for before its scripts and before any font", async ({
  page,
  jsEnabled,
}) => {
  const path = "/portfolio/landscapes/LANDSCAPES-001";
  const events = recordDelivery(page);
  // Chromium's own priority for each request, as its network panel shows it.
  const priorities = new Map<string, string>();
  const requested: string[] = [];
  if (jsEnabled) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    cdp.on("Network.requestWillBeSent", (event) => {
      priorities.set(new URL(event.request.url).pathname, event.request.initialPriority);
    });
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await page.setViewportSize({ width: 412, height: 823 });
  }
  await page.goto(path);
  await test.step("no stylesheet request, and the scripts hydrate it", () =>
    noStylesheetRequestAndHydrated(page, path, events, jsEnabled));
  if (!jsEnabled) return; // the priorities and order of the same requests: checked once

  const first = await page
    .locator('img[fetchpriority="high"]')
    .evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);

  await test.step("the page's first picture is asked for before its scripts, which wait at low priority", () => {
    const scripts = [...priorities].filter(([path]) => path.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(1);
    expect(priorities.get(first)).toBe("High");
    expect(scripts.filter(([, priority]) => priority !== "Low")).toEqual([]);
  });

  await test.step("no font holds the first paint: none is preloaded, and the first picture is asked for before any", async () => {
    // Chromium holds a page's first paint for a font the page preloads; on a slow phone that held
    // the largest picture back by about 300 ms (docs/design.md, "Typefaces"). Faces are asked for
    // by the text that uses them, after the picture.
    await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0);
    await page.evaluate(() => document.fonts.ready);
    const fonts = requested.filter((path) => path.endsWith(".woff2"));
    expect(fonts.length, "the page's faces were fetched").toBeGreaterThan(0);
    const picture = requested.indexOf(first);
    expect(picture).toBeGreaterThan(-1);
    for (const font of fonts) expect(requested.indexOf(font), font).toBeGreaterThan(picture);
  });
});

test("/contact: no stylesheet request, and the scripts hydrate it", async ({ page, jsEnabled }) => {
  const events = recordDelivery(page);
  await page.goto("/contact");
  await noStylesheetRequestAndHydrated(page, "/contact", events, jsEnabled);
});
