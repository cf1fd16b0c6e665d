import escapeHtml from "escape-html";
import { language, say } from "~/words/say";

/**
 * Every message the site sends (the inquiry, the receipt, the weekly letter) is written once, as
 * a `Mail` of a few kinds of block, and rendered here to its plain text and its HTML: the two
 * parts cannot say different things, and a new message needs no markup of its own. The HTML is
 * styled inline, as mail programs require.
 */

/** A picture carried inside the message, shown by its Content-ID. */
export type MailPicture = { cid: string; width: number; height: number; alt: string };

/** One detail under an item: 'Collection: Landscapes'. */
export type MailLine = { label?: string; value: string; strong?: boolean; emphasis?: boolean };

/** A print in a list: its reference and title (a link where it has a page), what is said of it. */
export type MailItem = {
  reference?: string;
  title: string;
  href?: string;
  /** Said after the title: 'LANDSCAPES-001 Morning Fog: 3 views'. */
  note?: string;
  picture?: MailPicture;
  lines?: readonly MailLine[];
  /** Commands to copy, one a line. */
  code?: readonly string[];
};

export type MailBlock =
  /** Words; a blank line starts another paragraph. `command` fills `\uE000` in the words as code. */
  | { kind: "paragraph"; text: string; strong?: boolean; quiet?: boolean; command?: string }
  /** Short lines kept together; a line with `href` is a link (the site's address under a name). */
  | { kind: "lines"; lines: readonly (string | { text: string; href: string })[] }
  /** 'Label: value' pairs; a value with `href` is a link. */
  | { kind: "fields"; rows: readonly { label: string; value: string; href?: string }[] }
  | { kind: "items"; items: readonly MailItem[]; ordered?: boolean }
  /** A table whose first column names each row. */
  | { kind: "table"; columns: readonly string[]; rows: readonly (readonly (string | number)[])[] }
  | { kind: "section"; heading: string; blocks: readonly MailBlock[] };

export type Mail = {
  subject: string;
  title?: string;
  blocks: readonly MailBlock[];
};

/** "Name: Jane Doe" in the site's words (French writes "Nom : Jane Doe"). */
export function labelled(label: string, value: string): string {
  return say("mail.labelled", { label, value });
}

/** The same in HTML: `label` and `value` are HTML already. */
function labelledHtml(label: string, value: string): string {
  return escapeHtml(say("mail.labelled", { label: "\uE000", value: "\uE001" }))
    .replace("\uE000", label)
    .replace("\uE001", value);
}

const itemHead = (item: MailItem) =>
  item.reference ? `${item.reference} ${item.title}` : item.title;

function itemText(item: MailItem, marker: string): string[] {
  const head = item.note ? labelled(itemHead(item), item.note) : itemHead(item);
  // Details line up under the head's words: '  1. URBAN-002 …' over '     https://…'.
  const indent = " ".repeat(2 + Math.max(marker.length, 2));
  return [
    `  ${marker}${head}`,
    ...(item.lines ?? []).map((l) => `${indent}${l.label ? labelled(l.label, l.value) : l.value}`),
    ...(item.href ? [`${indent}${item.href}`] : []),
    ...(item.code ?? []).map((c) => `${indent}${c}`),
  ];
}

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case "paragraph":
      return block.command ? block.text.replace("\uE000", block.command) : block.text;
    case "lines":
      return block.lines.map((l) => (typeof l === "string" ? l : l.text)).join("\n");
    case "fields":
      return block.rows.map((r) => labelled(r.label, r.value)).join("\n");
    case "items": {
      const spacious = block.items.some((i) => (i.lines?.length ?? 0) > 0);
      return block.items
        .map((item, i) => itemText(item, block.ordered ? `${i + 1}. ` : "").join("\n"))
        .join(spacious ? "\n\n" : "\n");
    }
    case "table":
      return [block.columns, ...block.rows]
        .map(([first, ...rest]) => `  ${labelled(String(first), rest.join(" → "))}`)
        .join("\n");
    case "section":
      // The heading, then its first block at once; a blank line between the blocks after it.
      return `${say("mail.listHeading", { heading: block.heading })}\n${block.blocks
        .map(blockText)
        .join("\n\n")}`;
  }
}

/** The plain-text part: the title, then each block, a blank line between. */
export function mailText(mail: Mail): string {
  return [...(mail.title ? [mail.title] : []), ...mail.blocks.map(blockText)].join("\n\n");
}

