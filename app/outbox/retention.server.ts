import { describeError, type InquiryLog, logInquiryEvent } from "~/outbox/inquiry-log.server";
import { errorCode, type Outbox } from "~/outbox/outbox.server";

/**
 * Retention: what has rested in the outbox longer than OUTBOX_RETENTION is deleted, hourly
 * (started with the worker in delivery/delivery-start.server.ts). The folders and the ages are the
 * outbox's (Outbox.sweep); this module runs it and logs each deletion.
 */

/** How often the retention sweep looks for messages to delete. */
export const RETENTION_SWEEP_MS = 3_600_000;

/**
 * Deletes delivered, failed, dismissed and quarantined messages older than the retention period,
 * one log line per deletion (the key, the folder and the age: no personal data). Never throws.
 */
export async function sweepOutbox(
  outbox: Outbox,
  retentionMs: number,
  log: InquiryLog = logInquiryEvent,
): Promise<number> {
  try {
    const deleted = await outbox.sweep(retentionMs);
    for (const { key, folder, ageDays } of deleted) {
      log("outbox.deleted", { key, folder, ageDays, reason: "retention" });
    }
    return deleted.length;
  } catch (error) {
    log("outbox.error", {
      dir: outbox.dir,
      problem: "retention sweep failed",
      code: errorCode(error),
      error: describeError(error),
    });
    return 0;
  }
}
