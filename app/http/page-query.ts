/**
 * Which query parameters a page reads, declared by its route next to its loader:
 *
 *   export const handle = { pageQuery: ["page"] } satisfies PageQueryHandle;
 *
 * A shared page is stored under its path and only these parameters (see pageKey in
 * page-cache.server.ts), so `?utm_source=…&fbclid=…` on a newsletter link names the same stored
 * page as the plain path. A route that reads the query (in its loader or its component) and does
 * not declare it would show every visitor the first visitor's page: declare every name it reads.
 * No shared route reads one today.
 */
export type PageQueryHandle = { pageQuery?: readonly string[] };

/** The query parameters a page reads: those its matched routes' handles declare, sorted. */
export function pageQueryParams(handles: readonly unknown[]): string[] {
  const names = new Set<string>();
  for (const handle of handles) {
    if (typeof handle !== "object" || handle === null || !("pageQuery" in handle)) continue;
    const declared = (handle as { pageQuery: unknown }).pageQuery;
    if (!Array.isArray(declared)) continue;
    for (const name of declared) if (typeof name === "string") names.add(name);
  }
  return [...names].sort();
}
