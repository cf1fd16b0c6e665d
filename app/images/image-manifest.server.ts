/**
 * Reads the image manifest that `npm run images` writes to build/images/manifest.json.
 *
 * Read at run time rather than imported, so the app type-checks and builds on a fresh clone
 * before any image exists. Read again only when the file changes (a stat per look-up), so a
 * server left running picks up a new `npm run images`.
 */
import { readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import {
  type ImageManifest,
  type PrintImageEntry,
  parseManifest,
  parsePortraitEntry,
} from "~/images/image-manifest-schema";
import { PORTRAIT_ENTRY, PORTRAIT_FOLDER } from "~/images/portrait";

/** Where the pipeline writes, relative to the directory the server runs in (like `public/`). */
export const IMAGE_DIR = resolve("build/images");
const MANIFEST_PATH = join(IMAGE_DIR, "manifest.json");

let cached: { mtimeMs: number; manifest: ImageManifest } | undefined;
let warned = false;

export function imageManifest(): ImageManifest | undefined {
  let mtimeMs: number;
  try {
    mtimeMs = statSync(MANIFEST_PATH).mtimeMs;
  } catch {
    if (!warned) {
      warned = true;
      console.warn(
        `No image manifest at ${MANIFEST_PATH}: run \`npm run images\` to make the pictures.`,
      );
    }
    return undefined;
  }
  if (cached?.mtimeMs !== mtimeMs) {
    cached = { mtimeMs, manifest: parseManifest(JSON.parse(readFileSync(MANIFEST_PATH, "utf8"))) };
    warned = false;
  }
  return cached.manifest;
}

export function printImageEntry(reference: string): PrintImageEntry | undefined {
  return imageManifest()?.prints[reference];
}

const PORTRAIT_PATH = join(IMAGE_DIR, PORTRAIT_FOLDER, PORTRAIT_ENTRY);
let portraitCache: { mtimeMs: number; entry: PrintImageEntry } | undefined;

/**
 * The About page's portrait as `npm run images` made it, or nothing (none in the content, or not
 * made yet); read again when the file changes, as the manifest is.
 */
export function portraitEntry(): PrintImageEntry | undefined {
  let mtimeMs: number;
  try {
    mtimeMs = statSync(PORTRAIT_PATH).mtimeMs;
  } catch {
    return undefined;
  }
  if (portraitCache?.mtimeMs !== mtimeMs) {
    portraitCache = {
      mtimeMs,
      entry: parsePortraitEntry(JSON.parse(readFileSync(PORTRAIT_PATH, "utf8"))),
    };
  }
  return portraitCache.entry;
}
