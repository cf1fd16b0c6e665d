import type { InquiryLog } from "~/mail/log.server";
import { redactAddresses } from "~/mail/log.server";
import { smtpProblem } from "~/mail/transport.server";

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
  now?: () => number;
};

export class MailCheck {
  private current: MailState = { state: "unchecked" };
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<MailState> | undefined;
  private stopped = false;
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
      if (before.state !== "ok") {
        this.options.log("mail.ready", {
          server: this.options.server,
          ...(before.state === "failing"
            ? { recovered: true, failingSeconds: Math.round((now - before.since) / 1000) }
            : {}),
        });
      }
      return this.current;
    }
    const { cause, code } = smtpProblem(outcome.error);
    const safeCause = redactAddresses(cause);
    const since = before.state === "failing" ? before.since : now;
    this.current = { state: "failing", cause: safeCause, code, since, checkedAt: now };
    if (before.state !== "failing" || before.cause !== safeCause) {
      this.options.log("mail.unavailable", {
        server: this.options.server,
        cause: safeCause,
        code,
        retryInSeconds: Math.round(this.options.failingIntervalMs / 1000),
      });
    }
    return this.current;
  }

  /**
   * A delivery's outcome: a success, or a refused login, speaks for the server. Other failures
   * (one connection that hung, a message refused on its own) are left to the scheduled check.
   */
  recordDelivery(outcome: { ok: true } | { ok: false; error: unknown }): void {
    if (outcome.ok || (outcome.error as { code?: unknown } | undefined)?.code === "EAUTH") {
      this.record(outcome);
    }
  }

  private schedule(): void {
    if (this.stopped) return;
    const delay =
      this.current.state === "failing" ? this.options.failingIntervalMs : this.options.intervalMs;
    this.timer = setTimeout(() => {
      void this.check().finally(() => this.schedule());
    }, delay);
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
