import {
  type ArtBox,
  type ArtSource,
  artSourcesFrom,
  type ImageSource,
  imageSourceFrom,
  missingImageSource,
  type PrintLike,
} from "~/images/image";
import type { Focus } from "~/images/image-manifest";
import { printImageEntry } from "~/images/image-manifest.server";

/** The picture shown for a print: its photograph, or its generated sample artwork. */
export function printImage(print: PrintLike): ImageSource {
  const entry = printImageEntry(print.reference);
  return entry ? imageSourceFrom(entry, print.alt) : missingImageSource(print);
}

/** A print's picture for each box it is shown in, cropped by the pipeline where it could be. */
export function printArt(print: PrintLike, focus: Focus, boxes: readonly ArtBox[]): ArtSource[] {
  const entry = printImageEntry(print.reference);
  if (entry) return artSourcesFrom(entry, print.alt, focus, boxes);
  const image = missingImageSource(print);
  return boxes.map(({ media, sizes }) => ({ ...(media ? { media } : {}), sizes, image }));
}
