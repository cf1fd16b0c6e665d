import { describe, expect, it } from "vitest";
import {
  classifySwipe,
  closesSheet,
  isHorizontalDrag,
  SHEET_CLOSE_PX,
  SWIPE_THRESHOLD_PX,
  sheetDrag,
} from "~/viewer/swipe";

describe("classifySwipe", () => {
  it("uses the specification's 50 px threshold", () => {
    expect(SWIPE_THRESHOLD_PX).toBe(50);
  });
  it("swiping left moves to the next print, right to the previous", () => {
    expect(classifySwipe(-60, 0, 12)).toBe("next");
    expect(classifySwipe(60, 0, 12)).toBe("previous");
  });
  it("does nothing until the distance exceeds 50 px", () => {
    expect(classifySwipe(-40, 0, 12)).toBeNull();
    expect(classifySwipe(40, 0, 12)).toBeNull();
    expect(classifySwipe(-50, 0, 12)).toBeNull();
    expect(classifySwipe(50, 0, 12)).toBeNull();
    expect(classifySwipe(-51, 0, 12)).toBe("next");
  });
  it("does nothing with a single print", () => {
    expect(classifySwipe(-200, 0, 1)).toBeNull();
    expect(classifySwipe(200, 0, 0)).toBeNull();
  });
  it("ignores gestures that are mostly vertical (scrolling)", () => {
    expect(classifySwipe(-60, 100, 12)).toBeNull();
    expect(classifySwipe(60, -60, 12)).toBeNull();
    expect(classifySwipe(-80, 60, 12)).toBe("next");
  });
  it("moves with two prints", () => {
    expect(classifySwipe(-60, 0, 2)).toBe("next");
  });
});

describe("isHorizontalDrag", () => {
  it("is horizontal when the horizontal distance dominates", () => {
    expect(isHorizontalDrag(20, 5)).toBe(true);
    expect(isHorizontalDrag(5, 20)).toBe(false);
  });
});

describe("the Info sheet's swipe down", () => {
  it("follows a finger going down, from a sheet at its top only", () => {
    expect(sheetDrag(0, 40, true)).toBe(40);
    expect(sheetDrag(5, 40, false)).toBe(0); // the finger scrolls the sheet's words
    expect(sheetDrag(0, -40, true)).toBe(0); // upwards
    expect(sheetDrag(50, 40, true)).toBe(0); // mostly sideways
  });
  it("closes it past SHEET_CLOSE_PX", () => {
    expect(closesSheet(0, SHEET_CLOSE_PX + 1, true)).toBe(true);
    expect(closesSheet(0, SHEET_CLOSE_PX, true)).toBe(false);
    expect(closesSheet(0, 200, false)).toBe(false);
    expect(closesSheet(-150, 120, true)).toBe(false);
  });
});
