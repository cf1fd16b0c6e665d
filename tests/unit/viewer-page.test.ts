import { describe, expect, it } from "vitest";
import { contentCatalog, printIn } from "~/catalog/catalog";
import { quoteView } from "~/catalog/quote";
import {
  announcement,
  availableBeside,
  type ViewerPrint,
  viewerImageSizes,
  viewerPage,
  wrapIndex,
} from "~/viewer/page";

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

describe("viewerPage", () => {
  it("follows the reference and says 'n of total'", () => {
    const page = viewerPage(prints, "ABSTRACT-002");
    expect(page?.print.reference).toBe("ABSTRACT-002");
    expect(page?.position).toEqual({ index: 1, total: 4, label: "2 of 4" });
    expect(page?.previous.reference).toBe("ABSTRACT-001");
    expect(page?.next.reference).toBe("ABSTRACT-003");
  });
  it("wraps around at both ends", () => {
    expect(viewerPage(prints, "ABSTRACT-004")?.next.reference).toBe("ABSTRACT-001");
    expect(viewerPage(prints, "ABSTRACT-001")?.previous.reference).toBe("ABSTRACT-004");
  });
  it("gives a single print itself as both neighbours", () => {
    const page = viewerPage([print(1)], "ABSTRACT-001");
    expect(page?.previous.reference).toBe("ABSTRACT-001");
    expect(page?.next.reference).toBe("ABSTRACT-001");
    expect(page?.position.label).toBe("1 of 1");
  });
  it("has no page for an unknown reference", () => {
    expect(viewerPage(prints, "ABSTRACT-099")).toBeUndefined();
    expect(viewerPage(prints, "abstract-001")).toBeUndefined();
  });
});

describe("announcement", () => {
  it("names the print and its position", () => {
    const page = viewerPage(prints, "ABSTRACT-003");
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
