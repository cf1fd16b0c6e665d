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
