#!/usr/bin/env node
/**
 * A set of real photographs for tests and the bench, kept out of git: Debian's
 * `mate-backgrounds` package (nature photographs, JPEG with EXIF, 1280 to 5640 px wide),
 * fetched with `apt-get download` and unpacked with `dpkg -x` into .cache/photographs. Nothing
 * is installed. Prints the folder of JPEGs (one path per line with --list).
 *
 *   node scripts/photographs.js [--list]
 *
 * Licences: the package's copyright file, copied beside the photographs.
 */
import { existsSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { unpackDebianPackage } from "./debian-package.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
export const PHOTOGRAPHS_DIR = join(root, ".cache", "photographs");
const PHOTOS = join(PHOTOGRAPHS_DIR, "usr", "share", "backgrounds", "mate");

/** Every JPEG of the set, sorted by path (subfolders: nature, abstract, …). */
export function listPhotographs(dir = PHOTOS) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...listPhotographs(path));
    else if (/\.jpe?g$/i.test(entry.name)) found.push(path);
  }
  return found.sort();
}

/** Fetches and unpacks the set once; later calls return at once. Returns the JPEGs' folder. */
export function ensurePhotographs() {
  if (existsSync(PHOTOS) && listPhotographs().length > 0) return PHOTOS;
  if (!existsSync("/etc/debian_version")) {
    throw new Error(
      "The real-photograph set comes from Debian's mate-backgrounds package: on another system, put JPEGs in .cache/photographs/usr/share/backgrounds/mate/",
    );
  }
  unpackDebianPackage("mate-backgrounds", PHOTOGRAPHS_DIR);
  return PHOTOS;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dir = ensurePhotographs();
  const photos = listPhotographs(dir);
  if (process.argv.includes("--list")) console.log(photos.join("\n"));
  else console.log(`${photos.length} photographs in ${dir}`);
}
