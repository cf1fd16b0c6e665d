/**
 * `sizes` attributes: how wide each layout shows a print, so the browser picks the right file
 * from the srcset before the CSS has loaded. Pure and free of server code: components import it.
 */

export type SizeRule = { minWidth?: number; size: string };

/**
 * A `sizes` attribute from rules such as `{ minWidth: 960, size: "30vw" }`: the widest
 * breakpoint first (the browser takes the first that matches), the rule without a breakpoint last.
 * That last rule is the phone's, so it is capped at 2x density (capDensity).
 */
export function sizesAttribute(rules: readonly SizeRule[]): string {
  const conditional = rules
    .filter((r): r is Required<SizeRule> => r.minWidth !== undefined)
    .sort((a, b) => b.minWidth - a.minWidth)
    .map((r) => `(min-width: ${r.minWidth}px) ${r.size}`);
  const fallback = rules.find((r) => r.minWidth === undefined)?.size ?? "100vw";
  return [...conditional, capDensity(fallback)].join(", ");
}

/**
 * A phone's `size` for screens denser than 2x, scaled so they pick the file a 2x screen picks:
 * nobody sees more detail than 2x on a phone (Twitter measured it), and a 412 px phone at 2.625x
 * would otherwise fetch the 1280 px file for a 960 px need (a portfolio card on a real
 * photograph: 111 KB, where the 800 px file it takes capped is 46 KB). `size` may be any CSS length.
 */
export function capDensity(size: string): string {
  return [
    `(min-resolution: 3dppx) calc(${size} * 0.667)`,
    `(min-resolution: 2.5dppx) calc(${size} * 0.8)`,
    `(min-resolution: 2.2dppx) calc(${size} * 0.91)`,
    size,
  ].join(", ");
}

/** The viewer's thumbnails, CSS px (viewer.css '.viewer__thumbs'). */
export const THUMBNAIL_PX = 64;
/** The scale view's print, CSS px at most (viewer.css '.scale__print img'). */
export const SCALE_PICTURE_PX = 96;

/**
 * `sizes` for each layout, worked out from app/ui/site.css: page padding and grid gaps are
 * `--gap` = clamp(1rem, 2.5vw, 2rem), content at most 1320 px wide. Every page's script carries
 * this module (the picture and the 404 page use it): a layout only one page shows has its
 * `sizes` in that page's own module instead (About's: app/images/portrait.ts).
 */
export const imageSizes = {
  /** Home, the hero's photograph from 900 px: the whole width of the window, at 12:5. */
  heroWide: "100vw",
  /** Home, the hero's photograph below 900 px: the whole width, above the words. */
  heroNarrow: capDensity("100vw"),
  /** Home, a featured print on a phone: the content's whole width (see justifiedRowSizes). */
  featuredNarrow: "calc(100vw - 2rem)",
  /** A certificate of authenticity: a column of at most 32rem, the width of a phone below it. */
  certificate: "(min-width: 36rem) 32rem, calc(100vw - 2rem)",
  /** The 404 page: the photograph above the words on phones, three fifths beside them from 900 px. */
  notFound: sizesAttribute([
    { minWidth: 1320, size: "754px" },
    { minWidth: 900, size: "57vw" },
    { size: "calc(100vw - 2rem)" },
  ]),
  /** The viewer's thumbnail strip. */
  thumbnail: `${THUMBNAIL_PX}px`,
  /** The scale view's print. */
  scalePicture: `${SCALE_PICTURE_PX}px`,
} as const;

/** How many columns of at least `min` px fit in `content` px with `gap` between (CSS auto-fill). */
function columns(content: number, min: number, gap: number): number {
  return Math.max(1, Math.floor((content + gap) / (min + gap)));
}

/**
 * A collection's grid, columns as wide as its prints' shape asks (site.css '.print-grid': at least
 * max(14rem, ratio × 16rem) from 900 px, max(12rem, ratio × 13rem) from 600 px, two
 * below): the content at its widest (1256 px) holds three landscape columns of 405 px, or five
 * portrait ones of 235 px.
 */
export function printGridSizes(ratio: number): string {
  const wide = columns(1256, Math.max(224, ratio * 256), 20);
  const desk = columns(855, Math.max(224, ratio * 256), 20);
  const tablet = columns(570, Math.max(192, ratio * 208), 12);
  return sizesAttribute([
    { minWidth: 1320, size: `${Math.ceil((1256 - (wide - 1) * 20) / wide)}px` },
    { minWidth: 900, size: `${Math.ceil(96 / desk)}vw` },
    { minWidth: 600, size: `${Math.ceil(96 / tablet)}vw` },
    // Two columns on phones: half the page less its margins and the gap.
    { size: "calc(50vw - 1.375rem)" },
  ]);
}

/**
 * A photograph in a justified row (home's featured prints from 960 px): `share` is its ratio over
 * the row's sum of ratios, so its width is that share of the row less its gaps.
 */
export function justifiedRowSizes(share: number, fallback: string): string {
  return sizesAttribute([
    { minWidth: 1320, size: `${Math.ceil(share * (1320 - 64))}px` },
    { minWidth: 960, size: `${Math.ceil(share * 96)}vw` },
    { minWidth: 624, size: "46vw" },
    { size: fallback },
  ]);
}

/** A collection card on the portfolio page: its row's height, at most 30rem wide (site.css). */
export function collectionCardSizes(ratio: number): string {
  return sizesAttribute([
    { minWidth: 600, size: `${Math.ceil(Math.min(ratio, 1.5) * 480)}px` },
    { size: "calc(100vw - 2rem)" },
  ]);
}

/**
 * The boxes the home page's hero is shown in (site.css 'Home'): the window's whole width at 12:5
 * from 900 px, square on narrower screens. The pipeline makes a crop of the hero's print for each
 * (scripts/images-cli.ts), so no screen scales the whole photograph up to cut it down. Widest
 * first: the browser takes the first `<source>` whose media matches.
 */
export const heroCrops = [
  { name: "12x5", aspectRatio: 12 / 5, media: "(min-width: 900px)", sizes: imageSizes.heroWide },
  { name: "1x1", aspectRatio: 1, media: undefined, sizes: imageSizes.heroNarrow },
] as const;

/** Long edge of a sample artwork, in pixels (the pipeline rasterises them at this size). */
export const ARTWORK_LONG_EDGE = 2400;

/** Intrinsic size of a sample artwork: 2400 px on the long edge. */
export function artworkSize(
  aspectRatio: number,
  longEdge = ARTWORK_LONG_EDGE,
): { width: number; height: number } {
  return aspectRatio >= 1
    ? { width: longEdge, height: Math.round(longEdge / aspectRatio) }
    : { width: Math.round(longEdge * aspectRatio), height: longEdge };
}
