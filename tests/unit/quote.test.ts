import { describe, expect, it } from "vitest";
import {
  buildCollections,
  cardPriceRange,
  contentCatalog,
  featuredIn,
  printIn,
} from "~/catalog/catalog";
import { quoteView } from "~/catalog/quote";
import { frameLook, scaleScene, shareOfSofa } from "~/catalog/scale";
import { shippingCost, shippingFaq } from "~/catalog/shipping";
import {
  centimetres,
  choiceProblem,
  money,
  pricedChoice,
  priceOf,
  rangeText,
  resolveSpecification,
  sizesLine,
  specificationProblems,
  totalLine,
  totalOf,
} from "~/catalog/specification";
import { collections, printDefaults, shipping } from "~/content/site";
import { contactHref, itemsFromQuery } from "~/inquiry/from-query";
import { quoteLines } from "~/inquiry/inquiry-mail.server";
import { parseInquiry } from "~/inquiry/inquiry-schema";
import { parseStoredItems } from "~/inquiry/list-sources";
import { defaultMessage } from "~/inquiry/template";
import { seaCollection } from "../support/sea-collection";

const spec = printDefaults;

describe("a print's specification", () => {
  it("prices a size with a paper and a frame, each adding its own amount", () => {
    expect(priceOf(spec, { size: "16x20", paper: "cotton-rag", frame: "black" })).toBe(95);
    expect(priceOf(spec, { size: "24x30", paper: "baryta", frame: "oak" })).toBe(125 + 10 + 45);
    expect(priceOf(spec, { size: "17x22", paper: "cotton-rag", frame: "black" })).toBeUndefined();
  });

  it("writes the choice as the email and the contact form say it", () => {
    expect(pricedChoice(spec, { size: "16x20", paper: "cotton-rag", frame: "black" })?.line).toBe(
      "16x20 in (41x51 cm), Cotton rag, Black frame — $95",
    );
    expect(centimetres("8x10")).toBe("20x25");
    expect(money(1250)).toBe("$1,250");
    expect(money(12.5)).toBe("$12.50");
    expect(rangeText({ low: 35, high: 125 })).toBe("$35 - $125");
    expect(rangeText({ low: 40, high: 40 })).toBe("$40");
  });

  it("keeps each paper's and frame's label as the photographer wrote it", () => {
    const own = {
      ...spec,
      papers: [{ id: "photo-rag", label: "Hahnemühle Photo Rag" }],
      frames: [{ id: "none", label: "Ohne Rahmen" }],
    };
    expect(pricedChoice(own, { size: "16x20", paper: "photo-rag", frame: "none" })?.line).toBe(
      "16x20 in (41x51 cm), Hahnemühle Photo Rag, Ohne Rahmen — $75",
    );
  });

  it("gives the print's page every choice's line, by size, paper and frame", () => {
    const print = printIn(contentCatalog, "LANDSCAPES-003");
    if (!print) throw new Error("no print");
    const { lines, sizes, papers, frames } = quoteView(print);
    expect(lines).toHaveLength(sizes.length);
    expect(lines[2]?.[0]?.[1]).toBe("16x20 in (41x51 cm), Cotton rag, Black frame — $95");
    expect(lines[3]?.[1]?.[2]).toBe("24x30 in (61x76 cm), Baryta, Oak frame — $180");
    expect(lines.every((l) => l.length === papers.length && l[0]?.length === frames.length)).toBe(
      true,
    );
  });

  it("names what is not offered, and what is", () => {
    expect(choiceProblem(spec, { size: "17x22", paper: "cotton-rag", frame: "black" })).toEqual({
      part: "size",
      offered: ["8x10", "11x14", "16x20", "24x30"],
    });
    expect(choiceProblem(spec, { size: "8x10", paper: "gold", frame: "black" })?.part).toBe(
      "paper",
    );
    expect(choiceProblem(spec, { size: "8x10", paper: "baryta", frame: "oak" })).toBeUndefined();
  });

  it("takes the collection's, then the print's, parts over the site's", () => {
    const resolved = resolveSpecification(
      spec,
      { sizes: [{ size: "8x10", price: 40 }] },
      { receiving: { packing: "In a tube." } },
    );
    expect(resolved.sizes).toEqual([{ size: "8x10", price: 40 }]);
    expect(resolved.frames).toBe(spec.frames);
    expect(resolved.receiving).toEqual({ ...spec.receiving, packing: "In a tube." });
  });

  it("finds the mistakes a photographer can make, naming the print", () => {
    expect(specificationProblems("X-001", spec)).toEqual([]);
    expect(
      specificationProblems("X-001", {
        ...spec,
        sizes: [
          { size: "8 x 10" as "8x10", price: 35 },
          { size: "8x10", price: -1 },
        ],
        frames: [{ id: "Black Wood", label: "Black", adds: { "8x10": 5 } }],
      }),
    ).toEqual([
      'X-001: size "8 x 10" should read like "16x20" (inches)',
      "X-001: the price of 8x10 must be an amount of 0 or more",
      'X-001: frame id "Black Wood" should be lower-case letters, digits, dashes',
      "X-001: the first frame (the one prices include) must be offered at every size",
    ]);
  });

  it("adds up a total only when every item has a price", () => {
    expect(totalOf([95, 35])).toBe(130);
    expect(totalOf([95, undefined])).toBeUndefined();
    expect(totalOf([])).toBeUndefined();
    expect(totalLine([95, 35])).toBe("Total: $130 (before shipping)");
    expect(totalLine([95, undefined])).toBeUndefined();
  });
});

