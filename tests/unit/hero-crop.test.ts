import { describe, expect, it } from "vitest";
import { contentCatalog, heroIn } from "~/catalog/catalog";
import { cropRegion } from "~/images/image-manifest";
import { artworkSize, heroCrops } from "~/images/sizes";
import { sampleArtworkSvg } from "../../scripts/sample-art/artwork";

/**
 * The home page's hero keeps its subject on every screen: the crop each width is sent (square
 * below 900 px, 12:5 from there, the box's own proportions, so CSS cuts nothing more) holds the
 * content's focus well inside it, and, for the sample artwork, the whole moon it is a picture of.
 */
describe("the hero's crops", () => {
  const { print, focus } = heroIn(contentCatalog);
  const ratio = print.aspectRatio;
  const { width, height } = artworkSize(ratio);
  const cropAt = (screen: number) => {
    const crop = heroCrops.find((c) => !c.media || screen >= 900);
    if (!crop) throw new Error("no crop");
    return cropRegion(width, height, crop.aspectRatio, focus) ?? { left: 0, top: 0, width, height };
  };

  it.each([375, 1440, 1920])("at %i px the focus lies inside the crop, clear of its edges", (w) => {
    const c = cropAt(w);
    const x = ((focus.x / 100) * width - c.left) / c.width;
    const y = ((focus.y / 100) * height - c.top) / c.height;
    for (const v of [x, y]) {
      expect(v).toBeGreaterThanOrEqual(0.1);
      expect(v).toBeLessThanOrEqual(0.9);
    }
  });

  it.each([375, 1440, 1920])("at %i px the sample's moon is whole in the crop", (w) => {
    const svg = sampleArtworkSvg({
      reference: print.reference,
      collectionSlug: print.collectionSlug,
      aspectRatio: ratio,
    });
    // The moon: the artwork's small solid disc (its glow is a far larger circle).
    const discs = [...svg.matchAll(/<circle cx="([\d.]+)" cy="([\d.]+)" r="([\d.]+)" fill="#/g)]
      .map((m) => ({ cx: Number(m[1]), cy: Number(m[2]), r: Number(m[3]) }))
      .filter((d) => d.r < width * 0.05);
    const moon = discs[0];
    if (!moon) throw new Error("no moon in the sample artwork");
    const c = cropAt(w);
    expect(moon.cx - moon.r).toBeGreaterThanOrEqual(c.left);
    expect(moon.cx + moon.r).toBeLessThanOrEqual(c.left + c.width);
    expect(moon.cy - moon.r).toBeGreaterThanOrEqual(c.top);
    expect(moon.cy + moon.r).toBeLessThanOrEqual(c.top + c.height);
  });
});
