import { describe, expect, it } from "vitest";
import {
  cameFromCollection,
  collectionHrefFor,
  openedFromCollection,
  rememberLastViewed,
  takeLastViewed,
} from "~/viewer/last-viewed";

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
    items,
  };
}

describe("last viewed print", () => {
  it("is given back once, for its own collection", () => {
    const storage = memoryStorage();
    rememberLastViewed(storage, "abstract", "ABSTRACT-004");
    expect(takeLastViewed(storage, "abstract")).toBe("ABSTRACT-004");
    expect(takeLastViewed(storage, "abstract")).toBeNull();
  });
  it("is not given to another collection, and is forgotten there", () => {
    const storage = memoryStorage();
    rememberLastViewed(storage, "abstract", "ABSTRACT-004");
    expect(takeLastViewed(storage, "urban")).toBeNull();
    expect(storage.items.size).toBe(0);
  });
  it("survives broken or forbidden storage", () => {
    const storage = memoryStorage();
    storage.items.set("viewer:lastViewed", "{not json");
    expect(takeLastViewed(storage, "abstract")).toBeNull();
    const forbidden = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {},
    };
    expect(() => rememberLastViewed(forbidden, "abstract", "ABSTRACT-001")).not.toThrow();
    expect(takeLastViewed(forbidden, "abstract")).toBeNull();
  });
});

describe("navigation state", () => {
  it("tells whether the viewer was opened from its collection", () => {
    expect(cameFromCollection(openedFromCollection())).toBe(true);
    expect(cameFromCollection(null)).toBe(false);
    expect(cameFromCollection({ other: 1 })).toBe(false);
  });
  it("goes Back only while the print is on a page the grid showed", () => {
    // A grid that had grown to its pages 1 and 2 as the visitor scrolled.
    const state = openedFromCollection(1, 2);
    expect(cameFromCollection(state, 1)).toBe(true);
    expect(cameFromCollection(state, 2)).toBe(true);
    // Paged on in the viewer to a print of page 3: Back would show a grid without its card.
    expect(cameFromCollection(state, 3)).toBe(false);
    expect(cameFromCollection(openedFromCollection(2), 1)).toBe(false);
    expect(cameFromCollection({ viewerOpenedFrom: "collection", pages: ["1", 2] }, 1)).toBe(false);
  });
  it("points back at the print's card", () => {
    expect(collectionHrefFor("/portfolio/abstract", "ABSTRACT-004")).toBe(
      "/portfolio/abstract#ABSTRACT-004",
    );
  });
});
