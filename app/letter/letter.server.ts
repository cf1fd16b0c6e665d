import { servedCatalog } from "~/catalog/catalog.server";
import { editionStatus } from "~/catalog/edition";
import type { Config } from "~/config/env.server";
import { photographer } from "~/content/site";
import type { DayCounts } from "~/counts/counts";
import type { CountStore } from "~/counts/store.server";
import { inquiryRecipient } from "~/inquiry/recipient";
import { letterEmail, letterKey } from "~/letter/letter-mail.server";
import {
  hasNews,
  type LetterReport,
  letterReport,
  type SubscriberFigures,
  type WaitingMessage,
} from "~/letter/report";
import { daysOfWeek } from "~/letter/week";
import { emailThumbnails } from "~/mail/email-thumbnails.server";
import { type MailSite, rawMessage } from "~/mail/envelope.server";
import type { Outbox } from "~/outbox/outbox.server";

/**
 * One week's letter, from the counts, the catalogue and the outbox, written into the outbox under
 * its week's key: the outbox takes a key once (whichever process, however many restarts), and its
 * delivery worker sends it to INQUIRY_TO as it sends inquiries, retrying while mail is down.
 */

/**
 * What the letter reads of the subscribers (the subscriptions' store, SubscriberStore): said here
 * by its shape, so the letter's room needs nothing of theirs but the command that builds it.
 */
export type LetterSubscribers = {
  confirmed(): Promise<readonly unknown[]>;
  movements(days: readonly string[]): Promise<{ joined: number; left: number }>;
};

export type LetterSources = {
  settings: Config;
  outbox: Outbox;
  /** None with COUNTS=off. */
  store?: CountStore;
  /** Who hears of new work; none: the letter says nothing of them. */
  subscribers?: LetterSubscribers;
  now?: () => number;
};

export function letterSite(settings: Config): MailSite {
  return {
    siteUrl: settings.siteUrl,
    siteName: photographer.siteName,
    from: settings.inquiryFrom,
    to: inquiryRecipient(settings),
  };
}

async function waitingMessages(outbox: Outbox): Promise<WaitingMessage[]> {
  const waiting: WaitingMessage[] = [];
  for (const folder of ["failed", "quarantine"] as const) {
    for (const m of await outbox.list(folder)) {
      waiting.push({ key: m.key, folder, acceptedAt: m.acceptedAt });
    }
  }
  return waiting;
}

async function subscriberFigures(
  subscribers: LetterSubscribers,
  days: readonly string[],
): Promise<SubscriberFigures> {
  const [confirmed, moved] = await Promise.all([
    subscribers.confirmed(),
    subscribers.movements(days),
  ]);
  return { confirmed: confirmed.length, joined: moved.joined, left: moved.left };
}

export async function weekReport(week: string, sources: LetterSources): Promise<LetterReport> {
  const days = daysOfWeek(week);
  if (!days) throw new Error(`Not a week: ${week} (expected 2026-W48)`);
  const counts = sources.store
    ? await sources.store.read(days[0] as string, days[6] as string)
    : new Map<string, DayCounts>();
  const collections = servedCatalog();
  return letterReport({
    week,
    counting: sources.store !== undefined,
    days: [...counts.values()],
    prints: collections.flatMap((c) =>
      c.prints.map((p) => {
        const edition = editionStatus(p.edition)?.forEmail;
        return {
          reference: p.reference,
          title: p.title,
          collectionSlug: p.collectionSlug,
          collectionTitle: p.collectionTitle,
          ...(edition ? { edition } : {}),
        };
      }),
    ),
    collections: collections.map((c) => ({ slug: c.slug, title: c.title })),
    waiting: await waitingMessages(sources.outbox),
    ...(sources.subscribers
      ? { subscribers: await subscriberFigures(sources.subscribers, days) }
      : {}),
  });
}

/** The letter's bytes, as it would be sent. */
export async function letterMessage(report: LetterReport, sources: LetterSources): Promise<Buffer> {
  const thumbnails = await emailThumbnails(report.mostViewed.map((l) => l.print)).catch(() => []);
  const date = new Date((sources.now ?? Date.now)());
  return rawMessage(letterEmail(report, letterSite(sources.settings), date, thumbnails));
}

export type Queued = { outcome: "queued" | "sent before" | "nothing to tell"; key: string };

/**
 * Writes the week's letter into the outbox, once: "sent before" when its key is there already (in
 * any folder), "nothing to tell" for a week without a count or a waiting inquiry (unless `always`).
 */
export async function queueLetter(
  week: string,
  sources: LetterSources,
  { always = false } = {},
): Promise<Queued> {
  const key = letterKey(week);
  if (await sources.outbox.knows(key)) return { outcome: "sent before", key };
  const report = await weekReport(week, sources);
  if (!always && !hasNews(report)) return { outcome: "nothing to tell", key };
  const acceptance = await sources.outbox.accept(key, await letterMessage(report, sources));
  return { outcome: acceptance === "accepted" ? "queued" : "sent before", key };
}
