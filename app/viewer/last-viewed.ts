/**
 * The print last viewed in a collection, kept for the visit (sessionStorage) so the collection
 * grid can show it, scrolled into view and focused, when the visitor comes back with Back.
 */
const KEY = "viewer:lastViewed";

type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export function rememberLastViewed(storage: StorageLike, slug: string, reference: string): void {
  try {
    storage.setItem(KEY, JSON.stringify({ slug, reference }));
  } catch {
    // Storage full or forbidden (private mode): the grid then keeps its own scroll position.
  }
}

/** Reads and forgets the print last viewed in `slug`, if it was in that collection. */
export function takeLastViewed(storage: StorageLike, slug: string): string | null {
  try {
    const raw = storage.getItem(KEY);
    if (raw === null) return null;
    storage.removeItem(KEY);
    const value: unknown = JSON.parse(raw);
    if (
      typeof value === "object" &&
      value !== null &&
      (value as { slug?: unknown }).slug === slug &&
      typeof (value as { reference?: unknown }).reference === "string"
    ) {
      return (value as { reference: string }).reference;
    }
    return null;
  } catch {
    return null;
  }
}

/**
 * The navigation state a collection's print links carry into the viewer: it says the history
 * entry before the viewer is the collection, showing its pages `first` to `last`, so leaving can
 * go Back instead of adding an entry while the print is on one of those pages.
 */
export function openedFromCollection(first = 1, last = first) {
  return { viewerOpenedFrom: "collection", pages: [first, last] } as const;
}

/**
 * Whether the entry before the viewer is the collection's grid showing `page` (the page holding
 * the print now on screen): a visitor who paged beyond what the grid showed is led to the page
 * holding the print instead of Back to a grid without its card.
 */
export function cameFromCollection(state: unknown, page = 1): boolean {
  if (typeof state !== "object" || state === null) return false;
  const { viewerOpenedFrom, pages } = state as { viewerOpenedFrom?: unknown; pages?: unknown };
  if (viewerOpenedFrom !== "collection") return false;
  if (!Array.isArray(pages) || pages.length !== 2) return page === 1;
  const [first, last] = pages as unknown[];
  return typeof first === "number" && typeof last === "number" && first <= page && page <= last;
}

/** The collection's address with the print as its fragment: without JavaScript too, the browser scrolls to it. */
export function collectionHrefFor(collectionHref: string, reference: string): string {
  return `${collectionHref}#${reference}`;
}
