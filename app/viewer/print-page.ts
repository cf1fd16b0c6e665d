import { collectionPageHref, pageOfIndex } from "~/catalog/collection-pages";
import { type StripPrint, type ViewerPage, type ViewerPrint, viewerPage } from "~/viewer/page";

/**
 * What a print's page holds: its collection (the way back leads to the collection's page that
 * holds the print), the strip of every print as a link, the prints known whole (the print and
 * its neighbours; the server's answer carries a few on each side), and the viewer page itself.
 */
export type PrintPageData = ViewerPage & {
  /** The way back: the page of the collection that holds the print, and its address. */
  collection: { slug: string; title: string; href: string; page: number };
  strip: StripPrint[];
  carried: ViewerPrint[];
};

/**
 * The page for `reference` from what is known, or undefined when the collection has no such
 * print or it or a neighbour is not known (then only the server can answer).
 */
export function printPageFrom(
  collection: { slug: string; title: string },
  strip: StripPrint[],
  known: ReadonlyMap<string, ViewerPrint>,
  reference: string,
): PrintPageData | undefined {
  const page = viewerPage(strip, known, reference);
  if (!page) return undefined;
  const holding = pageOfIndex(page.position.index);
  return {
    collection: {
      slug: collection.slug,
      title: collection.title,
      href: collectionPageHref(collection.slug, holding),
      page: holding,
    },
    strip,
    carried: [page.print, page.previous, page.next],
    ...page,
  };
}

/** A print's address in the viewer, from its collection and reference. */
export function printHref(slug: string, reference: string): string {
  return `/portfolio/${slug}/${reference}`;
}
