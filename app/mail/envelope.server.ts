/**
 * A message as the outbox keeps it: who it is from and to, its subject, its two parts rendered
 * from one `Mail` (mail-render.ts), the pictures it carries, and the standard .eml bytes.
 */
import MailComposer from "nodemailer/lib/mail-composer";
import { EMAIL_THUMBNAIL } from "~/mail/email-thumbnail";
import type { EmailThumbnail } from "~/mail/email-thumbnails.server";
import { type Mail, type MailPicture, mailHtml, mailText } from "~/mail/mail-render";
import { KIND_HEADER, type MessageKind } from "~/outbox/message-key";
import { say } from "~/words/say";

export type MailSite = {
  /** Public origin, for links: https://prints.example.com */
  siteUrl: string;
  siteName: string;
  from: string;
  to: string;
};

export type Address = { name: string; address: string };

export type InlineImage = { cid: string; filename: string; content: Buffer };

export type Email = {
  /** What the message is (inquiry, receipt, …): its X-Outbox-Kind header, which the delivery reads. */
  kind: MessageKind;
  messageId: string;
  date: Date;
  from: Address;
  to: string;
  replyTo: Address;
  subject: string;
  text: string;
  html: string;
  /** Pictures the HTML shows by `cid:` (the prints' thumbnails), carried inside the message. */
  inlineImages?: InlineImage[];
  /** Further header fields (List-Unsubscribe), already header-safe. */
  headers?: Record<string, string>;
};

/** Anything that could end or fold a header line becomes a space. */
export function headerSafe(value: string): string {
  return value
    .replace(/[\p{Cc}\u2028\u2029]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The Content-ID of a print's thumbnail: `thumbnail.landscapes-001@prints.example.com`. */
export function thumbnailCid(reference: string, siteUrl: string): string {
  const host = new URL(siteUrl).hostname || "localhost";
  return `thumbnail.${reference.toLowerCase()}@${host}`;
}

/** How a print's thumbnail shows in a message: its Content-ID and its box at the shown width. */
export function mailPicture(
  thumbnail: EmailThumbnail | undefined,
  alt: string,
  siteUrl: string,
): MailPicture | undefined {
  if (!thumbnail) return undefined;
  const width = EMAIL_THUMBNAIL.width;
  const height = Math.max(1, Math.round((thumbnail.height * width) / thumbnail.width));
  return { cid: thumbnailCid(thumbnail.reference, siteUrl), width, height, alt };
}

/** Who the site's messages to the photographer are from: the site's own address, named for it. */
export function siteSender(site: MailSite): Address {
  return {
    name: headerSafe(say("inquiryMail.sender", { site: site.siteName })),
    address: site.from,
  };
}

type Envelope = Pick<Email, "kind" | "date" | "from" | "to" | "replyTo" | "headers"> & {
  /** The message's outbox key, which also names it (Message-ID): a resend keeps its identity. */
  key: string;
};

/**
 * The email for one written `Mail`: both parts from it, and the thumbnails it shows carried
 * inline (only those: a picture the message does not show is not sent).
 */
export function emailOf(
  mail: Mail,
  site: Pick<MailSite, "siteUrl">,
  { key, ...envelope }: Envelope,
  thumbnails: readonly EmailThumbnail[] = [],
): Email {
  const html = mailHtml(mail);
  const cid = (t: EmailThumbnail) => thumbnailCid(t.reference, site.siteUrl);
  const shown = thumbnails.filter((t) => html.includes(`cid:${cid(t)}`));
  return {
    ...envelope,
    messageId: `<${key}@${new URL(site.siteUrl).hostname || "localhost"}>`,
    subject: headerSafe(mail.subject),
    text: mailText(mail),
    html,
    ...(shown.length > 0
      ? {
          inlineImages: shown.map((t) => ({
            cid: cid(t),
            filename: `${t.reference.toLowerCase()}.jpg`,
            content: t.content,
          })),
        }
      : {}),
  };
}

/** The message as a standard RFC 5322 (.eml) file's bytes. */
export function rawMessage(email: Email): Promise<Buffer> {
  return new MailComposer({
    messageId: email.messageId,
    date: email.date,
    from: email.from,
    to: email.to,
    replyTo: email.replyTo,
    subject: email.subject,
    headers: { [KIND_HEADER]: email.kind, ...email.headers },
    text: email.text,
    html: email.html,
    // Inside the message, so the .eml in the outbox is whole on its own (multipart/related).
    attachments: (email.inlineImages ?? []).map((image) => ({
      cid: image.cid,
      filename: image.filename,
      content: image.content,
      contentType: "image/jpeg",
      contentDisposition: "inline" as const,
    })),
    // Visitor text is in the message: never let it name a file or a URL to embed.
    disableFileAccess: true,
    disableUrlAccess: true,
  })
    .compile()
    .build();
}
