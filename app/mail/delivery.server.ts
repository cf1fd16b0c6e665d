import { type Config, config } from "~/config/env.server";
import { type InquiryLog, logInquiryEvent, redactAddresses } from "~/mail/log.server";
import { Outbox } from "~/mail/outbox.server";
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
  /** Messages sent at once within a round. */
  concurrency: number;
  log: InquiryLog;
};

type Outcome = "sent" | "failed" | "gone" | { transient: SmtpFailure; attempt: number };

export class DeliveryWorker {
  private readonly queue: string[] = [];
  private readonly queued = new Set<string>();
  private readonly attempts = new Map<string, number>();
  private failures = 0;
  private pausedUntil = 0;
  private timer: NodeJS.Timeout | undefined;
  private round: Promise<void> | undefined;
  private rerun = false;
  private stopped = false;
  private started: Promise<void> | undefined;

  constructor(private readonly options: DeliveryOptions) {}

  get delivering(): boolean {
    return this.options.connect !== undefined;
  }

  /** Loads what waits in the outbox and starts sending it. */
  start(): Promise<void> {
    this.started ??= (async () => {
      const waiting = await this.options.outbox.waiting();
      for (const { key } of waiting) this.add(key);
      this.options.log("outbox.resumed", {
        waiting: waiting.length,
        dir: this.options.outbox.dir,
        delivering: this.delivering,
        ...(this.delivering ? {} : { reason: "SMTP_URL is not set: inquiries stay in the outbox" }),
      });
      this.kick();
    })();
    return this.started;
  }

  /** A new message is waiting in the outbox. */
  enqueue(key: string): void {
    this.add(key);
    // Before start() has loaded the outbox, the new file is found by that scan anyway.
    if (this.started) this.kick();
  }

  /** Stops after the messages in flight; what is left stays in the outbox for the next start. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.round;
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
    const i = this.queue.indexOf(key);
    if (i >= 0) this.queue.splice(i, 1);
  }

  private kick() {
    if (!this.options.connect || this.stopped || this.queue.length === 0) return;
    if (this.round) {
      this.rerun = true;
      return;
    }
    const wait = this.pausedUntil - Date.now();
    if (wait > 0) {
      this.wakeIn(wait);
      return;
    }
    this.round = this.deliverAll().finally(() => {
      this.round = undefined;
      if (this.rerun) {
        this.rerun = false;
        this.kick();
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

  private async deliverAll(): Promise<void> {
    const connect = this.options.connect;
    if (!connect) return;
    const sender = connect();
    try {
      while (this.queue.length > 0 && !this.stopped) {
        const batch = this.queue.slice(0, this.options.concurrency);
        const outcomes = await Promise.all(batch.map((key) => this.deliver(sender, key)));
        const transient = outcomes.flatMap((o, i) =>
          typeof o === "object" ? [{ key: batch[i] as string, ...o }] : [],
        );
        if (transient.length === 0) {
          this.failures = 0;
          continue;
        }
        this.failures += 1;
        const delay = backoffDelay(
          this.failures,
          this.options.retryBaseMs,
          this.options.retryMaxMs,
        );
        this.pausedUntil = Date.now() + delay;
        for (const { key, transient: failure, attempt } of transient) {
          this.options.log("inquiry.retry", {
            id: key,
            attempt,
            retryInMs: delay,
            code: failure.code,
            responseCode: failure.responseCode,
            response: failure.response ? redactAddresses(failure.response) : undefined,
            waiting: this.queue.length,
          });
        }
        this.wakeIn(delay);
        break;
      }
    } finally {
      sender.close();
    }
  }

  private async deliver(sender: SmtpSender, key: string): Promise<Outcome> {
    const { outbox, log } = this.options;
    let message: Buffer;
    try {
      message = await outbox.read(key);
    } catch {
      this.remove(key); // moved away by hand meanwhile
      return "gone";
    }
    const attempt = (this.attempts.get(key) ?? 0) + 1;
    this.attempts.set(key, attempt);
    const started = Date.now();
    try {
      await sender.send(this.options.envelope, message);
    } catch (error) {
      const failure = classifySmtpError(error);
      if (failure.kind === "transient") return { transient: failure, attempt };
      this.remove(key);
      const file = await outbox.moveTo(key, "failed").catch(() => outbox.fileFor(key));
      log("inquiry.failed", {
        id: key,
        attempt,
        code: failure.code,
        responseCode: failure.responseCode,
        response: failure.response ? redactAddresses(failure.response) : undefined,
        file,
      });
      return "failed";
    }
    this.remove(key);
    try {
      await outbox.moveTo(key, "sent");
    } catch (error) {
      // Sent, but still in the outbox: the next start would send it again. Say so loudly.
      log("outbox.error", {
        id: key,
        problem: "sent but could not be moved to sent/",
        error: error instanceof Error ? error.message : String(error),
      });
    }
    log("inquiry.delivered", { id: key, attempt, ms: Date.now() - started });
    return "sent";
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
    concurrency: 4,
    log: logInquiryEvent,
  });
  registry.__inquiryDelivery = { outbox, worker };
  worker.start().catch((error: unknown) => {
    logInquiryEvent("outbox.error", {
      dir: outbox.dir,
      problem: "could not read the outbox",
      error: error instanceof Error ? error.message : String(error),
    });
  });
  process.once("SIGTERM", () => void worker.stop());
  return registry.__inquiryDelivery;
}
