import escapeHtml from "escape-html";
import { absoluteUrl } from "~/seo/urls";
import { language, say } from "~/words/say";

/**
 * The site's feeds, one entry per print, newest first: Atom (RFC 4287) at /feed.xml and JSON Feed
 * 1.1 at /feed.json, for followers whose reader shows what the photographer adds. Pure: the
 * routes hand in the prints, their dates and pictures.
 */

/**
 * The date a print without one is given (a sample artwork, an original without a capture date):
 * fixed, so its entry never looks new again to a reader, and after any dated print.
 */
export const UNDATED = "2024-01-01T00:00:00Z";

export type FeedEntry = {
  reference: string;
  title: string;
  /** The viewer page's path. */
  path: string;
  caption?: string;
  description: string;
  collectionTitle: string;
  sizes: string;
  priceRange: string;
  /** ISO 8601 with a zone. */
  date: string;
  image?: { src: string; width: number; height: number; bytes?: number };
};

export type FeedSite = { siteUrl: string; title: string; author: string; description: string };

/**
 * A print's date for the feed: the one the content gives, else its original's capture date (as
 * the file says it, taken as UTC where it names no zone), else UNDATED.
 */
export function entryDate(content: string | undefined, captured: string | undefined): string {
  for (const value of [content, captured]) {
    if (!value) continue;
    const withZone =
      /(Z|[+-]\d{2}:?\d{2})$/.test(value) || !value.includes("T") ? value : `${value}Z`;
    const at = Date.parse(withZone);
    if (Number.isFinite(at)) return new Date(at).toISOString().replace(/\.000Z$/, "Z");
  }
  return UNDATED;
}

/** Newest first; prints of the same date keep the catalogue's order. */
export function newestFirst(entries: readonly FeedEntry[]): FeedEntry[] {
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => b.entry.date.localeCompare(a.entry.date) || a.index - b.index)
    .map(({ entry }) => entry);
}

/** A print's id, the same for as long as its reference and the site's host stay. */
export function entryId(siteUrl: string, reference: string): string {
  const host = new URL(siteUrl).hostname || "localhost";
  return `tag:${host},2024:print:${reference}`;
}

/** "Landscapes. Sizes 8x10, 11x14. $35 - $125." */
function factsOf(entry: FeedEntry): string {
  return say("feed.printFacts", {
    collection: entry.collectionTitle,
    sizes: entry.sizes,
    price: entry.priceRange,
  });
}

/** The words of an entry: its caption (or description), then what it costs. */
export function entryText(entry: FeedEntry): string {
  return `${entry.caption ?? entry.description}\n\n${factsOf(entry)}`;
}

function entryHtml(entry: FeedEntry, siteUrl: string): string {
  const picture = entry.image
    ? `<p><img src="${escapeHtml(absoluteUrl(siteUrl, entry.image.src))}" width="${entry.image.width}" height="${entry.image.height}" alt=""></p>`
    : "";
  const words = entry.caption ?? entry.description;
  return `${picture}<p>${escapeHtml(words)}</p><p>${escapeHtml(factsOf(entry))}</p>`;
}

function updatedOf(entries: readonly FeedEntry[]): string {
  return entries.reduce((latest, e) => (e.date > latest ? e.date : latest), UNDATED);
}

export function atomFeed(site: FeedSite, entries: readonly FeedEntry[]): string {
  const self = absoluteUrl(site.siteUrl, "/feed.xml");
  const home = absoluteUrl(site.siteUrl, "/");
  const items = entries.map((entry) => {
    const link = absoluteUrl(site.siteUrl, entry.path);
    const enclosure = entry.image
      ? `\n    <link rel="enclosure" type="image/jpeg" href="${escapeHtml(absoluteUrl(site.siteUrl, entry.image.src))}"${entry.image.bytes ? ` length="${entry.image.bytes}"` : ""}/>`
      : "";
    return `  <entry>
    <id>${escapeHtml(entryId(site.siteUrl, entry.reference))}</id>
    <title>${escapeHtml(entry.title)}</title>
    <updated>${entry.date}</updated>
    <published>${entry.date}</published>
    <link rel="alternate" type="text/html" href="${escapeHtml(link)}"/>${enclosure}
    <category term="${escapeHtml(entry.collectionTitle)}"/>
    <summary>${escapeHtml(entryText(entry))}</summary>
    <content type="html">${escapeHtml(entryHtml(entry, site.siteUrl))}</content>
  </entry>`;
  });
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeHtml(language)}">
  <id>${escapeHtml(home)}</id>
  <title>${escapeHtml(site.title)}</title>
  <subtitle>${escapeHtml(site.description)}</subtitle>
  <updated>${updatedOf(entries)}</updated>
  <author><name>${escapeHtml(site.author)}</name><uri>${escapeHtml(home)}</uri></author>
  <link rel="self" type="application/atom+xml" href="${escapeHtml(self)}"/>
  <link rel="alternate" type="text/html" href="${escapeHtml(home)}"/>
  <icon>${escapeHtml(absoluteUrl(site.siteUrl, "/favicon.svg"))}</icon>
${items.join("\n")}
</feed>
`;
}

export function jsonFeed(site: FeedSite, entries: readonly FeedEntry[]): Record<string, unknown> {
  return {
    version: "https://jsonfeed.org/version/1.1",
    title: site.title,
    description: site.description,
    home_page_url: absoluteUrl(site.siteUrl, "/"),
    feed_url: absoluteUrl(site.siteUrl, "/feed.json"),
    icon: absoluteUrl(site.siteUrl, "/apple-touch-icon.png"),
    favicon: absoluteUrl(site.siteUrl, "/favicon.svg"),
    language,
    authors: [{ name: site.author, url: absoluteUrl(site.siteUrl, "/about") }],
    items: entries.map((entry) => ({
      id: entryId(site.siteUrl, entry.reference),
      url: absoluteUrl(site.siteUrl, entry.path),
      title: entry.title,
      summary: entry.caption ?? entry.description,
      content_text: entryText(entry),
      content_html: entryHtml(entry, site.siteUrl),
      ...(entry.image ? { image: absoluteUrl(site.siteUrl, entry.image.src) } : {}),
      date_published: entry.date,
      date_modified: entry.date,
      tags: [entry.collectionTitle],
      _print: { reference: entry.reference, sizes: entry.sizes, price_range: entry.priceRange },
    })),
  };
}
