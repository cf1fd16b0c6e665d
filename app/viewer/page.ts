import type { PhotoRights } from "~/catalog/catalog";
import type { Availability } from "~/catalog/edition";
import type { QuoteView } from "~/catalog/quote";
import type { ImageSource } from "~/images/image";
import { sizesAttribute } from "~/images/sizes";
import { say } from "~/words/say";

/** What the viewer shows of one print. */
export type ViewerPrint = {
  reference: string;
  title: string;
  /** The photograph's caption from its original, shown under the title. */
  caption?: string;
  description: string;
  /** Credits and keywords from the original, for JSON-LD. */
  rights?: PhotoRights;
  keywords?: string[];
  sizes: string;
  priceRange: string;
  /** 'Edition of 25 · 7 available', 'Sold out', 'Open edition'; absent where none is set. */
  editionLabel?: string;
  soldOut?: boolean;
  availability?: Availability;
  href: string;
  inquiryHref: string;
  image: ImageSource;
  /** Sizes by frame with prices, papers, scale, shipping and what the buyer receives. */
  quote: QuoteView;
};

export type ViewerPosition = { index: number; total: number; label: string };

/** One screen of the viewer: the current print, where it sits, and its neighbours. */
export type ViewerPage = {
  print: ViewerPrint;
  position: ViewerPosition;
  previous: ViewerPrint;
  next: ViewerPrint;
};

/** The index `index` lands on in a list of `total`, wrapping around at both ends. */
export function wrapIndex(index: number, total: number): number {
  if (total <= 0) throw new RangeError("An empty list has no index");
  return ((index % total) + total) % total;
}

/**
 * The viewer page for `reference` among a collection's prints, or undefined when the
 * collection has no such print. Previous and next wrap around at the ends.
 * (Kept apart from ~/catalog so the browser bundle does not carry the whole catalogue.)
 */
export function viewerPage(
  prints: readonly ViewerPrint[],
  reference: string,
): ViewerPage | undefined {
  const index = prints.findIndex((p) => p.reference === reference);
  const print = prints[index];
  if (!print) return undefined;
  const total = prints.length;
  return {
    print,
    position: { index, total, label: say("viewer.position", { index: index + 1, total }) },
    previous: prints[wrapIndex(index - 1, total)] as ViewerPrint,
    next: prints[wrapIndex(index + 1, total)] as ViewerPrint,
  };
}

/**
 * What a sold-out print's page offers instead: up to `count` prints of its collection that are
 * still to be had, the ones after it first (as paging on would meet them), wrapping around.
 */
export function availableBeside<P extends Pick<ViewerPrint, "reference" | "soldOut">>(
  prints: readonly P[],
  reference: string,
  count = 4,
): P[] {
  const index = prints.findIndex((p) => p.reference === reference);
  const after = [...prints.slice(index + 1), ...prints.slice(0, Math.max(index, 0))];
  return after.filter((p) => !p.soldOut && p.reference !== reference).slice(0, count);
}

/** What a screen reader hears when the print changes: 'Abstract Print 2, 2 of 12'. */
export function announcement(page: Pick<ViewerPage, "print" | "position">): string {
  return say("viewer.label", { title: page.print.title, position: page.position.label });
}

/**
 * The `sizes` of the viewer's image, from the stage's box in viewer.css: the image is as wide
 * as the stage allows, or narrower when the stage's height limits it (portrait prints).
 * Keep these figures in step with viewer.css.
 */
export function viewerImageSizes(image: Pick<ImageSource, "width" | "height">): string {
  const ratio = Math.round((image.width / image.height) * 1000) / 1000;
  return sizesAttribute([
    { minWidth: 1024, size: `min(calc(100vw - 30rem), calc((100vh - 10rem) * ${ratio}))` },
    { size: `min(100vw, calc((100vh - 9rem) * ${ratio}))` },
  ]);
}

/** When zoomed in, ask for the largest picture the source set has, so details stay sharp. */
export const ZOOMED_IMAGE_SIZES = "400vw";
