import {
  classifySmtpError,
  type Envelope,
  loginRefused,
  type SmtpSender,
  serverDown,
} from "~/delivery/transport.server";
import { describeError, type InquiryLog, redactAddresses } from "~/outbox/inquiry-log.server";
import { kindOf, messageProblem, recipientOf } from "~/outbox/message-check.server";
import { type MessageKind, toPhotographer } from "~/outbox/message-key";
import { type Claim, errorCode, type Outbox } from "~/outbox/outbox.server";

/**
 * The delivery worker: sends what waits in the outbox and moves each message to sent/ (failed/ on a
 * permanent refusal, quarantine/ when the file cannot be read or is not a whole message). Up to
 * `concurrency` messages are in flight at once, each in its own lane: a message whose SMTP
 * connection hangs holds one lane until the socket times out, and the others go on. While the SMTP
 * server cannot be reached (or answers 421) and nothing else got through meanwhile, the whole
 * queue pauses with exponential back-off (every message goes to the same server, so one failure
 * speaks for all). Whatever goes wrong with one message (its file, its claim, its reply) is that
 * message's own: it is retried, failed or quarantined alone. At start it picks up whatever waits.
 *
 * Read top to bottom: start() and the rescan, stop(), kick() filling the lanes, the pause and the
 * retries, then deliver(): claim, read and check the file (message-check.server.ts), send
 * (transport.server.ts), move it to its folder, release its receipt. It is wired up with the
 * outbox, the SMTP check and retention in delivery-start.server.ts.
 */

export const RETRY_BASE_MS = 1000;
/** After a refused login, the first pause before the login is tried again; it doubles each time. */
export const LOGIN_RETRY_BASE_MS = 30_000;
/** How long stop() waits for the messages in flight (the server's own shutdown allows 10 s). */
export const STOP_GRACE_MS = 5000;

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
  /** Makes an SMTP sender; absent when SMTP_URL is not set. */
  connect?: () => SmtpSender;
  envelope: Envelope;
  retryBaseMs: number;
  retryMaxMs: number;
  /** A message still refused (4xx) or undeliverable after this long moves to failed/. */
  maxAgeMs: number;
  /** How often the outbox is looked at again for messages this process did not accept. */
  rescanMs: number;
  /** Messages in flight at once. */
  concurrency: number;
  /** Whether visitors' receipts are released once their inquiry is delivered. */
  receipts?: boolean;
  /**
   * Messages of bulk sends (announcements, waiting in bulk/) let into the queue per minute, one
   * at a time: the pace the mail server takes, and never more than a few ahead of an inquiry.
   */
  bulkPerMinute?: number;
  /**
   * Whether an announcement's recipient still wants it (is still a confirmed subscriber): one
   * who unsubscribed after it was written is sent nothing, and the letter is erased.
   */
  stillSubscribed?: (address: string) => Promise<boolean>;
  /** Told of every SMTP outcome, so the mail state in /healthz follows real deliveries too. */
  onSmtp?: (outcome: { ok: true } | { ok: false; error: unknown }) => void;
  /**
   * After a refused login, who tries the login again: the SMTP check (mail-check.server.ts), which
   * calls resume() once a login succeeds, so the worker itself waits; or, when false, the worker,
   * after LOGIN_RETRY_BASE_MS, doubling up to retryMaxMs.
   */
  loginRecheckedElsewhere?: boolean;
  log: InquiryLog;
  now?: () => number;
};

type Outcome = "sent" | "failed" | "gone" | "quarantined" | "retry";

