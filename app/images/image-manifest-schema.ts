/**
 * The image manifest's schemas: what `parseManifest` checks when the server or the pipeline reads
 * build/images/manifest.json. Kept apart from image-manifest.ts, which the browser's bundle carries:
 * zod (about 96 kB gzipped with its locales) must never reach it. Types from here are imported
 * with `import type`, which the bundler erases.
 */
import { z } from "zod";

/**
 * Every name the pipeline writes, and nothing else: `landscapes-006-640.<fingerprint>.avif`.
 * The server serves only names that match; the pipeline removes only files that match.
 */
export const DERIVATIVE_NAME = /^[a-z0-9-]+\.([0-9a-f]{10})\.(avif|webp|jpg)$/;

/** Longest value kept per field, in characters (keywords: per keyword, and how many). */
export const PHOTO_META_LIMITS = {
  title: 120,
  caption: 1000,
  alt: 250,
  keyword: 60,
  keywords: 30,
  creator: 120,
  copyright: 200,
  credit: 200,
  licence: 500,
} as const;

const derivativeSchema = z.object({
  file: z.string().regex(DERIVATIVE_NAME),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  bytes: z.number().int().nonnegative(),
});
export type Derivative = z.infer<typeof derivativeSchema>;

/**
 * The words a photographer writes into an original (IPTC-IIM, XMP, EXIF), read by the pipeline
 * and cleaned there: control characters removed, trimmed to `PHOTO_META_LIMITS`. Every field is
 * optional: an original without metadata has none, and the catalogue falls back.
 */
const metaSchema = z.object({
  title: z.string().max(PHOTO_META_LIMITS.title).optional(),
  caption: z.string().max(PHOTO_META_LIMITS.caption).optional(),
  /** IPTC `AltTextAccessibility`; never the caption. */
  alt: z.string().max(PHOTO_META_LIMITS.alt).optional(),
  keywords: z
    .array(z.string().max(PHOTO_META_LIMITS.keyword))
    .max(PHOTO_META_LIMITS.keywords)
    .optional(),
  creator: z.string().max(PHOTO_META_LIMITS.creator).optional(),
  copyright: z.string().max(PHOTO_META_LIMITS.copyright).optional(),
  credit: z.string().max(PHOTO_META_LIMITS.credit).optional(),
  /** A licence URL (XMP `xmpRights:WebStatement` or `plus:Licensor` URL). */
  licence: z.string().max(PHOTO_META_LIMITS.licence).optional(),
  /** Capture date and time as written in the file, ISO 8601 (`2024-05-01T06:12:00`). */
  captured: z.string().optional(),
});
export type PhotoMeta = z.infer<typeof metaSchema>;

const formatsSchema = z.object({
  avif: z.array(derivativeSchema),
  webp: z.array(derivativeSchema),
  jpeg: z.array(derivativeSchema).min(1),
});

/** The point kept in view when a picture is cropped, in percent from the left and from the top. */
const focusSchema = z.object({ x: z.number().min(0).max(100), y: z.number().min(0).max(100) });
export type Focus = z.infer<typeof focusSchema>;

/** A region of a picture, in its pixels. */
const regionSchema = z.object({
  left: z.number().int().nonnegative(),
  top: z.number().int().nonnegative(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type Region = z.infer<typeof regionSchema>;

const cropSchema = z.object({
  aspectRatio: z.number().positive(),
  /** The focus the crop was made around: a page whose content names another uses the whole picture. */
  focus: focusSchema,
  /** What was kept, in the pixels of the upright original (or of the sample artwork). */
  region: regionSchema,
  /** Size of the crop as encoded: the region, no wider than the ladder's top rung. */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  formats: formatsSchema,
});
export type CropEntry = z.infer<typeof cropSchema>;

const entrySchema = z.object({
  /** Where the picture came from: a path under the photos folder, or "sample". */
  source: z.string(),
  /** sha256 of the original (or of the sample artwork's SVG). */
  sourceHash: z.string(),
  /** Size and modification time of the original, so an unchanged file is not hashed again. */
  sourceStamp: z.object({ size: z.number(), mtimeMs: z.number() }).optional(),
  /** Short hash of the source and the recipe: part of every derivative's file name. */
  fingerprint: z.string().regex(/^[0-9a-f]{10}$/),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  aspectRatio: z.number().positive(),
  /** Dominant colour, `#rrggbb`. */
  color: z.string().regex(/^#[0-9a-f]{6}$/),
  /** A tiny blurred preview (about 24 px on the long edge) as a data: URI, for CSS url("…"). */
  placeholder: z.string().startsWith("data:image/"),
  formats: formatsSchema,
  /** Words read from the original; absent for sample artworks and originals without any. */
  meta: metaSchema.optional(),
  /** Crops by name (`CropSpec.name`), for the prints the pages show in a box of other proportions. */
  crops: z.record(z.string().regex(/^[0-9]+x[0-9]+$/), cropSchema).optional(),
});
export type PrintImageEntry = z.infer<typeof entrySchema>;

const manifestSchema = z.object({
  version: z.literal(1),
  prints: z.record(z.string(), entrySchema),
});
export type ImageManifest = z.infer<typeof manifestSchema>;

/** Validates a manifest read from disk; throws with the first problem found. */
export function parseManifest(json: unknown): ImageManifest {
  return manifestSchema.parse(json);
}

/** The About page's portrait as the pipeline made it (build/images/portrait/portrait.json). */
export function parsePortraitEntry(json: unknown): PrintImageEntry {
  return entrySchema.parse(json);
}
