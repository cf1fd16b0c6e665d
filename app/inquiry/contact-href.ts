import type { InquiryItem } from "~/inquiry/template";

/**
 * Contact-page addresses for an inquiry list, free of the catalogue so the browser's contact
 * bundle stays small.
 */

/** The query's names for a choice; the n-th of each goes with the n-th `ref`. */
export const CHOICE_PARAMS = { size: "size", paper: "paper", frame: "frame" } as const;

/** The contact URL for a list of items, as the no-JavaScript 'remove' links use. */
export function contactHref(items: readonly InquiryItem[]): string {
  if (items.length === 0) return "/contact";
  const q = new URLSearchParams();
  const chosen = items.some((i) => i.choice);
  for (const item of items) {
    q.append("ref", item.reference);
    if (chosen) {
      q.append(CHOICE_PARAMS.size, item.choice?.size ?? "");
      q.append(CHOICE_PARAMS.paper, item.choice?.paper ?? "");
      q.append(CHOICE_PARAMS.frame, item.choice?.frame ?? "");
    }
  }
  if (items.length === 1 && items[0]) q.set("title", items[0].title);
  return `/contact?${q.toString()}`;
}
