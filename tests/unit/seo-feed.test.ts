import { describe, expect, it } from "vitest";
import {
  atomFeed,
  entryDate,
  entryId,
  type FeedEntry,
  jsonFeed,
  newestFirst,
  UNDATED,
} from "~/seo/feed";

const entry = (reference: string, date: string, caption?: string): FeedEntry => ({
  reference,
  title: `Print ${reference}`,
  path: `/portfolio/urban/${reference}`,
  ...(caption ? { caption } : {}),
  description: "A description.",
  collectionTitle: "Urban",
  sizes: "8x10, 11x14",
  priceRange: "$40 - $95",
  date,
  image: { src: `/images/${reference.toLowerCase()}.jpg`, width: 1280, height: 853, bytes: 1234 },
});

const site = {
  siteUrl: "https://prints.example.com",
  title: "Elena Marlowe Fine Art",
  author: "Elena Marlowe",
  description: "New prints.",
};

describe("the feeds' rules", () => {
  it("dates a print by its content, else its original's capture, else a fixed date", () => {
    expect(entryDate("2025-03-01", "2024-05-01T06:12:00")).toBe("2025-03-01T00:00:00Z");
    expect(entryDate(undefined, "2024-05-01T06:12:00")).toBe("2024-05-01T06:12:00Z");
    expect(entryDate(undefined, "2024-05-01T06:12:00+02:00")).toBe("2024-05-01T04:12:00Z");
    expect(entryDate(undefined, "not a date")).toBe(UNDATED);
    expect(entryDate(undefined, undefined)).toBe(UNDATED);
  });

  it("puts the newest first and keeps the catalogue's order among equals", () => {
    const sorted = newestFirst([
      entry("URBAN-001", UNDATED),
      entry("URBAN-002", "2025-01-01T00:00:00Z"),
      entry("URBAN-003", UNDATED),
      entry("URBAN-004", "2025-06-01T00:00:00Z"),
    ]);
    expect(sorted.map((e) => e.reference)).toEqual([
      "URBAN-004",
      "URBAN-002",
      "URBAN-001",
      "URBAN-003",
    ]);
  });

  it("gives each print an id of its own that does not change", () => {
    expect(entryId(site.siteUrl, "URBAN-001")).toBe("tag:prints.example.com,2024:print:URBAN-001");
  });

  it("escapes what the photographer wrote, in both feeds", () => {
    const tricky = entry("URBAN-001", UNDATED, `Rain & "neon" <after midnight>`);
    const atom = atomFeed(site, [tricky]);
    expect(atom).toContain("Rain &amp; &quot;neon&quot; &lt;after midnight&gt;");
    expect(atom).not.toContain("<after midnight>");
    expect(atom).toContain(
      '<link rel="enclosure" type="image/jpeg" href="https://prints.example.com/images/urban-001.jpg" length="1234"/>',
    );
    const json = jsonFeed(site, [tricky]) as { items: { summary: string; image: string }[] };
    expect(json.items[0]?.summary).toBe(`Rain & "neon" <after midnight>`);
    expect(json.items[0]?.image).toBe("https://prints.example.com/images/urban-001.jpg");
  });
});
