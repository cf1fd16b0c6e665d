/**
 * The image manifest: what the pipeline (scripts/images-pipeline.ts) made for each print, and
 * what the server reads to write `<picture>` markup. Pure: shared by both sides, and by the
 * browser (MIME types, sizes), so it imports no library: the schemas that check a manifest read
 * from disk are in image-manifest-schema.ts, and only their types come here.
 */
import type { Focus, ImageManifest, PrintImageEntry, Region } from "~/images/image-manifest-schema";

export type {
  CropEntry,
  Derivative,
  Focus,
  ImageManifest,
  PhotoMeta,
  PrintImageEntry,
  Region,
} from "~/images/image-manifest-schema";

export const IMAGE_FORMATS = ["avif", "webp", "jpeg"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export const MIME_TYPES: Record<ImageFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
};

const FILE_EXTENSIONS: Record<ImageFormat, string> = {
  avif: "avif",
  webp: "webp",
  jpeg: "jpg",
};

/** The MIME type of a file the pipeline wrote, by its extension. */
export function mimeTypeOf(fileName: string): string | undefined {
  const extension = fileName.split(/[?#]/)[0]?.split(".").pop()?.toLowerCase();
  const format = IMAGE_FORMATS.find((f) => FILE_EXTENSIONS[f] === extension);
  return format ? MIME_TYPES[format] : undefined;
}

/**
 * How every print is encoded. Changing any value changes every fingerprint, so the next
 * `npm run images` re-encodes everything.
 *
 * Chosen by measuring CPU time and bytes per setting on this 2-core machine (README,
 * 'Photographs'). AVIF is by far the slowest encoder: effort 2 costs about twice effort 1 for
 * files 12 to 13 % smaller (and effort 4 costs 4 to 6 times effort 2 for at most 20 % less), so
 * the small rungs (many on a page) get effort 2 and the large ones effort 1; AVIF stops at
 * 1920 px, enough for a 2×-density screen about 1000 CSS px wide. WebP at effort 2 is within
 * 5 % of effort 4 at half the time. JPEG is only the fallback for browsers without WebP and
 * for link previews: plain progressive libjpeg, three times faster than mozjpeg.
 */
export const RECIPE = {
  version: 6,
  /**
   * 96 and 192 serve the viewer's 64 px thumbnails (128 px at 2× density, 192 at 3×) and the
   * smallest grid cells; without them a phone fetched a 320 px file, 25 times the pixels shown.
   */
  ladder: [96, 192, 320, 640, 800, 960, 1280, 1920, 2560],
  /** A width between two rungs is kept as its own rung only if this much larger than the last. */
  minStep: 1.15,
  avif: { maxWidth: 1920, quality: 50, effort: 2, largeEffort: 1, largeFrom: 960 },
  webp: { maxWidth: 2560, quality: 76, effort: 2 },
  jpeg: { maxWidth: 2560, quality: 78 },
  /**
   * The preview: blurred here, once, so the browser only scales a tiny WebP up (smoothly) behind
   * the picture. (Blurring it in the page with an SVG filter cost 2 to 5 ms of style work per
   * picture on every page load: 45 ms on a print's page.)
   */
  placeholder: { longEdge: 24, quality: 40, blur: 1.2 },
  /**
   * What a transparent original (a PNG or TIFF with alpha) is flattened on: the paper the site
   * shows every print on (`--paper` in app/ui/site.css), so a cut-out sits on the page.
   */
  background: "#faf8f4",
} as const;

/**
 * How crops (the home page's hero, its largest paint) are encoded besides `RECIPE`: an AVIF rung
 * larger than `avifBytesPerPixel` is encoded again at the next lower quality, down to the last.
 * A smooth photograph keeps RECIPE's quality; a finely textured one (a painting's canvas) would
 * otherwise weigh twice as much and hold the phone's first paint back (README, 'Speed').
 */
export const CROP_RECIPE = {
  avifQualities: [RECIPE.avif.quality, 46, 42],
  avifBytesPerPixel: 0.09,
} as const;

/**
 * A crop the pipeline makes of one print, for a box of fixed proportions (the home page's hero:
 * square on phones, 4:3 beside the words), so the page gets a picture of the box's shape rather
 * than scaling the whole photograph up and cutting it in CSS.
 */
export type CropSpec = {
  /** Part of the file names: `landscapes-006-1x1-640.<fingerprint>.avif`. */
  name: string;
  aspectRatio: number;
  focus: Focus;
};

export function emptyManifest(): ImageManifest {
  return { version: 1, prints: {} };
}

/**
 * The widths to encode for an original `originalWidth` pixels wide: the ladder's rungs up to
 * `maxWidth`, never wider than the original (no upscaling), plus the original's own width when
 * it falls well between two rungs, so the sharpest version is kept.
 */
export function ladderWidths(
  originalWidth: number,
  maxWidth: number,
  ladder: readonly number[] = RECIPE.ladder,
  minStep: number = RECIPE.minStep,
): number[] {
  const limit = Math.min(originalWidth, maxWidth);
  const widths = ladder.filter((w) => w <= limit);
  const last = widths.at(-1);
  if (last === undefined || (limit > last && limit >= last * minStep)) widths.push(limit);
  return widths;
}

/** Height of a derivative `width` pixels wide, keeping the original's proportions. */
export function scaledHeight(original: { width: number; height: number }, width: number): number {
  return Math.max(1, Math.round((original.height * width) / original.width));
}

/** 'LANDSCAPES-001', 640 px, avif → 'landscapes-001-640.3f2a1b9c0d.avif' */
export function derivativeFileName(
  reference: string,
  fingerprint: string,
  width: number,
  format: ImageFormat,
): string {
  const slug = reference.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  return `${slug}-${width}.${fingerprint}.${FILE_EXTENSIONS[format]}`;
}

/** Every file an entry refers to, its crops' included. */
export function entryFiles(entry: PrintImageEntry): string[] {
  return [entry, ...Object.values(entry.crops ?? {})].flatMap((e) =>
    IMAGE_FORMATS.flatMap((f) => e.formats[f].map((d) => d.file)),
  );
}

/** Proportions this close (2 %) to the box's are shown whole: a crop would change nothing seen. */
const SAME_PROPORTIONS = 0.02;

/**
 * The largest region of a `width` × `height` picture with the proportions `aspectRatio`,
 * centred on `focus` as far as the picture's edges allow; `undefined` when the picture already
 * has those proportions.
 */
export function cropRegion(
  width: number,
  height: number,
  aspectRatio: number,
  focus: Focus,
): Region | undefined {
  const own = width / height;
  if (Math.abs(own - aspectRatio) / aspectRatio <= SAME_PROPORTIONS) return undefined;
  const place = (size: number, kept: number, percent: number) =>
    Math.min(size - kept, Math.max(0, Math.round((percent / 100) * size - kept / 2)));
  if (own > aspectRatio) {
    const kept = Math.max(1, Math.round(height * aspectRatio));
    return { left: place(width, kept, focus.x), top: 0, width: kept, height };
  }
  const kept = Math.max(1, Math.round(width / aspectRatio));
  return { left: 0, top: place(height, kept, focus.y), width, height: kept };
}

/** `{ r, g, b }` → `#rrggbb` */
export function hexColour({ r, g, b }: { r: number; g: number; b: number }): string {
  return `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, "0")).join("")}`;
}
