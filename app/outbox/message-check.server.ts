import { KIND_HEADER, type MessageKind, messageKind } from "~/outbox/message-key";

/**
 * Whether a file taken from the outbox is a whole message that can be sent as it is. Pure.
 *
 * The outbox only ever writes complete files (tmp/, fsync, link), but a file can still arrive
 * broken: copied in by hand, cut short by a disk or a crash outside the site, or empty. Sent as it
 * is, an empty file becomes a message with no headers, and a cut one a message whose last part is
 * missing; neither is what the visitor wrote, so it is set aside instead (see Outbox.quarantine).
 */

const SEPARATOR = /\r?\n\r?\n/;
const HEADER_LINE = /^[!-9;-~]+:/;

/** The header block's fields, unfolded, by lower-case name (the first of each). */
export function headerFields(message: Buffer): Map<string, string> | undefined {
  const text = message.subarray(0, 256 * 1024).toString("latin1");
  const end = text.search(SEPARATOR);
  if (end < 0) return undefined;
  const fields = new Map<string, string>();
  let last: string | undefined;
  for (const line of text.slice(0, end).split(/\r?\n/)) {
    if (/^[ \t]/.test(line) && last) {
      fields.set(last, `${fields.get(last) ?? ""} ${line.trim()}`);
      continue;
    }
    if (!HEADER_LINE.test(line)) return undefined;
    const colon = line.indexOf(":");
    last = line.slice(0, colon).toLowerCase();
    if (!fields.has(last)) fields.set(last, line.slice(colon + 1).trim());
    else last = `${last}\u0000${fields.size}`; // a repeated field: kept apart, first one wins
  }
  return fields;
}

/** Why this message must not be sent, or undefined when it is whole. */
export function messageProblem(message: Buffer): string | undefined {
  if (message.length === 0) return "empty file";
  const fields = headerFields(message);
  if (!fields) return "no header block";
  const type = fields.get("content-type") ?? "";
  const boundary = /boundary\s*=\s*(?:"([^"]+)"|([^\s;]+))/i.exec(type);
  if (/^multipart\//i.test(type.trim())) {
    const name = boundary?.[1] ?? boundary?.[2];
    if (!name) return "multipart without a boundary";
    if (!message.includes(`--${name}--`)) return "cut short: the closing MIME boundary is missing";
  }
  return undefined;
}

/** The addresses named in the To and Reply-To fields, lower-cased. */
export function addressesOf(message: Buffer): string[] {
  const fields = headerFields(message);
  if (!fields) return [];
  const found = new Set<string>();
  for (const name of ["to", "reply-to"]) {
    const value = fields.get(name);
    for (const match of value?.matchAll(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g) ?? []) {
      found.add(match[0].toLowerCase());
    }
  }
  return [...found];
}

/** What the message is: its X-Outbox-Kind field (or, written before there was one, its key's). */
export function kindOf(message: Buffer, key: string): MessageKind {
  return messageKind(headerFields(message)?.get(KIND_HEADER.toLowerCase()), key);
}

/** The envelope recipient of a message this site composed: its To address. */
export function recipientOf(message: Buffer): string | undefined {
  const head =
    message
      .subarray(0, 16_384)
      .toString("utf8")
      .split(/\r?\n\r?\n/)[0] ?? "";
  const to = /^To:[ \t]*(.*(?:\r?\n[ \t].*)*)/im.exec(head)?.[1]?.replace(/\r?\n[ \t]+/g, " ");
  return (
    /<([^<>\s]+@[^<>\s]+)>/.exec(to ?? "")?.[1] ?? /([^\s,<>"]+@[^\s,<>"]+)/.exec(to ?? "")?.[1]
  );
}
