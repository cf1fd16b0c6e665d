import type { Config } from "~/config/env.server";
import { MailCheck, smtpServerName } from "~/delivery/mail-check.server";
import {
  classifySmtpError,
  loginRefused,
  smtpSender,
  verifySmtp,
} from "~/delivery/transport.server";
import { type DeliveryOptions, DeliveryWorker, RETRY_BASE_MS } from "~/delivery/worker.server";
import { inquiryRecipient } from "~/inquiry/recipient";
import { describeError, type InquiryLog, logInquiryEvent } from "~/outbox/inquiry-log.server";
import { errorCode, Outbox } from "~/outbox/outbox.server";
import { RETENTION_SWEEP_MS, sweepOutbox } from "~/outbox/retention.server";

/**
 * The process's inquiry machinery, wired once from the settings: the outbox, the delivery worker
 * that sends from it, the SMTP check (mail-check.server.ts) and the hourly retention sweep
 * (retention.server.ts). The server entry starts it once and hands the objects to the contact
 * action and /healthz in the load context.
 */

const MB = 1024 * 1024;
/** Below this, the start-up log warns: a full disk is an inquiry answered 503. */
const LOW_SPACE_BYTES = 100 * MB;

/** What start-up says of the room left for the outbox: a warning under 100 MB, whole MB free. */
export function spaceReport(freeBytes: number): {
  event: "outbox.low_space" | "outbox.ready";
  freeMB: number;
} {
  return {
    event: freeBytes < LOW_SPACE_BYTES ? "outbox.low_space" : "outbox.ready",
    freeMB: Math.floor(freeBytes / MB),
  };
}

/**
 * Says at start where inquiries are kept and how much room is left there: an outbox on the root
 * disk because a volume was not mounted shows here first.
 */
export async function reportOutbox(
  outbox: Outbox,
  log: InquiryLog = logInquiryEvent,
): Promise<void> {
  try {
    await outbox.prepare();
    const { event, freeMB } = spaceReport(await outbox.freeBytes());
    log(event, { dir: outbox.dir, freeMB });
  } catch (error) {
    log("outbox.error", {
      dir: outbox.dir,
      problem: "cannot prepare the outbox: inquiries will be answered 503 until it can be written",
      code: errorCode(error),
      error: describeError(error),
    });
  }
}

export type InquiryDelivery = { outbox: Outbox; worker: DeliveryWorker; mail?: MailCheck };

/**
 * The process's one outbox, delivery worker and mail check, started by the server entry before it
 * listens (so that waiting messages are sent without waiting for a new inquiry, and a wrong SMTP
 * password shows in the log and /healthz at once) and handed to the routes in the load context.
 */
export function startInquiryDelivery(
  settings: Config,
  wiring: Pick<DeliveryOptions, "stillSubscribed"> = {},
): InquiryDelivery {
  const outbox = new Outbox(settings.outboxDir);
  const { smtpUrl } = settings;
  const smtp = smtpUrl ? { url: smtpUrl, ca: settings.smtpCa } : undefined;
  const worker = new DeliveryWorker({
    outbox,
    connect: smtp ? () => smtpSender(smtp) : undefined,
    envelope: { from: settings.inquiryFrom, to: inquiryRecipient(settings) },
    retryBaseMs: RETRY_BASE_MS,
    retryMaxMs: settings.outboxRetryMaxMs,
    maxAgeMs: settings.outboxMaxAgeMs,
    rescanMs: settings.outboxRescanMs,
    concurrency: 4,
    receipts: settings.inquiryReceipt,
    bulkPerMinute: settings.announcePerMinute,
    ...wiring,
    onSmtp: (outcome) => mail?.recordDelivery(outcome),
    // After a refused login, only the SMTP check logs in again (backing off); the worker resumes
    // when it succeeds. Mail providers lock an account after a few refused logins.
    loginRecheckedElsewhere: true,
    log: logInquiryEvent,
  });
  const mail = smtp
    ? new MailCheck({
        verify: () =>
          verifySmtp(smtp).catch((error: unknown) => {
            if (loginRefused(classifySmtpError(error))) worker.holdForLogin();
            throw error;
          }),
        log: logInquiryEvent,
        intervalMs: settings.smtpVerifyMs,
        failingIntervalMs: Math.min(settings.smtpVerifyMs, 30_000),
        server: smtpServerName(smtp.url),
        onReady: () => worker.resume(),
      })
    : undefined;
  void reportOutbox(outbox);
  // The first check comes first: with a refused login, no message tries to log in as well.
  void (mail ? mail.start() : Promise.resolve()).finally(() => worker.start());
  const sweep = () => void sweepOutbox(outbox, settings.outboxRetentionMs);
  sweep();
  setInterval(sweep, RETENTION_SWEEP_MS).unref();
  return { outbox, worker, mail };
}

/**
 * At shutdown (the server entry's last step): no more SMTP checks, the messages in flight given
 * their grace, and every message this process had claimed put back to waiting for the next.
 */
export async function stopInquiryDelivery(delivery: InquiryDelivery): Promise<void> {
  delivery.mail?.stop();
  await delivery.worker.stop();
}
