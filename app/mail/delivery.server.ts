import { type Config, config } from "~/config/env.server";
import { recipientOf } from "~/mail/compose.server";
import { type InquiryLog, logInquiryEvent, redactAddresses } from "~/mail/log.server";
import { type Claim, errorCode, isReceiptKey, Outbox } from "~/mail/outbox.server";
import {
  classifySmtpError,
  type Envelope,
  type SmtpFailure,
  type SmtpSender,
  smtpSender,
} from "~/mail/transport.server";

/**
 * The delivery worker: sends what waits in the outbox, in order, and moves each message to sent/
 * (or failed/ on a permanent refusal). While the SMTP server is down or answers 4xx, the whole
 * queue pauses with exponential back-off (every message goes to the same server and recipient,
 * so one failure speaks for all), then a probe resumes it. At start it picks up whatever waits.
 */

export const RETRY_BASE_MS = 1000;

/** The pause after `failures` consecutive failed rounds: base·2^(n-1), ±20 %, never above max. */
export function backoffDelay(
  failures: number,
  baseMs: number,
  maxMs: number,
  random: () => number = Math.random,
): number {
  const exponential = baseMs * 2 ** Math.min(30, Math.max(0, failures - 1));
  return Math.max(1, Math.min(maxMs, Math.round(exponential * (0.8 + 0.4 * random()))));
}

export type DeliveryOptions = {
  outbox: Outbox;
  /** Makes an SMTP sender for one delivery round; absent when SMTP_URL is not set. */
  connect?: () => SmtpSender;
  envelope: Envelope;
  retryBaseMs: number;
  retryMaxMs: number;
  /** A message still refused (4xx) or undeliverable after this long moves to failed/. */
  maxAgeMs: number;
  /** How often the outbox is looked at again for messages this process did not accept. */
  rescanMs: number;
  /** Messages sent at once within a round. */
  concurrency: number;
  /** Whether visitors' receipts are released once their inquiry is delivered. */
  receipts?: boolean;
  log: InquiryLog;
  now?: () => number;
};

type Outcome = "sent" | "failed" | "gone" | { transient: SmtpFailure; attempt: number };

