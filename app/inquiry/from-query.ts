import type { InquiryItem } from "~/inquiry/template";

type Lookup = (reference: string) => { reference: string; title: string } | undefined;

/**
 * The inquiry list named by a URL's query: every `ref` (several allowed), each resolved in the
 * catalogue so titles always come from the catalogue, unknown references and repeats dropped.
 */
export function itemsFromQuery(search: URLSearchParams, lookup: Lookup): InquiryItem[] {
  const seen = new Set<string>();
  const items: InquiryItem[] = [];
  for (const raw of search.getAll("ref")) {
    const reference = raw.trim().toUpperCase();
    if (seen.has(reference)) continue;
    const print = lookup(reference);
    if (!print) continue;
    seen.add(reference);
    items.push({ reference: print.reference, title: print.title });
  }
  return items;
}

/** The contact URL for a list of items, as the no-JavaScript 'remove' links use. */
export function contactHref(items: readonly InquiryItem[]): string {
  if (items.length === 0) return "/contact";
  const q = new URLSearchParams();
  for (const item of items) q.append("ref", item.reference);
  if (items.length === 1 && items[0]) q.set("title", items[0].title);
  return `/contact?${q.toString()}`;
}
