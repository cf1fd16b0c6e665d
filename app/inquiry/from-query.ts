import { type Choice, type PrintSpecification, pricedChoice } from "~/catalog/specification";
import { CHOICE_PARAMS } from "~/inquiry/contact-href";
import type { InquiryItem, ItemChoice } from "~/inquiry/template";

type CataloguePrint = { reference: string; title: string; specification: PrintSpecification };
type Lookup = (reference: string) => CataloguePrint | undefined;

/**
 * The n-th print's choice as sent (a print's GET form, a 'Remove' link): empty when no size was
 * given; a missing paper or frame is the print's first (the one its prices include).
 */
export function choiceAt(
  read: { getAll(name: string): unknown[] },
  index: number,
  spec: PrintSpecification,
): Choice | undefined {
  const at = (name: string) => {
    const v = read.getAll(name)[index];
    return typeof v === "string" ? v.trim() : "";
  };
  const size = at(CHOICE_PARAMS.size);
  if (!size) return undefined;
  return {
    size,
    paper: at(CHOICE_PARAMS.paper) || (spec.papers[0]?.id ?? ""),
    frame: at(CHOICE_PARAMS.frame) || (spec.frames[0]?.id ?? ""),
  };
}

/** A choice the print offers, with its words; undefined for anything else. */
export function itemChoice(
  spec: PrintSpecification,
  choice: Choice | undefined,
): ItemChoice | undefined {
  const priced = choice && pricedChoice(spec, choice);
  return priced
    ? {
        size: priced.size,
        paper: priced.paper,
        frame: priced.frame,
        line: priced.line,
        price: priced.price,
      }
    : undefined;
}

/** A print of the catalogue as an item of an inquiry list, with its choice where it offers it. */
export function inquiryItem(print: CataloguePrint, choice: Choice | undefined): InquiryItem {
  const chosen = itemChoice(print.specification, choice);
  return { reference: print.reference, title: print.title, ...(chosen ? { choice: chosen } : {}) };
}

/**
 * The inquiry list named by a URL's query: every `ref` (several allowed), each resolved in the
 * catalogue so titles always come from the catalogue, unknown references and repeats dropped.
 * A size, paper and frame the print offers come along; one it does not is left out (the
 * server's schema refuses it, with a message, if it is sent).
 */
export function itemsFromQuery(search: URLSearchParams, lookup: Lookup): InquiryItem[] {
  const seen = new Set<string>();
  const items: InquiryItem[] = [];
  search.getAll("ref").forEach((raw, index) => {
    const print = lookup(raw.trim().toUpperCase());
    // Repeats go by the print found: an old reference and its new one are one print.
    if (!print || seen.has(print.reference)) return;
    seen.add(print.reference);
    items.push(inquiryItem(print, choiceAt(search, index, print.specification)));
  });
  return items;
}

export { contactHref } from "~/inquiry/contact-href";
