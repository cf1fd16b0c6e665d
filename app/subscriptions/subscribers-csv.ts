import type { Subscriber } from "~/subscriptions/subscription";

/**
 * The subscribers as CSV (RFC 4180), to move them to another mailing service: one row per
 * subscriber with when and on which page they were asked, when they confirmed, and the consent
 * words they were shown (what a service asks for as proof of consent). Pure.
 */

export const CSV_COLUMNS = [
  "address",
  "asked_at",
  "confirmed_at",
  "page",
  "language",
  "consent_words",
] as const;

/**
 * One cell: quoted when it holds a quote, a comma or a line break (quotes doubled); and a cell a
 * spreadsheet would read as a formula (starting with = + - @, or a tab or carriage return that
 * hides one) starts with an apostrophe, so an address such as "=HYPERLINK(…)@example.com" is text.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvRow(values: readonly string[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

/** The header and one row per subscriber, CRLF line ends as RFC 4180 has them. */
export function subscribersCsv(subscribers: readonly Subscriber[]): string {
  return [
    csvRow(CSV_COLUMNS),
    ...subscribers.map((s) =>
      csvRow([
        s.address,
        s.asked.at,
        s.confirmed?.at ?? "",
        s.asked.page,
        s.asked.language,
        s.asked.words,
      ]),
    ),
  ].join("");
}
