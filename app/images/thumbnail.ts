/**
 * A print's small picture at an address that never changes (its reference), for lists that may
 * come from the visitor's own browser (the contact page's inquiry list, read from localStorage):
 * the list needs no file name the server handed out, so no stored name can go stale when the
 * pictures are made again. Pure: the route reads the file.
 */
import { IMAGE_PATH } from "~/images/image";
import {
  type Derivative,
  type ImageFormat,
  MIME_TYPES,
  type PrintImageEntry,
} from "~/images/image-manifest";

/** The square a list shows each print in, in CSS pixels (the whole print, contained). */
export const LIST_THUMBNAIL_SIZE = 64;

/** Device pixels to cover: a 2x screen, the density the site's pictures stop at. */
const COVER = LIST_THUMBNAIL_SIZE * 2;

/** `/images/thumbnail/LANDSCAPES-003` */
export function thumbnailPath(reference: string): string {
  return `${IMAGE_PATH}thumbnail/${encodeURIComponent(reference)}`;
}

/**
 * The file to send for a browser that accepts `accept`: the lightest format it takes (AVIF, then
 * WebP, then JPEG, which every browser reads), the narrowest rung that covers the square at 2x.
 */
export function thumbnailFile(
  entry: Pick<PrintImageEntry, "formats">,
  accept: string,
): { file: string; contentType: string } | undefined {
  const takes = (format: ImageFormat) => format === "jpeg" || accept.includes(MIME_TYPES[format]);
  for (const format of ["avif", "webp", "jpeg"] as const) {
    const rungs: Derivative[] = [...entry.formats[format]].sort((a, b) => a.width - b.width);
    if (!takes(format) || rungs.length === 0) continue;
    const chosen = rungs.find((d) => d.width >= COVER) ?? rungs.at(-1);
    if (chosen) return { file: chosen.file, contentType: MIME_TYPES[format] };
  }
  return undefined;
}
