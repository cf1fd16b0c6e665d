import { describe, expect, it } from "vitest";
import { keepDaysFrom } from "../../scripts/keep-assets.js";
import { parseRetiredRecord, retireImages } from "../../scripts/retired-images";

const OLD = "abstract-001-640.0123456789.avif";
const OLD_JPEG = "abstract-001-640.0123456789.jpg";
const NEW = "abstract-001-640.abcdefabcd.avif";
const now = new Date("2025-03-10T12:00:00.000Z");
const decide = (input: Partial<Parameters<typeof retireImages>[0]>) =>
  retireImages({
    present: [OLD, NEW, "manifest.json", "retired.json"],
    referenced: new Set([NEW]),
    record: {},
    now,
    keepDays: 7,
    ...input,
  });

describe("retiring pictures no print refers to any more", () => {
  it("retires a newly unreferenced file from now, and removes nothing", () => {
    expect(decide({})).toEqual({
      remove: [],
      retired: [OLD],
      record: { [OLD]: "2025-03-10T12:00:00.000Z" },
    });
  });

  it("keeps a retired file's date, and keeps the file up to the last moment of its days", () => {
    const record = { [OLD]: "2025-03-03T12:00:00.000Z" };
    expect(decide({ record })).toEqual({ remove: [], retired: [], record });
  });

  it("removes a file retired for longer than its days, and forgets it", () => {
    const record = { [OLD]: "2025-03-03T11:59:59.000Z", [OLD_JPEG]: "2025-03-09T00:00:00.000Z" };
    expect(decide({ present: [OLD, OLD_JPEG, NEW], record })).toEqual({
      remove: [OLD],
      retired: [],
      record: { [OLD_JPEG]: "2025-03-09T00:00:00.000Z" },
    });
    // With 30 days instead, both stay.
    expect(decide({ present: [OLD, OLD_JPEG, NEW], record, keepDays: 30 }).remove).toEqual([]);
  });

  it("takes a file referenced again (a rollback, an original put back) off the list", () => {
    const record = { [OLD]: "2025-03-01T00:00:00.000Z" };
    expect(decide({ referenced: new Set([OLD, NEW]), record })).toEqual({
      remove: [],
      retired: [],
      record: {},
    });
  });

  it("forgets a retired file no longer in the folder", () => {
    const record = { [OLD]: "2025-03-09T00:00:00.000Z" };
    expect(decide({ present: [NEW], record }).record).toEqual({});
  });

  it("removes an interrupted run's leftovers at once, and never touches other names", () => {
    const leftover = `${NEW}.4242.tmp`;
    const decision = decide({ present: [leftover, "notes.txt", "manifest.json", NEW] });
    expect(decision).toEqual({ remove: [leftover], retired: [], record: {} });
  });

  it("counts an unreadable date from now: a damaged record delays removal, never hastens it", () => {
    const decision = decide({ record: { [OLD]: "last Tuesday" } });
    expect(decision).toEqual({
      remove: [],
      retired: [],
      record: { [OLD]: "2025-03-10T12:00:00.000Z" },
    });
  });

  it("refuses days that are not a number of days, at least 1", () => {
    for (const keepDays of [0, 0.5, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => decide({ keepDays })).toThrow(/at least 1/);
    }
  });
});

describe("the retired record on disk", () => {
  it("keeps name → text entries and drops the rest", () => {
    expect(parseRetiredRecord({ [OLD]: "2025-03-09T00:00:00.000Z", [NEW]: 5 })).toEqual({
      [OLD]: "2025-03-09T00:00:00.000Z",
    });
  });

  it("refuses what is not an object", () => {
    for (const json of [null, [], "x", 3]) expect(() => parseRetiredRecord(json)).toThrow();
  });
});

describe("KEEP_ASSETS_DAYS, read as for scripts", () => {
  it("is 7 by default, any number of days from 1, and refused otherwise", () => {
    expect(keepDaysFrom({})).toEqual({ keepDays: 7 });
    expect(keepDaysFrom({ KEEP_ASSETS_DAYS: "30" })).toEqual({ keepDays: 30 });
    expect(keepDaysFrom({ KEEP_ASSETS_DAYS: "1.5" })).toEqual({ keepDays: 1.5 });
    for (const value of ["0", "-3", "a week", "", "Infinity"]) {
      expect(keepDaysFrom({ KEEP_ASSETS_DAYS: value }).problem).toMatch(/at least 1/);
    }
  });
});
