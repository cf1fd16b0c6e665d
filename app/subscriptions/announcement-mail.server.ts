import { createHash } from "node:crypto";
import { money, sizeName } from "~/catalog/specification";
import { photographer } from "~/content/site";
import type { EmailThumbnail } from "~/mail/email-thumbnails.server";
import {
  type Email,
  emailOf,
  headerSafe,
  type MailSite,
  mailPicture,
} from "~/mail/envelope.server";
import type { Mail, MailBlock, MailItem } from "~/mail/mail-render";
import { keyFromName } from "~/outbox/message-key.server";
import {
  type AnnouncedPrint,
  announcementName,
  unsubscribeHeaders,
} from "~/subscriptions/announcement";
import type { Listed } from "~/subscriptions/subscribers.server";
import { tokenOf } from "~/subscriptions/subscription";
import { unsubscribePath } from "~/subscriptions/subscription-mail.server";
import { say } from "~/words/say";

/**
 * The letter of new prints to one confirmed subscriber: each print's picture, title, sizes with
 * their prices and link, the photographer's note, and a visible link to stop, with the header
 * fields a mail program's own "Unsubscribe" uses. From the site, Reply-To the photographer: a
 * collector who answers writes to them. No tracking picture, no rewritten link.
 */

export type Announcement = {
  /** Made from the prints and the note (announcementId): the same announcement has the same id. */
  id: string;
  prints: readonly AnnouncedPrint[];
  note?: string;
};

/** An announcement's id: 16 hex digits of the hash of its sorted references and its note. */
export function announcementId(references: readonly string[], note: string | undefined): string {
  return createHash("sha256").update(announcementName(references, note)).digest("hex").slice(0, 16);
}

/**
 * The outbox key of one subscriber's letter: made from the announcement and the subscriber, so two
 * processes announcing the same prints write each letter once, and a second --send writes none.
 */
export function announcementKey(id: string, subscriberId: string): string {
  return keyFromName(`announcement ${id} ${subscriberId}`);
}

function printItem(
  print: AnnouncedPrint,
  site: MailSite,
  thumbnails: readonly EmailThumbnail[],
): MailItem {
  const thumbnail = thumbnails.find((t) => t.reference === print.reference);
  const picture = mailPicture(thumbnail, print.alt, site.siteUrl);
  return {
    reference: print.reference,
    title: print.title,
    href: `${site.siteUrl}${print.path}`,
    lines: [
      { label: say("announcement.collection"), value: print.collectionTitle },
      // "16x20 in (41x51 cm): $95", each size as the print's page names and prices it.
      ...print.sizes.map((s) => ({ label: sizeName(s.size), value: money(s.price) })),
    ],
    ...(picture ? { picture } : {}),
  };
}

/** The letter, written once (app/mail renders its text and HTML); `unsubscribeUrl` is the subscriber's. */
export function announcementMail(
  announcement: Omit<Announcement, "id">,
  site: MailSite,
  unsubscribeUrl: string,
  thumbnails: readonly EmailThumbnail[] = [],
): Mail {
  const count = announcement.prints.length;
  const note: MailBlock[] = announcement.note
    ? [{ kind: "paragraph", text: announcement.note }]
    : [];
  return {
    subject: say("announcement.subject", { count, site: site.siteName }),
    title: say("announcement.heading", { count, name: photographer.name }),
    blocks: [
      ...note,
      { kind: "paragraph", text: say("announcement.intro", { count, name: photographer.name }) },
      {
        kind: "items",
        items: announcement.prints.map((p) => printItem(p, site, thumbnails)),
      },
      { kind: "paragraph", text: say("announcement.prices") },
      { kind: "lines", lines: [photographer.name, { text: site.siteUrl, href: site.siteUrl }] },
      { kind: "paragraph", text: say("announcement.why", { site: site.siteName }), quiet: true },
      // The address itself, as in the confirmation: the reader sees where it goes.
      { kind: "lines", lines: [{ text: unsubscribeUrl, href: unsubscribeUrl }] },
    ],
  };
}

/** Where this subscriber's letter says to stop: the site's /unsubscribe/<token>. */
export function unsubscribeUrl(site: Pick<MailSite, "siteUrl">, subscriber: Listed): string {
  return `${site.siteUrl}${unsubscribePath(subscriber.id, subscriber.subscriber)}`;
}

/** One subscriber's letter as an email, ready for rawMessage() and the outbox's bulk/. */
export function announcementEmail(
  announcement: Announcement,
  subscriber: Listed,
  site: MailSite,
  date: Date,
  thumbnails: readonly EmailThumbnail[] = [],
): Email {
  const url = unsubscribeUrl(site, subscriber);
  return emailOf(
    announcementMail(announcement, site, url, thumbnails),
    site,
    {
      kind: "announcement",
      key: announcementKey(announcement.id, subscriber.id),
      date,
      from: { name: headerSafe(site.siteName), address: site.from },
      to: subscriber.subscriber.address,
      replyTo: { name: headerSafe(photographer.name), address: photographer.contact.email },
      headers: unsubscribeHeaders(url, {
        address: photographer.contact.email,
        token: tokenOf(subscriber.id, subscriber.subscriber),
      }),
    },
    thumbnails,
  );
}
