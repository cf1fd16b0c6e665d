import type { PageCount } from "~/counts/counts";

/**
 * What a page counts, from its route's `handle.count` (the deepest route that says): a print, a
 * collection, the contact page's prints, or just a page.
 */
export type CountHandle = {
  count?: (
    match: { params: Record<string, string | undefined> },
    search: URLSearchParams,
  ) => PageCount;
};

export function pageCountOf(
  matches: readonly { handle?: unknown; params: Record<string, string | undefined> }[],
  search: URLSearchParams,
): PageCount {
  for (const match of [...matches].reverse()) {
    const count = (match.handle as CountHandle | undefined)?.count;
    if (count) return count(match, search);
  }
  return { kind: "page" };
}
