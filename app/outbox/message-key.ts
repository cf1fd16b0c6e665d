/**
 * Message keys and kinds. A key names a message in the outbox (`<key>.eml`), in its Message-ID and
 * in every log line; a kind says what the message is, and so where it goes. The kind is a field of
 * the message itself (the `X-Outbox-Kind` header, written by envelope.server.ts), never read from
 * the key: a key only has to be unique and, where the same message must never be written twice,
 * the same in every process (a name's hash: keyFromName).
 *
 * An inquiry's key is the one-time key its form carried (a version 4 UUID, made by the contact
 * page's loader). The visitor's receipt is filed under the same UUID with version 8, so that it
 * never equals a form key, no form can name it, and the inquiry's delivery finds it. Every other
 * message (the weekly letter, a subscription's confirmation, an announcement) is filed under a
 * version 5 UUID made from a name that says which one it is.
 *
 * One pattern, checked here only: by the form's schema, the contact action and the outbox.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-([458])[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** What a message is. Inquiries and letters go to the photographer; the others to their To. */
export const MESSAGE_KINDS = [
  "inquiry",
  "receipt",
  "letter",
  "confirmation",
  "announcement",
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** The header that carries a message's kind. */
export const KIND_HEADER = "X-Outbox-Kind";

/** Whether the message goes to the photographer (INQUIRY_TO) rather than to the address it names. */
export function toPhotographer(kind: MessageKind): boolean {
  return kind === "inquiry" || kind === "letter";
}

/**
 * A message's kind from its header's value. A message written before kinds were a field (an
 * outbox carried over an upgrade) has none: its key's version tells the three kinds there were.
 */
export function messageKind(header: string | undefined, key: string): MessageKind {
  const named = MESSAGE_KINDS.find((kind) => kind === header?.trim().toLowerCase());
  if (named) return named;
  const version = UUID.exec(key)?.[1];
  return version === "8" ? "receipt" : version === "5" ? "letter" : "inquiry";
}

/** A key a form may carry: a version 4 UUID in lower case. */
export function isFormKey(key: string): boolean {
  return UUID.exec(key)?.[1] === "4";
}

/** A key that names a message in the outbox: a form key, a receipt's or a named one. */
export function isMessageKey(key: string): boolean {
  return UUID.test(key);
}

export function receiptKeyFor(inquiryKey: string): string {
  return `${inquiryKey.slice(0, 14)}8${inquiryKey.slice(15)}`;
}

/** Whether the key is one a receipt is held under (found by its inquiry's key, not by its kind). */
export function isReceiptKey(key: string): boolean {
  return key[14] === "8";
}

export function inquiryKeyOf(receiptKey: string): string {
  return `${receiptKey.slice(0, 14)}4${receiptKey.slice(15)}`;
}
