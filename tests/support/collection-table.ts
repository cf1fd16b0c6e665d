/**
 * The specification's table of collections, in order: slug, how many prints, the price range on
 * its card. Written out, so that a content edit cannot silently change what the tests expect; the
 * unit tests check the catalogue against it, the browser tests the portfolio page.
 */
export const collectionTable = [
  { slug: "abstract", count: 12, priceRange: "$35 - $85" },
  { slug: "landscapes", count: 10, priceRange: "$45 - $125" },
  { slug: "urban", count: 15, priceRange: "$40 - $95" },
  { slug: "minimalist", count: 8, priceRange: "$50 - $110" },
  { slug: "portraits", count: 12, priceRange: "$55 - $135" },
  { slug: "nature", count: 18, priceRange: "$40 - $100" },
] as const;
