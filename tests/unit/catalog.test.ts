import { describe, expect, it } from "vitest";
import {
  allPrints,
  buildCollections,
  featuredPrints,
  findCollection,
  findPrint,
  inquiryPath,
  listCollections,
  neighbours,
  parseAspectRatio,
  position,
  printReference,
  viewerPath,
} from "~/catalog/catalog";
import { seaCollection } from "../support/sea-collection";

// The specification's table: slug, prints, price range on the card.
const specTable = [
  ["abstract", 12, "$35 - $85"],
  ["landscapes", 10, "$45 - $125"],
  ["urban", 15, "$40 - $95"],
  ["minimalist", 8, "$50 - $110"],
  ["portraits", 12, "$55 - $135"],
  ["nature", 18, "$40 - $100"],
] as const;

describe("collections", () => {
  it("are the six of the specification, in order, with their counts and price ranges", () => {
    const collections = listCollections();
    expect(collections.map((c) => [c.slug, c.prints.length, c.priceRange])).toEqual(
      specTable.map((row) => [...row]),
    );
  });

  it("hold 75 prints in all", () => {
    expect(allPrints()).toHaveLength(75);
  });

  it("each have a title, description, long description, thumbnail and aspect ratio", () => {
    for (const c of listCollections()) {
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
    const abstract = findCollection("abstract");
    expect(abstract?.prints.map((p) => p.reference)).toEqual(
      Array.from({ length: 12 }, (_, i) => `ABSTRACT-${String(i + 1).padStart(3, "0")}`),
    );
    expect(findCollection("nature")?.prints.at(-1)?.reference).toBe("NATURE-018");
    for (const p of allPrints()) expect(p.reference).toMatch(/^[A-Z]+-\d{3}$/);
  });

  it("have unique references", () => {
    const refs = allPrints().map((p) => p.reference);
    expect(new Set(refs).size).toBe(refs.length);
  });

  it("are titled '{Collection} Print {n}'", () => {
    expect(findPrint("ABSTRACT-001")?.title).toBe("Abstract Print 1");
    expect(findPrint("LANDSCAPES-010")?.title).toBe("Landscapes Print 10");
    expect(findPrint("URBAN-015")?.title).toBe("Urban Print 15");
  });

  it("all come in the specification's sizes and price range, with a description and alt text", () => {
    for (const p of allPrints()) {
      expect(p.sizes).toBe("8x10, 11x14, 16x20, 24x30");
      expect(p.priceRange).toBe("$35 - $125");
      expect(p.description).toContain(p.title);
      expect(p.alt).toContain(p.title);
    }
  });

  it("know their collection", () => {
    const p = findPrint("PORTRAITS-004");
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

describe("findCollection and findPrint", () => {
  it("find a collection by its slug, and nothing for an unknown one", () => {
    expect(findCollection("urban")?.title).toBe("Urban");
    expect(findCollection("nope")).toBeUndefined();
    expect(findCollection("URBAN")).toBeUndefined();
    expect(findCollection("")).toBeUndefined();
  });

  it("find a print by its exact reference, and nothing otherwise", () => {
    expect(findPrint("MINIMALIST-008")?.title).toBe("Minimalist Print 8");
    expect(findPrint("MINIMALIST-009")).toBeUndefined();
    expect(findPrint("ABSTRACT-000")).toBeUndefined();
    expect(findPrint("abstract-001")).toBeUndefined();
  });
});

describe("position", () => {
  it("labels a zero-based index as 'n of total'", () => {
    expect(position(0, 12)).toEqual({ index: 0, total: 12, label: "1 of 12" });
    expect(position(11, 12).label).toBe("12 of 12");
  });
});

describe("neighbours", () => {
  const items = ["a", "b", "c", "d"];

  it("are the items either side in the middle", () => {
    expect(neighbours(items, 1)).toEqual({ previous: "a", next: "c" });
  });

  it("wrap around at both ends", () => {
    expect(neighbours(items, 0)).toEqual({ previous: "d", next: "b" });
    expect(neighbours(items, 3)).toEqual({ previous: "c", next: "a" });
  });

  it("of a single item are itself", () => {
    expect(neighbours(["only"], 0)).toEqual({ previous: "only", next: "only" });
  });

  it("refuse an index outside the list", () => {
    expect(() => neighbours(items, 4)).toThrow(RangeError);
    expect(() => neighbours(items, -1)).toThrow(RangeError);
    expect(() => neighbours([], 0)).toThrow(RangeError);
  });

  it("wrap around a real collection", () => {
    const prints = findCollection("minimalist")?.prints ?? [];
    const { previous, next } = neighbours(prints, 0);
    expect(previous.reference).toBe("MINIMALIST-008");
    expect(next.reference).toBe("MINIMALIST-002");
  });
});

describe("featuredPrints", () => {
  it("are three prints of the catalogue, priced $45, $55 and $65, each with a caption", () => {
    const featured = featuredPrints();
    expect(featured.map((f) => f.price)).toEqual(["$45", "$55", "$65"]);
    for (const f of featured) {
      expect(findPrint(f.print.reference)).toBe(f.print);
      expect(f.caption).not.toBe("");
    }
  });
});

describe("paths", () => {
  it("lead to a print's viewer", () => {
    const print = findPrint("URBAN-003");
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

  it("derives prints from the count and uses the chosen thumbnail", () => {
    const [sea] = buildCollections([content]);
    expect(sea?.prints.map((p) => p.reference)).toEqual(["SEA-001", "SEA-002", "SEA-003"]);
    expect(sea?.thumbnail.reference).toBe("SEA-002");
    expect(sea?.aspectRatio).toBe(1.5);
  });

  it("refuses a collection without prints", () => {
    expect(() => buildCollections([{ ...content, printCount: 0 }])).toThrow(/no prints/);
  });

  it("parses aspect ratios written as width/height", () => {
    expect(parseAspectRatio("4/5")).toBe(0.8);
    expect(() => parseAspectRatio("wide")).toThrow(/aspect ratio/);
    expect(() => parseAspectRatio("0/5")).toThrow(/aspect ratio/);
  });
});
