import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { baseURL } from "../../playwright.config";
import { exiftool } from "../support/exiftool";
import { expect, test } from "./fixtures";
import "./sample";

/**
 * AI training reserved, as the sample's content leaves it by default: the TDMRep file and header
 * on pages and pictures, robots.txt naming the AI crawlers, and IPTC's Data Mining in every
 * served JPEG, WebP and AVIF, read back by exiftool (Debian's 12.57 predates the tag's name, so
 * the raw XMP packet is read).
 */
const DMI = "http://ns.useplus.org/ldf/vocab/DMI-PROHIBITED-AIMLTRAINING";

test("the TDMRep file, and the header on a page and a picture", async ({ request }) => {
  const file = await request.get("/.well-known/tdmrep.json");
  expect(file.status()).toBe(200);
  expect(await file.json()).toEqual([
    { location: "/*", "tdm-reservation": 1, "tdm-policy": `${baseURL}/about#licensing` },
  ]);
  const html = await (await request.get("/portfolio/landscapes/LANDSCAPES-001")).text();
  const picture = /\/images\/[^"\s,]+\.jpg/.exec(html)?.[0] ?? "";
  for (const path of ["/", "/portfolio/landscapes/LANDSCAPES-001", picture]) {
    const headers = (await request.get(path)).headers();
    expect(headers["tdm-reservation"], path).toBe("1");
    expect(headers["tdm-policy"], path).toBe(`${baseURL}/about#licensing`);
  }
});

test("robots.txt refuses the AI crawlers and lets everyone else in", async ({ request }) => {
  const text = await (await request.get("/robots.txt")).text();
  expect(text).toMatch(
    /User-agent: GPTBot\nUser-agent: CCBot\nUser-agent: Google-Extended\nUser-agent: ClaudeBot\n(User-agent: \S+\n)*Disallow: \/\n/,
  );
  expect(text).toContain("User-agent: *\nAllow: /");
});

test("exiftool reads Data Mining beside creator and copyright in each served format", async ({
  request,
}) => {
  test.setTimeout(120_000); // the first run unpacks exiftool where it is not installed
  const html = await (await request.get("/portfolio/landscapes/LANDSCAPES-001")).text();
  const dir = mkdtempSync(join(tmpdir(), "data-mining-"));
  try {
    for (const format of ["jpg", "webp", "avif"]) {
      const path = new RegExp(`/images/[^"\\s,]+\\.${format}`).exec(html)?.[0];
      // The print's own picture, at one of its widths, named by its content's hash.
      expect(path, format).toMatch(
        new RegExp(`^/images/landscapes-001-\\d+\\.[0-9a-f]{10}\\.${format}$`),
      );
      const file = join(dir, `picture.${format}`);
      writeFileSync(file, await (await request.get(path ?? "")).body());
      const xmp = exiftool(["-b", "-XMP", file]);
      expect(xmp, format).toContain(`<plus:DataMining>${DMI}</plus:DataMining>`);
      expect(xmp, format).toContain("Elena Marlowe");
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
