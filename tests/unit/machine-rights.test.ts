import { describe, expect, it } from "vitest";
import { AI_CRAWLERS } from "~/content/content-schema";
import { aiCrawlerGroups, tdmHeaders, tdmrepJson } from "~/seo/machine-rights";
import { robotsTxt } from "~/seo/sitemap";
import { DATA_MINING_RESERVED, embeddedRights, rightsXmp } from "../../scripts/embedded-rights";

/**
 * AI training reserved by default (content: licensing.aiTraining), said in every place a machine
 * reads; and none of it when the photographer allows training.
 */
const site = "https://prints.example";
const reserved = { aiTraining: "reserved" as const, aiCrawlers: AI_CRAWLERS };
const allowed = { aiTraining: "allowed" as const, aiCrawlers: AI_CRAWLERS };

describe("rights a machine reads", () => {
  it("reserved: the TDMRep header and file, with the licensing words as policy", () => {
    expect(tdmHeaders(site, reserved)).toEqual([
      ["tdm-reservation", "1"],
      ["tdm-policy", `${site}/about#licensing`],
    ]);
    expect(
      JSON.parse(tdmrepJson(site, { ...reserved, tdmPolicy: "https://x.example/tdm.json" })),
    ).toEqual([
      { location: "/*", "tdm-reservation": 1, "tdm-policy": "https://x.example/tdm.json" },
    ]);
  });

  it("reserved: robots.txt refuses each AI crawler the whole site, and lets search engines in", () => {
    const text = robotsTxt(site, aiCrawlerGroups(reserved));
    for (const bot of ["GPTBot", "CCBot", "Google-Extended", "ClaudeBot"])
      expect(text).toContain(`User-agent: ${bot}\n`);
    expect(text).toMatch(/User-agent: Omgilibot\nDisallow: \/\n\nUser-agent: \*\nAllow: \/\n/);
  });

  it("reserved: Data Mining beside creator and copyright in every picture's XMP", () => {
    const rights = embeddedRights(undefined, {
      creator: "Elena Marlowe",
      copyright: "© Elena Marlowe",
      dataMining: DATA_MINING_RESERVED,
    });
    expect(rightsXmp(rights)).toContain(
      "<plus:DataMining>http://ns.useplus.org/ldf/vocab/DMI-PROHIBITED-AIMLTRAINING</plus:DataMining>",
    );
  });

  it("allowed: no header, an empty TDMRep file, no crawler named, no Data Mining", () => {
    expect(tdmHeaders(site, allowed)).toEqual([]);
    expect(JSON.parse(tdmrepJson(site, allowed))).toEqual([]);
    expect(robotsTxt(site, aiCrawlerGroups(allowed))).toBe(
      `User-agent: *\nAllow: /\n\nSitemap: ${site}/sitemap.xml\n`,
    );
    expect(rightsXmp(embeddedRights(undefined, { creator: "Elena Marlowe" }))).not.toContain(
      "DataMining",
    );
  });
});