/** No SMTP reply at all (refused, timed out, dropped), or 421: the server, not the message. */
export function serverDown(failure: SmtpFailure): boolean {
  return failure.responseCode === undefined || failure.responseCode === 421;
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

export class DeliveryWorker {
  private readonly queue: string[] = [];
  private readonly queued = new Set<string>();
  private readonly attempts = new Map<string, number>();
  /** When a message refused on its own (others went through) may be tried again. */
  private readonly retryAt = new Map<string, number>();
  /** Messages this process has taken from the outbox to send (see Outbox.claim). */
  private readonly claims = new Map<string, Claim>();
  private failures = 0;
  private pausedUntil = 0;
  private timer: NodeJS.Timeout | undefined;
  private rescanTimer: NodeJS.Timeout | undefined;
  private round: Promise<void> | undefined;
  private rerun = false;
  private stopped = false;
  private started: Promise<void> | undefined;
  private readonly now: () => number;

  constructor(private readonly options: DeliveryOptions) {
    this.now = options.now ?? Date.now;
  }

  get delivering(): boolean {
    return this.options.connect !== undefined;
  }

  /** Loads what waits in the outbox and starts sending it; then looks again now and then. */
  start(): Promise<void> {
    this.started ??= (async () => {
      let waiting: number | null = null;
      try {
        waiting = await this.rescan();
      } catch (error) {
        this.options.log("outbox.error", {
          dir: this.options.outbox.dir,
          problem: "could not read the outbox",
          code: errorCode(error),
          error: describe(error),
        });
      }
      this.options.log("outbox.resumed", {
        waiting,
        dir: this.options.outbox.dir,
        delivering: this.delivering,
        ...(this.delivering ? {} : { reason: "SMTP_URL is not set: inquiries stay in the outbox" }),
      });
      if (this.delivering) this.scheduleRescan();
      this.kick();
    })();
    return this.started;
  }

  /**
   * Queues what waits in the outbox, having first returned the claims of processes that are gone
   * (another process sharing the outbox, killed mid-send). Returns how many messages wait.
   */
  private async rescan(): Promise<number> {
    if (this.delivering) await this.options.outbox.recoverClaims();
    if (this.delivering && this.options.receipts) {
      await this.options.outbox.releaseHeldReceipts();
    }
    const waiting = await this.options.outbox.waiting();
    for (const { key } of waiting) this.add(key);
    return waiting.length;
  }

  private scheduleRescan() {
    this.rescanTimer = setTimeout(() => {
      this.rescan()
        .then(() => this.kick())
        .catch((error: unknown) => {
          this.options.log("outbox.error", {
            dir: this.options.outbox.dir,
            problem: "could not read the outbox",
            code: errorCode(error),
            error: describe(error),
          });
        })
        .finally(() => {
          if (!this.stopped) this.scheduleRescan();
        });
    }, this.options.rescanMs);
    this.rescanTimer.unref();
  }

  /** A new message is waiting in the outbox. */
  enqueue(key: string): void {
    this.add(key);
    // Before start() has loaded the outbox, the new file is found by that scan anyway.
    if (this.started) this.kick();
  }

  /**
   * Stops after the messages in flight, and puts what this process had claimed back to waiting,
   * for the next process (or another one sharing the outbox) to send.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.rescanTimer) clearTimeout(this.rescanTimer);
    await this.round;
    for (const claim of this.claims.values()) {
      await this.options.outbox.release(claim).catch(() => undefined);
    }
    this.claims.clear();
  }

  get waiting(): number {
    return this.queue.length;
  }

  private add(key: string) {
    if (this.queued.has(key)) return;
    this.queued.add(key);
    this.queue.push(key);
  }

  private remove(key: string) {
    this.queued.delete(key);
    this.attempts.delete(key);
    this.retryAt.delete(key);
    this.claims.delete(key);
    const i = this.queue.indexOf(key);
    if (i >= 0) this.queue.splice(i, 1);
  }

  /** A message may go once the queue's pause is over and its own retry time has come. */
  private ready(key: string, now: number): boolean {
    return now >= this.pausedUntil && (this.retryAt.get(key) ?? 0) <= now;
  }

  private kick() {
    if (!this.options.connect || this.stopped || this.queue.length === 0) return;
    if (this.round) {
      this.rerun = true;
      return;
    }
    const now = this.now();
    if (!this.queue.some((key) => this.ready(key, now))) {
      this.wakeForRetries();
      return;
    }
    this.round = this.deliverAll().finally(() => {
      this.round = undefined;
      if (this.rerun) {
        this.rerun = false;
        this.kick();
      } else {
        this.wakeForRetries();
      }
    });
  }

  private wakeIn(ms: number) {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.kick();
    }, ms);
    this.timer.unref(); // never keep a stopping server alive
  }

  /** Wakes when the first message tried before may go again (never sooner than the pause). */
  private wakeForRetries() {
    if (this.stopped || this.queue.length === 0) return;
    const now = this.now();
    const times = this.queue.map((key) =>
      this.ready(key, now) ? now : Math.max(this.pausedUntil, this.retryAt.get(key) ?? 0),
    );
    this.wakeIn(Math.max(1, Math.min(...times) - now));
  }

  /** Pauses the queue after a failed round: exponential back-off, then a probe resumes it. */
  private pause(): number {
    this.failures += 1;
    const delay = backoffDelay(this.failures, this.options.retryBaseMs, this.options.retryMaxMs);
    this.pausedUntil = this.now() + delay;
    return delay;
  }

  /** One round: sends batches until the queue is empty or a failure pauses it. Never throws. */
  private async deliverAll(): Promise<void> {
    const connect = this.options.connect;
    if (!connect) return;
    let sender: SmtpSender | undefined;
    try {
      sender = connect();
      while (!this.stopped) {
        const now = this.now();
        const batch = this.queue
          .filter((key) => this.ready(key, now))
          .slice(0, this.options.concurrency);
        if (batch.length === 0) break;
        const active = sender;
        const outcomes = await Promise.all(batch.map((key) => this.deliver(active, key)));
        const transient = outcomes.flatMap((o, i) =>
          typeof o === "object" ? [{ key: batch[i] as string, ...o }] : [],
        );
        if (transient.length === 0) {
          this.failures = 0;
          continue;
        }
        // The server could not be reached (or said it is closing, 421): every message waits for
        // it. It answered this message with 4xx: that refusal is the message's own (greylisting,
        // a full mailbox), and only that message waits, so it never holds back the others.
        const serverWide = transient.every(({ transient: f }) => serverDown(f));
        const paused = serverWide ? this.pause() : undefined;
        for (const { key, transient: failure, attempt } of transient) {
          const { retryBaseMs, retryMaxMs } = this.options;
          const retryInMs = paused ?? backoffDelay(attempt, retryBaseMs, retryMaxMs);
          if (paused === undefined) this.retryAt.set(key, this.now() + retryInMs);
          this.options.log("inquiry.retry", {
            id: key,
            attempt,
            retryInMs,
            code: failure.code,
            responseCode: failure.responseCode,
            response: failure.response ? redactAddresses(failure.response) : undefined,
            waiting: this.queue.length,
          });
        }
        if (serverWide) break;
      }
    } catch (error) {
      // A fault of our own (the transport, the file system): logged, retried later, never fatal.
      const retryInMs = this.pause();
      this.options.log("outbox.error", {
        problem: "delivery round failed",
        code: errorCode(error),
        error: describe(error),
        retryInMs,
        waiting: this.queue.length,
      });
    } finally {
      try {
        sender?.close();
      } catch {
        // closing a broken transport must not end the round's clean-up
      }
    }
  }

  private async deliver(sender: SmtpSender, key: string): Promise<Outcome> {
    const { outbox, log } = this.options;
    let claim = this.claims.get(key);
    if (!claim) {
      claim = await outbox.claim(key);
      if (!claim) {
        this.remove(key); // sent by another process sharing the outbox, or moved by hand
        return "gone";
      }
      this.claims.set(key, claim);
    }
    const message = await outbox.read(claim);
    const envelope = this.envelopeFor(key, message);
    const attempt = (this.attempts.get(key) ?? 0) + 1;
    this.attempts.set(key, attempt);
    const started = this.now();
    try {
      await sender.send(envelope, message);
    } catch (error) {
      const failure = classifySmtpError(error);
      const expired = started - claim.queuedAt > this.options.maxAgeMs;
      if (failure.kind === "transient" && !expired) return { transient: failure, attempt };
      this.remove(key);
      const file = await outbox.finish(claim, "failed").catch(() => claim.file);
      log("inquiry.failed", {
        id: key,
        attempt,
        reason: failure.kind === "permanent" ? "refused" : "expired",
        ageSeconds: Math.round((started - claim.queuedAt) / 1000),
        code: failure.code,
        responseCode: failure.responseCode,
        response: failure.response ? redactAddresses(failure.response) : undefined,
        file,
      });
      return "failed";
    }
    this.remove(key);
    try {
      await outbox.finish(claim, "sent");
    } catch (error) {
      // Sent, but still claimed: a later start would send it again. Say so loudly.
      log("outbox.error", {
        id: key,
        problem: "sent but could not be moved to sent/",
        code: errorCode(error),
        error: describe(error),
      });
    }
    log("inquiry.delivered", { id: key, attempt, ms: this.now() - started });
    if (this.options.receipts && !isReceiptKey(key)) await this.releaseReceipt(key);
    return "sent";
  }

  /** An inquiry goes to the photographer; a receipt to the address it was composed for. */
  private envelopeFor(key: string, message: Buffer): Envelope {
    if (!isReceiptKey(key)) return this.options.envelope;
    const to = recipientOf(message);
    if (!to) throw new Error(`receipt ${key} names no recipient`);
    return { from: this.options.envelope.from, to };
  }

  /** The inquiry is delivered: its receipt, if one is held, joins the queue. */
  private async releaseReceipt(inquiryKey: string): Promise<void> {
    try {
      const receipt = await this.options.outbox.releaseReceipt(inquiryKey);
      if (receipt) {
        this.add(receipt);
        this.options.log("receipt.queued", { id: receipt, inquiry: inquiryKey });
      }
    } catch (error) {
      // Still held: the next rescan releases it.
      this.options.log("outbox.error", {
        id: inquiryKey,
        problem: "could not release the receipt",
        code: errorCode(error),
        error: describe(error),
      });
    }
  }
}

