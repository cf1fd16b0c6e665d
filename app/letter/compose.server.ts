import { createHash } from "node:crypto";
import escapeHtml from "escape-html";
import { viewerPath } from "~/catalog/catalog";
import { EMAIL_THUMBNAIL } from "~/images/email-thumbnail";
import type { LetterReport, PrintLine } from "~/letter/report";
import { daysOfWeek } from "~/letter/week";
import {
  headerSafe,
  type InquiryEmail,
  type MailSite,
  thumbnailCid,
} from "~/reception/compose.server";
import type { EmailThumbnail } from "~/reception/thumbnails.server";

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

const dayWords = new Intl.DateTimeFormat("en-GB", {
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
  return `${words(days[0])} to ${words(days.at(-1))}`;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function letterSubject(report: LetterReport, siteName: string): string {
  const waiting =
    report.waiting.length > 0
      ? `, ${plural(report.waiting.length, "inquiry", "inquiries")} waiting for you`
      : "";
  return headerSafe(
    `${siteName}: your week (${report.week}), ${plural(report.inquiries, "inquiry", "inquiries")}${waiting}`,
  );
}

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
  const lines = [`${site.siteName}: your week, ${weekWords(report.week)} (${report.week})`, ""];
  lines.push(`Inquiries: ${report.inquiries}`);
  for (const line of report.inquiredPrints) {
    const sizes = line.sizes.map((s) => `${s.size} ×${s.count}`).join(", ");
    lines.push(
      `  ${line.print.reference} ${line.print.title}: ${plural(line.count, "inquiry", "inquiries")}${sizes ? ` (${sizes})` : ""}`,
    );
  }
  lines.push("");
  if (!report.counting) {
    lines.push("Counting is off (COUNTS=off): no views or visitors to tell.", "");
  } else {
    lines.push(
      `Visitors: ${report.visitors} (each counted once a day)`,
      `Print pages viewed: ${report.views}`,
      "",
    );
    if (report.mostViewed.length > 0) {
      lines.push("Most viewed prints:");
      report.mostViewed.forEach((line, i) => {
        lines.push(
          `  ${i + 1}. ${line.print.reference} ${line.print.title}: ${plural(line.count, "view")}`,
          `     ${printLink(site, line)}`,
        );
      });
      lines.push("");
    }
    if (report.viewedNotAsked.length > 0) {
      lines.push("Much viewed, never asked about:");
      for (const line of report.viewedNotAsked) {
        lines.push(
          `  ${line.print.reference} ${line.print.title}: ${plural(line.count, "view")}, not added to any inquiry`,
        );
      }
      lines.push("");
    }
    lines.push("Collections: page views, print views, 'Add to Inquiry', inquiries:");
    for (const c of report.collections) {
      lines.push(
        `  ${c.collection.title}: ${c.gridViews} → ${c.views} → ${c.adds} → ${c.inquiries}`,
      );
    }
    lines.push("");
  }
  if (report.editions.length > 0) {
    lines.push("Editions:");
    for (const print of report.editions)
      lines.push(`  ${print.reference} ${print.title}: ${print.edition}`);
    lines.push("");
  }
  if (report.waiting.length > 0) {
    lines.push("Waiting for you (not delivered to your mailbox):");
    for (const w of report.waiting) {
      lines.push(
        `  ${w.key}, in ${w.folder}/ since ${acceptedWords(w.acceptedAt)}`,
        ...retryCommands(w.key).map((c) => `    ${c}`),
      );
    }
    lines.push(
      "",
      "Run these in the site's folder on the server (npm run outbox -- list shows them all).",
    );
  } else {
    lines.push("Nothing is waiting for you: every inquiry reached your mailbox or is on its way.");
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
  parts.push(`<p style="margin:0 0 12px"><strong>Inquiries: ${report.inquiries}</strong></p>`);
  if (report.inquiredPrints.length > 0) {
    parts.push(
      `<ul style="padding-left:20px;margin:0">${report.inquiredPrints
        .map((line) => {
          const sizes = line.sizes.map((s) => `${e(s.size)} ×${s.count}`).join(", ");
          return `<li><a href="${e(printLink(site, line))}"><strong>${e(line.print.reference)}</strong> ${e(line.print.title)}</a>: ${plural(line.count, "inquiry", "inquiries")}${sizes ? ` (${sizes})` : ""}</li>`;
        })
        .join("")}</ul>`,
    );
  }
  if (!report.counting) {
    parts.push(`<p>Counting is off (COUNTS=off): no views or visitors to tell.</p>`);
  } else {
    parts.push(
      `<p style="margin:12px 0">Visitors: <strong>${report.visitors}</strong> (each counted once a day)<br>Print pages viewed: <strong>${report.views}</strong></p>`,
    );
    if (report.mostViewed.length > 0) {
      parts.push(
        h2("Most viewed prints"),
        `<ol style="padding-left:20px;margin:0">${report.mostViewed
          .map(
            (line) =>
              `<li style="margin:0 0 12px">${thumbnailHtml(line, thumbnails, site)}<a href="${e(printLink(site, line))}"><strong>${e(line.print.reference)}</strong> ${e(line.print.title)}</a>: ${plural(line.count, "view")}</li>`,
          )
          .join("")}</ol>`,
      );
    }
    if (report.viewedNotAsked.length > 0) {
      parts.push(
        h2("Much viewed, never asked about"),
        `<ul style="padding-left:20px;margin:0">${report.viewedNotAsked
          .map(
            (line) =>
              `<li><a href="${e(printLink(site, line))}"><strong>${e(line.print.reference)}</strong> ${e(line.print.title)}</a>: ${plural(line.count, "view")}, not added to any inquiry</li>`,
          )
          .join("")}</ul>`,
      );
    }
    const cell = 'style="text-align:right;padding:2px 8px"';
    parts.push(
      h2("Collections"),
      `<table style="border-collapse:collapse"><thead><tr><th scope="col" style="text-align:left;padding:2px 8px">Collection</th><th scope="col" ${cell}>Page views</th><th scope="col" ${cell}>Print views</th><th scope="col" ${cell}>'Add to Inquiry'</th><th scope="col" ${cell}>Inquiries</th></tr></thead><tbody>${report.collections
        .map(
          (c) =>
            `<tr><th scope="row" style="text-align:left;padding:2px 8px">${e(c.collection.title)}</th><td ${cell}>${c.gridViews}</td><td ${cell}>${c.views}</td><td ${cell}>${c.adds}</td><td ${cell}>${c.inquiries}</td></tr>`,
        )
        .join("")}</tbody></table>`,
    );
  }
  if (report.editions.length > 0) {
    parts.push(
      h2("Editions"),
      `<ul style="padding-left:20px;margin:0">${report.editions
        .map(
          (p) => `<li><strong>${e(p.reference)}</strong> ${e(p.title)}: ${e(p.edition ?? "")}</li>`,
        )
        .join("")}</ul>`,
    );
  }
  if (report.waiting.length > 0) {
    parts.push(
      h2("Waiting for you"),
      `<p style="margin:0 0 8px">Not delivered to your mailbox. Run these in the site's folder on the server (<code>npm run outbox -- list</code> shows them all):</p><ul style="padding-left:20px;margin:0">${report.waiting
        .map(
          (w) =>
            `<li style="margin:0 0 8px">${e(w.key)}, in ${e(w.folder)}/ since ${e(acceptedWords(w.acceptedAt))}<br>${retryCommands(
              w.key,
            )
              .map((c) => `<code>${e(c)}</code>`)
              .join("<br>")}</li>`,
        )
        .join("")}</ul>`,
    );
  } else {
    parts.push(
      `<p style="margin:24px 0 0">Nothing is waiting for you: every inquiry reached your mailbox or is on its way.</p>`,
    );
  }
  const title = `${site.siteName}: your week, ${weekWords(report.week)} (${report.week})`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${e(letterSubject(report, site.siteName))}</title></head><body style="font-family:Georgia,serif;color:#1f1d1a;line-height:1.5;max-width:640px;margin:0 auto;padding:16px"><h1 style="font-size:20px;margin:0 0 16px">${e(title)}</h1>${parts.join("")}<p style="color:#6b645c;font-size:14px;margin-top:24px"><a href="${e(site.siteUrl)}">${e(site.siteUrl)}</a></p></body></html>`;
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
    from: { name: headerSafe(`${site.siteName} website`), address: site.from },
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