export class DeliveryWorker {
  private readonly queue: string[] = [];
  private readonly queued = new Set<string>();
  private readonly attempts = new Map<string, number>();
  /** When a message that failed on its own (others went through) may be tried again. */
  private readonly retryAt = new Map<string, number>();
  /** Messages this process has taken from the outbox to send (see Outbox.claim). */
  private readonly claims = new Map<string, Claim>();
  /** The messages in flight, one lane each. */
  private readonly inFlight = new Map<string, Promise<void>>();
  private sender: SmtpSender | undefined;
  private failures = 0;
  private pausedUntil = 0;
  /** Refused logins in a row, and when the last one paused the queue. */
  private loginFailures = 0;
  private loginHeldAt = Number.NEGATIVE_INFINITY;
  /** When the queue was last paused, and when a message was last delivered. */
  private pausedAt = Number.NEGATIVE_INFINITY;
  private deliveredAt = Number.NEGATIVE_INFINITY;
  private timer: NodeJS.Timeout | undefined;
  private rescanTimer: NodeJS.Timeout | undefined;
  private bulkTimer: NodeJS.Timeout | undefined;
  /**
   * Bulk messages let in and not yet tried: the next waits for them. A message retried later (one
   * address refused for now) no longer holds the others back.
   */
  private readonly bulkQueued = new Set<string>();
  /** Whether bulk/ had messages at the last look (a rescan looks again). */
  private bulkPending = true;
  /** Whether the last look let a letter in: an announcement is being sent. */
  private bulkLetIn = false;
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
        this.logUnreadable(error);
      }
      this.options.log("outbox.resumed", {
        waiting,
        dir: this.options.outbox.dir,
        delivering: this.delivering,
        ...(this.delivering ? {} : { reason: "SMTP_URL is not set: inquiries stay in the outbox" }),
      });
      if (this.delivering) this.scheduleRescan();
      if (this.delivering && this.options.bulkPerMinute) this.scheduleBulk();
      this.kick();
    })();
    return this.started;
  }

  /**
   * Lets one bulk message into the queue every 60/ANNOUNCE_PER_MINUTE seconds, while mail goes
   * (not while the queue is paused or held for the login) and once the one before has been
   * handled: a thousand announcements reach the SMTP server at its pace, and an inquiry that
   * arrives meanwhile waits behind one of them at most.
   */
  private scheduleBulk() {
    const every = Math.max(10, Math.round(60_000 / (this.options.bulkPerMinute ?? 60)));
    this.bulkTimer = setTimeout(() => {
      this.letBulkIn()
        .catch((error: unknown) => this.logUnreadable(error))
        .finally(() => {
          if (!this.stopped) this.scheduleBulk();
        });
    }, every);
    this.bulkTimer.unref();
  }

  /** Whether letters of an announcement still wait in bulk/ for this worker to let them in. */
  private announcing(): boolean {
    return this.bulkLetIn && !this.stopped;
  }

  private async letBulkIn(): Promise<void> {
    if (!this.bulkPending || this.now() < this.pausedUntil || this.loginFailures > 0) return;
    if (this.bulkQueued.size > 0) return;
    const released = await this.options.outbox.releaseBulk(1);
    const wasLettingIn = this.bulkLetIn;
    this.bulkLetIn = released.length > 0;
    if (released.length === 0) {
      this.bulkPending = false; // until the next rescan
      // The announcement's last letter has gone: its connection is idle now.
      if (wasLettingIn && this.inFlight.size === 0) this.closeSender();
      return;
    }
    for (const key of released) {
      this.bulkQueued.add(key);
      this.add(key);
    }
    this.kick();
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
    this.bulkPending = true;
    return waiting.length;
  }

  private scheduleRescan() {
    this.rescanTimer = setTimeout(() => {
      this.rescan()
        .then(() => this.kick())
        .catch((error: unknown) => this.logUnreadable(error))
        .finally(() => {
          if (!this.stopped) this.scheduleRescan();
        });
    }, this.options.rescanMs);
    this.rescanTimer.unref();
  }

  private logUnreadable(error: unknown) {
    this.options.log("outbox.error", {
      dir: this.options.outbox.dir,
      problem: "could not read the outbox",
      code: errorCode(error),
      error: describeError(error),
    });
  }

  /** A new message is waiting in the outbox. */
  enqueue(key: string): void {
    this.add(key);
    // Before start() has loaded the outbox, the new file is found by that scan anyway.
    if (this.started) this.kick();
  }

  /**
   * The SMTP server takes mail again (the SMTP check logged in): whatever was paused goes now.
   */
  resume(): void {
    if (this.pausedUntil <= this.now() && this.loginFailures === 0) return;
    this.pausedUntil = 0;
    this.failures = 0;
    this.loginFailures = 0;
    if (this.started) this.kick();
  }

  /**
   * The login was refused (by a delivery, or by the SMTP check): no message tries to log in until
   * the SMTP check succeeds (resume()), or, without one, until the back-off has passed. Refusals of
   * lanes already in flight are the same refusal. Returns the pause, or null until resume().
   */
  holdForLogin(started = this.now()): number | null {
    if (started > this.loginHeldAt) {
      this.loginFailures += 1;
      this.loginHeldAt = this.now();
      this.pausedUntil = this.options.loginRecheckedElsewhere
        ? Number.POSITIVE_INFINITY
        : this.now() +
          backoffDelay(
            this.loginFailures,
            LOGIN_RETRY_BASE_MS,
            Math.max(LOGIN_RETRY_BASE_MS, this.options.retryMaxMs),
          );
    }
    return Number.isFinite(this.pausedUntil) ? this.pausedUntil - this.now() : null;
  }

  /**
   * Stops after the messages in flight, and puts what this process had claimed back to waiting,
   * for the next process (or another one sharing the outbox) to send.
   */
  async stop(graceMs = STOP_GRACE_MS): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.rescanTimer) clearTimeout(this.rescanTimer);
    if (this.bulkTimer) clearTimeout(this.bulkTimer);
    // A lane on a hung connection would hold the shutdown for its whole socket timeout: its claim
    // stays in sending/ and the next process takes it back (as after a crash).
    let grace: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all(this.inFlight.values()),
      new Promise<void>((resolve) => {
        grace = setTimeout(resolve, graceMs);
      }),
    ]);
    clearTimeout(grace);
    const hung = new Set(this.inFlight.keys());
    if (hung.size === 0) this.closeSender();
    for (const claim of this.claims.values()) {
      if (hung.has(claim.key)) continue;
      await this.options.outbox.release(claim).catch(() => undefined);
    }
    this.claims.clear();
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

  /** A message may go once the queue's pause is over, its own retry time has come, and it is not in flight. */
  private ready(key: string, now: number): boolean {
    return (
      !this.inFlight.has(key) && now >= this.pausedUntil && (this.retryAt.get(key) ?? 0) <= now
    );
  }

  private closeSender() {
    const sender = this.sender;
    this.sender = undefined;
    try {
      sender?.close();
    } catch {
      // closing a broken transport must not stop the worker
    }
  }

  /** Fills free lanes with ready messages; when none is ready, wakes for the next retry. */
  private kick() {
    const connect = this.options.connect;
    if (!connect || this.stopped) return;
    const now = this.now();
    while (this.inFlight.size < this.options.concurrency) {
      const key = this.queue.find((k) => this.ready(k, now));
      if (key === undefined) break;
      let sender: SmtpSender;
      try {
        this.sender ??= connect();
        sender = this.sender;
      } catch (error) {
        // A fault of our own (the transport): logged, retried later, never fatal.
        const retryInMs = this.pause(now);
        this.options.log("outbox.error", {
          problem: "delivery round failed",
          code: errorCode(error),
          error: describeError(error),
          retryInMs,
          waiting: this.queue.length,
        });
        break;
      }
      const lane = this.deliverInLane(sender, key).finally(() => {
        this.inFlight.delete(key);
        this.bulkQueued.delete(key);
        // An idle transport is closed: the next message starts on a fresh connection. Between two
        // letters of an announcement it stays open (the pool's connection is reused, not made again
        // a thousand times).
        // Paused (mail down), it is closed all the same: the next try starts afresh.
        const idle = this.inFlight.size === 0 && !this.queue.some((k) => this.ready(k, this.now()));
        if (idle && (!this.announcing() || this.now() < this.pausedUntil)) this.closeSender();
        this.kick();
      });
      this.inFlight.set(key, lane);
    }
    this.wakeForRetries();
  }

  private wakeIn(ms: number) {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.kick();
    }, ms);
    this.timer.unref(); // never keep a stopping server alive
  }

  /** Wakes when the first message waiting for a retry (or the queue's pause) may go again. */
  private wakeForRetries() {
    if (this.stopped) return;
    const now = this.now();
    const later = this.queue
      .filter((key) => !this.inFlight.has(key) && !this.ready(key, now))
      .map((key) => Math.max(this.pausedUntil, this.retryAt.get(key) ?? 0));
    const first = Math.min(...later);
    // Held for the login: resume() wakes it.
    if (later.length === 0 || !Number.isFinite(first)) return;
    this.wakeIn(Math.max(1, first - now));
  }

  /**
   * Pauses the queue: exponential back-off, then the next message probes the server. Failures of
   * messages that were already in flight when the pause began are the same outage: not counted
   * again, so four lanes failing at once wait 1 s, not 8 s.
   */
  private pause(started: number): number {
    if (started <= this.pausedAt && this.now() < this.pausedUntil) {
      return this.pausedUntil - this.now();
    }
    this.failures += 1;
    const delay = backoffDelay(this.failures, this.options.retryBaseMs, this.options.retryMaxMs);
    this.pausedAt = this.now();
    this.pausedUntil = this.pausedAt + delay;
    return delay;
  }

  /** Retries one message alone, later: its own back-off, by its own attempt count. */
  private retryAlone(key: string, attempt: number): number {
    const retryInMs = backoffDelay(attempt, this.options.retryBaseMs, this.options.retryMaxMs);
    this.retryAt.set(key, this.now() + retryInMs);
    return retryInMs;
  }

  /** One message from claim to its folder. Never throws: every fault is this message's own. */
  private async deliverInLane(sender: SmtpSender, key: string): Promise<void> {
    try {
      await this.deliver(sender, key);
    } catch (error) {
      // A file-system fault around this message (its claim, its move): logged, retried alone.
      const attempt = (this.attempts.get(key) ?? 0) + 1;
      this.attempts.set(key, attempt);
      const retryInMs = this.retryAlone(key, attempt);
      this.options.log("outbox.error", {
        key: key,
        problem: "could not handle this message",
        code: errorCode(error),
        error: describeError(error),
        retryInMs,
        waiting: this.queue.length,
      });
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
    // Erased on request while this process held it (npm run outbox -- erase): never sent.
    if (await outbox.isErased(key)) return this.dropErased(claim);
    let message: Buffer;
    let envelope: Envelope;
    let kind: MessageKind;
    try {
      message = await outbox.read(claim);
      const problem = messageProblem(message);
      if (problem) throw Object.assign(new Error(problem), { code: "EBADMSG" });
      kind = kindOf(message, key);
      envelope = this.envelopeFor(key, kind, message);
    } catch (error) {
      return this.setAside(claim, error);
    }
    if (kind === "announcement" && this.options.stillSubscribed) {
      const wanted = await this.options.stillSubscribed(String(envelope.to)).catch(() => true);
      if (!wanted) return this.dropUnsubscribed(claim);
    }
    const attempt = (this.attempts.get(key) ?? 0) + 1;
    this.attempts.set(key, attempt);
    const started = this.now();
    try {
      await sender.send(envelope, message);
    } catch (error) {
      this.options.onSmtp?.({ ok: false, error });
      const failure = classifySmtpError(error);
      const expired = started - claim.queuedAt > this.options.maxAgeMs;
      if (loginRefused(failure) && !expired) {
        // Every message would be refused the same way, and each login counts against the account.
        const retryInMs = this.holdForLogin(started);
        log("inquiry.retry", {
          key: key,
          attempt,
          retryInMs,
          reason: "login refused: the next try waits for the SMTP check",
          code: failure.code,
          responseCode: failure.responseCode,
          waiting: this.queue.length,
        });
        return "retry";
      }
      if (failure.kind === "transient" && !expired) {
        // The server could not be reached (or said it is closing, 421) and nothing got through
        // since this message started: every message waits for it. Otherwise the failure is the
        // message's own (a 4xx refusal, greylisting, a connection that hung while others went
        // through), and only this message waits.
        const serverWide = serverDown(failure) && this.deliveredAt < started;
        const retryInMs = serverWide ? this.pause(started) : this.retryAlone(key, attempt);
        log("inquiry.retry", {
          key: key,
          attempt,
          retryInMs,
          code: failure.code,
          responseCode: failure.responseCode,
          response: failure.response ? redactAddresses(failure.response) : undefined,
          waiting: this.queue.length,
        });
        return "retry";
      }
      this.remove(key);
      const file = await outbox.finish(claim, "failed").catch(() => claim.file);
      log("inquiry.failed", {
        key: key,
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
    this.options.onSmtp?.({ ok: true });
    this.deliveredAt = this.now();
    this.failures = 0;
    this.loginFailures = 0;
    this.remove(key);
    try {
      await outbox.finish(claim, "sent");
    } catch (error) {
      if (await outbox.isErased(key).catch(() => false)) {
        // Erased while it was being handed to the SMTP server: it went, and nothing is kept.
        log("inquiry.delivered", {
          key: key,
          attempt,
          ms: this.now() - started,
          erasedWhileSending: true,
        });
        return "sent";
      }
      // Sent, but still claimed: a later start would send it again. Say so loudly.
      log("outbox.error", {
        key: key,
        problem: "sent but could not be moved to sent/",
        code: errorCode(error),
        error: describeError(error),
      });
    }
    log("inquiry.delivered", { key, attempt, ms: this.now() - started });
    if (this.options.receipts && kind === "inquiry") await this.releaseReceipt(key);
    return "sent";
  }

  /** An announcement whose recipient has unsubscribed since: erased, with nothing sent. */
  private async dropUnsubscribed(claim: Claim): Promise<Outcome> {
    await this.options.outbox.erase(claim.key);
    this.remove(claim.key);
    this.options.log("inquiry.erased", { key: claim.key, reason: "unsubscribed before sending" });
    return "gone";
  }

  /** A message erased on request while claimed: its file goes (if erase left it), nothing is sent. */
  private async dropErased(claim: Claim): Promise<Outcome> {
    await this.options.outbox.fs.unlink(claim.file).catch(() => undefined);
    this.remove(claim.key);
    this.options.log("inquiry.erased", {
      key: claim.key,
      reason: "erased on request before sending",
    });
    return "gone";
  }

  /**
   * A file that cannot be read (EACCES, EIO, EISDIR) or is not a whole message is set aside on
   * its own, with the reason; if even that move fails, it is retried alone, never sent as it is.
   */
  private async setAside(claim: Claim, error: unknown): Promise<Outcome> {
    const reason = describeError(error);
    const code = errorCode(error);
    const file = await this.options.outbox.quarantine(claim, reason, code);
    this.remove(claim.key);
    this.options.log("inquiry.quarantined", { key: claim.key, reason, code, file });
    return "quarantined";
  }

  /**
   * An inquiry or a letter goes to the photographer (INQUIRY_TO now, should it have changed since);
   * any other message (a receipt, a confirmation, an announcement) to the address it was written for.
   */
  private envelopeFor(key: string, kind: MessageKind, message: Buffer): Envelope {
    if (toPhotographer(kind)) return this.options.envelope;
    const to = recipientOf(message);
    if (!to) throw new Error(`${kind} ${key} names no recipient`);
    return { from: this.options.envelope.from, to };
  }

  /** The inquiry is delivered: its receipt, if one is held, joins the queue. */
  private async releaseReceipt(inquiryKey: string): Promise<void> {
    try {
      const receipt = await this.options.outbox.releaseReceipt(inquiryKey);
      if (receipt) {
        this.add(receipt);
        this.options.log("receipt.queued", { key: receipt, inquiry: inquiryKey });
      }
    } catch (error) {
      // Still held: the next rescan releases it.
      this.options.log("outbox.error", {
        key: inquiryKey,
        problem: "could not release the receipt",
        code: errorCode(error),
        error: describeError(error),
      });
    }
  }
}
