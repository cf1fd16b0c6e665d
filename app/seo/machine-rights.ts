import { absoluteUrl } from "~/seo/urls";

/**
 * Rights a machine reads, from the content's `licensing`: while AI training is reserved (the
 * default), the W3C TDM Reservation Protocol's file (/.well-known/tdmrep.json) and header
 * (`tdm-reservation: 1` with `tdm-policy`) on every answer, and robots.txt refusing the AI
 * crawlers the content names. With `aiTraining: allowed`, none of it. Pure.
 */
export type MachineRights = {
  aiTraining: "reserved" | "allowed";
  aiCrawlers: readonly string[];
  /** The content's own policy address; else the About page's licensing section. */
  tdmPolicy?: string;
};

/** Where the terms of a text-and-data-mining licence are: the About page's licensing words. */
const LICENSING_SECTION = "/about#licensing";

export function tdmPolicyUrl(siteUrl: string, rights: MachineRights): string {
  return rights.tdmPolicy ?? absoluteUrl(siteUrl, LICENSING_SECTION);
}

/** The TDMRep headers for any answer of the site: none when training is allowed. */
export function tdmHeaders(siteUrl: string, rights: MachineRights): [string, string][] {
  if (rights.aiTraining !== "reserved") return [];
  return [
    ["tdm-reservation", "1"],
    ["tdm-policy", tdmPolicyUrl(siteUrl, rights)],
  ];
}

/** /.well-known/tdmrep.json: every path reserved, with the policy; an empty list when allowed. */
export function tdmrepJson(siteUrl: string, rights: MachineRights): string {
  const rules =
    rights.aiTraining === "reserved"
      ? [{ location: "/*", "tdm-reservation": 1, "tdm-policy": tdmPolicyUrl(siteUrl, rights) }]
      : [];
  return `${JSON.stringify(rules, null, 2)}\n`;
}

/** robots.txt's groups for the AI crawlers: each refused the whole site while reserved. */
export function aiCrawlerGroups(rights: MachineRights): string[] {
  if (rights.aiTraining !== "reserved" || rights.aiCrawlers.length === 0) return [];
  return [...rights.aiCrawlers.map((name) => `User-agent: ${name}`), "Disallow: /", ""];
}
