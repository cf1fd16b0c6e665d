import type { Page } from "@playwright/test";
import { htmlInPieces } from "../support/html-in-pieces";
import { expect, test } from "./fixtures";
import { SMOKE } from "./smoke";

// Every route that shows prints: pictures in the right formats and sizes, all loaded, and not
// one layout shift while they load, on a phone and on a desktop, with JavaScript on and off.
const printPage = "/portfolio/landscapes/LANDSCAPES-001";
const routes = ["/", "/portfolio", "/portfolio/landscapes", "/portfolio/urban", printPage];
const viewports = [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
];

// The same HTML and CSS with JavaScript off; the run with it on checks the same boxes and, besides,
// every layout shift the browser reports (hydration's included); the files' answers are plain
// HTTP: one run is enough, skipped before a page is opened.
test.skip(({ jsEnabled }) => !jsEnabled, "the run with JavaScript checks this and more");

type Box = { x: number; y: number; width: number; height: number } | null;

/**
 * Where each picture a visitor sees sits on the page (scroll position added back), from the
 * browser itself. The viewer's neighbours, loading out of sight in a box hidden from everyone,
 * are not in the layout, and they come when the print's own picture has come: before or after
 * the first measure, as the machine's load decides. Any shift they caused would still be among
 * the shifts the browser reports.
 */
async function pictureBoxes(page: Page): Promise<Box[]> {
  const images = page.locator(':not([aria-hidden="true"]) > picture > img');
  const boxes: Box[] = [];
  const scrollY = await page.evaluate(() => window.scrollY);
  for (const img of await images.all()) {
    const b = await img.boundingBox();
    boxes.push(b && { ...b, y: b.y + scrollY });
  }
  return boxes;
}

// The pages come through a proxy that sends their first screen's markup a tag at a time, so
// that a box drawn before the rest of its row has arrived, and moved when it came, is a shift in
// every run, not in one run in a hundred (a busy machine draws half-parsed pages of its own).
let proxy: Awaited<ReturnType<typeof htmlInPieces>> | undefined;
test.beforeAll(async ({ baseURL }) => {
  proxy = await htmlInPieces(baseURL as string);
});
test.afterAll(async () => {
  await proxy?.close();
});

