import escapeHtml from "escape-html";
import MailComposer from "nodemailer/lib/mail-composer";
import { viewerPath } from "~/catalog/catalog";
import { editionStatus } from "~/catalog/edition";
import { money, rangeText, sizesLine, totalOf } from "~/catalog/specification";
import { contactPage, photographer } from "~/content/site";
import type { Inquiry } from "~/inquiry/inquiry-schema";
import { inquiryTypeLabel } from "~/inquiry/inquiry-types";
import { EMAIL_THUMBNAIL } from "~/mail/email-thumbnail";
import type { EmailThumbnail } from "~/mail/email-thumbnails.server";
import { receiptKeyFor } from "~/outbox/message-key";
import { language, say } from "~/words/say";

/**
 * The email the photographer receives for one inquiry: plain text and HTML, From the site's own
 * address (a visitor's address as From breaks DMARC), Reply-To the visitor.
 */

export type MailSite = {
  /** Public origin, for links: https://prints.example.com */
  siteUrl: string;
  siteName: string;
  from: string;
  to: string;
};

export type Address = { name: string; address: string };

export type InquiryEmail = {
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
};

export type InlineImage = { cid: string; filename: string; content: Buffer };

/** The Content-ID of a print's thumbnail: `thumbnail.landscapes-001@prints.example.com`. */
export function thumbnailCid(reference: string, siteUrl: string): string {
  const host = new URL(siteUrl).hostname || "localhost";
  return `thumbnail.${reference.toLowerCase()}@${host}`;
}

function thumbnailHtml(
  print: Inquiry["prints"][number],
  thumbnail: EmailThumbnail | undefined,
  site: MailSite,
): string {
  if (!thumbnail) return "";
  const width = EMAIL_THUMBNAIL.width;
  const height = Math.max(1, Math.round((thumbnail.height * width) / thumbnail.width));
  return `<img src="cid:${escapeHtml(thumbnailCid(print.reference, site.siteUrl))}" width="${width}" height="${height}" alt="${escapeHtml(print.alt)}" style="display:block;border:0;margin:0 0 6px;width:${width}px;height:${height}px">`;
}

