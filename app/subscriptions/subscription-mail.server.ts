import { photographer } from "~/content/site";
import { type Email, emailOf, headerSafe, type MailSite } from "~/mail/envelope.server";
import type { Mail } from "~/mail/mail-render";
import { keyFromName } from "~/outbox/message-key.server";
import { type Subscriber, tokenOf } from "~/subscriptions/subscription";
import { say } from "~/words/say";

/**
 * The mail that asks an address to confirm: one link, to a page whose button (pressed at once by
 * the page itself where scripts run) confirms with a POST, so a mail scanner that only fetches the
 * link subscribes nobody. No picture, no tracking, nobody's words but the site's.
 */

/** Where a subscriber confirms: /subscribe/<token>. */
export function confirmPath(id: string, subscriber: Pick<Subscriber, "secret">): string {
  return `/subscribe/${tokenOf(id, subscriber)}`;
}

/** Where a subscriber stops: /unsubscribe/<token> (the page's button, or a mail program's POST). */
export function unsubscribePath(id: string, subscriber: Pick<Subscriber, "secret">): string {
  return `/unsubscribe/${tokenOf(id, subscriber)}`;
}

/**
 * The confirmation's outbox key: made from the subscriber and the how-many-th mail this is, so two
 * processes writing the same mail write it once, and a mail asked for a day later is another.
 */
export function confirmationKey(id: string, subscriber: Subscriber): string {
  return keyFromName(`confirmation ${id} ${subscriber.secret} ${subscriber.mails}`);
}

export function confirmationMail(id: string, subscriber: Subscriber, site: MailSite): Mail {
  const link = `${site.siteUrl}${confirmPath(id, subscriber)}`;
  return {
    subject: say("subscriptionMail.subject", { site: site.siteName }),
    blocks: [
      { kind: "paragraph", text: say("subscriptionMail.ask", { site: site.siteName }) },
      // The address itself, not a word over it: the text part shows it, and a reader sees where it goes.
      { kind: "lines", lines: [{ text: link, href: link }] },
      { kind: "paragraph", text: say("subscriptionMail.ignore"), quiet: true },
      { kind: "lines", lines: [photographer.name, { text: site.siteUrl, href: site.siteUrl }] },
    ],
  };
}

export function confirmationEmail(
  id: string,
  subscriber: Subscriber,
  site: MailSite,
  date: Date,
): Email {
  return emailOf(confirmationMail(id, subscriber, site), site, {
    kind: "confirmation",
    key: confirmationKey(id, subscriber),
    date,
    from: { name: headerSafe(site.siteName), address: site.from },
    to: subscriber.address,
    replyTo: { name: headerSafe(photographer.name), address: photographer.contact.email },
  });
}
