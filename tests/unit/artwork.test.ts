import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { contentCatalog, printsIn } from "~/catalog/catalog";
import { artworkSize, sampleArtworkSvg } from "../../scripts/sample-art/artwork";
import { mix, noise1d, seededRandom, smoothPath } from "../../scripts/sample-art/kit";

describe("sample artworks", () => {
  it("are 2400 px on the long edge, in the print's proportions", () => {
    expect(artworkSize(1.5)).toEqual({ width: 2400, height: 1600 });
    expect(artworkSize(0.8)).toEqual({ width: 1920, height: 2400 });
    expect(artworkSize(1)).toEqual({ width: 2400, height: 2400 });
  });

  it("draw the same picture for the same reference, and a different one for each print", () => {
    const prints = printsIn(contentCatalog);
    const svgs = prints.map((p) => sampleArtworkSvg(p));
    expect(sampleArtworkSvg(prints[0] as (typeof prints)[0])).toBe(svgs[0]);
    expect(new Set(svgs).size).toBe(prints.length);
  });

  it("draw each collection in its own way", () => {
    // The first print of each collection uses shapes the others do not all share.
    const firsts = contentCatalog.map((c) => sampleArtworkSvg(c.prints[0] as (typeof c.prints)[0]));
    expect(new Set(firsts.map((svg) => svg.slice(0, 400))).size).toBe(firsts.length);
  });

  it("are well-formed SVG, 2400 px on the long edge in the print's proportions, every one of the 75", async () => {
    for (const print of printsIn(contentCatalog)) {
      const svg = sampleArtworkSvg(print);
      const { format, width = 0, height = 0 } = await sharp(Buffer.from(svg)).metadata();
      expect(format).toBe("svg");
      expect(Math.max(width, height), print.reference).toBe(2400);
      expect(width / height, print.reference).toBeCloseTo(print.aspectRatio, 2);
    }
  });

  it("are not pale and empty: the minimalist prints have tones to look at", async () => {
    // The first sample artworks (a grey-white field and one small shape) measured an entropy
    // of 0.9 to 1.1 bits; these 2.9 to 5.5.
    for (const print of printsIn(contentCatalog).filter((p) => p.collectionSlug === "minimalist")) {
      const { entropy } = await sharp(Buffer.from(sampleArtworkSvg(print)), {
        density: 12,
      }).stats();
      expect(entropy, print.reference).toBeGreaterThan(2.5);
    }
  });
});

describe("drawing tools", () => {
  it("repeat a seeded sequence exactly", () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
  });

  it("mix colours", () => {
    expect(mix("#000000", "#ffffff", 0.5)).toBe("#808080");
    expect(mix("#102030", "#102030", 0.3)).toBe("#102030");
    expect(() => mix("red", "#ffffff", 0.5)).toThrow();
  });

  it("make smooth noise in [-1, 1] and smooth paths", () => {
    const n = noise1d(seededRandom(1));
    for (let x = 0; x < 50; x += 0.37) expect(Math.abs(n(x))).toBeLessThanOrEqual(1);
    expect(Math.abs(n(3.0) - n(3.001))).toBeLessThan(0.05);
    expect(
      smoothPath([
        [0, 0],
        [10, 10],
        [20, 0],
      ]),
    ).toMatch(/^M0 0 C.* 20 0$/);
  });
});
