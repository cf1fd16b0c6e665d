import { describe, expect, it } from "vitest";
import {
  chooseInquiryList,
  keepsStoredList,
  parseStoredItems,
  selectedPrintFromState,
  withoutItem,
} from "~/inquiry/list-sources";

const a = { reference: "ABSTRACT-001", title: "Abstract Print 1" };
const b = { reference: "URBAN-002", title: "Urban Print 2" };
const c = { reference: "NATURE-003", title: "Nature Print 3" };

describe("the inquiry list's sources, in the specification's order", () => {
  it("takes the query first", () => {
    expect(
      chooseInquiryList({
        fromQuery: [a],
        navigationState: { selectedPrint: b },
        stored: JSON.stringify([c]),
      }),
    ).toEqual({ items: [a], source: "query" });
  });

  it("then a selected print from navigation state", () => {
    expect(
      chooseInquiryList({
        fromQuery: [],
        navigationState: { selectedPrint: { ...b, extra: 1 } },
        stored: JSON.stringify([c]),
      }),
    ).toEqual({ items: [b], source: "navigation" });
  });

  it("then the stored list", () => {
    expect(
      chooseInquiryList({ fromQuery: [], navigationState: null, stored: JSON.stringify([c, a]) }),
    ).toEqual({ items: [c, a], source: "storage" });
  });

  it("keeps the stored list in step except when the list came from navigation state", () => {
    expect(keepsStoredList("query")).toBe(true);
    expect(keepsStoredList("storage")).toBe(true);
    expect(keepsStoredList("navigation")).toBe(false);
  });

  it("ignores navigation state that is not a print", () => {
    expect(selectedPrintFromState(undefined)).toBeUndefined();
    expect(selectedPrintFromState({ selectedPrint: "ABSTRACT-001" })).toBeUndefined();
    expect(selectedPrintFromState({ selectedPrint: { reference: 1, title: "x" } })).toBeUndefined();
    expect(selectedPrintFromState({ selectedPrint: a })).toEqual(a);
  });

  it("reads a damaged stored list as an empty one, dropping bad entries and repeats", () => {
    expect(parseStoredItems(null)).toEqual([]);
    expect(parseStoredItems("{not json")).toEqual([]);
    expect(parseStoredItems(JSON.stringify({ a }))).toEqual([]);
    expect(parseStoredItems(JSON.stringify([a, null, { reference: "X" }, a, b]))).toEqual([a, b]);
  });

  it("removes an item by its reference", () => {
    expect(withoutItem([a, b, c], b.reference)).toEqual([a, c]);
  });
});
