/**
 * The one list of the site's pages: each kind of page, in the order the sitemap lists them, and
 * the addresses of each for a catalogue. The sitemap lists every page from it; the browser tests,
 * the bench and the screenshots take one page of each kind from it. A page added here is in the
 * sitemap and is checked (W3C, axe, titles and cards, layout, Firefox, console) and measured with
 * no other list to keep; a kind added here makes the compiler ask, wherever a check depends on
 * the kind (a page's title, say), what that check expects of it.
 */
import { collectionPath, viewerPath } from "~/catalog/catalog";

export const PAGE_KINDS = [
  "home",
  "portfolio",
  "collection",
  "print",
  "about",
  "contact",
  "subscribe",
] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

type Shelf = { slug: string; prints: readonly { reference: string; collectionSlug: string }[] };

export type SitePage<C extends Shelf> =
  | { kind: "home" | "portfolio" | "about" | "contact" | "subscribe"; path: string }
  | { kind: "collection"; path: string; collection: C }
  | { kind: "print"; path: string; print: C["prints"][number] };

const fixed = {
  home: "/",
  portfolio: "/portfolio",
  about: "/about",
  contact: "/contact",
  subscribe: "/subscribe",
} as const;

/** Every page of one kind: a fixed page once, a collection's page per collection, a print's per print. */
function pagesOfKind<C extends Shelf>(kind: PageKind, collections: readonly C[]): SitePage<C>[] {
  switch (kind) {
    case "collection":
      return collections.map((collection) => ({
        kind,
        path: collectionPath(collection.slug),
        collection,
      }));
    case "print":
      return collections.flatMap((c) =>
        c.prints.map((print) => ({ kind, path: viewerPath(print), print })),
      );
    default:
      return [{ kind, path: fixed[kind] }];
  }
}

/** Every page the site serves, in the sitemap's order. */
export function sitePages<C extends Shelf>(collections: readonly C[]): SitePage<C>[] {
  return PAGE_KINDS.flatMap((kind) => pagesOfKind<C>(kind, collections));
}

/**
 * One page of each kind, the first of its kind standing for the rest: what a check whose every
 * page of a kind is drawn by the same code needs, where a loop over all of them checks nothing
 * more. A kind with no page (a catalogue with no collection) is left out.
 */
export function onePageOfEachKind<C extends Shelf>(collections: readonly C[]): SitePage<C>[] {
  return PAGE_KINDS.flatMap((kind) => pagesOfKind<C>(kind, collections).slice(0, 1));
}
