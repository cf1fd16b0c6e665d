import type { PrintImageEntry } from "~/images/image-manifest";

/** One file of the pipeline's ladder, as the manifest lists it. */
export const derivative = (file: string, width: number, aspectRatio: number) => ({
  file,
  width,
  height: Math.round(width / aspectRatio),
  bytes: 100,
});

/** A manifest entry for a sample print of `width` × `height` with these files (fingerprint 0123456789). */
export function imageEntry(
  width: number,
  height: number,
  formats: PrintImageEntry["formats"],
): PrintImageEntry {
  return {
    source: "sample",
    sourceHash: "f".repeat(64),
    fingerprint: "0123456789",
    width,
    height,
    aspectRatio: width / height,
    color: "#aa8844",
    placeholder: "data:image/webp;base64,AAAA",
    formats,
  };
}
