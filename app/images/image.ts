/**
 * Pictures for the page: srcset and sizes, built from an image manifest entry. Pure: components
 * import its types. Loaders call `printImage` (image-source.server.ts, which reads the manifest)
 * and hand the result to <PrintImage>.
 */
import {
  type Derivative,
  derivativeFileName,
  type Focus,
  MIME_TYPES,
  type PrintImageEntry,
} from "~/images/image-manifest";
import { artworkSize } from "~/images/sizes";

/** URL path under which the pipeline's files are served (app/routes/images.$file.ts). */
export const IMAGE_PATH = "/images/";

export type ImageSourceSet = { type: string; srcSet: string };

export type ImageSource = {
  /** A JPEG at a middle width (about 960 px): the fallback for anything that reads only `src`. */
  src: string;
  /** The JPEG ladder, for the `<img>` itself. */
  srcSet: string;
  /** AVIF, then WebP: the `<source>` elements of the `<picture>`. */
  sources: ImageSourceSet[];
  /** Intrinsic size of the picture, for `width` and `height` (no layout shift). */
  width: number;
  height: number;
  alt: string;
  /** Dominant colour, `#rrggbb`. */
  color: string;
  /** Blurred preview (data: URI), painted until the picture loads. */
  placeholder?: string;
  /** A large JPEG (about 1280 px wide), e.g. for Open Graph. */
  share: { src: string; width: number; height: number };
};

export type PrintLike = { reference: string; aspectRatio: number; alt: string };

/** `/images/x-320.abc.avif 320w, /images/x-640.abc.avif 640w` (from `path`, the folder's address). */
export function srcSetOf(
  derivatives: readonly Pick<Derivative, "file" | "width">[],
  path = IMAGE_PATH,
): string {
  return derivatives.map((d) => `${path}${d.file} ${d.width}w`).join(", ");
}

/**
 * The picture for a box of a fixed width (a 64 px thumbnail), each srcset cut to the widths such
 * a box can use: every width below `cssWidth` × `maxDensity` and the first at or above it. The
 * whole ladder, up to 2560 px, would be written into the page for a box no browser fills with
 * more than a few hundred pixels.
 */
export function forFixedBox(image: ImageSource, cssWidth: number, maxDensity = 3): ImageSource {
  const needed = cssWidth * maxDensity;
  return {
    ...image,
    srcSet: cutSrcSet(image.srcSet, needed),
    sources: image.sources.map((s) => ({ ...s, srcSet: cutSrcSet(s.srcSet, needed) })),
  };
}

/** `srcSet`'s candidates up to the first as wide as `needed` (all of them if none is). */
function cutSrcSet(srcSet: string, needed: number): string {
  if (!srcSet) return srcSet;
  const candidates = srcSet.split(", ").map((candidate) => ({
    candidate,
    width: Number.parseInt(candidate.slice(candidate.lastIndexOf(" ") + 1), 10),
  }));
  const covering = candidates.filter((c) => c.width >= needed).map((c) => c.width);
  const limit = covering.length > 0 ? Math.min(...covering) : Number.POSITIVE_INFINITY;
  return candidates
    .filter((c) => c.width <= limit)
    .map((c) => c.candidate)
    .join(", ");
}

/** The derivative whose width is closest to `target`, preferring the larger on a tie. */
export function closestWidth<T extends { width: number }>(list: readonly T[], target: number): T {
  const first = list[0];
  if (!first) throw new RangeError("No derivatives to choose from");
  return list.reduce((best, d) => {
    const gap = Math.abs(d.width - target);
    const bestGap = Math.abs(best.width - target);
    return gap < bestGap || (gap === bestGap && d.width > best.width) ? d : best;
  }, first);
}

/**
 * The picture of a manifest entry, ready for <PrintImage>; its files served under `path` (a
 * print's at /images/, the portrait's at /images/portrait/).
 */
export function imageSourceFrom(
  entry: PrintImageEntry,
  alt: string,
  path = IMAGE_PATH,
): ImageSource {
  const fallback = closestWidth(entry.formats.jpeg, 960);
  const share = closestWidth(entry.formats.jpeg, 1280);
  return {
    src: `${path}${fallback.file}`,
    srcSet: srcSetOf(entry.formats.jpeg, path),
    sources: (["avif", "webp"] as const)
      .filter((f) => entry.formats[f].length > 0)
      .map((f) => ({ type: MIME_TYPES[f], srcSet: srcSetOf(entry.formats[f], path) })),
    width: entry.width,
    height: entry.height,
    alt,
    color: entry.color,
    placeholder: entry.placeholder,
    share: { src: `${path}${share.file}`, width: share.width, height: share.height },
  };
}

/** A box a picture is shown in at some screen widths, such as `heroCrops` in ~/images/sizes. */
export type ArtBox = { name: string; media?: string; sizes: string };

/** What `<picture>` offers for one box: `media` (none for the last box), its `sizes` and files. */
export type ArtSource = { media?: string; sizes: string; image: ImageSource };

/**
 * A picture for each box ("art direction"): the crop the pipeline made for the box around
 * `focus`, else (no crop was needed, or it was made around another focus before the content
 * changed and `npm run images` ran again) the whole picture, which CSS then cuts to the box.
 */
export function artSourcesFrom(
  entry: PrintImageEntry,
  alt: string,
  focus: Focus,
  boxes: readonly ArtBox[],
): ArtSource[] {
  const whole = imageSourceFrom(entry, alt);
  return boxes.map(({ name, media, sizes }) => {
    const crop = entry.crops?.[name];
    const image =
      crop && crop.focus.x === focus.x && crop.focus.y === focus.y
        ? imageSourceFrom(
            {
              ...entry,
              width: crop.width,
              height: crop.height,
              formats: crop.formats,
            },
            alt,
          )
        : whole;
    return { ...(media ? { media } : {}), sizes, image };
  });
}

/**
 * Stand-in while the pipeline has not run (a fresh clone before `npm run images`): the right
 * size, so the layout holds, and URLs that answer 404 until the images are made.
 */
export function missingImageSource(print: PrintLike): ImageSource {
  const { width, height } = artworkSize(print.aspectRatio);
  const src = `${IMAGE_PATH}${derivativeFileName(print.reference, "0000000000", 960, "jpeg")}`;
  return {
    src,
    srcSet: "",
    sources: [],
    width,
    height,
    alt: print.alt,
    color: "#f0ece4",
    share: { src, width, height },
  };
}

/**
 * The proportions a grid of photographs is laid out for: the median of theirs (the prints of a
 * collection mostly share one shape; an odd one out does not set the columns).
 */
export function typicalRatio(ratios: readonly number[]): number {
  const sorted = [...ratios].sort((a, b) => a - b);
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  return middle ? Math.round(middle * 1000) / 1000 : 1;
}

type Shaped = { image: { width: number; height: number } };
const ratioOf = ({ image }: Shaped) => image.width / image.height;

/**
 * A justified row's columns, one per photograph in proportion to its shape ("0.8fr 1.5fr 1fr"):
 * every photograph of the row is then as tall as the others, each whole in its own shape.
 */
export function rowColumns(items: readonly Shaped[]): string {
  return items.map((i) => `${Math.round(ratioOf(i) * 1000) / 1000}fr`).join(" ");
}

/** The part of a justified row's width one of its photographs takes. */
export function shareOfRow(items: readonly Shaped[], item: Shaped): number {
  const total = items.reduce((sum, i) => sum + ratioOf(i), 0);
  return total > 0 ? ratioOf(item) / total : 1;
}
