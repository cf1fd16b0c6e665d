import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import type { ImageManifest } from "~/images/image-manifest";
import { encodeOriginals, photoWordsSite } from "../support/photo-words";
import { Site } from "../support/smtp-site";
import { expect, test } from "./fixtures";
import { expectImageLoaded } from "./loaded-images";

/**
 * The photographer replaces a print's original and runs `npm run images` while pages are open
 * (or kept by a CDN for up to a day, or served by the still-running server): the pictures those
 * pages name must still load. The run only retires the old files; they go days later.
 */

let site: Site | undefined;
// biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a hook needs from this pattern: none.
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus && site)
    await testInfo.attach("server output", { body: site.log });
  await site?.stop();
  site = undefined;
});

/** Every picture URL the page names, in `<img src>`, `<img srcset>` and `<source srcset>`. */
function namedPictures(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const urls = new Set<string>();
    for (const el of document.querySelectorAll("img, picture source")) {
      const src = el.getAttribute("src");
      if (src && !src.startsWith("data:")) urls.add(new URL(src, location.href).href);
      for (const candidate of (el.getAttribute("srcset") ?? "").split(",")) {
        const url = candidate.trim().split(/\s+/)[0];
        if (url) urls.add(new URL(url, location.href).href);
      }
    }
    return [...urls];
  });
}

const fingerprintIn = (cwd: string) =>
  (JSON.parse(readFileSync(join(cwd, "build/images/manifest.json"), "utf8")) as ImageManifest)
    .prints["NATURE-001"]?.fingerprint;

test("a page opened before a print's original is replaced still loads every picture it names", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A site folder of its own: the other prints' pictures linked from build/images, so only
  // NATURE-001 (from a small original) is encoded by each run.
  const cwd = photoWordsSite({});
  const original = join(cwd, "photos/nature/001.jpg");
  mkdirSync(join(cwd, "photos/nature"), { recursive: true });
  const photograph = (background: string) =>
    sharp({ create: { width: 1000, height: 800, channels: 3, background } })
      .jpeg()
      .toFile(original);
  await photograph("#5b7f3a");
  encodeOriginals(cwd);
  const before = fingerprintIn(cwd);
  site = await new Site({ cwd }).start();

  const failed: string[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "image" && response.status() >= 400)
      failed.push(`${response.status()} ${response.url()}`);
  });
  // A phone's window first, so that a wider one later needs other files than those loaded.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${site.baseUrl}/portfolio/nature/NATURE-001`);
  const named = await namedPictures(page);
  expect(named.filter((url) => url.includes("/images/nature-001-")).length).toBeGreaterThan(3);

  // The photographer replaces the original; the running server and the open page stay.
  await photograph("#a34d2c");
  encodeOriginals(cwd);
  expect(fingerprintIn(cwd)).not.toBe(before);

  const statuses = await Promise.all(
    named.map(async (url) => `${(await fetch(url)).status} ${url}`),
  );
  expect.soft(statuses.filter((line) => !line.startsWith("200 "))).toEqual([]);
  // The open page in a wider window: the browser asks for larger files the page names.
  const larger = page.waitForResponse(
    (response) => response.request().resourceType() === "image" && named.includes(response.url()),
  );
  await page.setViewportSize({ width: 1600, height: 1000 });
  await larger;
  const shown = page.locator("main img").filter({ visible: true });
  expect(await shown.count()).toBeGreaterThan(0);
  for (const img of await shown.all()) await expectImageLoaded(img);
  expect(failed).toEqual([]);
});
