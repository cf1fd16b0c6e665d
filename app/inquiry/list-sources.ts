import type { InquiryItem, ItemChoice } from "~/inquiry/template";

/**
 * Where the contact page's inquiry list comes from (specification, section 4), as pure functions:
 * (1) the query's `ref` values, otherwise (2) a `selectedPrint` passed in navigation state,
 * otherwise (3) the list kept in localStorage under 'inquiryItems'.
 */

export const STORAGE_KEY = "inquiryItems";

export type ListSource = "query" | "navigation" | "storage";
export type InquiryList = { items: InquiryItem[]; source: ListSource };

export function isInquiryItem(value: unknown): value is InquiryItem {
  if (typeof value !== "object" || value === null) return false;
  const { reference, title } = value as Record<string, unknown>;
  return (
    typeof reference === "string" &&
    typeof title === "string" &&
    reference.length > 0 &&
    reference.length <= 40 &&
    title.length <= 200
  );
}

const short = (v: unknown, max: number): v is string => typeof v === "string" && v.length <= max;

/** A stored choice that reads as one; items saved before choices existed have none. */
function isChoice(value: unknown): value is ItemChoice {
  if (typeof value !== "object" || value === null) return false;
  const { size, paper, frame, line } = value as Record<string, unknown>;
  return short(size, 20) && short(paper, 40) && short(frame, 40) && short(line, 200) && !!size;
}

const isPrice = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v) && v >= 0;

const asItem = ({ reference, title, choice }: InquiryItem): InquiryItem => {
  if (!isChoice(choice)) return { reference, title };
  const { size, paper, frame, line, price } = choice;
  return {
    reference,
    title,
    choice: { size, paper, frame, line, ...(isPrice(price) ? { price } : {}) },
  };
};

/** The print another page passed as `state.selectedPrint`, when it is one. */
export function selectedPrintFromState(state: unknown): InquiryItem | undefined {
  if (typeof state !== "object" || state === null) return undefined;
  const selected = (state as { selectedPrint?: unknown }).selectedPrint;
  return isInquiryItem(selected) ? asItem(selected) : undefined;
}

/** The stored list; anything unreadable counts as no list. */
export function parseStoredItems(raw: string | null): InquiryItem[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    const items = parsed.filter(isInquiryItem).map(asItem);
    return items.filter((item, i) => items.findIndex((o) => o.reference === item.reference) === i);
  } catch {
    return [];
  }
}

export function chooseInquiryList(sources: {
  fromQuery: InquiryItem[];
  navigationState: unknown;
  stored: string | null;
}): InquiryList {
  if (sources.fromQuery.length > 0) return { items: sources.fromQuery, source: "query" };
  const selected = selectedPrintFromState(sources.navigationState);
  if (selected) return { items: [selected], source: "navigation" };
  return { items: parseStoredItems(sources.stored), source: "storage" };
}

/** The stored list follows the page's list unless that list came from navigation state. */
export function keepsStoredList(source: ListSource): boolean {
  return source !== "navigation";
}

export function withoutItem(items: readonly InquiryItem[], reference: string): InquiryItem[] {
  return items.filter((item) => item.reference !== reference);
}
