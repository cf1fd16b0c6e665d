import {
  type ImageSource,
  imageSourceFrom,
  missingImageSource,
  type PrintLike,
} from "~/images/image";
import { printImageEntry } from "~/images/manifest.server";

/** The picture shown for a print: its photograph, or its generated sample artwork. */
export function printImage(print: PrintLike): ImageSource {
  const entry = printImageEntry(print.reference);
  return entry ? imageSourceFrom(entry, print.alt) : missingImageSource(print);
}
