import { describe, expect, it } from "vitest";
import { contentCatalog, type Print, printIn } from "~/catalog/catalog";
import { certificateOf, groupedToken, imageSize, mediumOf } from "~/certificates/certificate";
import { certificateJsonLd, ownersJsonLd } from "~/certificates/certificate-seo";

/** What a certificate says, on the sample (LANDSCAPES-001: 25 copies; 002: 10 + 2 AP). */
const facts = { photographer: "Elena Marlowe", unit: "in", locale: "en-US" };
const register = { prints: {} };
const print = (reference: string) => printIn(contentCatalog, reference) as Print;
const copy = { number: 19, token: "t".repeat(22), date: "2026-11-20", size: "16x20" };

describe("a certificate", () => {
  it("names the copy, its size and finish, and the buyer only when given", () => {
    const c = certificateOf(
      print("LANDSCAPES-001"),
      { ...copy, paper: "baryta", frame: "oak" },
      register,
      facts,
    );
    expect(c).toMatchObject({
      title: "Landscapes Print 1",
      reference: "LANDSCAPES-001",
      copyOf: "19 of 25",
      serialNumber: "19/25",
      size: "16x20 in",
      paper: "Baryta",
      frame: "Oak frame",
      dateText: "November 20, 2026",
    });
    expect(c).not.toHaveProperty("buyer");
    expect(c?.statement).toMatch(/^I, Elena Marlowe, certify .* limited edition of 25,/);
    expect(
      certificateOf(print("LANDSCAPES-001"), { ...copy, buyer: "Ada" }, register, facts)?.buyer,
    ).toBe("Ada");
  });

  it("says the year the photograph was made apart from the sale, and its number in words", () => {
    const made = { ...print("LANDSCAPES-001"), date: "2019-06-03" };
    expect(certificateOf(made, copy, register, facts)).toMatchObject({
      year: "2019",
      date: "2026-11-20",
      number: "tttt tttt tttt tttt tttt tt",
    });
    // Without a date in the content or the file, no year is made up.
    expect(certificateOf(print("LANDSCAPES-001"), copy, register, facts)).not.toHaveProperty(
      "year",
    );
  });

  it("names the holder now, and everyone who held it in order, the buyer first", () => {
    const passed = {
      ...copy,
      buyer: "Ada Lovelace",
      owners: [
        { name: "Jonas Weber", date: "2027-03-03" },
        { name: "Mo Chen", date: "2028-01-15" },
      ],
    };
    const c = certificateOf(print("LANDSCAPES-001"), passed, register, facts);
    expect(c?.buyer).toBe("Mo Chen");
    expect(c?.owners.map((o) => [o.name, o.dateText])).toEqual([
      ["Ada Lovelace", "November 20, 2026"],
      ["Jonas Weber", "March 3, 2027"],
      ["Mo Chen", "January 15, 2028"],
    ]);
    // schema.org: each a Person who owned it from one day through the next owner's, and from whom.
    const people = ownersJsonLd("https://prints.example", "/certificate/abc", c?.owners ?? []);
    expect(people.map((p) => p.owns)).toEqual([
      {
        "@type": "OwnershipInfo",
        typeOfGood: { "@id": "https://prints.example/certificate/abc#copy" },
        ownedFrom: "2026-11-20",
        ownedThrough: "2027-03-03",
        acquiredFrom: { "@id": "https://prints.example/about#photographer" },
      },
      {
        "@type": "OwnershipInfo",
        typeOfGood: { "@id": "https://prints.example/certificate/abc#copy" },
        ownedFrom: "2027-03-03",
        ownedThrough: "2028-01-15",
        acquiredFrom: { "@type": "Person", name: "Ada Lovelace" },
      },
      {
        "@type": "OwnershipInfo",
        typeOfGood: { "@id": "https://prints.example/certificate/abc#copy" },
        ownedFrom: "2028-01-15",
        acquiredFrom: { "@type": "Person", name: "Jonas Weber" },
      },
    ]);
    // Never passed on: one owner, the buyer (or nobody named).
    expect(certificateOf(print("LANDSCAPES-001"), copy, register, facts)?.owners).toHaveLength(1);
  });

  it("an artist's proof, a voided copy, the photographer's own statement", () => {
    const c = certificateOf(
      print("LANDSCAPES-002"),
      { ...copy, number: 1, proof: true, void: { date: "2026-12-01", reason: "returned" } },
      { prints: {}, certificate: { statement: "Mine." } },
      facts,
    );
    expect(c).toMatchObject({
      copyOf: "Artist's proof 1 of 2",
      serialNumber: "AP 1/2",
      voidedOn: "December 1, 2026",
      statement: "Mine.",
    });
    expect(JSON.stringify(c)).not.toContain("returned");
    // An open edition has no numbered copies.
    expect(certificateOf(print("LANDSCAPES-003"), copy, register, facts)).toBeUndefined();
  });

  it("JSON-LD: an IndividualProduct '19/25', an example of the print's VisualArtwork (artEdition 25)", () => {
    const ld = certificateJsonLd("https://prints.example", {
      path: "/certificate/abc",
      printPath: "/portfolio/landscapes/LANDSCAPES-001",
      title: "Landscapes Print 1",
      reference: "LANDSCAPES-001",
      serialNumber: "19/25",
      editionSize: 25,
      size: "16x20 in",
      date: "2026-11-20",
      imageUrl: "https://prints.example/images/x.jpg",
    });
    expect(ld).toMatchObject({
      "@type": ["IndividualProduct", "VisualArtwork"],
      serialNumber: "19/25",
      exampleOfWork: {
        "@type": "VisualArtwork",
        "@id": "https://prints.example/portfolio/landscapes/LANDSCAPES-001#print",
        artEdition: 25,
      },
    });
  });
});

describe("groupedToken", () => {
  it("writes a token in groups of four, to read aloud or compare", () => {
    expect(groupedToken("F2CNHuqU7V3LO6-XlwS1ug")).toBe("F2CN HuqU 7V3L O6-X lwS1 ug");
    expect(groupedToken("abcd")).toBe("abcd");
  });
});

describe("the certificate's facts an insurer asks for", () => {
  it("the image's size on its sheet, where the content states the margin", () => {
    expect(imageSize("16x20", 1)).toBe("14x18");
    expect(imageSize("50x70", 2.5)).toBe("45x65");
    expect(imageSize("16x20", undefined)).toBeUndefined();
    expect(imageSize("4x6", 3)).toBeUndefined();
  });

  it("the medium in full, where the content says more than the paper's name", () => {
    expect(
      mediumOf({
        id: "rag",
        label: "Photo Rag",
        maker: "Hahnemühle",
        weight: 308,
        process: "Archival pigment print",
      }),
    ).toBe("Archival pigment print on Hahnemühle Photo Rag, 308 g/m²");
    expect(mediumOf({ id: "rag", label: "Photo Rag", weight: 308 })).toBe("Photo Rag, 308 g/m²");
    expect(mediumOf({ id: "rag", label: "Cotton rag" })).toBeUndefined();
  });

  it("the edition's terms: across all sizes unless stated per size, with its proofs", () => {
    const c = certificateOf(print("LANDSCAPES-002"), copy, register, facts);
    expect(c?.terms).toBe("An edition of 10 across all sizes, and 2 artist's proofs");
    const perSize = print("LANDSCAPES-001");
    const edition = { ...(perSize.edition as object), per: "size" } as typeof perSize.edition;
    expect(certificateOf({ ...perSize, edition }, copy, register, facts)?.terms).toBe(
      "An edition of 25 in each size",
    );
  });
});
