import { useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import {
  chooseInquiryList,
  type InquiryList,
  keepsStoredList,
  STORAGE_KEY,
  withoutItem,
} from "~/inquiry/list-sources";
import type { InquiryItem } from "~/inquiry/template";

function readStored(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null; // storage blocked (private mode, policy): the list simply starts empty
  }
}

function store(items: InquiryItem[]) {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(items));
  } catch {
    // storage full or blocked: the page's list still works
  }
}

/** Forgets the stored list, after a successful send. */
export function clearStoredInquiryList() {
  try {
    window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing stored, nothing to clear
  }
}

/**
 * The inquiry list in the browser. The server renders the query's list; after hydration the
 * specification's source order is applied (navigation state and localStorage exist only here),
 * unless `settled` (the list is what the visitor just submitted). `onChange` hears every new list.
 */
export function useInquiryList(
  serverItems: InquiryItem[],
  settled: boolean,
  onChange: (items: InquiryItem[]) => void,
) {
  const location = useLocation();
  const [list, setList] = useState<InquiryList>({ items: serverItems, source: "query" });

  // biome-ignore lint/correctness/useExhaustiveDependencies: resolved once, when the form mounts
  useEffect(() => {
    if (settled) return;
    const chosen = chooseInquiryList({
      fromQuery: serverItems,
      navigationState: location.state,
      stored: readStored(),
    });
    setList(chosen);
    if (keepsStoredList(chosen.source)) store(chosen.items);
    if (chosen.source !== "query" && chosen.items.length > 0) onChange(chosen.items);
  }, []);

  function remove(reference: string) {
    const items = withoutItem(list.items, reference);
    setList({ ...list, items });
    if (keepsStoredList(list.source)) store(items);
    onChange(items);
  }

  return { items: list.items, remove };
}
