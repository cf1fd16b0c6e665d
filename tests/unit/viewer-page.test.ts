import { describe, expect, it } from "vitest";
import { contentCatalog, printIn } from "~/catalog/catalog";
import { quoteView } from "~/catalog/quote";
import {
  announcement,
  availableBeside,
  CARRIED_EACH_SIDE,
  carriedIndexes,
  missingAround,
  stepFrom,
  type ViewerPrint,
  viewerImageSizes,
  viewerPage,
  wrapIndex,
} from "~/viewer/page";
import { printHref, printPageFrom } from "~/viewer/print-page";

const print = (n: number): ViewerPrint => ({
  reference: `ABSTRACT-00${n}`,
  title: `Abstract Print ${n}`,
  description: "",
  sizes: "8x10, 11x14, 16x20, 24x30",
  priceRange: "$35 - $125",
  href: `/portfolio/abstract/ABSTRACT-00${n}`,
  inquiryHref: "/contact",
  image: {
    src: `/images/ABSTRACT-00${n}-960.0000000000.jpg`,
    srcSet: "",
    sources: [],
    width: 900,
    height: 1200,
    alt: "",
    color: "#f0ece4",
    share: { src: `/images/ABSTRACT-00${n}-960.0000000000.jpg`, width: 900, height: 1200 },
  },
  quote: quoteView(printIn(contentCatalog, `ABSTRACT-00${n}`) ?? (undefined as never)),
});
const prints = [1, 2, 3, 4].map(print);

describe("availableBeside", () => {
  const shelf = [1, 2, 3, 4, 5, 6].map((n) => ({
    reference: `SEA-00${n}`,
    soldOut: n === 2 || n === 5,
  }));
  const refs = (list: { reference: string }[]) => list.map((p) => p.reference);

  it("offers the prints after a sold-out one still to be had, wrapping, up to four", () => {
    expect(refs(availableBeside(shelf, "SEA-005"))).toEqual([
      "SEA-006",
      "SEA-001",
      "SEA-003",
      "SEA-004",
    ]);
    expect(refs(availableBeside(shelf, "SEA-002", 2))).toEqual(["SEA-003", "SEA-004"]);
  });

  it("offers nothing when every other print is sold out too", () => {
    expect(
      availableBeside(
        [
          { reference: "A-001", soldOut: true },
          { reference: "A-002", soldOut: true },
        ],
        "A-001",
      ),
    ).toEqual([]);
  });
});

describe("wrapIndex", () => {
  it("wraps past the last item to the first and before the first to the last", () => {
    expect(wrapIndex(4, 4)).toBe(0);
    expect(wrapIndex(-1, 4)).toBe(3);
    expect(wrapIndex(2, 4)).toBe(2);
    expect(wrapIndex(-9, 4)).toBe(3);
  });
  it("refuses an empty list", () => {
    expect(() => wrapIndex(0, 0)).toThrow(RangeError);
  });
});

const stripOf = (list: readonly ViewerPrint[]) =>
  list.map((p) => ({ reference: p.reference, title: p.title }));
const knownOf = (list: readonly ViewerPrint[]) => new Map(list.map((p) => [p.reference, p]));
const allKnown = (list: readonly ViewerPrint[], reference: string) =>
  viewerPage(stripOf(list), knownOf(list), reference);

describe("viewerPage", () => {
  it("follows the reference and says 'n of total'", () => {
    const page = allKnown(prints, "ABSTRACT-002");
    expect(page?.print.reference).toBe("ABSTRACT-002");
    expect(page?.position).toEqual({ index: 1, total: 4, label: "2 of 4" });
    expect(page?.previous.reference).toBe("ABSTRACT-001");
    expect(page?.next.reference).toBe("ABSTRACT-003");
  });
  it("wraps around at both ends", () => {
    expect(allKnown(prints, "ABSTRACT-004")?.next.reference).toBe("ABSTRACT-001");
    expect(allKnown(prints, "ABSTRACT-001")?.previous.reference).toBe("ABSTRACT-004");
  });
  it("gives a single print itself as both neighbours", () => {
    const page = allKnown([print(1)], "ABSTRACT-001");
    expect(page?.previous.reference).toBe("ABSTRACT-001");
    expect(page?.next.reference).toBe("ABSTRACT-001");
    expect(page?.position.label).toBe("1 of 1");
  });
  it("has no page for an unknown reference", () => {
    expect(allKnown(prints, "ABSTRACT-099")).toBeUndefined();
    expect(allKnown(prints, "abstract-001")).toBeUndefined();
  });
  it("has no page while the print or a neighbour is known only by the strip", () => {
    const strip = stripOf(prints);
    const [one, two, three] = prints as [ViewerPrint, ViewerPrint, ViewerPrint];
    expect(viewerPage(strip, knownOf([one, two, three]), "ABSTRACT-002")?.print).toBe(two);
    // The position counts the whole strip, not what is known.
    expect(viewerPage(strip, knownOf([one, two, three]), "ABSTRACT-002")?.position.total).toBe(4);
    expect(viewerPage(strip, knownOf([two, three]), "ABSTRACT-002")).toBeUndefined();
    expect(viewerPage(strip, knownOf([one, three]), "ABSTRACT-002")).toBeUndefined();
    expect(viewerPage(strip, knownOf([one, two]), "ABSTRACT-002")).toBeUndefined();
  });
});

