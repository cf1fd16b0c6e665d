/** Specification: a swipe moves only when its horizontal distance exceeds 50 px. */
export const SWIPE_THRESHOLD_PX = 50;

export type SwipeDirection = "next" | "previous";

/**
 * Classifies a finished one-finger touch gesture by how far it travelled.
 * Swiping left (negative dx) means next, right means previous; nothing happens when the
 * collection has a single print, when the distance does not exceed the threshold, or when
 * the gesture is mostly vertical (the visitor was scrolling).
 */
export function classifySwipe(
  dx: number,
  dy: number,
  printCount: number,
  threshold = SWIPE_THRESHOLD_PX,
): SwipeDirection | null {
  if (printCount <= 1) return null;
  if (Math.abs(dx) <= threshold) return null;
  if (Math.abs(dy) >= Math.abs(dx)) return null;
  return dx < 0 ? "next" : "previous";
}

/** While the finger moves: is this (so far) a horizontal drag the image should follow? */
export function isHorizontalDrag(dx: number, dy: number): boolean {
  return Math.abs(dx) > Math.abs(dy);
}

/** A swipe down the Info sheet closes it once it has travelled this far. */
export const SHEET_CLOSE_PX = 60;

/**
 * How far the Info sheet follows a finger dragging it: downwards and mostly vertical only, and
 * only from a sheet scrolled to its top (otherwise the finger is scrolling its words).
 */
export function sheetDrag(dx: number, dy: number, fromTop: boolean): number {
  return fromTop && dy > 0 && dy > Math.abs(dx) ? dy : 0;
}

/** Whether a finished drag on the Info sheet closes it (see sheetDrag). */
export function closesSheet(
  dx: number,
  dy: number,
  fromTop: boolean,
  threshold = SHEET_CLOSE_PX,
): boolean {
  return sheetDrag(dx, dy, fromTop) > threshold;
}
