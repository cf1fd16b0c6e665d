import type { CollectionContent } from "~/content/site";

/** A small collection for catalogue tests: three prints, SEA-001 to SEA-003. */
export function seaCollection(overrides: Partial<CollectionContent> = {}): CollectionContent {
  return {
    slug: "sea",
    title: "Sea",
    description: "Waves.",
    longDescription: "Waves and more waves.",
    order: 1,
    numbers: [1, 2, 3],
    aspectRatio: "3/2",
    thumbnailPrint: 1,
    prints: {},
    ...overrides,
  };
}
