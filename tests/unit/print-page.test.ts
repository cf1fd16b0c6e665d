import { describe, expect, it } from "vitest";
import { buildCollections } from "~/catalog/catalog";
import { printPage } from "~/viewer/print-page.server";
import { seaCollection } from "../support/sea-collection";

/** A collection of 40 prints, the tests' own: SEA-001 to SEA-040, two of them sold out. */
const [sea] = buildCollections([
  seaCollection({
    numbers: Array.from({ length: 40 }, (_, i) => i + 1),
    prints: {
      "2": { edition: { kind: "limited", size: 5, sold: 5 } },
      "3": { edition: { kind: "limited", size: 5, sold: 5 } },
    },
  }),
]);
const ref = (n: number) => `SEA-${String(n).padStart(3, "0")}`;

describe("a print's page, from the server", () => {
  it("carries the print and three on each side whole, and the whole collection as the strip", () => {
    if (!sea) throw new Error("no collection");
    const page = printPage(sea, ref(30));
    expect(page?.carried.map((p) => p.reference)).toEqual([30, 31, 29, 32, 28, 33, 27].map(ref));
    expect(page?.strip).toHaveLength(40);
    expect(page?.strip[39]).toEqual({ reference: ref(40), title: "Sea Print 40" });
    expect(page?.position).toMatchObject({ index: 29, total: 40 });
    expect([page?.previous.reference, page?.next.reference]).toEqual([ref(29), ref(31)]);
    // Back to the collection's page that holds the print: the second, from print 25 on.
    expect(page?.collection).toEqual({
      slug: "sea",
      title: "Sea",
      href: "/portfolio/sea?page=2",
      page: 2,
    });
  });

  it("offers a sold-out print's alternatives from the whole collection, not only what it carries", () => {
    if (!sea) throw new Error("no collection");
    const page = printPage(sea, ref(2));
    expect(page?.print.soldOut).toBe(true);
    expect(page?.print.alternatives?.map((p) => p.reference)).toEqual([4, 5, 6, 7].map(ref));
    expect(page?.print.alternatives?.[0]).toMatchObject({
      title: "Sea Print 4",
      href: "/portfolio/sea/SEA-004",
    });
    // A print still to be had offers none.
    expect(page?.next.reference).toBe(ref(3));
    expect(printPage(sea, ref(4))?.print.alternatives).toBeUndefined();
  });

  it("has no page for a print the collection does not hold", () => {
    if (!sea) throw new Error("no collection");
    expect(printPage(sea, "SEA-041")).toBeUndefined();
    expect(printPage(sea, "sea-001")).toBeUndefined();
  });
});
