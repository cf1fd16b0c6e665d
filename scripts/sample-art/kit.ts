/**
 * Drawing tools for the sample artworks: a seeded random source, colour mixing, smooth noise
 * and a few SVG shorthands. Pure functions: the same seed always draws the same picture.
 */

export type Rand = () => number;

/** FNV-1a 32-bit hash of a string. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small seeded PRNG, so the same reference always draws the same picture. */
export function seededRandom(seed: number): Rand {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A number rounded to one decimal: enough for a 2400 px canvas, and short SVG. */
export const r1 = (n: number) => Math.round(n * 10) / 10;
export const between = (rand: Rand, lo: number, hi: number) => lo + (hi - lo) * rand();
export const pick = <T>(rand: Rand, list: readonly T[]): T =>
  list[Math.floor(rand() * list.length) % list.length] as T;
export const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

/** Mixes two `#rrggbb` colours: t = 0 gives `a`, t = 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const pa = parseHex(a);
  const pb = parseHex(b);
  const c = pa.map((v, i) => Math.round(v + ((pb[i] ?? 0) - v) * clamp(t, 0, 1)));
  return `#${c.map((v) => v.toString(16).padStart(2, "0")).join("")}`;
}

function parseHex(hex: string): number[] {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m?.[1]) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const n = Number.parseInt(m[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/**
 * Smooth 1-D value noise with octaves (fractal Brownian motion), in [-1, 1].
 * Used for ridgelines, skylines and hand-drawn wobble.
 */
export function noise1d(rand: Rand, octaves = 4): (x: number) => number {
  const size = 256;
  const values = Array.from({ length: size }, () => rand() * 2 - 1);
  const offset = rand() * size;
  const at = (i: number) => values[((i % size) + size) % size] ?? 0;
  const smooth = (x: number) => {
    const i = Math.floor(x);
    const f = x - i;
    const u = f * f * (3 - 2 * f);
    return at(i) * (1 - u) + at(i + 1) * u;
  };
  return (x: number) => {
    let sum = 0;
    let amp = 1;
    let freq = 1;
    let norm = 0;
    for (let o = 0; o < octaves; o++) {
      sum += amp * smooth(x * freq + offset + o * 31.7);
      norm += amp;
      amp *= 0.5;
      freq *= 2.03;
    }
    return sum / norm;
  };
}

/** A vertical linear gradient definition with evenly spaced stops. */
export function verticalGradient(id: string, colours: readonly string[]): string {
  const stops = colours
    .map((c, i) => `<stop offset="${r1(i / Math.max(1, colours.length - 1))}" stop-color="${c}"/>`)
    .join("");
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops}</linearGradient>`;
}

/** A radial glow: a colour fading to transparent. */
export function glowGradient(id: string, colour: string, strength = 0.9): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="${strength}"/><stop offset="0.35" stop-color="${colour}" stop-opacity="${r1(strength * 0.45)}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`;
}

/** A closed path through points, as a polyline. */
export function polygon(points: readonly (readonly [number, number])[]): string {
  return `M${points.map(([x, y]) => `${r1(x)} ${r1(y)}`).join(" L")} Z`;
}

/** A smooth path through points (Catmull-Rom turned into cubic Béziers). */
export function smoothPath(points: readonly (readonly [number, number])[], close = false): string {
  if (points.length < 2) return "";
  const p = (i: number) => {
    const n = points.length;
    const j = close ? (i + n) % n : clamp(i, 0, n - 1);
    return points[j] as readonly [number, number];
  };
  let d = `M${r1(p(0)[0])} ${r1(p(0)[1])}`;
  const last = close ? points.length : points.length - 1;
  for (let i = 0; i < last; i++) {
    const [x0, y0] = p(i - 1);
    const [x1, y1] = p(i);
    const [x2, y2] = p(i + 1);
    const [x3, y3] = p(i + 2);
    d += ` C${r1(x1 + (x2 - x0) / 6)} ${r1(y1 + (y2 - y0) / 6)} ${r1(x2 - (x3 - x1) / 6)} ${r1(y2 - (y3 - y1) / 6)} ${r1(x2)} ${r1(y2)}`;
  }
  return close ? `${d} Z` : d;
}
