#!/usr/bin/env node
/**
 * Part of `npm run build`, just before `remix build` empties `public/build/`: copies the running
 * build's scripts and styles into `build/kept-assets/`, which the server (server.ts) serves after
 * the new build's own. A page opened (or cached by a CDN: pages may be served up to a day stale)
 * before an upgrade or a rollback still loads every script it names, instead of 404s and a dead
 * page. The file names are fingerprints of their content, so builds never overwrite each other.
 *
 * Each kept file's time is when a build last used it; files no build has used for
 * KEEP_ASSETS_DAYS (default 7) are removed. Prints one JSON line.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, statSync, utimesSync } from "node:fs";
import { join, relative } from "node:path";

const DAY_MS = 86_400_000;

/** Every file under `dir`, as paths relative to it. */
function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath ?? entry.path, entry.name)));
}

/**
 * Keeps `from`'s files in `into` and prunes what has not been used for `keepDays`.
 * Returns what it did, for the log and the tests.
 */
export function keepAssets({ from, into, keepDays, now = Date.now() }) {
  mkdirSync(into, { recursive: true });
  const kept = filesUnder(from);
  const when = new Date(now);
  for (const file of kept) {
    const target = join(into, file);
    cpSync(join(from, file), target, { force: true });
    utimesSync(target, when, when);
  }
  const removed = [];
  for (const file of filesUnder(into)) {
    const path = join(into, file);
    if (now - statSync(path).mtimeMs > keepDays * DAY_MS) {
      rmSync(path);
      removed.push(file);
    }
  }
  return { kept: kept.length, removed: removed.length };
}

/**
 * KEEP_ASSETS_DAYS (default 7) as a number of days, or the problem with it. The image pipeline
 * (scripts/images-cli.ts) reads it the same way: pictures are kept like scripts.
 * @returns {{ keepDays: number, problem?: undefined } | { keepDays?: undefined, problem: string }}
 */
export function keepDaysFrom(env) {
  const keepDays = Number(env.KEEP_ASSETS_DAYS ?? 7);
  if (!Number.isFinite(keepDays) || keepDays < 1) {
    return { problem: "KEEP_ASSETS_DAYS must be a number of days, at least 1" };
  }
  return { keepDays };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { keepDays, problem } = keepDaysFrom(process.env);
  if (problem !== undefined) {
    console.error(JSON.stringify({ event: "assets.invalid", problem }));
    process.exit(1);
  }
  const result = keepAssets({ from: "public/build", into: "build/kept-assets", keepDays });
  console.log(
    JSON.stringify({ event: "assets.kept", dir: "build/kept-assets", keepDays, ...result }),
  );
}
