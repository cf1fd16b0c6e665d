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
