import { createHash } from "node:crypto";
import escapeHtml from "escape-html";
import { viewerPath } from "~/catalog/catalog";
import {
  headerSafe,
  type InquiryEmail,
  labelled,
  listHeading,
  type MailSite,
  thumbnailCid,
} from "~/inquiry/inquiry-mail.server";
import type { LetterReport, PrintLine } from "~/letter/report";
import { daysOfWeek } from "~/letter/week";
import { EMAIL_THUMBNAIL } from "~/mail/email-thumbnail";
import type { EmailThumbnail } from "~/mail/email-thumbnails.server";
import { language, say } from "~/words/say";

/**
 * The weekly letter to the photographer, plain text and HTML like the inquiry email: the week's
 * inquiries, what was looked at, what was looked at and never asked about, each collection from
 * its grid to its inquiries, the editions, and what waits for them in the outbox with the
 * command that sends it again.
 */

/**
 * The outbox key of a week's letter: a UUID made from the week, the same in every process and
 * after every restart, so the outbox takes it once. Version 5 (a name's hash): never a form's
 * key (version 4) or a receipt's (8).
 */
export function letterKey(week: string): string {
  const h = createHash("sha256").update(`weekly letter ${week}`).digest("hex");
  const variant = "89ab"[Number.parseInt(h.charAt(16), 16) % 4];
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
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

const retryCommands = (key: string) => [
  `npm run outbox -- show ${key}`,
  `npm run outbox -- retry ${key}`,
];

function acceptedWords(at: number): string {
  return dayWords.format(new Date(at));
}

export function letterText(report: LetterReport, site: MailSite): string {
  const lines = [heading(report, site), ""];
  lines.push(say("letter.inquiries", { count: report.inquiries }));
  for (const line of report.inquiredPrints) {
    const sizes = line.sizes
      .map((s) => say("letter.sizeCount", { size: s.size, count: s.count }))
      .join(", ");
    lines.push(
      `  ${labelled(`${line.print.reference} ${line.print.title}`, `${inquiriesOf(line)}${sizes ? ` (${sizes})` : ""}`)}`,
    );
  }
  lines.push("");
  if (!report.counting) {
    lines.push(say("letter.countsOff"), "");
  } else {
    lines.push(
      say("letter.visitors", { count: report.visitors }),
      say("letter.views", { count: report.views }),
      "",
    );
    if (report.mostViewed.length > 0) {
      lines.push(listHeading(say("letter.mostViewed")));
      report.mostViewed.forEach((line, i) => {
        lines.push(
          `  ${i + 1}. ${labelled(`${line.print.reference} ${line.print.title}`, viewsOf(line))}`,
          `     ${printLink(site, line)}`,
        );
      });
      lines.push("");
    }
    if (report.viewedNotAsked.length > 0) {
      lines.push(listHeading(say("letter.viewedNotAsked")));
      for (const line of report.viewedNotAsked) {
        lines.push(
          `  ${labelled(`${line.print.reference} ${line.print.title}`, say("letter.notAdded", { views: viewsOf(line) }))}`,
        );
      }
      lines.push("");
    }
    lines.push(listHeading(say("letter.collectionsColumns")));
    for (const c of report.collections) {
      lines.push(
        `  ${labelled(c.collection.title, `${c.gridViews} → ${c.views} → ${c.adds} → ${c.inquiries}`)}`,
      );
    }
    lines.push("");
  }
  if (report.editions.length > 0) {
    lines.push(listHeading(say("letter.editions")));
    for (const print of report.editions)
      lines.push(`  ${labelled(`${print.reference} ${print.title}`, print.edition ?? "")}`);
    lines.push("");
  }
  if (report.waiting.length > 0) {
    lines.push(listHeading(say("letter.waitingText")));
    for (const w of report.waiting) {
      lines.push(
        `  ${say("letter.waitingSince", { key: w.key, folder: w.folder, date: acceptedWords(w.acceptedAt) })}`,
        ...retryCommands(w.key).map((c) => `    ${c}`),
      );
    }
    lines.push("", say("letter.runThese", { command: LIST_COMMAND }));
  } else {
    lines.push(say("letter.nothingWaiting"));
  }
  lines.push("", site.siteUrl);
  return lines.join("\n");
}

const h2 = (text: string) =>
  `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(text)}</h2>`;

function thumbnailHtml(
  line: PrintLine,
  thumbnails: readonly EmailThumbnail[],
  site: MailSite,
): string {
  const t = thumbnails.find((x) => x.reference === line.print.reference);
  if (!t) return "";
  const width = EMAIL_THUMBNAIL.width;
  const height = Math.max(1, Math.round((t.height * width) / t.width));
  return `<img src="cid:${escapeHtml(thumbnailCid(line.print.reference, site.siteUrl))}" width="${width}" height="${height}" alt="${escapeHtml(line.print.title)}" style="display:block;border:0;margin:0 0 6px;width:${width}px;height:${height}px">`;
}

export function letterHtml(
  report: LetterReport,
  site: MailSite,
  thumbnails: readonly EmailThumbnail[] = [],
): string {
  const e = escapeHtml;
  const parts: string[] = [];
  parts.push(
    `<p style="margin:0 0 12px"><strong>${e(say("letter.inquiries", { count: report.inquiries }))}</strong></p>`,
  );
  if (report.inquiredPrints.length > 0) {
    parts.push(
      `<ul style="padding-left:20px;margin:0">${report.inquiredPrints
        .map((line) => {
          const sizes = line.sizes
            .map((s) => e(say("letter.sizeCount", { size: s.size, count: s.count })))
            .join(", ");
          return `<li><a href="${e(printLink(site, line))}"><strong>${e(line.print.reference)}</strong> ${e(line.print.title)}</a>: ${e(inquiriesOf(line))}${sizes ? ` (${sizes})` : ""}</li>`;
        })
        .join("")}</ul>`,
    );
  }
  if (!report.counting) {
    parts.push(`<p>${e(say("letter.countsOff"))}</p>`);
  } else {
    parts.push(
      `<p style="margin:12px 0">${e(say("letter.visitors", { count: report.visitors }))}<br>${e(say("letter.views", { count: report.views }))}</p>`,
    );
    if (report.mostViewed.length > 0) {
      parts.push(
        h2(say("letter.mostViewed")),
        `<ol style="padding-left:20px;margin:0">${report.mostViewed
          .map(
            (line) =>
              `<li style="margin:0 0 12px">${thumbnailHtml(line, thumbnails, site)}<a href="${e(printLink(site, line))}"><strong>${e(line.print.reference)}</strong> ${e(line.print.title)}</a>: ${e(viewsOf(line))}</li>`,
          )
          .join("")}</ol>`,
      );
    }
    if (report.viewedNotAsked.length > 0) {
      parts.push(
        h2(say("letter.viewedNotAsked")),
        `<ul style="padding-left:20px;margin:0">${report.viewedNotAsked
          .map(
            (line) =>
              `<li><a href="${e(printLink(site, line))}"><strong>${e(line.print.reference)}</strong> ${e(line.print.title)}</a>: ${e(say("letter.notAdded", { views: viewsOf(line) }))}</li>`,
          )
          .join("")}</ul>`,
      );
    }
    const cell = 'style="text-align:right;padding:2px 8px"';
    parts.push(
      h2(say("letter.collections")),
      `<table style="border-collapse:collapse"><thead><tr><th scope="col" style="text-align:left;padding:2px 8px">${e(say("letter.collection"))}</th><th scope="col" ${cell}>${e(say("letter.pageViews"))}</th><th scope="col" ${cell}>${e(say("letter.printViewsColumn"))}</th><th scope="col" ${cell}>${e(say("letter.adds"))}</th><th scope="col" ${cell}>${e(say("letter.inquiriesColumn"))}</th></tr></thead><tbody>${report.collections
        .map(
          (c) =>
            `<tr><th scope="row" style="text-align:left;padding:2px 8px">${e(c.collection.title)}</th><td ${cell}>${c.gridViews}</td><td ${cell}>${c.views}</td><td ${cell}>${c.adds}</td><td ${cell}>${c.inquiries}</td></tr>`,
        )
        .join("")}</tbody></table>`,
    );
  }
  if (report.editions.length > 0) {
    parts.push(
      h2(say("letter.editions")),
      `<ul style="padding-left:20px;margin:0">${report.editions
        .map(
          (p) => `<li><strong>${e(p.reference)}</strong> ${e(p.title)}: ${e(p.edition ?? "")}</li>`,
        )
        .join("")}</ul>`,
    );
  }
  if (report.waiting.length > 0) {
    parts.push(
      h2(say("letter.waiting")),
      `<p style="margin:0 0 8px">${e(say("letter.notDelivered", { command: "\uE000" })).replace("\uE000", `<code>${LIST_COMMAND}</code>`)}</p><ul style="padding-left:20px;margin:0">${report.waiting
        .map(
          (w) =>
            `<li style="margin:0 0 8px">${e(say("letter.waitingSince", { key: w.key, folder: w.folder, date: acceptedWords(w.acceptedAt) }))}<br>${retryCommands(
              w.key,
            )
              .map((c) => `<code>${e(c)}</code>`)
              .join("<br>")}</li>`,
        )
        .join("")}</ul>`,
    );
  } else {
    parts.push(`<p style="margin:24px 0 0">${e(say("letter.nothingWaiting"))}</p>`);
  }
  const title = heading(report, site);
  return `<!doctype html><html lang="${e(language)}"><head><meta charset="utf-8"><title>${e(letterSubject(report, site.siteName))}</title></head><body style="font-family:Georgia,serif;color:#1f1d1a;line-height:1.5;max-width:640px;margin:0 auto;padding:16px"><h1 style="font-size:20px;margin:0 0 16px">${e(title)}</h1>${parts.join("")}<p style="color:#6b645c;font-size:14px;margin-top:24px"><a href="${e(site.siteUrl)}">${e(site.siteUrl)}</a></p></body></html>`;
}

/** The letter as an email, ready for rawMessage() and the outbox. */
export function letterEmail(
  report: LetterReport,
  site: MailSite,
  date: Date,
  thumbnails: readonly EmailThumbnail[] = [],
): InquiryEmail {
  const host = new URL(site.siteUrl).hostname || "localhost";
  const shown = thumbnails.filter((t) =>
    report.mostViewed.some((l) => l.print.reference === t.reference),
  );
  return {
    messageId: `<${letterKey(report.week)}@${host}>`,
    date,
    from: {
      name: headerSafe(say("inquiryMail.sender", { site: site.siteName })),
      address: site.from,
    },
    to: site.to,
    replyTo: { name: headerSafe(site.siteName), address: site.to },
    subject: letterSubject(report, site.siteName),
    text: letterText(report, site),
    html: letterHtml(report, site, shown),
    inlineImages: shown.map((t) => ({
      cid: thumbnailCid(t.reference, site.siteUrl),
      filename: `${t.reference.toLowerCase()}.jpg`,
      content: t.content,
    })),
  };
}
