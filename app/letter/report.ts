import { type DayCounts, tally } from "~/counts/counts";

/**
 * What the weekly letter says, worked out from a week's counts, the catalogue and the outbox:
 * pure, so every figure in it can be checked against the views and inquiries a test made.
 */

export type LetterPrint = {
  reference: string;
  title: string;
  collectionSlug: string;
  collectionTitle: string;
  /** 'Edition of 25, 7 available' or 'SOLD OUT'; none for a print without an edition. */
  edition?: string;
};
export type LetterCollection = { slug: string; title: string };
/** A message in failed/ or quarantine/, waiting for someone. */
export type WaitingMessage = { key: string; folder: "failed" | "quarantine"; acceptedAt: number };

/** Who hears of new work: confirmed subscribers now, and who joined and left in the week. */
export type SubscriberFigures = { confirmed: number; joined: number; left: number };

export type PrintLine = { print: LetterPrint; count: number };
export type InquiredPrint = PrintLine & { sizes: { size: string; count: number }[] };
export type CollectionFunnel = {
  collection: LetterCollection;
  gridViews: number;
  views: number;
  adds: number;
  inquiries: number;
};

export type LetterReport = {
  week: string;
  /** Whether the site counted (COUNTS=on). */
  counting: boolean;
  inquiries: number;
  inquiredPrints: InquiredPrint[];
  visitors: number;
  views: number;
  mostViewed: PrintLine[];
  /** Prints viewed at least MUCH_VIEWED times that nobody added to an inquiry or asked about. */
  viewedNotAsked: PrintLine[];
  collections: CollectionFunnel[];
  editions: LetterPrint[];
  waiting: WaitingMessage[];
  /** None where the letter was not given the subscribers. */
  subscribers?: SubscriberFigures;
};

export const TOP = 5;
export const MUCH_VIEWED = 3;

const byCountThenCatalogOrder = (order: Map<string, number>) => (a: PrintLine, b: PrintLine) =>
  b.count - a.count || (order.get(a.print.reference) ?? 0) - (order.get(b.print.reference) ?? 0);

export function letterReport(input: {
  week: string;
  counting: boolean;
  days: readonly DayCounts[];
  prints: readonly LetterPrint[];
  collections: readonly LetterCollection[];
  waiting: readonly WaitingMessage[];
  subscribers?: SubscriberFigures;
}): LetterReport {
  const { days, prints, collections } = input;
  const order = new Map(prints.map((p, i) => [p.reference, i]));
  const known = new Map(prints.map((p) => [p.reference, p]));
  const views = tally(days, "view").bySubject;
  const adds = tally(days, "add").bySubject;
  const inquiries = tally(days, "inquiry");
  const grids = tally(days, "grid").bySubject;
  const lines = (counts: Map<string, number>): PrintLine[] =>
    [...counts]
      .flatMap(([reference, count]) => {
        const print = known.get(reference);
        return print && count > 0 ? [{ print, count }] : [];
      })
      .sort(byCountThenCatalogOrder(order));

  const inquiredPrints = lines(inquiries.bySubject).map((line) => ({
    ...line,
    sizes: [...(inquiries.byDetail.get(line.print.reference) ?? new Map<string, number>())]
      .map(([size, count]) => ({ size, count }))
      .sort((a, b) => b.count - a.count || a.size.localeCompare(b.size)),
  }));
  const viewed = lines(views);
  const sum = (counts: Map<string, number>, slug: string) =>
    prints
      .filter((p) => p.collectionSlug === slug)
      .reduce((total, p) => total + (counts.get(p.reference) ?? 0), 0);

  return {
    week: input.week,
    counting: input.counting,
    inquiries: inquiries.bySubject.get("") ?? 0,
    inquiredPrints,
    visitors: days.reduce((total, d) => total + d.visitors, 0),
    views: viewed.reduce((total, l) => total + l.count, 0),
    mostViewed: viewed.slice(0, TOP),
    viewedNotAsked: viewed
      .filter(
        (l) =>
          l.count >= MUCH_VIEWED &&
          !adds.get(l.print.reference) &&
          !inquiries.bySubject.get(l.print.reference),
      )
      .slice(0, TOP),
    collections: collections
      .map((collection) => ({
        collection,
        gridViews: grids.get(collection.slug) ?? 0,
        views: sum(views, collection.slug),
        adds: sum(adds, collection.slug),
        inquiries: sum(inquiries.bySubject, collection.slug),
      }))
      .sort((a, b) => b.views + b.gridViews - (a.views + a.gridViews)),
    editions: prints.filter((p) => p.edition),
    waiting: [...input.waiting].sort((a, b) => a.acceptedAt - b.acceptedAt),
    ...(input.subscribers ? { subscribers: { ...input.subscribers } } : {}),
  };
}

/**
 * Whether the letter has anything to say: a week with no count, nothing waiting and nobody who
 * joined or left sends none.
 */
export function hasNews(report: LetterReport): boolean {
  return (
    report.visitors > 0 ||
    report.views > 0 ||
    report.inquiries > 0 ||
    report.waiting.length > 0 ||
    (report.subscribers?.joined ?? 0) > 0 ||
    (report.subscribers?.left ?? 0) > 0
  );
}
