import { describe, expect, it } from "vitest";
import {
  buildCollections,
  contentCatalog,
  type Print,
  printIn,
  soldOutIn,
} from "~/catalog/catalog";
import { editionFields, editionProblems, editionStatus } from "~/catalog/edition";
import type { CollectionContent } from "~/content/site";
import { inquiryHtml, inquiryText } from "~/inquiry/inquiry-mail.server";
import { defaultMessage } from "~/inquiry/template";
import type { MailSite } from "~/mail/envelope.server";
import { printJsonLd } from "~/seo/json-ld";
import { pageMeta } from "~/seo/meta";
import { printSeo } from "~/seo/pages";

const limited = { kind: "limited", size: 25, sold: 18 } as const;
const soldOut = { kind: "limited", size: 10, sold: 10, artistProofs: 2 } as const;

describe("editionStatus", () => {
  it("says how limited a print is, in a collector's words and in the photographer's email", () => {
    expect(editionStatus(limited)).toEqual({
      label: "Edition of 25 · 7 available",
      forEmail: "Edition of 25, 7 available",
      availability: "LimitedAvailability",
      soldOut: false,
    });
    expect(editionStatus(soldOut)).toEqual({
      label: "Sold out",
      forEmail: "SOLD OUT (Edition of 10 + 2 AP)",
      availability: "SoldOut",
      soldOut: true,
    });
    expect(editionStatus({ kind: "open" })?.label).toBe("Open edition");
    expect(editionStatus({ kind: "open" })?.availability).toBe("InStock");
  });

  it("says nothing where no edition is set", () => {
    expect(editionStatus(undefined)).toBeUndefined();
    expect(editionFields(undefined)).toEqual({});
  });
});

describe("editions in the content module", () => {
  const content = (edition?: CollectionContent["edition"]): CollectionContent[] => [
    {
      slug: "test",
      title: "Test",
      description: "d",
      longDescription: "l",
      order: 1,
      numbers: [1, 2],
      aspectRatio: "1/1",
      thumbnailPrint: 1,
      prints: {},
      ...(edition ? { edition } : {}),
    },
  ];

  it("a mistake names the print: more sold than the edition, a size below 1, fractions", () => {
    expect(editionProblems("URBAN-004", { kind: "limited", size: 5, sold: 6 })).toEqual([
      "URBAN-004: 6 sold is more than the edition of 5",
    ]);
    expect(editionProblems("URBAN-004", { kind: "limited", size: 0, sold: 0 })).toEqual([
      "URBAN-004: edition size must be a whole number of at least 1 (is 0)",
    ]);
    expect(
      editionProblems("URBAN-004", { kind: "limited", size: 5, sold: 1.5, artistProofs: -1 }),
    ).toEqual([
      "URBAN-004: prints sold must be a whole number, 0 or more (is 1.5)",
      "URBAN-004: artist's proofs must be a whole number, 0 or more (is -1)",
    ]);
    expect(() => buildCollections(content({ kind: "limited", size: 3, sold: 4 }))).toThrow(
      "TEST-001: 4 sold is more than the edition of 3",
    );
  });

  it("the photographer's editions are valid (this test fails naming the print otherwise)", () => {
    // buildCollections throws on the first look-up if not; the module loaded, so: none.
    expect(soldOutIn(contentCatalog)).toEqual(["LANDSCAPES-002"]);
  });

  it("a collection's edition applies to its prints; with none set, prints carry none", () => {
    expect(buildCollections(content({ kind: "open" }))[0]?.prints[1]?.edition).toEqual({
      kind: "open",
    });
    const plain = buildCollections(content())[0]?.prints[0] as Print;
    expect("edition" in plain).toBe(false);
  });
});

