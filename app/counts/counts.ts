/**
 * What the site counts of its own visits, as pure rules: the kinds of count, the day a moment
 * falls on, which requests are not a person's view (crawlers, link previews, prefetches), the
 * counting picture's address for a page, and how the per-process files of a day add up.
 *
 * Nothing here knows a visitor: a count is a kind, a print or collection, maybe a size, and a
 * number. Unique visitors are salted hashes that live one day (store.server.ts).
 */

/**
 * view: a print's page was shown; add: the contact page was reached with the print in the
 * inquiry ('Add to Inquiry'); inquiry: an inquiry naming it was sent (with the size chosen, if
 * any); grid: a collection's page; page: any other page (for the day's visitors).
 */
export const COUNT_KINDS = ["view", "add", "inquiry", "grid", "page"] as const;
export type CountKind = (typeof COUNT_KINDS)[number];

export type CountEvent = { kind: CountKind; subject: string; detail?: string };

/** One day's counts as a file holds them: `kind|subject|detail` → how many; visitors' hashes. */
export type DayCounts = { counts: Record<string, number>; visitors: number };

export function countKey(event: CountEvent): string {
  return `${event.kind}|${event.subject}|${event.detail ?? ""}`;
}

export function parseCountKey(key: string): CountEvent | undefined {
  const [kind, subject = "", detail = ""] = key.split("|");
  if (!COUNT_KINDS.includes(kind as CountKind)) return undefined;
  return { kind: kind as CountKind, subject, ...(detail ? { detail } : {}) };
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** '2026-11-26': the calendar day `at` falls on in `timeZone`. */
export function dayOf(at: Date | number, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    dayFormats.set(timeZone, format);
  }
  return format.format(at);
}

export const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The day after (or `n` days after) a 'YYYY-MM-DD' day, calendar arithmetic only. */
export function addDays(day: string, n: number): string {
  const at = new Date(`${day}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + n);
  return at.toISOString().slice(0, 10);
}

/**
 * Crawlers, link previews, monitors and command-line clients that name themselves. A person's
 * browser never says any of these words; a robot that pretends to be a browser is counted, as
 * every counter without a script's help counts it (few load the page's pictures).
 */
const ROBOT =
  /bot\b|bot\/|crawl|spider|slurp|preview|facebookexternalhit|meta-external|embedly|whatsapp|telegram|discord|slack|skype|vkshare|pinterest|lighthouse|headlesschrome|pagespeed|gtmetrix|pingdom|uptime|monitor|curl\/|wget|python-|go-http|node-fetch|axios|okhttp|java\/|libwww|httpclient|feed|rss|scrapy|ahrefs|semrush|mj12|petal|bytespider|gptbot|claude|perplexity|ccbot|amazonbot|applebot|bingpreview|yandex|baidu|duckduck|qwant|seznam/i;

export type CountRequest = {
  method: string;
  userAgent: string | undefined;
  /** `Sec-Purpose` (or the older `Purpose`, `X-Moz`, `X-Purpose`): a prefetch or prerender. */
  purpose: string | undefined;
};

/** Whether a request for the counting picture is a person's view of a page. */
export function isPersonsView(request: CountRequest): boolean {
  if (request.method !== "GET") return false;
  if (request.purpose && /prefetch|prerender|preview/i.test(request.purpose)) return false;
  const ua = request.userAgent?.trim();
  if (!ua) return false;
  return !ROBOT.test(ua);
}

/** A page's word for what it shows, from its route's `handle.count`. */
export type PageCount =
  | { kind: "print"; reference: string }
  | { kind: "collection"; slug: string }
  | { kind: "contact"; references: string[] }
  | { kind: "page" };

/**
 * The counting picture's address for a page: `/c/print/LANDSCAPES-001`. `view` tells one showing
 * of the page from the next (a client-side navigation back to the same print is another view,
 * and the browser would otherwise reuse the picture it already has); the server ignores it.
 */
export function countPath(page: PageCount, view: string): string {
  const suffix = `?v=${encodeURIComponent(view)}`;
  switch (page.kind) {
    case "print":
      return `/c/print/${encodeURIComponent(page.reference)}${suffix}`;
    case "collection":
      return `/c/collection/${encodeURIComponent(page.slug)}${suffix}`;
    case "contact":
      return page.references.length > 0
        ? `/c/contact/${page.references.map(encodeURIComponent).join("+")}${suffix}`
        : `/c/page${suffix}`;
    case "page":
      return `/c/page${suffix}`;
  }
}

/** The counts a request for `/c/<what>/<subject>` stands for; none for an address we never make. */
export function eventsOf(
  what: string,
  subject: string,
  known: { print: (reference: string) => boolean; collection: (slug: string) => boolean },
): CountEvent[] {
  switch (what) {
    case "print":
      return known.print(subject) ? [{ kind: "view", subject }] : [];
    case "collection":
      return known.collection(subject) ? [{ kind: "grid", subject }] : [];
    case "contact": {
      const references = [...new Set(subject.split("+").map((r) => r.trim().toUpperCase()))];
      return references
        .filter(known.print)
        .map((reference) => ({ kind: "add", subject: reference }));
    }
    case "page":
      return subject === "" ? [{ kind: "page", subject: "" }] : [];
    default:
      return [];
  }
}

/** The sum of several files' counts for one day (the processes that counted it). */
export function addCounts(parts: readonly Record<string, number>[]): Record<string, number> {
  const total: Record<string, number> = {};
  for (const part of parts) {
    for (const [key, n] of Object.entries(part)) {
      if (Number.isSafeInteger(n) && n > 0) total[key] = (total[key] ?? 0) + n;
    }
  }
  return total;
}

/** How many of `kind` a day's counts hold, by subject (and, for inquiries, by size). */
export function tally(
  days: readonly DayCounts[],
  kind: CountKind,
): { bySubject: Map<string, number>; byDetail: Map<string, Map<string, number>> } {
  const bySubject = new Map<string, number>();
  const byDetail = new Map<string, Map<string, number>>();
  for (const day of days) {
    for (const [key, n] of Object.entries(day.counts)) {
      const event = parseCountKey(key);
      if (!event || event.kind !== kind) continue;
      bySubject.set(event.subject, (bySubject.get(event.subject) ?? 0) + n);
      if (event.detail) {
        const sizes = byDetail.get(event.subject) ?? new Map<string, number>();
        sizes.set(event.detail, (sizes.get(event.detail) ?? 0) + n);
        byDetail.set(event.subject, sizes);
      }
    }
  }
  return { bySubject, byDetail };
}

/**
 * The counts of one inquiry sent: one for the inquiry, and one for each print in it with the
 * size chosen (none when the visitor chose none).
 */
export function inquiryEvents(
  prints: readonly { reference: string; choice?: { size: string } }[],
): CountEvent[] {
  return [
    { kind: "inquiry", subject: "" },
    ...prints.map((p) => ({
      kind: "inquiry" as const,
      subject: p.reference,
      ...(p.choice ? { detail: p.choice.size } : {}),
    })),
  ];
}
