import { describe, expect, it } from "vitest";
import {
  answerPage,
  collectionPageHref,
  neighbourPages,
  PRINTS_PER_PAGE,
  pageCount,
  pageOfIndex,
  printsOfPage,
} from "~/catalog/collection-pages";

describe("a collection's pages", () => {
  it("keeps a collection of up to 24 prints on one page", () => {
    expect(PRINTS_PER_PAGE).toBe(24);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(18)).toBe(1);
    expect(pageCount(24)).toBe(1);
    expect(pageCount(25)).toBe(2);
    expect(pageCount(240)).toBe(10);
    expect(pageCount(10, 4)).toBe(3);
  });

  it("finds the page showing a print", () => {
    expect(pageOfIndex(0)).toBe(1);
    expect(pageOfIndex(23)).toBe(1);
    expect(pageOfIndex(24)).toBe(2);
    expect(pageOfIndex(239)).toBe(10);
    expect(pageOfIndex(5, 4)).toBe(2);
  });

  it("gives the first page the collection's own address", () => {
    expect(collectionPageHref("nature", 1)).toBe("/portfolio/nature");
    expect(collectionPageHref("nature", 3)).toBe("/portfolio/nature?page=3");
  });

  it("gives each page its own prints, the last one the rest", () => {
    const prints = Array.from({ length: 60 }, (_, i) => i + 1);
    expect(printsOfPage(prints, 1)).toEqual(prints.slice(0, 24));
    expect(printsOfPage(prints, 2)).toEqual(prints.slice(24, 48));
    expect(printsOfPage(prints, 3)).toEqual(prints.slice(48));
    expect(printsOfPage(prints.slice(0, 18), 1)).toHaveLength(18);
  });

  it("shows the page an address asks for, the first without a page", () => {
    expect(answerPage(null, 3)).toEqual({ show: 1 });
    expect(answerPage("2", 3)).toEqual({ show: 2 });
    expect(answerPage("3", 3)).toEqual({ show: 3 });
  });

  it("sends ?page=1 to the collection's own address for good", () => {
    expect(answerPage("1", 3)).toEqual({ goTo: 1, permanent: true });
    expect(answerPage("1", 1)).toEqual({ goTo: 1, permanent: true });
  });

  it("sends an address that names no page to the nearest page there is, for now", () => {
    for (const raw of ["abc", "", "0", "-1", "1.5", "2e1", " 2"]) {
      expect(answerPage(raw, 3), raw).toEqual({ goTo: 1, permanent: false });
    }
    expect(answerPage("4", 3)).toEqual({ goTo: 3, permanent: false });
    expect(answerPage("99999999999999999999", 3)).toEqual({ goTo: 3, permanent: false });
    expect(answerPage("02", 3)).toEqual({ goTo: 2, permanent: false });
    // A collection of one page has no ?page=2.
    expect(answerPage("2", 1)).toEqual({ goTo: 1, permanent: false });
  });

  it("links the pages before and after those shown", () => {
    expect(neighbourPages("archiv", 1, 1, 3)).toEqual({ next: "/portfolio/archiv?page=2" });
    expect(neighbourPages("archiv", 2, 2, 3)).toEqual({
      previous: "/portfolio/archiv",
      next: "/portfolio/archiv?page=3",
    });
    expect(neighbourPages("archiv", 3, 3, 3)).toEqual({ previous: "/portfolio/archiv?page=2" });
    // Pages 1 and 2 shown together (the second added as the visitor scrolled): on to the third.
    expect(neighbourPages("archiv", 1, 2, 3)).toEqual({ next: "/portfolio/archiv?page=3" });
    expect(neighbourPages("nature", 1, 1, 1)).toEqual({});
  });
});
