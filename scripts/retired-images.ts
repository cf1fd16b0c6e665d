/**
 * What the image pipeline does with pictures no print refers to any more (a replaced original, a
 * moved focus, a new recipe): it *retires* them rather than removing them. Pages already open,
 * kept by a CDN (up to a day stale) or served by the running server until its restart still name
 * them; a rollback finds them again. A retired file stays in the output folder, served as before,
 * until no print has referred to it for `keepDays` days (KEEP_ASSETS_DAYS, as for scripts: see
 * scripts/keep-assets.js), then the next clean run removes it.
 *
 * Since when each file is unreferenced lives in `retired.json` beside the manifest. Pure: the
 * pipeline reads and writes that file; this module only decides.
 */
import { DERIVATIVE_NAME } from "~/images/image-manifest-schema";

/** Beside manifest.json in the output folder. */
export const RETIRED_FILE = "retired.json";
export const DEFAULT_KEEP_DAYS = 7;
const DAY_MS = 86_400_000;

/** A file left by an interrupted run (written under this name, then renamed). */
const LEFTOVER = /\.\d+\.tmp$/;

/** Derivative file name → when it was first found unreferenced (ISO 8601). */
export type RetiredRecord = Record<string, string>;

export type RetireInput = {
  /** Every name in the output folder. */
  present: readonly string[];
  /** The files the new manifest names. */
  referenced: ReadonlySet<string>;
  /** retired.json as it was. */
  record: RetiredRecord;
  now: Date;
  keepDays: number;
};

export type RetireDecision = {
  /** Retired longer than `keepDays`, and interrupted runs' leftovers. */
  remove: string[];
  /** Retired by this run (unreferenced, and not in the record before). */
  retired: string[];
  /** The record to write: exactly the retired files kept. */
  record: RetiredRecord;
};

/** `keepDays` itself, if it is a number of days, at least 1 (as KEEP_ASSETS_DAYS must be). */
export function checkKeepDays(keepDays: number): number {
  if (!Number.isFinite(keepDays) || keepDays < 1) {
    throw new RangeError(`keepDays must be a number of days, at least 1 (got ${keepDays})`);
  }
  return keepDays;
}

/**
 * Which files to remove, and the new record. A file referenced again (a rollback, an original
 * put back) or gone from the folder leaves the record; a date that cannot be read counts as
 * `now`, so a damaged record delays removal instead of hastening it. Names the pipeline does not
 * write are never touched.
 */
export function retireImages({
  present,
  referenced,
  record,
  now,
  keepDays,
}: RetireInput): RetireDecision {
  checkKeepDays(keepDays);
  const remove: string[] = [];
  const retired: string[] = [];
  const next: RetiredRecord = {};
  for (const name of [...present].sort()) {
    if (LEFTOVER.test(name)) {
      remove.push(name);
      continue;
    }
    if (!DERIVATIVE_NAME.test(name) || referenced.has(name)) continue;
    const known = record[name];
    const since = known === undefined ? Number.NaN : Date.parse(known);
    if (Number.isNaN(since)) {
      if (known === undefined) retired.push(name);
      next[name] = now.toISOString();
    } else if (now.getTime() - since > keepDays * DAY_MS) {
      remove.push(name);
    } else {
      next[name] = new Date(since).toISOString();
    }
  }
  return { remove, retired, record: next };
}

/** A record read from disk: entries that are not name → text are dropped (they restart). */
export function parseRetiredRecord(json: unknown): RetiredRecord {
  if (typeof json !== "object" || json === null || Array.isArray(json)) {
    throw new Error("not an object of file names and dates");
  }
  return Object.fromEntries(
    Object.entries(json).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}
