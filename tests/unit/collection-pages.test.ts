import { describe, expect, it } from "vitest";
import {
  collectionPageHref,
  PRINTS_PER_PAGE,
  pageCount,
  pageOfIndex,
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
});
