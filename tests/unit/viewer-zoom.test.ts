import { describe, expect, it } from "vitest";
import { isDoubleTap, isTap } from "~/viewer/tap";
import { centredScrollLeft } from "~/viewer/thumbnails";
import {
  clampZoom,
  NO_ZOOM,
  panBy,
  panByKey,
  pinchZoom,
  settleZoom,
  toggleZoom,
  wheelScale,
  zoomAt,
  zoomTransform,
} from "~/viewer/zoom";

// A 600 x 400 image in an 800 x 400 stage.
const WHOLE = { scale: 1, x: 0, y: 0 };
const b = { stageWidth: 800, stageHeight: 400, imageWidth: 600, imageHeight: 400 };

describe("zoom", () => {
  it("zooms into the point under the pointer", () => {
    // The point 100 px right of centre stays put: at 2x, the layer moves 100 px left.
    expect(zoomAt(NO_ZOOM, 2, { x: 100, y: 0 }, b)).toEqual({ scale: 2, x: -100, y: 0 });
  });
  it("never shows space beside the image it could fill", () => {
    // At 2x the image is 1200 x 800: it may move 200 px sideways and 200 px up or down.
    expect(clampZoom({ scale: 2, x: 500, y: -900 }, b)).toEqual({ scale: 2, x: 200, y: -200 });
    // At scale 1 it cannot move at all.
    expect(clampZoom({ scale: 1, x: 50, y: 50 }, b)).toEqual(WHOLE);
  });
  it("keeps the scale between 1 and 4 (never smaller than the whole print, never past 4x)", () => {
    expect(zoomAt(NO_ZOOM, 10, { x: 0, y: 0 }, b).scale).toBe(4);
    expect(zoomAt({ scale: 2, x: 0, y: 0 }, 0.2, { x: 0, y: 0 }, b)).toEqual(WHOLE);
  });
  it("pans within the image's edges", () => {
    const z = { scale: 2, x: 0, y: 0 };
    expect(panBy(z, 150, 0, b)).toEqual({ scale: 2, x: 150, y: 0 });
    expect(panBy(z, 1000, 1000, b)).toEqual({ scale: 2, x: 200, y: 200 });
  });
  it("toggles in to 2.5x and back out to the whole print", () => {
    const zoomed = toggleZoom(NO_ZOOM, { x: 0, y: 0 }, b);
    expect(zoomed.scale).toBe(2.5);
    expect(toggleZoom(zoomed, { x: 0, y: 0 }, b)).toEqual(WHOLE);
  });
  it("zooms in when the wheel turns forward and out when back", () => {
    expect(wheelScale(1, -100)).toBeGreaterThan(1.3);
    expect(wheelScale(2, 100)).toBeLessThan(2);
    expect(wheelScale(1, 100)).toBe(1);
    expect(wheelScale(4, -500)).toBe(4);
  });
  it("follows a pinch: fingers twice as far apart double the scale", () => {
    const z = pinchZoom(
      NO_ZOOM,
      [
        { x: -50, y: 0 },
        { x: 50, y: 0 },
      ],
      [
        { x: -100, y: 0 },
        { x: 100, y: 0 },
      ],
      b,
    );
    expect(z).toEqual({ scale: 2, x: 0, y: 0 });
  });
  it("pans with the fingers' midpoint during a pinch", () => {
    const z = pinchZoom(
      NO_ZOOM,
      [
        { x: -50, y: 0 },
        { x: 50, y: 0 },
      ],
      [
        { x: -50, y: 30 },
        { x: 150, y: 30 },
      ],
      b,
    );
    expect(z).toEqual({ scale: 2, x: 50, y: 30 });
  });
  it("snaps back to the whole print after a pinch that barely zoomed", () => {
    expect(settleZoom({ scale: 1.02, x: 3, y: 0 })).toEqual(WHOLE);
    expect(settleZoom({ scale: 1.5, x: 3, y: 0 })).toEqual({ scale: 1.5, x: 3, y: 0 });
  });
  it("writes no transform for the whole, unmoved print", () => {
    expect(zoomTransform(NO_ZOOM)).toBeUndefined();
    expect(zoomTransform(NO_ZOOM, 30)).toBe("translate(30px, 0px) scale(1)");
    expect(zoomTransform({ scale: 2, x: -100.04, y: 5 })).toBe("translate(-100px, 5px) scale(2)");
  });
});

describe("panByKey", () => {
  const zoomed = { scale: 2, x: 0, y: 0 };
  it("moves a zoomed picture a tenth of the stage per arrow, showing more on the arrow's side", () => {
    expect(panByKey(zoomed, "ArrowRight", b)).toEqual({ scale: 2, x: -80, y: 0 });
    expect(panByKey(zoomed, "ArrowLeft", b)).toEqual({ scale: 2, x: 80, y: 0 });
    expect(panByKey(zoomed, "ArrowDown", b)).toEqual({ scale: 2, x: 0, y: -40 });
    expect(panByKey(zoomed, "ArrowUp", b)).toEqual({ scale: 2, x: 0, y: 40 });
  });
  it("stops at the picture's edge", () => {
    expect(panByKey({ scale: 2, x: -190, y: 0 }, "ArrowRight", b)).toEqual({
      scale: 2,
      x: -200,
      y: 0,
    });
  });
  it("leaves other keys, and a picture shown whole, alone", () => {
    expect(panByKey(zoomed, "Enter", b)).toBeNull();
    expect(panByKey(NO_ZOOM, "ArrowRight", b)).toBeNull();
  });
});

describe("taps", () => {
  it("tells a tap from a drag", () => {
    expect(isTap({ x: 0, y: 0 }, { x: 4, y: 5 })).toBe(true);
    expect(isTap({ x: 0, y: 0 }, { x: 12, y: 0 })).toBe(false);
  });
  it("recognises a double tap by time (300 ms at most) and place (30 px at most)", () => {
    const first = { at: { x: 100, y: 100 }, time: 1000 };
    expect(isDoubleTap(null, first)).toBe(false);
    expect(isDoubleTap(first, { at: { x: 110, y: 105 }, time: 1250 })).toBe(true);
    expect(isDoubleTap(first, { at: { x: 110, y: 105 }, time: 1300 })).toBe(true);
    expect(isDoubleTap(first, { at: { x: 110, y: 105 }, time: 1301 })).toBe(false);
    expect(isDoubleTap(first, { at: { x: 110, y: 105 }, time: 1400 })).toBe(false);
    expect(isDoubleTap(first, { at: { x: 130, y: 100 }, time: 1100 })).toBe(true);
    expect(isDoubleTap(first, { at: { x: 200, y: 100 }, time: 1100 })).toBe(false);
  });
});

describe("centredScrollLeft", () => {
  it("centres the thumbnail in the strip", () => {
    expect(centredScrollLeft(1000, 64, 400, 2000)).toBe(832);
  });
  it("stays within what the strip can scroll", () => {
    expect(centredScrollLeft(10, 64, 400, 2000)).toBe(0);
    expect(centredScrollLeft(1950, 64, 400, 2000)).toBe(1600);
    expect(centredScrollLeft(100, 64, 400, 300)).toBe(0);
  });
});
