import { describe, expect, it } from "vitest";
import { contentCatalog, heroIn, printIn } from "~/catalog/catalog";
import {
  aboutPage,
  aboutTeaser,
  collections,
  contactPage,
  faq,
  featuredPrints,
  hero,
  photographer,
  printDefaults,
} from "~/content/site";

describe("the photographer", () => {
  it("has a name, bio, specialty, philosophy and 5+ years of experience", () => {
    expect(photographer.name).not.toBe("");
    expect(photographer.bio.length).toBeGreaterThan(0);
    expect(photographer.specialty).not.toBe("");
    expect(photographer.philosophy).not.toBe("");
    expect(photographer.experience).toBe("5+ years");
  });

  it("has three feature blurbs", () => {
    expect(photographer.features).toHaveLength(3);
    for (const f of photographer.features) {
      expect(f.title).not.toBe("");
      expect(f.text).not.toBe("");
    }
  });

  it("can be reached by email and phone", () => {
    expect(photographer.contact.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    expect(photographer.contact.phone).toMatch(/\d/);
  });
});

describe("the pages' words", () => {
  it("the hero invites visitors to 'Shop Prints'", () => {
    expect(hero.cta).toBe("Shop Prints");
  });

  it("the hero's photograph is a print of the catalogue, with a focus in percent", () => {
    expect(heroIn(contentCatalog).print.reference).toBe(hero.photo.print);
    expect(() => heroIn(contentCatalog, { print: "NOPE-001", focus: { x: 50, y: 50 } })).toThrow(
      /NOPE-001 is not in the catalogue/,
    );
    expect(() =>
      heroIn(contentCatalog, { print: "LANDSCAPES-006", focus: { x: 50, y: 120 } }),
    ).toThrow(/percentages from 0 to 100/);
  });

  it("the about teaser mentions the experience", () => {
    expect(aboutTeaser.text).toContain("5+ years");
  });

  it("the contact page promises an answer within 24 hours", () => {
    expect(contactPage.promise).toBe("I'll respond within 24 hours");
  });

  it("three prints are featured", () => {
    expect(featuredPrints).toHaveLength(3);
  });
});

describe("the FAQ", () => {
  const text = faq.map((entry) => `${entry.question} ${entry.answer}`).join("\n");

  it.each([
    "8x10 to 40x60 inches",
    "5-7 business days",
    "3-5 days",
    "7-14 days",
    "tracking and insurance",
    "5+ prints",
  ])("states the specification's figure '%s'", (figure) => {
    expect(text).toContain(figure);
  });

  it("says domestic delivery takes 3-5 days and international 7-14 days", () => {
    expect(text).toMatch(/Domestic[^.]*3-5 days/);
    expect(text).toMatch(/international[^.]*7-14 days/);
  });
});

describe("the collections' content", () => {
  it("has unique, URL-safe slugs", () => {
    const slugs = collections.map((c) => c.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9-]+$/);
  });

  it("chooses a thumbnail that exists", () => {
    for (const c of collections) {
      expect(c.numbers).toContain(c.thumbnailPrint);
    }
  });
});

describe("the about page's words agree with the shop", () => {
  it("names every collection in the specialty", () => {
    for (const c of collections)
      expect(photographer.specialty.toLowerCase()).toContain(c.title.toLowerCase());
  });

  it("offers the sizes every print is sold in, and says only limited editions are numbered", () => {
    const words = photographer.features.map((f) => `${f.title} ${f.text}`).join(" ");
    for (const { size } of printDefaults.sizes) expect(words).toContain(size);
    expect(words).not.toMatch(/every print is[^.]*numbered/i);
    expect(words).toMatch(/limited editions are also numbered/i);
  });

  it("shows one of the prints", () => {
    expect(aboutPage.photo).toBe("MINIMALIST-001");
    expect(printIn(contentCatalog, "MINIMALIST-001")?.title).toBe("Minimalist Print 1");
    // The sample claims no portrait of the photographer: About shows the print.
    expect(aboutPage.portrait).toBeUndefined();
  });
});
