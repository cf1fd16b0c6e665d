/**
 * Inquiry, outbox and subscription events as one JSON line each on stdout, for machines to read.
 * Never a message body, a name or an email address: only keys, types, counts, codes and paths.
 */
export type InquiryEvent =
  | "inquiry.accepted"
  | "inquiry.kept"
  | "inquiry.duplicate"
  | "inquiry.dropped"
  | "inquiry.invalid"
  | "inquiry.refused"
  | "inquiry.rate_limited"
  | "inquiry.delivered"
  | "inquiry.retry"
  | "inquiry.failed"
  | "inquiry.unsaved"
  | "inquiry.aborted"
  | "inquiry.error"
  | "inquiry.quarantined"
  | "inquiry.erased"
  | "receipt.unsaved"
  | "receipt.queued"
  | "outbox.resumed"
  | "outbox.ready"
  | "outbox.low_space"
  | "outbox.error"
  | "outbox.deleted"
  | "outbox.erased"
  | "outbox.retried"
  | "outbox.dismissed"
  | "mail.ready"
  | "mail.unavailable"
  | "subscription.asked"
  | "subscription.mailed"
  | "subscription.dropped"
  | "subscription.invalid"
  | "subscription.refused"
  | "subscription.aborted"
  | "subscription.rate_limited"
  | "subscription.unsaved"
  | "subscription.confirmed"
  | "subscription.ended"
  | "subscription.forgotten";

import { type LogFields, logLine } from "~/server/log.server";

export type { LogFields };

export type InquiryLog = (event: InquiryEvent, fields?: LogFields) => void;

const levels: Partial<Record<InquiryEvent, "warn" | "error">> = {
  "inquiry.retry": "warn",
  "inquiry.rate_limited": "warn",
  "inquiry.failed": "error",
  "inquiry.unsaved": "error",
  "receipt.unsaved": "warn",
  "outbox.error": "error",
  "outbox.low_space": "warn",
  "inquiry.aborted": "warn",
  "inquiry.quarantined": "error",
  "mail.unavailable": "error",
  "subscription.rate_limited": "warn",
  "subscription.unsaved": "error",
};

export const logInquiryEvent: InquiryLog = (event, fields = {}) => {
  process.stdout.write(`${logLine(levels[event] ?? "info", event, fields)}\n`);
};

/** SMTP replies can quote addresses; logs keep the reply, not the addresses. */
export function redactAddresses(text: string): string {
  return text.replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, "<address>").slice(0, 200);
}

/** What an error says, for the log. */
export function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
