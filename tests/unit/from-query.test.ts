import { describe, expect, it } from "vitest";
import { contentCatalog, printIn } from "~/catalog/catalog";
import { contactHref, itemsFromQuery } from "~/inquiry/from-query";

const items = (query: string) =>
  itemsFromQuery(new URLSearchParams(query), (reference: string) =>
    printIn(contentCatalog, reference),
  );

describe("itemsFromQuery", () => {
  it("reads the print named by ref, with its title from the catalogue", () => {
    expect(items("ref=URBAN-003&title=Urban%20Print%203")).toEqual([
      { reference: "URBAN-003", title: "Urban Print 3" },
    ]);
  });

  it("takes the title from the catalogue, never from the query", () => {
    expect(items("ref=URBAN-003&title=Something%20else")).toEqual([
      { reference: "URBAN-003", title: "Urban Print 3" },
    ]);
  });

  it("accepts a reference in any case and with spaces around it", () => {
    expect(items("ref=%20urban-003%20")).toEqual([
      { reference: "URBAN-003", title: "Urban Print 3" },
    ]);
  });

  it("reads several refs in order, dropping repeats and unknown references", () => {
    expect(items("ref=NATURE-002&ref=NOPE-001&ref=ABSTRACT-001&ref=nature-002")).toEqual([
      { reference: "NATURE-002", title: "Nature Print 2" },
      { reference: "ABSTRACT-001", title: "Abstract Print 1" },
    ]);
  });

  it("is empty without a ref", () => {
    expect(items("")).toEqual([]);
    expect(items("title=Urban%20Print%203")).toEqual([]);
  });
});

describe("contactHref", () => {
  it("is the bare contact page for an empty list", () => {
    expect(contactHref([])).toBe("/contact");
  });

  it("names one print with its ref and title", () => {
    expect(contactHref([{ reference: "URBAN-003", title: "Urban Print 3" }])).toBe(
      "/contact?ref=URBAN-003&title=Urban+Print+3",
    );
  });

  it("names several prints by ref, and round-trips through itemsFromQuery", () => {
    const list = [
      { reference: "NATURE-002", title: "Nature Print 2" },
      { reference: "ABSTRACT-001", title: "Abstract Print 1" },
    ];
    const href = contactHref(list);
    expect(href).toBe("/contact?ref=NATURE-002&ref=ABSTRACT-001");
    expect(items(href.split("?")[1] ?? "")).toEqual(list);
  });
});