/** Below this, the start-up log warns: a full disk is an inquiry answered 503. */
export const LOW_SPACE_BYTES = 100 * 1024 * 1024;

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
    const freeBytes = await outbox.freeBytes();
    const freeMB = Math.floor(freeBytes / (1024 * 1024));
    log(freeBytes < LOW_SPACE_BYTES ? "outbox.low_space" : "outbox.ready", {
      dir: outbox.dir,
      freeMB,
    });
  } catch (error) {
    log("outbox.error", {
      dir: outbox.dir,
      problem: "cannot prepare the outbox: inquiries will be answered 503 until it can be written",
      code: errorCode(error),
      error: describe(error),
    });
  }
}

export type InquiryDelivery = { outbox: Outbox; worker: DeliveryWorker };

const registry = globalThis as typeof globalThis & { __inquiryDelivery?: InquiryDelivery };

/**
 * The process's one outbox and delivery worker, started on first use: the server entry calls it
 * at start so that waiting messages are sent without waiting for a new inquiry.
 */
export function startInquiryDelivery(settings: Config = config()): InquiryDelivery {
  if (registry.__inquiryDelivery) return registry.__inquiryDelivery;
  const outbox = new Outbox(settings.outboxDir);
  const { smtpUrl } = settings;
  const worker = new DeliveryWorker({
    outbox,
    connect: smtpUrl ? () => smtpSender(smtpUrl) : undefined,
    envelope: { from: settings.inquiryFrom, to: settings.inquiryTo ?? "" },
    retryBaseMs: RETRY_BASE_MS,
    retryMaxMs: settings.outboxRetryMaxMs,
    maxAgeMs: settings.outboxMaxAgeMs,
    rescanMs: settings.outboxRescanMs,
    concurrency: 4,
    receipts: settings.inquiryReceipt,
    log: logInquiryEvent,
  });
  registry.__inquiryDelivery = { outbox, worker };
  void reportOutbox(outbox);
  void worker.start();
  process.once("SIGTERM", () => void worker.stop());
  return registry.__inquiryDelivery;
}
