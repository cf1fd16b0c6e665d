import { describe, expect, it } from "vitest";
import { contentCatalog, printIn } from "~/catalog/catalog";
import { sampleArtworkSvg } from "../../scripts/sample-art/artwork";

function print(reference: string) {
  const p = printIn(contentCatalog, reference);
  if (!p) throw new Error(`${reference} is not in the catalogue`);
  return p;
}

describe("sampleArtworkSvg", () => {
  it("draws the same picture for the same reference, every time", () => {
    const a = sampleArtworkSvg(print("ABSTRACT-001"));
    const b = sampleArtworkSvg({ ...print("ABSTRACT-001") });
    expect(a).toBe(b);
  });

  it("is an SVG document", () => {
    const svg = sampleArtworkSvg(print("NATURE-004"));
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg.trimEnd()).toMatch(/<\/svg>$/);
  });

  it("draws a different picture for each print of a collection", () => {
    const urban = contentCatalog.find((c) => c.slug === "urban");
    const svgs = new Set(urban?.prints.map((p) => sampleArtworkSvg(p)));
    expect(svgs.size).toBe(15);
  });

  it("differs between collections, even for the same print number", () => {
    const svgs = new Set(contentCatalog.map((c) => sampleArtworkSvg(c.prints[0] ?? c.thumbnail)));
    expect(svgs.size).toBe(6);
  });

  it("has the print's proportions", () => {
    for (const c of contentCatalog) {
      const svg = sampleArtworkSvg(c.thumbnail);
      const [, w, h] = svg.match(/viewBox="0 0 (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)"/) ?? [];
      expect(Number(w) / Number(h)).toBeCloseTo(c.aspectRatio, 2);
    }
  });
});