describe("where a collector and the photographer see the edition", () => {
  const site: MailSite = {
    siteUrl: "https://prints.example.com",
    siteName: "Elena Marlowe Fine Art",
    from: "inquiries@prints.example.com",
    to: "elena@example.com",
  };
  const prints = ["LANDSCAPES-001", "LANDSCAPES-002", "URBAN-003"].map(
    (r) => printIn(contentCatalog, r) as Print,
  );
  const inquiry = {
    formKey: "3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b",
    fullName: "Jane Doe",
    email: "jane@example.com",
    inquiryType: "print-purchase" as const,
    message: "Hello",
    prints,
  };

  it("the email states each print's edition and availability at the moment of the inquiry", () => {
    const text = inquiryText(inquiry, site);
    expect(text).toContain(
      "  LANDSCAPES-001 Landscapes Print 1\n    Collection: Landscapes\n    Sizes: 8x10, 11x14, 16x20, 24x30\n    Price range: $35 - $125\n    Edition: Edition of 25, 7 available\n",
    );
    expect(text).toContain("  Edition: SOLD OUT (Edition of 10 + 2 AP)\n");
    // A print without an edition says nothing about one.
    expect(text.split("URBAN-003")[1]).not.toContain("Edition");
    expect(inquiryHtml(inquiry, site)).toContain(
      "<br>Edition: <strong>SOLD OUT (Edition of 10 + 2 AP)</strong>",
    );
  });

  it("JSON-LD's offer carries the availability; without an edition, made to order as before", () => {
    const facts = {
      reference: "LANDSCAPES-002",
      title: "Landscapes Print 2",
      description: "d",
      offers: [{ size: "8x10", price: 35 }],
      currency: "USD",
      path: "/portfolio/landscapes/LANDSCAPES-002",
      imageUrl: "https://prints.example.com/i.jpg",
      collectionTitle: "Landscapes",
    };
    const offer = (ld: Record<string, unknown>) =>
      (ld.offers as { availability: string }).availability;
    expect(offer(printJsonLd(site.siteUrl, { ...facts, availability: "SoldOut" }))).toBe(
      "https://schema.org/SoldOut",
    );
    expect(
      offer(printJsonLd(site.siteUrl, { ...facts, availability: "LimitedAvailability" })),
    ).toBe("https://schema.org/LimitedAvailability");
    expect(offer(printJsonLd(site.siteUrl, facts))).toBe("https://schema.org/MadeToOrder");
  });

  it("Open Graph says it too", () => {
    const image = { src: "/images/x.jpg", width: 10, height: 10, alt: "x" };
    const data = (fields: object) => ({
      collection: { slug: "landscapes", title: "Landscapes" },
      print: {
        reference: "LANDSCAPES-002",
        title: "Landscapes Print 2",
        description: "A quiet valley.",
        quote: { sizes: [{ size: "8x10", amount: 35 }] },
        image,
        ...fields,
      },
    });
    type Tag = { property?: string; content?: string };
    const tags = pageMeta(
      site.siteUrl,
      printSeo(site.siteUrl, data(editionFields(soldOut))),
    ) as Tag[];
    expect(tags.find((t) => t.property === "og:description")?.content).toBe(
      "A quiet valley. Sold out.",
    );
    expect(tags.find((t) => t.property === "product:availability")?.content).toBe("out of stock");
    const plain = pageMeta(site.siteUrl, printSeo(site.siteUrl, data({}))) as Tag[];
    expect(plain.find((t) => t.property === "og:description")?.content).toBe("A quiet valley.");
    expect(plain.some((t) => t.property === "product:availability")).toBe(false);
  });

  it("the default message asks about similar work or a future edition for a sold-out print only", () => {
    const items = [
      { reference: "LANDSCAPES-001", title: "Landscapes Print 1" },
      { reference: "LANDSCAPES-002", title: "Landscapes Print 2" },
    ];
    const message = defaultMessage(items, new Set(["LANDSCAPES-002"]));
    expect(message).toContain("- Landscapes Print 1 (Ref: LANDSCAPES-001)\n");
    expect(message).toContain(
      "- Landscapes Print 2 (Ref: LANDSCAPES-002) - sold out: is there similar work, or will there be a future edition?",
    );
    // With no sold-out set given, no line asks.
    expect(defaultMessage(items).split("\n").slice(2, 4)).toEqual([
      "- Landscapes Print 1 (Ref: LANDSCAPES-001)",
      "- Landscapes Print 2 (Ref: LANDSCAPES-002)",
    ]);
  });
});
