/**
 * Zoom and pan of the viewer's image, as pure arithmetic. The zoom layer fills the stage and is
 * transformed with `translate(x, y) scale(scale)` about its centre; x and y are in CSS pixels.
 */
export type Zoom = { scale: number; x: number; y: number };
export type Point = { x: number; y: number };
/** The stage's box and the image's box at scale 1, in CSS pixels. */
export type ZoomBounds = {
  stageWidth: number;
  stageHeight: number;
  imageWidth: number;
  imageHeight: number;
};

export const NO_ZOOM: Zoom = { scale: 1, x: 0, y: 0 };
export const MAX_SCALE = 4;
/** Where a double tap, a click or the Zoom button takes the image. */
export const STEP_SCALE = 2.5;
/** A pinch released below this scale snaps back to the whole print. */
const SNAP_BACK_BELOW = 1.05;

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

export function isZoomed(zoom: Zoom): boolean {
  return zoom.scale > 1;
}

/** Keeps the scale between 1 and MAX_SCALE and the image covering the stage where it can. */
export function clampZoom(zoom: Zoom, b: ZoomBounds): Zoom {
  const scale = clamp(zoom.scale, 1, MAX_SCALE);
  const maxX = Math.max(0, (b.imageWidth * scale - b.stageWidth) / 2);
  const maxY = Math.max(0, (b.imageHeight * scale - b.stageHeight) / 2);
  // `+ 0` turns -0 into 0, so equal states compare equal.
  return { scale, x: clamp(zoom.x, -maxX, maxX) + 0, y: clamp(zoom.y, -maxY, maxY) + 0 };
}

/**
 * Scales to `scale`, keeping the point of the image under `focus` where it is.
 * `focus` is relative to the stage's centre.
 */
export function zoomAt(zoom: Zoom, scale: number, focus: Point, b: ZoomBounds): Zoom {
  return clampZoom(scaleAbout(zoom, scale, focus), b);
}

function scaleAbout(zoom: Zoom, scale: number, focus: Point): Zoom {
  const next = clamp(scale, 1, MAX_SCALE);
  const k = next / zoom.scale;
  return { scale: next, x: focus.x - (focus.x - zoom.x) * k, y: focus.y - (focus.y - zoom.y) * k };
}

export function panBy(zoom: Zoom, dx: number, dy: number, b: ZoomBounds): Zoom {
  return clampZoom({ scale: zoom.scale, x: zoom.x + dx, y: zoom.y + dy }, b);
}

/** How far one arrow key moves a zoomed picture: a tenth of the stage's width or height. */
const PAN_KEY_STEP = 0.1;

const PAN_KEYS: Record<string, [number, number]> = {
  ArrowLeft: [1, 0],
  ArrowRight: [-1, 0],
  ArrowUp: [0, 1],
  ArrowDown: [0, -1],
};

/**
 * Where an arrow key takes a zoomed picture: Right shows more of its right side, as a map does.
 * Null for any other key, or for a picture shown whole (then the arrows page).
 */
export function panByKey(zoom: Zoom, key: string, b: ZoomBounds): Zoom | null {
  const direction = PAN_KEYS[key];
  if (!direction || !isZoomed(zoom)) return null;
  const [dx, dy] = direction;
  return panBy(zoom, dx * b.stageWidth * PAN_KEY_STEP, dy * b.stageHeight * PAN_KEY_STEP, b);
}

/** A double tap or a click: into the point when showing the whole print, out otherwise. */
export function toggleZoom(zoom: Zoom, focus: Point, b: ZoomBounds): Zoom {
  return isZoomed(zoom) ? NO_ZOOM : zoomAt(zoom, STEP_SCALE, focus, b);
}

/** The scale after a wheel turn: smooth for trackpads, about 1.4x per mouse notch (100 px). */
export function wheelScale(scale: number, deltaY: number): number {
  return clamp(scale * Math.exp(-deltaY / 300), 1, MAX_SCALE);
}

/** Where a two-finger pinch has taken the zoom it started from. */
export function pinchZoom(
  start: Zoom,
  startFingers: [Point, Point],
  fingers: [Point, Point],
  b: ZoomBounds,
): Zoom {
  const startDistance = distance(startFingers[0], startFingers[1]);
  if (startDistance === 0) return start;
  const scale = (start.scale * distance(fingers[0], fingers[1])) / startDistance;
  const from = midpoint(startFingers[0], startFingers[1]);
  const to = midpoint(fingers[0], fingers[1]);
  const scaled = scaleAbout(start, scale, from);
  return clampZoom({ ...scaled, x: scaled.x + to.x - from.x, y: scaled.y + to.y - from.y }, b);
}

/** At the end of a pinch: back to the whole print when barely zoomed. */
export function settleZoom(zoom: Zoom): Zoom {
  return zoom.scale < SNAP_BACK_BELOW ? NO_ZOOM : zoom;
}

export function zoomTransform(zoom: Zoom, dragX = 0): string | undefined {
  if (!isZoomed(zoom) && dragX === 0) return undefined;
  return `translate(${round(zoom.x + dragX)}px, ${round(zoom.y)}px) scale(${round(zoom.scale, 1000)})`;
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

export function midpoint(a: Point, b: Point): Point {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

function round(n: number, by = 10): number {
  return Math.round(n * by) / by;
}
