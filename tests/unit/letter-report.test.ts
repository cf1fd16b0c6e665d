import { describe, expect, it } from "vitest";
import { letterKey, letterText } from "~/letter/letter-mail.server";
import { hasNews, letterReport } from "~/letter/report";

const prints = [
  {
    reference: "URBAN-001",
    title: "Urban Print 1",
    collectionSlug: "urban",
    collectionTitle: "Urban",
  },
  {
    reference: "URBAN-002",
    title: "Urban Print 2",
    collectionSlug: "urban",
    collectionTitle: "Urban",
    edition: "Edition of 25, 7 available",
  },
  {
    reference: "NATURE-001",
    title: "Nature Print 1",
    collectionSlug: "nature",
    collectionTitle: "Nature",
  },
];
const collections = [
  { slug: "urban", title: "Urban" },
  { slug: "nature", title: "Nature" },
];
const site = {
  siteUrl: "https://prints.example.com",
  siteName: "Elena Marlowe Fine Art",
  from: "inquiries@example.com",
  to: "elena@example.com",
};

describe("the weekly letter", () => {
  const report = letterReport({
    week: "2026-W48",
    counting: true,
    days: [
      {
        counts: {
          "view|URBAN-001|": 5,
          "view|NATURE-001|": 2,
          "grid|urban|": 3,
          "inquiry||": 1,
          "inquiry|NATURE-001|24x30": 1,
        },
        visitors: 4,
      },
      {
        counts: {
          "view|URBAN-001|": 1,
          "view|URBAN-002|": 3,
          "add|URBAN-002|": 1,
          "view|GONE-001|": 9,
        },
        visitors: 2,
      },
    ],
    prints,
    collections,
    waiting: [
      {
        key: "0b9a4a46-6c52-4a8e-9a55-1f0f4c4b8e01",
        folder: "failed",
        acceptedAt: Date.parse("2026-11-20T10:00:00Z"),
      },
    ],
  });

  it("adds the week's days up: views, visitors, the funnel of each collection", () => {
    expect(report.views).toBe(11);
    expect(report.visitors).toBe(6);
    expect(report.inquiries).toBe(1);
    expect(report.mostViewed.map((l) => [l.print.reference, l.count])).toEqual([
      ["URBAN-001", 6],
      ["URBAN-002", 3],
      ["NATURE-001", 2],
    ]);
    // Added to an inquiry once: not "never asked about"; a print no longer sold is left out.
    expect(report.viewedNotAsked.map((l) => l.print.reference)).toEqual(["URBAN-001"]);
    expect(report.inquiredPrints).toEqual([
      { print: prints[2], count: 1, sizes: [{ size: "24x30", count: 1 }] },
    ]);
    expect(report.collections).toEqual([
      { collection: collections[0], gridViews: 3, views: 9, adds: 1, inquiries: 0 },
      { collection: collections[1], gridViews: 0, views: 2, adds: 0, inquiries: 1 },
    ]);
    expect(report.editions.map((p) => p.reference)).toEqual(["URBAN-002"]);
    expect(hasNews(report)).toBe(true);
  });

  it("names what waits for the photographer and the commands that send it again", () => {
    const text = letterText(report, site);
    expect(text).toContain(
      "0b9a4a46-6c52-4a8e-9a55-1f0f4c4b8e01, in failed/ since November 20, 2026",
    );
    expect(text).toContain("npm run outbox -- retry 0b9a4a46-6c52-4a8e-9a55-1f0f4c4b8e01");
    expect(text).toContain("Urban: 3 → 9 → 1 → 0");
    expect(text).toContain("URBAN-002 Urban Print 2: Edition of 25, 7 available");
  });

  it("has a key of its own per week, never a form's or a receipt's", () => {
    expect(letterKey("2026-W48")).toBe(letterKey("2026-W48"));
    expect(letterKey("2026-W48")).not.toBe(letterKey("2026-W49"));
    expect(letterKey("2026-W48")).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it("tells nothing for a week without a count or a waiting inquiry", () => {
    const quiet = letterReport({
      week: "2026-W48",
      counting: true,
      days: [],
      prints,
      collections,
      waiting: [],
    });
    expect(hasNews(quiet)).toBe(false);
  });
});
