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
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

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

function run(cmd, args, cwd) {
  execFileSync(cmd, args, {
    cwd,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
}

/** Fetches and unpacks the set once; later calls return at once. Returns the JPEGs' folder. */
export function ensurePhotographs() {
  if (existsSync(PHOTOS) && listPhotographs().length > 0) return PHOTOS;
  if (!existsSync("/etc/debian_version")) {
    throw new Error(
      "The real-photograph set comes from Debian's mate-backgrounds package: on another system, put JPEGs in .cache/photographs/usr/share/backgrounds/mate/",
    );
  }
  const download = join(root, ".cache", "photographs-deb");
  rmSync(download, { recursive: true, force: true });
  mkdirSync(download, { recursive: true });
  try {
    run("apt-get", ["download", "-qq", "mate-backgrounds"], download);
  } catch {
    // A fresh machine has no package lists yet (updating them needs root).
    run("apt-get", ["update", "-qq"], download);
    run("apt-get", ["download", "-qq", "mate-backgrounds"], download);
  }
  const deb = readdirSync(download).find((f) => f.endsWith(".deb"));
  if (!deb) throw new Error("apt-get download mate-backgrounds gave no .deb");
  run("dpkg", ["-x", join(download, deb), PHOTOGRAPHS_DIR]);
  rmSync(download, { recursive: true, force: true });
  return PHOTOS;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dir = ensurePhotographs();
  const photos = listPhotographs(dir);
  if (process.argv.includes("--list")) console.log(photos.join("\n"));
  else console.log(`${photos.length} photographs in ${dir}`);
}