/** Anything that could end or fold a header line becomes a space. */
export function headerSafe(value: string): string {
  return value
    .replace(/[\p{Cc}\u2028\u2029]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

const SUBJECT_REFERENCES = 8;

/** "Name: Jane Doe" in the site's words (French writes "Nom : Jane Doe"). */
export function labelled(label: string, value: string): string {
  return say("mail.labelled", { label, value });
}

/** The same in an email's HTML: `label` and `value` are HTML already. */
export function labelledHtml(label: string, value: string): string {
  return escapeHtml(say("mail.labelled", { label: "\uE000", value: "\uE001" }))
    .replace("\uE000", label)
    .replace("\uE001", value);
}

/** A list's heading in a plain-text email: "Message:". */
export function listHeading(heading: string): string {
  return say("mail.listHeading", { heading });
}

/** 'Inquiry: Print Purchase, LANDSCAPES-001, URBAN-003 (Jane Doe)'. */
export function inquirySubject(inquiry: Inquiry): string {
  const refs = inquiry.prints.map((p) => p.reference);
  const shown = refs.slice(0, SUBJECT_REFERENCES);
  const type = inquiryTypeLabel(inquiry.inquiryType);
  const name = inquiry.fullName;
  if (shown.length === 0) return headerSafe(say("inquiryMail.subjectNoPrints", { type, name }));
  const references =
    refs.length > shown.length
      ? say("inquiryMail.moreReferences", {
          references: shown.join(", "),
          count: refs.length - shown.length,
        })
      : shown.join(", ");
  return headerSafe(say("inquiryMail.subject", { type, references, name }));
}

/** The print's edition as it stands now, so the photographer need not look it up. */
function edition(print: Inquiry["prints"][number]): string[] {
  const status = editionStatus(print.edition);
  return status ? [`  ${labelled(say("inquiryMail.edition"), status.forEmail)}`] : [];
}

function editionHtml(print: Inquiry["prints"][number]): string {
  const status = editionStatus(print.edition);
  if (!status) return "";
  const text = escapeHtml(status.forEmail);
  return `<br>${labelledHtml(escapeHtml(say("inquiryMail.edition")), status.soldOut ? `<strong>${text}</strong>` : text)}`;
}

function printLink(site: MailSite, print: Inquiry["prints"][number]): string {
  return `${site.siteUrl}${viewerPath(print)}`;
}

/**
 * The quote the photographer can answer in one reply, where the visitor chose at least one size:
 * 'LANDSCAPES-001 Morning Fog — 16x20 in (41x51 cm), Cotton rag, Black frame — $95' per print,
 * and the total where every print has a price.
 */
export function quoteLines(inquiry: Pick<Inquiry, "prints">): string[] {
  if (!inquiry.prints.some((p) => p.choice)) return [];
  const total = totalOf(inquiry.prints.map((p) => p.choice?.price));
  return [
    ...inquiry.prints.map(
      (p) => `${p.reference} ${p.title} — ${p.choice ? p.choice.line : say("quote.noChoice")}`,
    ),
    ...(total === undefined ? [] : [say("quote.total", { amount: money(total) })]),
  ];
}

export function inquiryText(inquiry: Inquiry, site: MailSite): string {
  const lines = [
    say("inquiryMail.heading", { site: site.siteName }),
    "",
    `${labelled(say("inquiryMail.name"), inquiry.fullName)}`,
    `${labelled(say("inquiryMail.email"), inquiry.email)}`,
    `${labelled(say("inquiryMail.inquiryType"), inquiryTypeLabel(inquiry.inquiryType))}`,
    "",
    listHeading(say("inquiryMail.message")),
    inquiry.message,
    "",
  ];
  const quote = quoteLines(inquiry);
  if (quote.length > 0) lines.push(listHeading(say("inquiryMail.quote")), ...quote, "");
  if (inquiry.prints.length > 0) {
    lines.push(listHeading(say("inquiryMail.prints", { count: inquiry.prints.length })), "");
    for (const print of inquiry.prints) {
      lines.push(
        `${print.reference}: ${print.title}`,
        ...(print.caption ? [`  ${labelled(say("inquiryMail.caption"), print.caption)}`] : []),
        `  ${labelled(say("inquiryMail.collection"), print.collectionTitle)}`,
        ...(print.choice ? [`  ${labelled(say("inquiryMail.chosen"), print.choice.line)}`] : []),
        `  ${labelled(say("inquiryMail.sizes"), sizesLine(print.specification))}`,
        `  ${labelled(say("inquiryMail.priceRange"), rangeText(print.prices))}`,
        ...edition(print),
        `  ${printLink(site, print)}`,
        "",
      );
    }
  } else {
    lines.push(say("inquiryMail.noPrints"), "");
  }
  lines.push(say("inquiryMail.replyHint"));
  return lines.join("\n");
}

export function inquiryHtml(
  inquiry: Inquiry,
  site: MailSite,
  thumbnails: readonly EmailThumbnail[] = [],
): string {
  const e = escapeHtml;
  const thumbnailFor = (reference: string) => thumbnails.find((t) => t.reference === reference);
  const paragraphs = inquiry.message
    .split(/\n{2,}/)
    .map((p) => `<p style="margin:0 0 12px">${e(p).replace(/\n/g, "<br>")}</p>`)
    .join("");
  const quote = quoteLines(inquiry);
  const quoteHtml =
    quote.length > 0
      ? `<h2 style="font-size:16px;margin:24px 0 8px">${e(say("inquiryMail.quote"))}</h2><p style="margin:0 0 12px">${quote.map(e).join("<br>")}</p>`
      : "";
  const prints =
    inquiry.prints.length > 0
      ? `<h2 style="font-size:16px;margin:24px 0 8px">${e(say("inquiryMail.prints", { count: inquiry.prints.length }))}</h2><ul style="padding-left:20px;margin:0">${inquiry.prints
          .map(
            (p) =>
              `<li style="margin:0 0 12px">${thumbnailHtml(p, thumbnailFor(p.reference), site)}<a href="${e(printLink(site, p))}"><strong>${e(p.reference)}</strong>: ${e(p.title)}</a>${p.caption ? `<br><em>${e(p.caption)}</em>` : ""}<br>${labelledHtml(e(say("inquiryMail.collection")), e(p.collectionTitle))}${p.choice ? `<br>${labelledHtml(e(say("inquiryMail.chosen")), `<strong>${e(p.choice.line)}</strong>`)}` : ""}<br>${labelledHtml(e(say("inquiryMail.sizes")), e(sizesLine(p.specification)))}<br>${labelledHtml(e(say("inquiryMail.priceRange")), e(rangeText(p.prices)))}${editionHtml(p)}</li>`,
          )
          .join("")}</ul>`
      : `<p>${e(say("inquiryMail.noPrints"))}</p>`;
  return `<!doctype html><html lang="${e(language)}"><head><meta charset="utf-8"><title>${e(inquirySubject(inquiry))}</title></head><body style="font-family:Georgia,serif;color:#1f1d1a;line-height:1.5;max-width:640px;margin:0 auto;padding:16px"><h1 style="font-size:20px;margin:0 0 16px">${e(say("inquiryMail.heading", { site: site.siteName }))}</h1><table role="presentation" style="border-collapse:collapse;margin:0 0 16px"><tr><th scope="row" style="text-align:left;padding:2px 12px 2px 0">${e(say("inquiryMail.name"))}</th><td>${e(inquiry.fullName)}</td></tr><tr><th scope="row" style="text-align:left;padding:2px 12px 2px 0">${e(say("inquiryMail.email"))}</th><td><a href="mailto:${e(inquiry.email)}">${e(inquiry.email)}</a></td></tr><tr><th scope="row" style="text-align:left;padding:2px 12px 2px 0">${e(say("inquiryMail.inquiryType"))}</th><td>${e(inquiryTypeLabel(inquiry.inquiryType))}</td></tr></table><h2 style="font-size:16px;margin:16px 0 8px">${e(say("inquiryMail.message"))}</h2>${paragraphs}${quoteHtml}${prints}<p style="color:#6b645c;font-size:14px;margin-top:24px">${e(say("inquiryMail.replyHint"))}</p></body></html>`;
}

/** The photographer's email; `thumbnails` (emailThumbnails) are shown beside their prints. */
export function inquiryEmail(
  inquiry: Inquiry,
  site: MailSite,
  date: Date,
  thumbnails: readonly EmailThumbnail[] = [],
): InquiryEmail {
  const host = new URL(site.siteUrl).hostname || "localhost";
  const shown = thumbnails.filter((t) => inquiry.prints.some((p) => p.reference === t.reference));
  return {
    // The form key names the message: a resend after a crash keeps its Message-ID.
    messageId: `<${inquiry.formKey}@${host}>`,
    date,
    from: {
      name: headerSafe(say("inquiryMail.sender", { site: site.siteName })),
      address: site.from,
    },
    to: site.to,
    replyTo: { name: headerSafe(inquiry.fullName), address: inquiry.email },
    subject: inquirySubject(inquiry),
    text: inquiryText(inquiry, site),
    html: inquiryHtml(inquiry, site, shown),
    inlineImages: shown.map((t) => ({
      cid: thumbnailCid(t.reference, site.siteUrl),
      filename: `${t.reference.toLowerCase()}.jpg`,
      content: t.content,
    })),
  };
}

/**
 * The visitor's receipt: the photographer's fixed words, the promise, and each print from the
 * catalogue with its reference, title and link. Nothing the visitor typed is in it, not even the
 * name: the form cannot be used to send words to a stranger. Replies go to the studio.
 */
export function receiptEmail(
  inquiry: Pick<Inquiry, "formKey" | "email" | "prints">,
  site: MailSite & { replyTo: string },
  date: Date,
): InquiryEmail {
  const host = new URL(site.siteUrl).hostname || "localhost";
  const e = escapeHtml;
  const prints = inquiry.prints;
  const text = [
    say("receipt.thanks"),
    say("sent.promise", { promise: contactPage.promise }),
    "",
    ...(prints.length > 0
      ? [
          say("receipt.printsHeading"),
          "",
          ...prints.flatMap((p) => [`${p.reference}: ${p.title}`, `  ${printLink(site, p)}`, ""]),
        ]
      : [say("receipt.noPrints"), ""]),
    photographer.name,
    site.siteUrl,
  ].join("\n");
  const list =
    prints.length > 0
      ? `<p style="margin:16px 0 8px">${e(say("receipt.printsHeading"))}</p><ul style="padding-left:20px;margin:0">${prints
          .map(
            (p) =>
              `<li style="margin:0 0 8px"><a href="${e(printLink(site, p))}"><strong>${e(p.reference)}</strong>: ${e(p.title)}</a></li>`,
          )
          .join("")}</ul>`
      : `<p>${e(say("receipt.noPrints"))}</p>`;
  const html = `<!doctype html><html lang="${e(language)}"><head><meta charset="utf-8"><title>${e(say("receipt.subject"))}</title></head><body style="font-family:Georgia,serif;color:#1f1d1a;line-height:1.5;max-width:640px;margin:0 auto;padding:16px"><p style="margin:0 0 12px">${e(say("receipt.thanks"))}</p><p style="margin:0 0 12px"><strong>${e(say("sent.promise", { promise: contactPage.promise }))}</strong></p>${list}<p style="margin-top:24px">${e(photographer.name)}<br><a href="${e(site.siteUrl)}">${e(site.siteUrl)}</a></p></body></html>`;
  return {
    messageId: `<${receiptKeyFor(inquiry.formKey)}@${host}>`,
    date,
    from: { name: headerSafe(site.siteName), address: site.from },
    to: inquiry.email,
    replyTo: { name: headerSafe(photographer.name), address: site.replyTo },
    subject: say("receipt.subject"),
    text,
    html,
  };
}

/** The message as a standard RFC 5322 (.eml) file's bytes. */
export function rawMessage(email: InquiryEmail): Promise<Buffer> {
  return new MailComposer({
    messageId: email.messageId,
    date: email.date,
    from: email.from,
    to: email.to,
    replyTo: email.replyTo,
    subject: email.subject,
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
