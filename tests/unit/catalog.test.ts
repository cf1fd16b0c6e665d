import { describe, expect, it } from "vitest";
import {
  buildCollections,
  cardPriceRange,
  collectionIn,
  contentCatalog,
  featuredIn,
  inquiryPath,
  parseAspectRatio,
  printIn,
  printReference,
  printsIn,
  viewerPath,
} from "~/catalog/catalog";
import { rangeText, sizesLine } from "~/catalog/specification";
import { collectionTable } from "../support/collection-table";
import { seaCollection } from "../support/sea-collection";

describe("collections", () => {
  it("are the six of the specification, in order, with their counts and price ranges", () => {
    const collections = contentCatalog;
    expect(
      collections.map((c) => ({
        slug: c.slug,
        count: c.prints.length,
        priceRange: cardPriceRange(c),
      })),
    ).toEqual(collectionTable);
  });

  it("hold 75 prints in all", () => {
    expect(printsIn(contentCatalog)).toHaveLength(75);
  });

  it("each have a title, description, long description, thumbnail and aspect ratio", () => {
    for (const c of contentCatalog) {
      expect(c.title).not.toBe("");
      expect(c.description).not.toBe("");
      expect(c.longDescription.length).toBeGreaterThan(c.description.length);
      expect(c.prints).toContain(c.thumbnail);
      expect(c.aspectRatio).toBeGreaterThan(0);
    }
  });
});

describe("prints", () => {
  it("are referenced by the slug in upper case, a dash and a 3-digit number from 001", () => {
    const abstract = collectionIn(contentCatalog, "abstract");
    expect(abstract?.prints.map((p) => p.reference)).toEqual(
      Array.from({ length: 12 }, (_, i) => `ABSTRACT-${String(i + 1).padStart(3, "0")}`),
    );
    expect(collectionIn(contentCatalog, "nature")?.prints.at(-1)?.reference).toBe("NATURE-018");
    for (const p of printsIn(contentCatalog)) expect(p.reference).toMatch(/^[A-Z]+-\d{3}$/);
  });

  it("have unique references", () => {
    const refs = printsIn(contentCatalog).map((p) => p.reference);
    expect(new Set(refs).size).toBe(refs.length);
  });

  it("are titled '{Collection} Print {n}'", () => {
    expect(printIn(contentCatalog, "ABSTRACT-001")?.title).toBe("Abstract Print 1");
    expect(printIn(contentCatalog, "LANDSCAPES-010")?.title).toBe("Landscapes Print 10");
    expect(printIn(contentCatalog, "URBAN-015")?.title).toBe("Urban Print 15");
  });

  it("all come in the specification's sizes and price range, with a description and alt text", () => {
    for (const p of printsIn(contentCatalog)) {
      expect(sizesLine(p.specification)).toBe("8x10, 11x14, 16x20, 24x30");
      expect(rangeText(p.prices)).toBe("$35 - $125");
      expect(p.description).toContain(p.title);
      expect(p.alt).toContain(p.title);
    }
  });

  it("know their collection", () => {
    const p = printIn(contentCatalog, "PORTRAITS-004");
    expect(p).toMatchObject({
      collectionSlug: "portraits",
      collectionTitle: "Portraits",
      number: 4,
    });
  });
});

describe("printReference", () => {
  it("pads the number to three digits", () => {
    expect(printReference("abstract", 1)).toBe("ABSTRACT-001");
    expect(printReference("nature", 18)).toBe("NATURE-018");
    expect(printReference("urban", 123)).toBe("URBAN-123");
  });
});

describe("collectionIn and printIn", () => {
  it("find a collection by its slug, and nothing for an unknown one", () => {
    expect(collectionIn(contentCatalog, "urban")?.title).toBe("Urban");
    expect(collectionIn(contentCatalog, "nope")).toBeUndefined();
    expect(collectionIn(contentCatalog, "URBAN")).toBeUndefined();
    expect(collectionIn(contentCatalog, "")).toBeUndefined();
  });

  it("find a print by its exact reference, and nothing otherwise", () => {
    expect(printIn(contentCatalog, "MINIMALIST-008")?.title).toBe("Minimalist Print 8");
    expect(printIn(contentCatalog, "MINIMALIST-009")).toBeUndefined();
    expect(printIn(contentCatalog, "ABSTRACT-000")).toBeUndefined();
    expect(printIn(contentCatalog, "abstract-001")).toBeUndefined();
  });
});

describe("featuredIn", () => {
  it("are three prints of the catalogue, priced $45, $55 and $65, each with a caption", () => {
    const featured = featuredIn(contentCatalog);
    expect(featured.map((f) => f.price)).toEqual(["$45", "$55", "$65"]);
    for (const f of featured) {
      expect(printIn(contentCatalog, f.print.reference)).toBe(f.print);
      expect(f.caption).not.toBe("");
    }
  });
});

describe("paths", () => {
  it("lead to a print's viewer", () => {
    const print = printIn(contentCatalog, "URBAN-003");
    if (!print) throw new Error("URBAN-003 missing");
    expect(viewerPath(print)).toBe("/portfolio/urban/URBAN-003");
  });

  it("lead to the contact page with the print's reference and title", () => {
    const url = new URL(
      inquiryPath({ reference: "URBAN-003", title: "Urban Print 3" }),
      "http://x",
    );
    expect(url.pathname).toBe("/contact");
    expect(url.searchParams.get("ref")).toBe("URBAN-003");
    expect(url.searchParams.get("title")).toBe("Urban Print 3");
  });
});

describe("building from content", () => {
  const content = seaCollection({ thumbnailPrint: 2 });

  it("makes one print per number and uses the chosen thumbnail", () => {
    const [sea] = buildCollections([content]);
    expect(sea?.prints.map((p) => p.reference)).toEqual(["SEA-001", "SEA-002", "SEA-003"]);
    expect(sea?.thumbnail.reference).toBe("SEA-002");
    expect(sea?.aspectRatio).toBe(1.5);
  });

  it("refuses a collection without prints", () => {
    expect(() => buildCollections([{ ...content, numbers: [] }])).toThrow(/no prints/);
  });

  it("parses aspect ratios written as width/height", () => {
    expect(parseAspectRatio("4/5")).toBe(0.8);
    expect(() => parseAspectRatio("wide")).toThrow(/aspect ratio/);
    expect(() => parseAspectRatio("0/5")).toThrow(/aspect ratio/);
  });
});