for (const viewport of viewports) {
  for (const route of routes) {
    test(`${route} at ${viewport.width} px: pictures load without a layout shift`, async ({
      page,
      jsEnabled,
    }) => {
      await page.setViewportSize(viewport);
      if (jsEnabled) {
        await page.addInitScript(() => {
          // Each shift with what moved, so that a failure names the element and its boxes.
          const shifts: string[] = [];
          Object.assign(window, { __layoutShifts: shifts });
          type Shift = {
            value: number;
            startTime: number;
            sources?: {
              node?: Node;
              previousRect: DOMRectReadOnly;
              currentRect: DOMRectReadOnly;
            }[];
          };
          const box = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}x${r.height}`;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as unknown as Shift[]) {
              const moved = (entry.sources ?? []).map((s) => {
                // A text node is named by its element.
                const el = (s.node?.nodeType === Node.TEXT_NODE ? s.node.parentElement : s.node) as
                  | Element
                  | undefined;
                const name = el ? `${el.nodeName}${el.className ? `.${el.className}` : ""}` : "?";
                return `${name} ${box(s.previousRect)} → ${box(s.currentRect)}`;
              });
              shifts.push(
                `${entry.value.toFixed(5)} at ${Math.round(entry.startTime)} ms: ${moved.join("; ")}`,
              );
            }
          }).observe({ type: "layout-shift", buffered: true });
        });
      }
      const failed: string[] = [];
      page.on("requestfailed", (r) => {
        // Without JavaScript, Chromium cancels the script requests: only pictures count here.
        if (r.url().includes("/images/")) failed.push(r.url());
      });
      page.on("response", (r) => {
        if (r.url().includes("/images/") && r.status() >= 400)
          failed.push(`${r.status()} ${r.url()}`);
      });

      // Pictures arrive after the first paint, as on a real network: that is when a page
      // without reserved space would jump. The delay plays the network's latency; no result
      // waits on it (the checks below wait for each picture to have painted).
      await page.route("**/images/**", async (r) => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        await r.continue();
      });
      await page.goto(`${proxy?.url}${route}`, { waitUntil: "domcontentloaded" });
      const before = await pictureBoxes(page);

      const images = page.locator("picture > img");
      const count = await images.count();
      expect(count).toBeGreaterThan(0);

      // The markup a browser needs, server-rendered (so it is there with JavaScript off too), read
      // in one go: each picture's sources and its img's attributes.
      const markup = await images.evaluateAll((imgs: HTMLImageElement[]) =>
        imgs.map((img) => {
          const picture = img.parentElement as HTMLElement;
          const source = (selector: string) => picture.querySelector(selector);
          return {
            avif: source('source[type="image/avif"]:not([media])')?.getAttribute("srcset"),
            webp: source('source[type="image/webp"]:not([media])')?.getAttribute("srcset"),
            sizes: source("source")?.getAttribute("sizes"),
            srcset: img.getAttribute("srcset"),
            src: img.getAttribute("src"),
            width: img.getAttribute("width"),
            height: img.getAttribute("height"),
            alt: img.getAttribute("alt"),
            linkLabel: img.closest("a")?.getAttribute("aria-label"),
            style: img.getAttribute("style"),
            fetchpriority: img.getAttribute("fetchpriority"),
            loading: img.getAttribute("loading"),
            decoding: img.getAttribute("decoding"),
          };
        }),
      );
      markup.forEach((img, i) => {
        const which = `picture ${i + 1} of ${count}: ${JSON.stringify(img)}`;
        // The <source> elements every screen may use (the hero also has some for wide screens).
        // A picture in a box of fixed width (a thumbnail) lists only the widths that box can
        // use, up to one at least three times its width; any other, the ladder from 320 px.
        expect(img.sizes, which).toMatch(/vw|px/);
        const fixedBox = /^\d+px$/.test(img.sizes ?? "") ? Number.parseInt(img.sizes ?? "", 10) : 0;
        for (const [set, extension] of [
          [img.avif, "avif"],
          [img.webp, "webp"],
          [img.srcset, "jpg"],
        ] as const) {
          const widths = (set ?? "").split(", ").map((candidate) => {
            const [url, width] = candidate.split(" ");
            expect(url, which).toMatch(new RegExp(`^/images/.+\\.${extension}$`));
            return Number.parseInt(width ?? "", 10);
          });
          if (fixedBox > 0) {
            // Exactly one width covers the box at 3x: the larger ones no browser would pick.
            expect(widths.filter((w) => w >= 3 * fixedBox).length, which).toBe(1);
          } else expect(widths, which).toContain(320);
        }
        expect(img.src, which).toMatch(/^\/images\/.+\.jpg$/);
        expect(img.width, which).toMatch(/^\d+$/);
        expect(img.height, which).toMatch(/^\d+$/);
        // Alt text from the content, or decorative inside a link that names the print.
        if (img.alt === "") expect(img.linkLabel, which).toMatch(/\w{3,}/);
        else expect(img.alt, which).toMatch(/\w{3,}/);
        // (React's server writes the style without spaces; pictures it adds later, with them.)
        expect(img.style, which).toMatch(/background-image: ?url\("data:image\/webp;base64,/);
        // The page's largest picture comes first and at once; the rest wait until needed.
        if (i === 0) expect([img.fetchpriority, img.loading], which).toEqual(["high", "eager"]);
        else expect(img.loading, which).toBe("lazy");
        // Every picture, the first too, is decoded off the page's first paint (README, 'Speed').
        expect(img.decoding, which).toBe("async");
      });

      await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(1);

      // Bring each picture into view until the browser has chosen its file and asked for it (the
      // delay above holds the answer back), then wait for every one to have painted.
      await images.evaluateAll(async (imgs: HTMLImageElement[]) => {
        const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
        for (const img of imgs) {
          // At once: a smooth scroll (the thumbnail strip's) still under way would move the
          // strip after it was scrolled back below.
          img.scrollIntoView({ block: "nearest", inline: "nearest", behavior: "instant" });
          while (img.currentSrc === "") await frame();
        }
      });
      // (Every 100 ms: the pictures come 400 ms after they are asked for, together.)
      await expect
        .poll(
          () =>
            images.evaluateAll((imgs: HTMLImageElement[]) =>
              imgs.filter((img) => !(img.complete && img.naturalWidth > 0)).map((img) => img.src),
            ),
          { intervals: [100] },
        )
        .toEqual([]);
      for (const src of await images.evaluateAll((imgs: HTMLImageElement[]) =>
        imgs.map((img) => img.currentSrc),
      ))
        expect(src).toMatch(/\.avif$/);
      if (jsEnabled && route === printPage) {
        // The viewer asks for its neighbours once its print's picture has come: wait for them
        // to be asked for and painted too, so a shift they caused is among those reported.
        const neighbours = page.locator('[aria-hidden="true"] > picture > img');
        await expect(neighbours).toHaveCount(2);
        await expect
          .poll(() =>
            neighbours.evaluateAll((imgs: HTMLImageElement[]) =>
              imgs.every((img) => img.complete && img.naturalWidth > 0),
            ),
          )
          .toBe(true);
      }
      // Scroll back: the page, and strips that scrolled sideways to show a picture (thumbnails).
      await page.evaluate(() => {
        window.scrollTo(0, 0);
        for (const el of document.querySelectorAll("*")) {
          if (el.scrollLeft) el.scrollTo({ left: 0, behavior: "instant" });
        }
      });

      // Nothing moved: every picture is where it was before any image had loaded.
      expect(await pictureBoxes(page)).toEqual(before);
      if (jsEnabled) {
        const shifts = await page.evaluate(
          () => (window as unknown as { __layoutShifts: string[] }).__layoutShifts,
        );
        expect(shifts).toEqual([]);
      }
      expect(failed).toEqual([]);
    });
  }
}

test("a picture is served with its type and cached for a year", SMOKE, async ({ request }) => {
  // The files the server's markup names, read from its HTML: no page needed.
  const html = await (await request.get("/portfolio/nature")).text();
  const picture = /<picture[\s>][\s\S]*?<\/picture>/.exec(html)?.[0] ?? "";
  const src = /<img\s[^>]*?\bsrc="([^"]+)"/.exec(picture)?.[1];
  expect(src).toMatch(/^\/images\/nature-\d{3}-\d+\.[0-9a-f]+\.jpg$/);
  const response = await request.get(src as string);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/jpeg");
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect((await response.body()).length).toBeGreaterThan(1000);

  const avif = /<source\s[^>]*?\btype="image\/avif"[^>]*?\bsrcset="([^"]+)"/i
    .exec(picture)?.[1]
    ?.split(" ")[0];
  expect(avif).toMatch(/^\/images\/nature-\d{3}-\d+\.[0-9a-f]+\.avif$/);
  const again = await request.get(avif as string);
  expect(again.headers()["content-type"]).toBe("image/avif");

  expect((await request.get("/images/nature-001-320.0000000000.avif")).status()).toBe(404);
  expect((await request.get("/images/..%2Fmanifest.json")).status()).toBe(404);
});