describe("what a print page carries", () => {
  const strip = Array.from({ length: 240 }, (_, i) => ({
    reference: `SEA-${String(i + 1).padStart(3, "0")}`,
    title: `Sea ${i + 1}`,
  }));
  const known = (...numbers: number[]) =>
    new Map(numbers.map((n) => [`SEA-${String(n).padStart(3, "0")}`, true]));

  it("carries the print and three on each side, nearest first, the next before the previous", () => {
    expect(CARRIED_EACH_SIDE).toBe(3);
    expect(carriedIndexes(10, 240)).toEqual([10, 11, 9, 12, 8, 13, 7]);
  });
  it("wraps around at both ends, and never carries a print twice", () => {
    expect(carriedIndexes(0, 240)).toEqual([0, 1, 239, 2, 238, 3, 237]);
    expect(carriedIndexes(239, 240)).toEqual([239, 0, 238, 1, 237, 2, 236]);
    expect(carriedIndexes(1, 4)).toEqual([1, 2, 0, 3]);
    expect(carriedIndexes(0, 1)).toEqual([0]);
  });
  it("asks ahead for the nearest print not known, the next side first", () => {
    expect(missingAround(strip, known(9, 10, 11, 12, 13, 14), "SEA-011")).toBe("SEA-008");
    expect(missingAround(strip, known(8, 9, 10, 11, 12, 13), "SEA-011")).toBe("SEA-014");
    expect(missingAround(strip, known(8, 9, 10, 11, 12, 13, 14), "SEA-011")).toBeUndefined();
    expect(missingAround(strip, known(8, 10, 11, 12, 13, 14), "SEA-011")).toBe("SEA-009");
    expect(missingAround(strip, known(8, 9, 10, 11, 12, 13, 14), "SEA-012")).toBe("SEA-015");
    expect(missingAround(strip, known(1, 2, 3, 4, 238, 239, 240), "SEA-001")).toBeUndefined();
    expect(missingAround(strip, known(1, 2, 3, 4, 238, 239), "SEA-001")).toBe("SEA-240");
    expect(missingAround(strip, known(), "SEA-999")).toBeUndefined();
  });
  it("steps through the strip, wrapping", () => {
    expect(stepFrom(strip, "SEA-240", 1)?.reference).toBe("SEA-001");
    expect(stepFrom(strip, "SEA-001", -1)?.reference).toBe("SEA-240");
    expect(stepFrom(strip, "SEA-100", -1)?.reference).toBe("SEA-099");
    expect(stepFrom(strip, "SEA-999", 1)).toBeUndefined();
  });
});

describe("a print page from what is known", () => {
  it("leads back to the page of its collection that holds the print", () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ ...print(1), reference: `A-${i}` }));
    const strip = stripOf(many);
    const page = (reference: string) =>
      printPageFrom({ slug: "sea", title: "Sea" }, strip, knownOf(many), reference);
    expect(page("A-0")?.collection.href).toBe("/portfolio/sea");
    expect(page("A-23")?.collection.href).toBe("/portfolio/sea");
    expect(page("A-24")?.collection.href).toBe("/portfolio/sea?page=2");
    expect(page("A-29")?.carried.map((p) => p.reference)).toEqual(["A-29", "A-28", "A-0"]);
    expect(printHref("sea", "A-3")).toBe("/portfolio/sea/A-3");
  });
});

describe("announcement", () => {
  it("names the print and its position", () => {
    const page = allKnown(prints, "ABSTRACT-003");
    if (!page) throw new Error("no page");
    expect(announcement(page)).toBe("Abstract Print 3, 3 of 4");
  });
});

describe("viewerImageSizes", () => {
  it("limits the width by the stage's height for the print's proportions", () => {
    expect(viewerImageSizes({ width: 900, height: 1200 })).toBe(
      "(min-width: 1024px) min(calc(100vw - 30rem), calc((100vh - 10rem) * 0.75)), (min-resolution: 3dppx) calc(min(100vw, calc((100vh - 9rem) * 0.75)) * 0.667), (min-resolution: 2.5dppx) calc(min(100vw, calc((100vh - 9rem) * 0.75)) * 0.8), (min-resolution: 2.2dppx) calc(min(100vw, calc((100vh - 9rem) * 0.75)) * 0.91), min(100vw, calc((100vh - 9rem) * 0.75))",
    );
  });
});
