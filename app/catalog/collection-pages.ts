/**
 * A large collection is shown in pages: the first page is the collection's own address, the
 * others `?page=2`, … . A collection of up to PRINTS_PER_PAGE prints is one page, so a small
 * collection looks exactly as it always has. 24 fills whole rows at two, three and four columns.
 */
export const PRINTS_PER_PAGE = 24;

/** How many pages a collection of `total` prints has (one, even when empty). */
export function pageCount(total: number, perPage = PRINTS_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** The page (from 1) that shows the print at `index` (from 0) of its collection. */
export function pageOfIndex(index: number, perPage = PRINTS_PER_PAGE): number {
  return Math.floor(Math.max(0, index) / perPage) + 1;
}

/** The address of one page of a collection: the first is the collection's own address. */
export function collectionPageHref(slug: string, page: number): string {
  return page > 1 ? `/portfolio/${slug}?page=${page}` : `/portfolio/${slug}`;
}

/** The prints one page shows, in the collection's order. */
export function printsOfPage<P>(
  prints: readonly P[],
  page: number,
  perPage = PRINTS_PER_PAGE,
): P[] {
  return prints.slice((page - 1) * perPage, page * perPage);
}

/**
 * What an address's `page` asks for, among `pages` pages: a page to show, or the page to send the
 * visitor to instead. Each page has one address, so search engines and shared links agree:
 * no `page` is the first page; `?page=1` is the collection's own address for good (301); any
 * other value that names no page leads, for now (302, as a collection grows or shrinks), to the
 * nearest page that exists: not a number, 0 or below to the first, past the last to the last,
 * `02` to `2`.
 */
export type PageAnswer = { show: number } | { goTo: number; permanent: boolean };

export function answerPage(raw: string | null, pages: number): PageAnswer {
  if (raw === null) return { show: 1 };
  if (raw === "1") return { goTo: 1, permanent: true };
  const asked = /^\d+$/.test(raw) ? Number(raw) : 0;
  if (String(asked) === raw && asked >= 2 && asked <= pages) return { show: asked };
  return { goTo: Math.min(Math.max(asked, 1), pages), permanent: false };
}

/** The pages before and after the pages shown, `first` to `last`, where there are any. */
export function neighbourPages(
  slug: string,
  first: number,
  last: number,
  pages: number,
): { previous?: string; next?: string } {
  return {
    ...(first > 1 ? { previous: collectionPageHref(slug, first - 1) } : {}),
    ...(last < pages ? { next: collectionPageHref(slug, last + 1) } : {}),
  };
}
