import {
  classifySmtpError,
  loginRefused,
  serverDown,
  smtpProblem,
} from "~/delivery/transport.server";
import type { InquiryLog } from "~/outbox/inquiry-log.server";
import { redactAddresses } from "~/outbox/inquiry-log.server";

/**
 * Whether the SMTP server would take mail now: checked at start (connect and log in, as sending
 * would), then on a schedule, and told of every real delivery. A wrong password, a refused
 * connection or an untrusted certificate shows in /healthz at once, and clears by itself once
 * fixed on the mail server's side, without a restart. The log says it once per change of state.
 */
export type MailState =
  | { state: "unchecked" }
  | { state: "ok"; checkedAt: number }
  | { state: "failing"; cause: string; code?: string; since: number; checkedAt: number };

export type MailCheckOptions = {
  verify: () => Promise<void>;
  log: InquiryLog;
  /** How often the server is checked while it works. */
  intervalMs: number;
  /** How often while it fails (sooner, so a fix shows soon). */
  failingIntervalMs: number;
  /** What to name in the log (host and port, never the password). */
  server: string;
  /** Told each time the server takes mail again after failing (and after the first check). */
  onReady?: () => void;
  now?: () => number;
};

export class MailCheck {
  private current: MailState = { state: "unchecked" };
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<MailState> | undefined;
  private stopped = false;
  /** Refused logins in a row: the check backs off, as each one counts against the account. */
  private refusedLogins = 0;
  private readonly now: () => number;

  constructor(private readonly options: MailCheckOptions) {
    this.now = options.now ?? Date.now;
  }

  get state(): MailState {
    return this.current;
  }

  /** Checks now and then on the schedule; resolves with the first result. */
  start(): Promise<MailState> {
    return this.check().finally(() => this.schedule());
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
  }

  /** One check now; concurrent callers share it. */
  check(): Promise<MailState> {
    this.running ??= this.options
      .verify()
      .then(
        () => this.record({ ok: true }),
        (error: unknown) => this.record({ ok: false, error }),
      )
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  /** A result from a check (or a delivery that speaks for the server). */
  record(outcome: { ok: true } | { ok: false; error: unknown }): MailState {
    const now = this.now();
    const before = this.current;
    if (outcome.ok) {
      this.current = { state: "ok", checkedAt: now };
      this.refusedLogins = 0;
      if (before.state !== "ok") {
        this.options.log("mail.ready", {
          server: this.options.server,
          ...(before.state === "failing"
            ? { recovered: true, failingSeconds: Math.round((now - before.since) / 1000) }
            : {}),
        });
        this.options.onReady?.();
      }
      return this.current;
    }
    const { cause, code } = smtpProblem(outcome.error);
    const safeCause = redactAddresses(cause);
    const since = before.state === "failing" ? before.since : now;
    this.refusedLogins = loginRefused(classifySmtpError(outcome.error))
      ? this.refusedLogins + 1
      : 0;
    this.current = { state: "failing", cause: safeCause, code, since, checkedAt: now };
    if (before.state !== "failing" || before.cause !== safeCause) {
      this.options.log("mail.unavailable", {
        server: this.options.server,
        cause: safeCause,
        code,
        retryInSeconds: Math.round(this.nextCheckMs() / 1000),
      });
    }
    return this.current;
  }

  /**
   * When the next check comes: every intervalMs while mail goes out; every failingIntervalMs while
   * it fails, so a fix shows soon; after refused logins, failingIntervalMs doubling up to
   * intervalMs (30 s, 60 s, 120 s, 240 s, 300 s by default).
   */
  nextCheckMs(): number {
    const { intervalMs, failingIntervalMs } = this.options;
    if (this.current.state !== "failing") return intervalMs;
    const doubling = 2 ** Math.min(20, Math.max(0, this.refusedLogins - 1));
    return Math.max(failingIntervalMs, Math.min(intervalMs, failingIntervalMs * doubling));
  }

  /**
   * A delivery's outcome: a success, a refused login, or a server that could not be reached (or
   * said it is closing, 421) speaks for the server, at once; a failure that just began brings the
   * next check forward. A message refused on its own (a 4xx or 5xx to its envelope) does not.
   */
  recordDelivery(outcome: { ok: true } | { ok: false; error: unknown }): void {
    if (!outcome.ok) {
      const failure = classifySmtpError(outcome.error);
      if (!loginRefused(failure) && !serverDown(failure)) return;
    }
    const wasFailing = this.current.state === "failing";
    this.record(outcome);
    if (!outcome.ok && !wasFailing && !this.running) this.reschedule();
  }

  private reschedule(): void {
    if (this.timer) clearTimeout(this.timer);
    this.schedule();
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      void this.check().finally(() => this.schedule());
    }, this.nextCheckMs());
    this.timer.unref();
  }
}

/** Where SMTP_URL points, for logs: host and port, never the user or password. */
export function smtpServerName(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.hostname}:${u.port || (u.protocol === "smtps:" ? "465" : "587")}`;
  } catch {
    return "SMTP_URL";
  }
}
