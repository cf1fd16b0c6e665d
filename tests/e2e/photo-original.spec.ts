import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ensurePhotographs } from "../../scripts/photographs.js";
import { withXmpSegment } from "../support/jpeg-metadata";
import { encodeOriginals, photoWordsSite } from "../support/photo-words";
import { Site } from "../support/smtp-site";
import { say } from "../support/words";
import { xmpPacket } from "../support/xmp";
import { expect, test } from "./fixtures";

/**
 * From the file to the page in one go: a real photograph with a title, caption and alt text
 * written into it as Lightroom writes XMP, built by the real pipeline (`npm run images`) into a
 * site folder of its own, served, and read back from the grid, the viewer, the contact form and
 * the JSON-LD. (photo-words.spec checks every place from a manifest's words; photographs.test
 * every way of writing them into a file.)
 */
test.describe.configure({ mode: "serial" });

const words = {
  title: "Meadow after Rain",
  description: "Long grass in the low sun, an hour after the storm.",
  alt: "A green meadow under a pale sky, the grass bent by the wind",
};
let site: Site;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const cwd = photoWordsSite({});
  const photos = join(cwd, "photos", "nature");
  mkdirSync(photos, { recursive: true });
  const meadow = readFileSync(join(ensurePhotographs(), "nature/GreenMeadow.jpg")); // 1280 × 1024
  writeFileSync(join(photos, "001.jpg"), withXmpSegment(meadow, xmpPacket(words)));
  // The manifest is a copy and every other picture is already built: only NATURE-001 is encoded.
  encodeOriginals(cwd);
  site = await new Site({ cwd }).start();
});

test.afterAll(async () => {
  await site?.stop();
});

test("an original's XMP title, caption and alt text show in the grid, viewer, contact form and JSON-LD", async ({
  page,
}) => {
  await page.goto(`${site.baseUrl}/portfolio/nature`);
  await expect(page.getByRole("heading", { name: words.title })).toBeVisible();
  await expect(page.getByRole("img", { name: words.alt })).toHaveCount(1);

  await page.goto(`${site.baseUrl}/portfolio/nature/NATURE-001`);
  await expect(page.getByRole("heading", { level: 1, name: words.title })).toBeVisible();
  await expect(page.getByText(words.description).first()).toBeVisible();
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((t) => JSON.parse(t))
    .flatMap((d) => (Array.isArray(d["@graph"]) ? d["@graph"] : [d]));
  const artwork = jsonLd.find((d) => d.name === words.title);
  expect(artwork, JSON.stringify(jsonLd).slice(0, 500)).toMatchObject({ name: words.title });
  expect(artwork.description).toBe(words.description);

  await page.goto(`${site.baseUrl}/contact?ref=NATURE-001`);
  await expect(page.getByRole("region", { name: say("form.prints") })).toContainText(words.title);
});
