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
  /** A sold-out print's page offers these of its collection instead (`availableBeside`). */
  alternatives?: AlternativePrint[];
};

/** What a sold-out print's page shows of a print still to be had. */
export type AlternativePrint = Pick<
  ViewerPrint,
  "reference" | "title" | "href" | "image" | "priceRange"
>;

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

/** One print of the thumbnail strip: a link, its picture asked for by reference as it shows. */
export type StripPrint = { reference: string; title: string };

/**
 * How many prints on each side of the one shown a print page carries whole (its picture ladder,
 * its quote): enough to page a few steps at once while the next ones come ahead of the visitor.
 * The rest of the collection is the strip's list of links, so a page costs about the same in a
 * collection of 18 prints as in one of 240.
 */
export const CARRIED_EACH_SIDE = 3;

/**
 * The indexes a page for `index` carries in a collection of `total`: itself, then up to `each`
 * on each side, nearest first (the next before the previous), wrapping, none twice.
 */
export function carriedIndexes(index: number, total: number, each = CARRIED_EACH_SIDE): number[] {
  const carried = [wrapIndex(index, total)];
  for (let step = 1; step <= each; step++) {
    for (const i of [wrapIndex(index + step, total), wrapIndex(index - step, total)]) {
      if (!carried.includes(i)) carried.push(i);
    }
  }
  return carried;
}

/**
 * The viewer page for `reference` in a collection listed by `strip`, from the prints known
 * whole; undefined when the collection has no such print, or when it or a neighbour is not known
 * yet (the server has to send them). Previous and next wrap around at the ends.
 * (Kept apart from ~/catalog so the browser bundle does not carry the whole catalogue.)
 */
export function viewerPage(
  strip: readonly StripPrint[],
  known: ReadonlyMap<string, ViewerPrint>,
  reference: string,
): ViewerPage | undefined {
  const index = strip.findIndex((p) => p.reference === reference);
  if (index < 0) return undefined;
  const total = strip.length;
  const at = (i: number) => known.get((strip[wrapIndex(i, total)] as StripPrint).reference);
  const [print, previous, next] = [at(index), at(index - 1), at(index + 1)];
  if (!print || !previous || !next) return undefined;
  return {
    print,
    position: { index, total, label: say("viewer.position", { index: index + 1, total }) },
    previous,
    next,
  };
}

/**
 * The print to ask the server about so that every print within `each` steps of `reference` is
 * known before the visitor reaches it: the nearest one not yet known (ahead first), or none. The
 * server's answer for it carries it and its own neighbours.
 */
export function missingAround(
  strip: readonly StripPrint[],
  known: ReadonlyMap<string, unknown>,
  reference: string,
  each = CARRIED_EACH_SIDE,
): string | undefined {
  const index = strip.findIndex((p) => p.reference === reference);
  if (index < 0) return undefined;
  for (const i of carriedIndexes(index, strip.length, each)) {
    const candidate = (strip[i] as StripPrint).reference;
    if (!known.has(candidate)) return candidate;
  }
  return undefined;
}

/**
 * Of the answers on their way (`coming`: the prints asked for), those that will carry what the
 * page of `reference` lacks (it or a neighbour not known yet), when they carry all of it; undefined
 * when something it lacks is not on its way, or it lacks nothing. A server's answer for a print
 * carries the prints `each` steps either side of it (carriedIndexes).
 */
export function answersAwaited(
  strip: readonly StripPrint[],
  known: ReadonlyMap<string, unknown>,
  reference: string,
  coming: readonly string[],
  each = CARRIED_EACH_SIDE,
): string[] | undefined {
  const total = strip.length;
  const index = strip.findIndex((p) => p.reference === reference);
  if (index < 0) return undefined;
  const lacking = [index, index - 1, index + 1]
    .map((i) => wrapIndex(i, total))
    .filter((i) => !known.has((strip[i] as StripPrint).reference));
  if (lacking.length === 0) return undefined;
  const windows = coming.flatMap((asked) => {
    const at = strip.findIndex((p) => p.reference === asked);
    return at < 0 ? [] : [{ asked, carries: carriedIndexes(at, total, each) }];
  });
  const awaited = new Set<string>();
  for (const i of lacking) {
    const bringing = windows.find((w) => w.carries.includes(i));
    if (!bringing) return undefined;
    awaited.add(bringing.asked);
  }
  return [...awaited];
}

/** The print `steps` away from `reference` in the strip (wrapping), or undefined if not in it. */
export function stepFrom<P extends StripPrint>(
  strip: readonly P[],
  reference: string,
  steps: number,
): P | undefined {
  const index = strip.findIndex((p) => p.reference === reference);
  return index < 0 ? undefined : strip[wrapIndex(index + steps, strip.length)];
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
