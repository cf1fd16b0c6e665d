/**
 * An inquiry's key: the one-time key its form carried (a version 4 UUID, made by the contact
 * page's loader). It names the inquiry's message in the outbox (`<key>.eml`) and in every log
 * line (`key`). The visitor's receipt is filed under the same UUID with version 8, so that it
 * never equals a form key and no form can name it; the weekly letter under a version 5 UUID made
 * from its week (letterKey in app/letter/letter-mail.server.ts), so that it is written once a week.
 *
 * One pattern, checked here only: by the form's schema, the contact action and the outbox.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-([458])[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A key a form may carry: a version 4 UUID in lower case. */
export function isFormKey(key: string): boolean {
  return UUID.exec(key)?.[1] === "4";
}

/** A key that names a message in the outbox: a form key, a receipt's or a letter's. */
export function isMessageKey(key: string): boolean {
  return UUID.test(key);
}

export function receiptKeyFor(inquiryKey: string): string {
  return `${inquiryKey.slice(0, 14)}8${inquiryKey.slice(15)}`;
}

export function isReceiptKey(key: string): boolean {
  return key[14] === "8";
}

export function inquiryKeyOf(receiptKey: string): string {
  return `${receiptKey.slice(0, 14)}4${receiptKey.slice(15)}`;
}