const e = escapeHtml;
const P = 'style="margin:0 0 12px"';
const LIST = 'style="padding-left:20px;margin:0"';

function paragraphHtml(block: Extract<MailBlock, { kind: "paragraph" }>): string {
  const style = block.quiet ? 'style="color:#6b645c;font-size:14px;margin-top:24px"' : P;
  return block.text
    .split(/\n{2,}/)
    .map((p) => {
      let html = e(p).replace(/\n/g, "<br>");
      if (block.command) html = html.replace("\uE000", `<code>${e(block.command)}</code>`);
      return `<p ${style}>${block.strong ? `<strong>${html}</strong>` : html}</p>`;
    })
    .join("");
}

function pictureHtml(picture: MailPicture): string {
  const { width, height } = picture;
  return `<img src="cid:${e(picture.cid)}" width="${width}" height="${height}" alt="${e(picture.alt)}" style="display:block;border:0;margin:0 0 6px;width:${width}px;height:${height}px">`;
}

function lineHtml(line: MailLine): string {
  let value = e(line.value);
  if (line.strong) value = `<strong>${value}</strong>`;
  if (line.emphasis) value = `<em>${value}</em>`;
  return `<br>${line.label ? labelledHtml(e(line.label), value) : value}`;
}

function itemHtml(item: MailItem): string {
  const head = `${item.reference ? `<strong>${e(item.reference)}</strong> ` : ""}${e(item.title)}`;
  const linked = item.href ? `<a href="${e(item.href)}">${head}</a>` : head;
  return `<li style="margin:0 0 12px">${item.picture ? pictureHtml(item.picture) : ""}${
    item.note ? labelledHtml(linked, e(item.note)) : linked
  }${(item.lines ?? []).map(lineHtml).join("")}${(item.code ?? [])
    .map((c) => `<br><code>${e(c)}</code>`)
    .join("")}</li>`;
}

function blockHtml(block: MailBlock): string {
  switch (block.kind) {
    case "paragraph":
      return paragraphHtml(block);
    case "lines":
      return `<p ${P}>${block.lines
        .map((l) => (typeof l === "string" ? e(l) : `<a href="${e(l.href)}">${e(l.text)}</a>`))
        .join("<br>")}</p>`;
    case "fields":
      return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${block.rows
        .map(
          (r) =>
            `<tr><th scope="row" style="text-align:left;padding:2px 12px 2px 0">${e(r.label)}</th><td>${
              r.href ? `<a href="${e(r.href)}">${e(r.value)}</a>` : e(r.value)
            }</td></tr>`,
        )
        .join("")}</table>`;
    case "items": {
      const tag = block.ordered ? "ol" : "ul";
      return `<${tag} ${LIST}>${block.items.map(itemHtml).join("")}</${tag}>`;
    }
    case "table": {
      const cell = 'style="text-align:right;padding:2px 8px"';
      const [first, ...rest] = block.columns;
      return `<table style="border-collapse:collapse;margin:0 0 12px"><thead><tr><th scope="col" style="text-align:left;padding:2px 8px">${e(first ?? "")}</th>${rest
        .map((c) => `<th scope="col" ${cell}>${e(c)}</th>`)
        .join("")}</tr></thead><tbody>${block.rows
        .map(
          ([name, ...values]) =>
            `<tr><th scope="row" style="text-align:left;padding:2px 8px">${e(String(name))}</th>${values
              .map((v) => `<td ${cell}>${e(String(v))}</td>`)
              .join("")}</tr>`,
        )
        .join("")}</tbody></table>`;
    }
    case "section":
      return `<h2 style="font-size:16px;margin:24px 0 8px">${e(block.heading)}</h2>${block.blocks
        .map(blockHtml)
        .join("")}`;
  }
}

/**
 * The HTML part: one column of the site's type, the title as its heading. A long address (a
 * subscriber's link, 90 characters without a space) wraps rather than widen a phone's screen.
 */
export function mailHtml(mail: Mail): string {
  return `<!doctype html><html lang="${e(language)}"><head><meta charset="utf-8"><title>${e(mail.subject)}</title></head><body style="font-family:Georgia,serif;color:#1f1d1a;line-height:1.5;max-width:640px;margin:0 auto;padding:16px;overflow-wrap:break-word;word-wrap:break-word">${
    mail.title ? `<h1 style="font-size:20px;margin:0 0 16px">${e(mail.title)}</h1>` : ""
  }${mail.blocks.map(blockHtml).join("")}</body></html>`;
}