describe("ranges and 'From' prices", () => {
  it("show the texts the content states: a card's range, a featured print's price", () => {
    expect(contentCatalog.map(cardPriceRange)).toEqual([
      "$35 - $85",
      "$45 - $125",
      "$40 - $95",
      "$50 - $110",
      "$55 - $135",
      "$40 - $100",
    ]);
    expect(featuredIn(contentCatalog).map((f) => f.price)).toEqual(["$45", "$55", "$65"]);
    const urban = printIn(contentCatalog, "URBAN-004");
    expect(urban && rangeText(urban.prices)).toBe("$35 - $125");
    expect(urban && sizesLine(urban.specification)).toBe("8x10, 11x14, 16x20, 24x30");
  });

  it("derive from the prices where the content states none", () => {
    const content = collections.map(({ priceRange: _, ...c }) =>
      c.slug === "urban" ? { ...c, specification: { sizes: [{ size: "8x10", price: 60 }] } } : c,
    );
    const built = buildCollections(content);
    expect(built.map(cardPriceRange)).toEqual([
      "$35 - $125",
      "$35 - $125",
      "$60",
      "$35 - $125",
      "$35 - $125",
      "$35 - $125",
    ]);
    const featured = [
      { reference: "LANDSCAPES-001" },
      { reference: "MINIMALIST-002" },
      { reference: "URBAN-003" },
    ];
    // The amount alone, as a written price is: the home page says "From" before either, once.
    // The amounts, which the page writes in the site's money.
    expect(featuredIn(built, featured).map((f) => f.price)).toEqual([35, 35, 60]);
    expect(printIn(built, "URBAN-003")?.prices).toEqual({ low: 60, high: 60 });
  });

  it("stop the server at a mistake in a price, naming the print", () => {
    const sea = seaCollection({ specification: { sizes: [] } });
    expect(() => buildCollections([sea], undefined, {})).toThrow("SEA-001: no sizes are offered");
  });
});

describe("the scale view", () => {
  it("hangs a landscape print with its long side across, to scale beside the sofa", () => {
    const scene = scaleScene("24x30", 1.5);
    expect(scene?.box.width).toBeCloseTo((76.2 / 330) * 100, 1);
    expect(scene?.box.height).toBeCloseTo((60.96 / 230) * 100, 1);
    expect(scene?.cm).toEqual({ width: 76.2, height: 60.96 });
    expect(scene?.words).toBe("76 × 61 cm, about a third of the sofa’s width");
    expect(scaleScene("16x20", 0.8)?.words).toBe("41 × 51 cm, about a fifth of the sofa’s width");
  });

  it("draws each frame as its content says, else as its id names it, else in black", () => {
    const looks = [
      { id: "unframed" },
      { id: "no-frame" },
      { id: "black" },
      { id: "oak-frame" },
      { id: "natural-walnut" },
      { id: "aluminium" },
      { id: "gallery" },
      { id: "ohne", look: "none" as const },
      { id: "oak", look: "white" as const },
    ].map(frameLook);
    expect(looks).toEqual([
      "none",
      "none",
      "black",
      "oak",
      "walnut",
      "silver",
      "black",
      "none",
      "white",
    ]);
    // The sample's frames, as the print page draws them.
    const print = printIn(contentCatalog, "LANDSCAPES-001");
    if (!print) throw new Error("no print");
    expect(quoteView(print).frames.map((f) => [f.id, f.look])).toEqual([
      ["unframed", "none"],
      ["black", "black"],
      ["oak", "oak"],
    ]);
  });

  it("says the nearest share of the sofa in words", () => {
    expect(shareOfSofa(0.5)).toBe("about half the sofa’s width");
    expect(shareOfSofa(1.02)).toBe("about as wide as the sofa");
  });
});

describe("shipping", () => {
  it("costs per size and region, from the content", () => {
    const [us] = shipping.regions;
    expect(us && shippingCost(us, "16x20")).toBe(18);
    expect(us && shippingCost({ cost: 12 }, "16x20")).toBe(12);
    expect(us && shippingCost(us, "40x60")).toBeUndefined();
  });

  it("answers the FAQ's question on cost", () => {
    expect(shippingFaq(["8x10", "24x30"]).answer).toContain(
      "United States: 3-5 days, $8 (smallest size) to $30 (largest).",
    );
  });
});

