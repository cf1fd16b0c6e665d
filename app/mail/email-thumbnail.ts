/**
 * Which picture stands for a print in the photographer's email: a small JPEG, attached inline
 * (cid:), so each print is recognised at a glance. Pure: the server reads or makes the file.
 */
import { type Derivative, type PrintImageEntry, scaledHeight } from "~/images/image-manifest";

export const EMAIL_THUMBNAIL = {
  /** Shown at this width in CSS pixels. */
  width: 96,
  /** A derivative up to this size is attached as it is; a larger one is made again smaller. */
  maxBytes: 8 * 1024,
  /** For one made again at `width` (sharp's mozjpeg). */
  quality: 70,
} as const;

export type EmailThumbnailPlan = {
  /** The pipeline's JPEG to start from. */
  file: string;
  /** The attachment's size: the file's own, or `width` wide when it is made again. */
  width: number;
  height: number;
  /** The file is too large as it is: resize it to `width` at compose time. */
  resize: boolean;
};

/**
 * The smallest JPEG at least `width` pixels wide (or the widest there is, for a smaller
 * original), attached as it is when small enough, else resized to `width`.
 */
export function emailThumbnailPlan(
  entry: Pick<PrintImageEntry, "formats">,
  settings: { width: number; maxBytes: number } = EMAIL_THUMBNAIL,
): EmailThumbnailPlan | undefined {
  const jpegs = [...entry.formats.jpeg].sort((a, b) => a.width - b.width);
  const chosen: Derivative | undefined =
    jpegs.find((d) => d.width >= settings.width) ?? jpegs.at(-1);
  if (!chosen) return undefined;
  if (chosen.bytes <= settings.maxBytes || chosen.width <= settings.width) {
    return { file: chosen.file, width: chosen.width, height: chosen.height, resize: false };
  }
  return {
    file: chosen.file,
    width: settings.width,
    height: scaledHeight(chosen, settings.width),
    resize: true,
  };
}
