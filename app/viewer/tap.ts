import { distance, type Point } from "~/viewer/zoom";

/** A touch that moved less than this is a tap, not a drag. */
export const TAP_SLOP_PX = 10;
/** Two taps within this time and distance are a double tap. */
export const DOUBLE_TAP_MS = 300;
export const DOUBLE_TAP_DISTANCE_PX = 30;

export type Tap = { at: Point; time: number };

export function isTap(start: Point, end: Point): boolean {
  return distance(start, end) < TAP_SLOP_PX;
}

export function isDoubleTap(previous: Tap | null, tap: Tap): boolean {
  return (
    previous !== null &&
    tap.time - previous.time <= DOUBLE_TAP_MS &&
    distance(previous.at, tap.at) <= DOUBLE_TAP_DISTANCE_PX
  );
}
