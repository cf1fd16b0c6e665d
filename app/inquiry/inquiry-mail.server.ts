import { viewerPath } from "~/catalog/catalog";
import { editionStatus } from "~/catalog/edition";
import { rangeText, sizesLine, totalLine } from "~/catalog/specification";
import { contactPage, photographer } from "~/content/site";
import type { Inquiry } from "~/inquiry/inquiry-schema";
import { inquiryTypeLabel } from "~/inquiry/inquiry-types";
import type { EmailThumbnail } from "~/mail/email-thumbnails.server";
import {
  type Email,
  emailOf,
  headerSafe,
  type MailSite,
  mailPicture,
  siteSender,
} from "~/mail/envelope.server";
import { type Mail, type MailItem, type MailLine, mailHtml, mailText } from "~/mail/mail-render";
import { receiptKeyFor } from "~/outbox/message-key";
import { say } from "~/words/say";

/**
 * The email the photographer receives for one inquiry, and the visitor's receipt, each written
 * once as a `Mail` (app/mail renders its text and HTML). The inquiry is From the site's own
 * address (a visitor's address as From breaks DMARC), Reply-To the visitor.
 */

const SUBJECT_REFERENCES = 8;

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

type InquiryPrint = Inquiry["prints"][number];

function printLink(site: MailSite, print: InquiryPrint): string {
  return `${site.siteUrl}${viewerPath(print)}`;
}

/** Each print's details, as the photographer needs them to answer without looking anything up. */
function printItem(
  print: InquiryPrint,
  site: MailSite,
  thumbnails: readonly EmailThumbnail[],
): MailItem {
  // The print's edition as it stands now.
  const status = editionStatus(print.edition);
  const lines: MailLine[] = [
    ...(print.caption
      ? [{ label: say("inquiryMail.caption"), value: print.caption, emphasis: true }]
      : []),
    { label: say("inquiryMail.collection"), value: print.collectionTitle },
    ...(print.choice
      ? [{ label: say("inquiryMail.chosen"), value: print.choice.line, strong: true }]
      : []),
    { label: say("inquiryMail.sizes"), value: sizesLine(print.specification) },
    { label: say("inquiryMail.priceRange"), value: rangeText(print.prices) },
    ...(status
      ? [{ label: say("inquiryMail.edition"), value: status.forEmail, strong: status.soldOut }]
      : []),
  ];
  const thumbnail = thumbnails.find((t) => t.reference === print.reference);
  const picture = mailPicture(thumbnail, print.alt, site.siteUrl);
  return {
    reference: print.reference,
    title: print.title,
    href: printLink(site, print),
    lines,
    ...(picture ? { picture } : {}),
  };
}

/**
 * The quote the photographer can answer in one reply, where the visitor chose at least one size:
 * 'LANDSCAPES-001 Morning Fog — 16x20 in (41x51 cm), Cotton rag, Black frame — $95' per print,
 * and the total where every print has a price.
 */
export function quoteLines(inquiry: Pick<Inquiry, "prints">): string[] {
  if (!inquiry.prints.some((p) => p.choice)) return [];
  const total = totalLine(inquiry.prints.map((p) => p.choice?.price));
  return [
    ...inquiry.prints.map(
      (p) => `${p.reference} ${p.title} — ${p.choice ? p.choice.line : say("quote.noChoice")}`,
    ),
    ...(total === undefined ? [] : [total]),
  ];
}

/** The photographer's email, written once; `thumbnails` (emailThumbnails) show beside their prints. */
export function inquiryMail(
  inquiry: Inquiry,
  site: MailSite,
  thumbnails: readonly EmailThumbnail[] = [],
): Mail {
  const quote = quoteLines(inquiry);
  const count = inquiry.prints.length;
  return {
    subject: inquirySubject(inquiry),
    title: say("inquiryMail.heading", { site: site.siteName }),
    blocks: [
      {
        kind: "fields",
        rows: [
          { label: say("inquiryMail.name"), value: inquiry.fullName },
          {
            label: say("inquiryMail.email"),
            value: inquiry.email,
            href: `mailto:${inquiry.email}`,
          },
          { label: say("inquiryMail.inquiryType"), value: inquiryTypeLabel(inquiry.inquiryType) },
        ],
      },
      {
        kind: "section",
        heading: say("inquiryMail.message"),
        blocks: [{ kind: "paragraph", text: inquiry.message }],
      },
      ...(quote.length > 0
        ? [
            {
              kind: "section" as const,
              heading: say("inquiryMail.quote"),
              blocks: [{ kind: "lines" as const, lines: quote }],
            },
          ]
        : []),
      count > 0
        ? {
            kind: "section",
            heading: say("inquiryMail.prints", { count }),
            blocks: [
              { kind: "items", items: inquiry.prints.map((p) => printItem(p, site, thumbnails)) },
            ],
          }
        : { kind: "paragraph", text: say("inquiryMail.noPrints") },
      { kind: "paragraph", text: say("inquiryMail.replyHint"), quiet: true },
    ],
  };
}

export const inquiryText = (inquiry: Inquiry, site: MailSite) =>
  mailText(inquiryMail(inquiry, site));

export const inquiryHtml = (
  inquiry: Inquiry,
  site: MailSite,
  thumbnails: readonly EmailThumbnail[] = [],
) => mailHtml(inquiryMail(inquiry, site, thumbnails));

/** The photographer's email; `thumbnails` (emailThumbnails) are shown beside their prints. */
export function inquiryEmail(
  inquiry: Inquiry,
  site: MailSite,
  date: Date,
  thumbnails: readonly EmailThumbnail[] = [],
): Email {
  return emailOf(
    inquiryMail(inquiry, site, thumbnails),
    site,
    {
      kind: "inquiry",
      key: inquiry.formKey,
      date,
      from: siteSender(site),
      to: site.to,
      replyTo: { name: headerSafe(inquiry.fullName), address: inquiry.email },
    },
    thumbnails,
  );
}

/**
 * The visitor's receipt: the photographer's fixed words, the promise, and each print from the
 * catalogue with its reference, title and link. Nothing the visitor typed is in it, not even the
 * name: the form cannot be used to send words to a stranger. Replies go to the studio.
 */
export function receiptMail(inquiry: Pick<Inquiry, "prints">, site: MailSite): Mail {
  const prints = inquiry.prints;
  return {
    subject: say("receipt.subject"),
    blocks: [
      { kind: "paragraph", text: say("receipt.thanks") },
      {
        kind: "paragraph",
        text: say("sent.promise", { promise: contactPage.promise }),
        strong: true,
      },
      prints.length > 0
        ? {
            kind: "section",
            heading: say("receipt.printsHeading"),
            blocks: [
              {
                kind: "items",
                items: prints.map((p) => ({
                  reference: p.reference,
                  title: p.title,
                  href: printLink(site, p),
                })),
              },
            ],
          }
        : { kind: "paragraph", text: say("receipt.noPrints") },
      { kind: "lines", lines: [photographer.name, { text: site.siteUrl, href: site.siteUrl }] },
    ],
  };
}

export function receiptEmail(
  inquiry: Pick<Inquiry, "formKey" | "email" | "prints">,
  site: MailSite & { replyTo: string },
  date: Date,
): Email {
  return emailOf(receiptMail(inquiry, site), site, {
    kind: "receipt",
    key: receiptKeyFor(inquiry.formKey),
    date,
    from: { name: headerSafe(site.siteName), address: site.from },
    to: inquiry.email,
    replyTo: { name: headerSafe(photographer.name), address: site.replyTo },
  });
}