describe("the choice on its way to the inquiry", () => {
  const query = (q: string) =>
    itemsFromQuery(new URLSearchParams(q), (r) => printIn(contentCatalog, r));

  it("comes from the print's GET form, and back in a 'Remove' link", () => {
    const items = query(
      "ref=LANDSCAPES-001&title=x&frame=black&size=16x20&paper=cotton-rag&ref=URBAN-003&size=&paper=&frame=",
    );
    expect(items).toEqual([
      {
        reference: "LANDSCAPES-001",
        title: "Landscapes Print 1",
        choice: {
          size: "16x20",
          paper: "cotton-rag",
          frame: "black",
          line: "16x20 in (41x51 cm), Cotton rag, Black frame — $95",
          price: 95,
        },
      },
      { reference: "URBAN-003", title: "Urban Print 3" },
    ]);
    expect(query(new URL(contactHref(items), "http://x").search.slice(1))).toEqual(items);
    expect(contactHref([{ reference: "URBAN-003", title: "Urban Print 3" }])).toBe(
      "/contact?ref=URBAN-003&title=Urban+Print+3",
    );
    expect(defaultMessage(items)).toContain(
      "- Landscapes Print 1 (Ref: LANDSCAPES-001) - 16x20 in (41x51 cm), Cotton rag, Black frame — $95",
    );
  });

  it("drops a choice the print does not offer from the address, keeping the print", () => {
    expect(query("ref=URBAN-003&size=17x22")).toEqual([
      { reference: "URBAN-003", title: "Urban Print 3" },
    ]);
  });

  it("keeps stored lists readable, with and without a choice, with or without its price", () => {
    const choice = { size: "8x10", paper: "baryta", frame: "oak", line: "8x10 …" };
    expect(
      parseStoredItems(
        JSON.stringify([
          { reference: "URBAN-003", title: "Urban Print 3" },
          { reference: "URBAN-004", title: "Urban Print 4", choice },
          { reference: "URBAN-005", title: "Urban Print 5", choice: { size: 3 } },
          { reference: "URBAN-006", title: "Urban Print 6", choice: { ...choice, price: 65 } },
          { reference: "URBAN-007", title: "Urban Print 7", choice: { ...choice, price: "65" } },
        ]),
      ),
    ).toEqual([
      { reference: "URBAN-003", title: "Urban Print 3" },
      { reference: "URBAN-004", title: "Urban Print 4", choice },
      { reference: "URBAN-005", title: "Urban Print 5" },
      { reference: "URBAN-006", title: "Urban Print 6", choice: { ...choice, price: 65 } },
      { reference: "URBAN-007", title: "Urban Print 7", choice },
    ]);
  });

  const form = (entries: [string, string][]) => {
    const data = new URLSearchParams([
      ["formKey", "0b7b6e4c-1d2a-4e5f-8a9b-0c1d2e3f4a5b"],
      ["fullName", "Grace Hopper"],
      ["email", "grace@example.com"],
      ["inquiryType", "print-purchase"],
      ["message", "Hello"],
      ...entries,
    ]);
    return { get: (n: string) => data.get(n), getAll: (n: string) => data.getAll(n) };
  };

  it("is checked on the server: an unknown size or finish gets a clear message", () => {
    const refused = parseInquiry(
      form([
        ["ref", "LANDSCAPES-001"],
        ["size", "17x22"],
        ["paper", "cotton-rag"],
        ["frame", "black"],
      ]),
    );
    expect(refused.ok).toBe(false);
    if (!refused.ok)
      expect(refused.errors.prints).toBe(
        "LANDSCAPES-001 is not offered with the size “17x22”. Please choose 8x10, 11x14, 16x20, or 24x30 on its page, or say what you need in your message.",
      );
    const frame = parseInquiry(
      form([
        ["ref", "LANDSCAPES-001"],
        ["size", "8x10"],
        ["paper", ""],
        ["frame", "gilded"],
      ]),
    );
    if (frame.ok) throw new Error("accepted a frame that is not offered");
    expect(frame.errors.prints).toContain(
      "with the frame “gilded”. Please choose Unframed, Black frame, or Oak frame",
    );
  });

  it("reaches the email priced, with a total only where every print has a price", () => {
    const parsed = parseInquiry(
      form([
        ["ref", "LANDSCAPES-001"],
        ["size", "16x20"],
        ["paper", "cotton-rag"],
        ["frame", "black"],
        ["ref", "URBAN-003"],
        ["size", "8x10"],
        ["paper", ""],
        ["frame", ""],
      ]),
    );
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    expect(quoteLines(parsed.inquiry)).toEqual([
      "LANDSCAPES-001 Landscapes Print 1 — 16x20 in (41x51 cm), Cotton rag, Black frame — $95",
      "URBAN-003 Urban Print 3 — 8x10 in (20x25 cm), Cotton rag, Unframed — $35",
      "Total: $130 (before shipping)",
    ]);
    const partial = parseInquiry(
      form([
        ["ref", "URBAN-003"],
        ["ref", "LANDSCAPES-001"],
        ["size", ""],
        ["size", "8x10"],
      ]),
    );
    if (!partial.ok) throw new Error(JSON.stringify(partial.errors));
    expect(quoteLines(partial.inquiry)).toEqual([
      "URBAN-003 Urban Print 3 — no size chosen",
      "LANDSCAPES-001 Landscapes Print 1 — 8x10 in (20x25 cm), Cotton rag, Unframed — $35",
    ]);
  });
});
