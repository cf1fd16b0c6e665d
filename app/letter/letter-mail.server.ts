import { viewerPath } from "~/catalog/catalog";
import type { LetterReport, PrintLine } from "~/letter/report";
import { daysOfWeek } from "~/letter/week";
import type { EmailThumbnail } from "~/mail/email-thumbnails.server";
import {
  type Email,
  emailOf,
  headerSafe,
  type MailSite,
  mailPicture,
  siteSender,
} from "~/mail/envelope.server";
import { type Mail, type MailBlock, type MailItem, mailText } from "~/mail/mail-render";
import { keyFromName } from "~/outbox/message-key.server";
import { language, say } from "~/words/say";

/**
 * The weekly letter to the photographer, plain text and HTML like the inquiry email: the week's
 * inquiries, what was looked at, what was looked at and never asked about, each collection from
 * its grid to its inquiries, the editions, and what waits for them in the outbox with the
 * command that sends it again.
 */

/**
 * The outbox key of a week's letter: made from the week, so the outbox takes it once, whichever
 * process writes it and however often.
 */
export function letterKey(week: string): string {
  return keyFromName(`weekly letter ${week}`);
}

const dayWords = new Intl.DateTimeFormat(language, {
  timeZone: "UTC",
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** '23 November 2026 to 29 November 2026'. */
export function weekWords(week: string): string {
  const days = daysOfWeek(week) ?? [];
  const words = (day: string | undefined) =>
    day ? dayWords.format(new Date(`${day}T12:00:00Z`)) : "";
  return say("letter.days", { first: words(days[0]), last: words(days.at(-1)) });
}

export function letterSubject(report: LetterReport, siteName: string): string {
  return headerSafe(
    say("letter.subject", {
      site: siteName,
      week: report.week,
      inquiries: report.inquiries,
      waiting: report.waiting.length,
    }),
  );
}

const heading = (report: LetterReport, site: MailSite) =>
  say("letter.heading", { site: site.siteName, days: weekWords(report.week), week: report.week });
const inquiriesOf = (line: PrintLine) => say("letter.printInquiries", { count: line.count });
const viewsOf = (line: PrintLine) => say("letter.printViews", { count: line.count });
const LIST_COMMAND = "npm run outbox -- list";

function printLink(site: MailSite, line: PrintLine): string {
  return `${site.siteUrl}${viewerPath({ collectionSlug: line.print.collectionSlug, reference: line.print.reference })}`;
}

function acceptedWords(at: number): string {
  return dayWords.format(new Date(at));
}

const section = (heading: string, ...blocks: MailBlock[]): MailBlock => ({
  kind: "section",
  heading,
  blocks,
});

/** A print of the week as an item: reference, title and link, and what is said of it. */
const printItem = (line: PrintLine, site: MailSite, note: string): MailItem => ({
  reference: line.print.reference,
  title: line.print.title,
  href: printLink(site, line),
  note,
});

/** What the week's counts say: views, visitors, the most viewed, each collection's path. */
function countsBlocks(
  report: LetterReport,
  site: MailSite,
  thumbnails: readonly EmailThumbnail[],
): MailBlock[] {
  if (!report.counting) return [{ kind: "paragraph", text: say("letter.countsOff") }];
  return [
    {
      kind: "lines",
      lines: [
        say("letter.visitors", { count: report.visitors }),
        say("letter.views", { count: report.views }),
      ],
    },
    ...(report.mostViewed.length > 0
      ? [
          section(say("letter.mostViewed"), {
            kind: "items",
            ordered: true,
            items: report.mostViewed.map((line) => {
              const thumbnail = thumbnails.find((t) => t.reference === line.print.reference);
              const picture = mailPicture(thumbnail, line.print.title, site.siteUrl);
              return { ...printItem(line, site, viewsOf(line)), ...(picture ? { picture } : {}) };
            }),
          }),
        ]
      : []),
    ...(report.viewedNotAsked.length > 0
      ? [
          section(say("letter.viewedNotAsked"), {
            kind: "items",
            items: report.viewedNotAsked.map((line) =>
              printItem(line, site, say("letter.notAdded", { views: viewsOf(line) })),
            ),
          }),
        ]
      : []),
    section(say("letter.collections"), {
      kind: "table",
      columns: [
        say("letter.collection"),
        say("letter.pageViews"),
        say("letter.printViewsColumn"),
        say("letter.adds"),
        say("letter.inquiriesColumn"),
      ],
      rows: report.collections.map((c) => [
        c.collection.title,
        c.gridViews,
        c.views,
        c.adds,
        c.inquiries,
      ]),
    }),
  ];
}

/** The week's letter, written once: app/mail renders its text and HTML. */
export function letterMail(
  report: LetterReport,
  site: MailSite,
  thumbnails: readonly EmailThumbnail[] = [],
): Mail {
  return {
    subject: letterSubject(report, site.siteName),
    title: heading(report, site),
    blocks: [
      {
        kind: "paragraph",
        text: say("letter.inquiries", { count: report.inquiries }),
        strong: true,
      },
      ...(report.inquiredPrints.length > 0
        ? [
            {
              kind: "items" as const,
              items: report.inquiredPrints.map((line) => {
                const sizes = line.sizes
                  .map((s) => say("letter.sizeCount", { size: s.size, count: s.count }))
                  .join(", ");
                return printItem(line, site, `${inquiriesOf(line)}${sizes ? ` (${sizes})` : ""}`);
              }),
            },
          ]
        : []),
      ...countsBlocks(report, site, thumbnails),
      ...(report.subscribers
        ? [
            section(say("letter.subscribers"), {
              kind: "lines",
              lines: [
                say("letter.subscriberCount", { count: report.subscribers.confirmed }),
                say("letter.subscriberMoves", {
                  joined: report.subscribers.joined,
                  left: report.subscribers.left,
                }),
              ],
            }),
          ]
        : []),
      ...(report.editions.length > 0
        ? [
            section(say("letter.editions"), {
              kind: "items",
              items: report.editions.map((p) => ({
                reference: p.reference,
                title: p.title,
                note: p.edition ?? "",
              })),
            }),
          ]
        : []),
      report.waiting.length > 0
        ? section(
            say("letter.waiting"),
            {
              kind: "paragraph",
              text: say("letter.notDelivered", { command: "\uE000" }),
              command: LIST_COMMAND,
            },
            {
              kind: "items",
              items: report.waiting.map((w) => ({
                title: say("letter.waitingSince", {
                  key: w.key,
                  folder: w.folder,
                  date: acceptedWords(w.acceptedAt),
                }),
                code: [`npm run outbox -- show ${w.key}`, `npm run outbox -- retry ${w.key}`],
              })),
            },
          )
        : { kind: "paragraph", text: say("letter.nothingWaiting") },
      { kind: "lines", lines: [{ text: site.siteUrl, href: site.siteUrl }] },
    ],
  };
}

export const letterText = (report: LetterReport, site: MailSite) =>
  mailText(letterMail(report, site));

/** The letter as an email, ready for rawMessage() and the outbox. */
export function letterEmail(
  report: LetterReport,
  site: MailSite,
  date: Date,
  thumbnails: readonly EmailThumbnail[] = [],
): Email {
  return emailOf(
    letterMail(report, site, thumbnails),
    site,
    {
      kind: "letter",
      key: letterKey(report.week),
      date,
      from: siteSender(site),
      to: site.to,
      replyTo: { name: headerSafe(site.siteName), address: site.to },
    },
    thumbnails,
  );
}
