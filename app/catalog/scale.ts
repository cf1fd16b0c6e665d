import { sizeInCm } from "~/catalog/specification";
import type { Frame, FrameLook } from "~/content/content-schema";
import { pricing } from "~/content/site";
import { type SharedWordKey, say } from "~/words/say";

/**
 * The scale view's geometry: a print of a given size on a wall above a sofa, as percentages of
 * the drawn wall, and the same said in words. Pure, so the drawing and its words cannot drift.
 */

export type ScaleScene = {
  /** The print's box on the wall, in percent of the wall's width and height. */
  box: { left: number; top: number; width: number; height: number };
  /** The print's width and height in centimetres, which a frame's moulding is measured against. */
  cm: { width: number; height: number };
  /** "41 × 51 cm, about a fifth of the sofa’s width" */
  words: string;
};

/** How far above the sofa's back a picture is usually hung. */
const GAP_ABOVE_SOFA_CM = 25;

const round = (n: number) => Math.round(n * 100) / 100;

/** The scale view's familiar reference: a sofa of this width, in centimetres. */
export const scaleReference = {
  sofaWidthCm: 210,
  sofaHeightCm: 85,
  /** The part of the wall drawn, around the sofa. */
  wallWidthCm: 330,
  wallHeightCm: 230,
};

/** How wide a print is beside the sofa, said as the nearest of these shares. */
const SOFA_SHARES: [number, SharedWordKey][] = [
  [1 / 10, "scale.tenth"],
  [1 / 8, "scale.eighth"],
  [1 / 6, "scale.sixth"],
  [1 / 5, "scale.fifth"],
  [1 / 4, "scale.quarter"],
  [1 / 3, "scale.third"],
  [2 / 5, "scale.twoFifths"],
  [1 / 2, "scale.half"],
  [3 / 5, "scale.threeFifths"],
  [2 / 3, "scale.twoThirds"],
  [3 / 4, "scale.threeQuarters"],
  [1, "scale.whole"],
  [3 / 2, "scale.oneAndHalf"],
];

/** The nearest share phrase to `ratio` (print width over sofa width). */
export function shareOfSofa(ratio: number): string {
  let best = SOFA_SHARES[0];
  for (const s of SOFA_SHARES)
    if (best && Math.abs(s[0] - ratio) < Math.abs(best[0] - ratio)) best = s;
  return best ? say(best[1]) : "";
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
    cm: { width: round(w), height: round(h) },
    words: say("quote.scaleWords", { cm, share: shareOfSofa(w / sofaWidthCm) }),
  };
}

/** Words of a frame's id that say how it looks, where its content does not (`look`). */
const LOOK_WORDS: Record<string, FrameLook> = {
  unframed: "none",
  frameless: "none",
  none: "none",
  no: "none",
  black: "black",
  white: "white",
  oak: "oak",
  walnut: "walnut",
  silver: "silver",
  aluminium: "silver",
  aluminum: "silver",
};

/**
 * How the scale view draws a frame (viewer.css): as its content says, else as the first word of
 * its id that names a look ("oak-frame": oak; "unframed": none), else a black moulding, the
 * plainest frame, so a print is never drawn unframed by mistake.
 */
export function frameLook(frame: Pick<Frame, "id" | "look">): FrameLook {
  if (frame.look) return frame.look;
  for (const word of frame.id.split("-")) {
    const look = LOOK_WORDS[word];
    if (look) return look;
  }
  return "black";
}
