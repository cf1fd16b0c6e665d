/**
 * Sample artworks: a deterministic SVG for each print, distinct in character per
 * collection, shown until the photographer adds a real photograph.
 */

export type ArtworkInput = { reference: string; collectionSlug: string; aspectRatio: number };

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
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rand = () => number;
const r1 = (n: number) => Math.round(n * 10) / 10;
const between = (rand: Rand, lo: number, hi: number) => lo + (hi - lo) * rand();
const pick = <T>(rand: Rand, list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
const hsl = (h: number, s: number, l: number) =>
  `hsl(${Math.round(h)} ${Math.round(s)}% ${Math.round(l)}%)`;

/** Intrinsic size of a sample artwork: 2400 px on the long edge. */
export function artworkSize(
  aspectRatio: number,
  longEdge = 2400,
): { width: number; height: number } {
  return aspectRatio >= 1
    ? { width: longEdge, height: Math.round(longEdge / aspectRatio) }
    : { width: Math.round(longEdge * aspectRatio), height: longEdge };
}

function ridge(rand: Rand, w: number, h: number, base: number, amp: number): string {
  const steps = 12;
  let d = `M0 ${h} L0 ${r1(base)}`;
  for (let i = 1; i <= steps; i++) {
    const x = (w / steps) * i;
    const y =
      base - amp * (0.3 + rand() * 0.7) * Math.sin((i / steps) * Math.PI * between(rand, 0.8, 2.2));
    d += ` L${r1(x)} ${r1(y)}`;
  }
  return `${d} L${w} ${h} Z`;
}

const draw: Record<string, (rand: Rand, w: number, h: number) => string> = {
  abstract(rand, w, h) {
    const hue = between(rand, 0, 360);
    let s = `<rect width="${w}" height="${h}" fill="${hsl(hue, 35, 18)}"/>`;
    for (let i = 0; i < 7; i++) {
      const c = hsl(hue + between(rand, -90, 120), between(rand, 45, 80), between(rand, 35, 70));
      if (rand() < 0.5) {
        s += `<circle cx="${r1(rand() * w)}" cy="${r1(rand() * h)}" r="${r1(between(rand, 0.08, 0.35) * w)}" fill="${c}" opacity="${r1(between(rand, 0.5, 0.9))}"/>`;
      } else {
        const rw = between(rand, 0.15, 0.6) * w;
        const rh = between(rand, 0.1, 0.5) * h;
        s += `<rect x="${r1(rand() * (w - rw))}" y="${r1(rand() * (h - rh))}" width="${r1(rw)}" height="${r1(rh)}" fill="${c}" opacity="${r1(between(rand, 0.5, 0.9))}" transform="rotate(${r1(between(rand, -20, 20))} ${w / 2} ${h / 2})"/>`;
      }
    }
    return s;
  },
  landscapes(rand, w, h) {
    const hue = between(rand, 180, 260);
    const sun = between(rand, 20, 45);
    let s = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(hue, 45, 55)}"/><stop offset="1" stop-color="${hsl(sun, 80, 78)}"/></linearGradient></defs>`;
    s += `<rect width="${w}" height="${h}" fill="url(#sky)"/>`;
    s += `<circle cx="${r1(between(rand, 0.2, 0.8) * w)}" cy="${r1(between(rand, 0.25, 0.45) * h)}" r="${r1(0.05 * w)}" fill="${hsl(sun, 90, 88)}"/>`;
    for (let i = 0; i < 4; i++) {
      const base = h * (0.5 + i * 0.13);
      s += `<path d="${ridge(rand, w, h, base, h * (0.25 - i * 0.04))}" fill="${hsl(hue + 10 * i, 25, 40 - i * 8)}"/>`;
    }
    return s;
  },
  urban(rand, w, h) {
    const hue = between(rand, 190, 240);
    let s = `<defs><linearGradient id="dusk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(hue, 40, 22)}"/><stop offset="1" stop-color="${hsl(between(rand, 10, 40), 60, 60)}"/></linearGradient></defs>`;
    s += `<rect width="${w}" height="${h}" fill="url(#dusk)"/>`;
    let x = 0;
    while (x < w) {
      const bw = between(rand, 0.08, 0.2) * w;
      const bh = between(rand, 0.3, 0.85) * h;
      s += `<rect x="${r1(x)}" y="${r1(h - bh)}" width="${r1(bw)}" height="${r1(bh)}" fill="${hsl(hue, 20, between(rand, 8, 18))}"/>`;
      for (let wy = h - bh + 30; wy < h - 30; wy += 60) {
        for (let wx = x + 20; wx < x + bw - 30; wx += 50) {
          if (rand() < 0.35)
            s += `<rect x="${r1(wx)}" y="${r1(wy)}" width="22" height="30" fill="${hsl(45, 90, 70)}" opacity="0.8"/>`;
        }
      }
      x += bw + between(rand, 0, 0.02) * w;
    }
    return s;
  },
  minimalist(rand, w, h) {
    const hue = between(rand, 0, 360);
    const ground = between(rand, 0.55, 0.75) * h;
    let s = `<rect width="${w}" height="${h}" fill="${hsl(hue, 10, 92)}"/>`;
    s += `<rect y="${r1(ground)}" width="${w}" height="${r1(h - ground)}" fill="${hsl(hue, 8, 84)}"/>`;
    const cx = between(rand, 0.25, 0.75) * w;
    const kind = pick(rand, ["tree", "post", "stone"] as const);
    const ink = hsl(hue, 10, 20);
    if (kind === "tree") {
      s += `<rect x="${r1(cx - 8)}" y="${r1(ground - 0.18 * h)}" width="16" height="${r1(0.18 * h)}" fill="${ink}"/><circle cx="${r1(cx)}" cy="${r1(ground - 0.2 * h)}" r="${r1(0.07 * w)}" fill="${ink}"/>`;
    } else if (kind === "post") {
      s += `<rect x="${r1(cx - 10)}" y="${r1(ground - 0.25 * h)}" width="20" height="${r1(0.25 * h)}" fill="${ink}"/>`;
    } else {
      s += `<ellipse cx="${r1(cx)}" cy="${r1(ground)}" rx="${r1(0.08 * w)}" ry="${r1(0.04 * h)}" fill="${ink}"/>`;
    }
    return s;
  },
  portraits(rand, w, h) {
    const hue = between(rand, 10, 40);
    const cx = between(rand, 0.4, 0.6) * w;
    let s = `<defs><radialGradient id="light" cx="${r1(between(rand, 0.2, 0.8))}" cy="0.3" r="0.9"><stop offset="0" stop-color="${hsl(hue, 30, 55)}"/><stop offset="1" stop-color="${hsl(hue, 25, 12)}"/></radialGradient></defs>`;
    s += `<rect width="${w}" height="${h}" fill="url(#light)"/>`;
    const tone = hsl(hue, 20, between(rand, 6, 14));
    s += `<ellipse cx="${r1(cx)}" cy="${r1(0.4 * h)}" rx="${r1(0.16 * w)}" ry="${r1(0.13 * h)}" fill="${tone}"/>`;
    s += `<path d="M${r1(cx - 0.38 * w)} ${h} Q${r1(cx - 0.3 * w)} ${r1(0.6 * h)} ${r1(cx)} ${r1(0.58 * h)} Q${r1(cx + 0.3 * w)} ${r1(0.6 * h)} ${r1(cx + 0.38 * w)} ${h} Z" fill="${tone}"/>`;
    return s;
  },
  nature(rand, w, h) {
    const hue = between(rand, 80, 150);
    let s = `<rect width="${w}" height="${h}" fill="${hsl(hue, 35, 16)}"/>`;
    for (let i = 0; i < 9; i++) {
      const x = rand() * w;
      const y = rand() * h;
      const len = between(rand, 0.15, 0.4) * Math.max(w, h);
      const angle = between(rand, 0, 360);
      s += `<path d="M0 0 Q${r1(len / 2)} ${r1(-len / 4)} ${r1(len)} 0 Q${r1(len / 2)} ${r1(len / 4)} 0 0 Z" fill="${hsl(hue + between(rand, -30, 30), between(rand, 40, 70), between(rand, 25, 55))}" opacity="0.85" transform="translate(${r1(x)} ${r1(y)}) rotate(${r1(angle)})"/>`;
    }
    return s;
  },
};

export function sampleArtworkSvg(input: ArtworkInput): string {
  const { width, height } = artworkSize(input.aspectRatio);
  const rand = seededRandom(hash32(input.reference));
  const painter = draw[input.collectionSlug] ?? draw.abstract;
  const body = painter?.(rand, width, height) ?? "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}
