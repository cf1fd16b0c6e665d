import { describe, expect, it } from "vitest";
import { onePageOfEachKind, PAGE_KINDS, sitePages } from "~/seo/site-pages";

// The test's own shelf: two collections, three prints.
const print = (collectionSlug: string, n: number) => ({
  collectionSlug,
  reference: `${collectionSlug.toUpperCase()}-00${n}`,
});
const shelf = [
  { slug: "harbour", prints: [print("harbour", 1), print("harbour", 2)] },
  { slug: "forest", prints: [print("forest", 1)] },
];

describe("the site's pages", () => {
  it("are every fixed page, each collection and each print, in the sitemap's order", () => {
    expect(sitePages(shelf).map((p) => `${p.kind} ${p.path}`)).toEqual([
      "home /",
      "portfolio /portfolio",
      "collection /portfolio/harbour",
      "collection /portfolio/forest",
      "print /portfolio/harbour/HARBOUR-001",
      "print /portfolio/harbour/HARBOUR-002",
      "print /portfolio/forest/FOREST-001",
      "about /about",
      "contact /contact",
      "subscribe /subscribe",
    ]);
  });

  it("carry the collection or print a page shows", () => {
    const pages = sitePages(shelf);
    const forest = pages.find((p) => p.path === "/portfolio/forest");
    expect(forest?.kind === "collection" && forest.collection).toBe(shelf[1]);
    const second = pages.find((p) => p.path === "/portfolio/harbour/HARBOUR-002");
    expect(second?.kind === "print" && second.print).toBe(shelf[0]?.prints[1]);
  });

  it("give one page of each kind, the first of its kind", () => {
    expect(onePageOfEachKind(shelf).map((p) => p.path)).toEqual([
      "/",
      "/portfolio",
      "/portfolio/harbour",
      "/portfolio/harbour/HARBOUR-001",
      "/about",
      "/contact",
      "/subscribe",
    ]);
    expect(onePageOfEachKind(shelf).map((p) => p.kind)).toEqual([...PAGE_KINDS]);
  });

  it("leave out a kind with no page: a site with no collection yet", () => {
    expect(onePageOfEachKind([]).map((p) => p.kind)).toEqual([
      "home",
      "portfolio",
      "about",
      "contact",
      "subscribe",
    ]);
    expect(onePageOfEachKind([{ slug: "empty", prints: [] }]).map((p) => p.kind)).not.toContain(
      "print",
    );
  });
});
