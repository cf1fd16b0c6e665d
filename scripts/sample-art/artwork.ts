/**
 * Sample artworks: a deterministic SVG for each print, distinct in character per collection,
 * shown until the photographer adds a real photograph. The image pipeline (scripts/images.js)
 * rasterises them at 2400 px on the long edge. Build-time code: nothing under app/ imports it.
 */
import { artworkSize } from "~/images/sizes";
import { hash32, seededRandom } from "./kit";
import { painters } from "./painters";

export { artworkSize, hash32, seededRandom };

export type ArtworkInput = { reference: string; collectionSlug: string; aspectRatio: number };

/** The print's number within its collection: 'NATURE-007' is 7. */
function printNumber(reference: string): number {
  const n = Number.parseInt(reference.slice(reference.lastIndexOf("-") + 1), 10);
  return Number.isFinite(n) && n > 0 ? n : 1;
}

export function sampleArtworkSvg(input: ArtworkInput): string {
  const { width, height } = artworkSize(input.aspectRatio);
  const rand = seededRandom(hash32(input.reference));
  const painter = painters[input.collectionSlug] ?? painters.abstract;
  const body = painter?.(rand, width, height, printNumber(input.reference)) ?? "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}
