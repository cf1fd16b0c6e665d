import { sizeInCm } from "~/catalog/specification";
import { pricing } from "~/content/site";
import { quoteWords, scaleReference } from "~/words/product";

/**
 * The scale view's geometry: a print of a given size on a wall above a sofa, as percentages of
 * the drawn wall, and the same said in words. Pure, so the drawing and its words cannot drift.
 */

export type ScaleScene = {
  /** The print's box on the wall, in percent of the wall's width and height. */
  box: { left: number; top: number; width: number; height: number };
  /** "41 × 51 cm, about a fifth of the sofa’s width" */
  words: string;
};

/** How far above the sofa's back a picture is usually hung. */
const GAP_ABOVE_SOFA_CM = 25;

const round = (n: number) => Math.round(n * 100) / 100;

/** The nearest of the content's share phrases to `ratio` (print width over sofa width). */
export function shareOfSofa(ratio: number, shares = quoteWords.shares): string {
  let best = shares[0];
  for (const s of shares) if (best && Math.abs(s[0] - ratio) < Math.abs(best[0] - ratio)) best = s;
  return best?.[1] ?? "";
}

/**
 * A print of `size` ("16x20", in the site's unit) hung on the wall: turned to the photograph's orientation
 * (a landscape photograph is printed with the long side across), centred over the sofa.
 */
export function scaleScene(
  size: string,
  aspectRatio: number,
  reference = scaleReference,
  unit: "in" | "cm" = pricing.unit,
): ScaleScene | undefined {
  const s = sizeInCm(size, unit);
  if (!s) return undefined;
  const long = Math.max(s.width, s.height);
  const short = Math.min(s.width, s.height);
  const [w, h] = aspectRatio > 1 ? [long, short] : [short, long];
  const { wallWidthCm: W, wallHeightCm: H, sofaHeightCm, sofaWidthCm } = reference;
  const bottom = Math.min(sofaHeightCm + GAP_ABOVE_SOFA_CM, Math.max(0, H - h - 5));
  const cm = `${Math.round(w)} × ${Math.round(h)}`;
  return {
    box: {
      left: round(((W - w) / 2 / W) * 100),
      top: round(((H - bottom - h) / H) * 100),
      width: round((w / W) * 100),
      height: round((h / H) * 100),
    },
    words: quoteWords.scaleWords(cm, shareOfSofa(w / sofaWidthCm)),
  };
}
