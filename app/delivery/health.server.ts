import type { MailState } from "~/delivery/mail-check.server";
import type { Outbox } from "~/outbox/outbox.server";
import { errorCode } from "~/outbox/outbox.server";

export type OutboxHealth = {
  writable: boolean;
  /** Why an inquiry cannot be written now (the file system's error code). */
  error?: string;
  /** Inquiries not yet sent (waiting or being sent), or null if unreadable. */
  backlog: number | null;
  /** How long the oldest of them has waited, in seconds. */
  oldestWaitingSeconds: number | null;
  /** Messages in failed/ (refused for good, or too old) that nobody has retried or dismissed. */
  failed: number | null;
  /** How long ago the oldest of them was accepted, in seconds. */
  oldestFailedSeconds: number | null;
  /** Files set aside because they could not be read or were not whole messages. */
  quarantined: number | null;
};

export type HealthStatus = "ok" | "degraded" | "outbox not writable";

/** A backlog older than this, while delivering, makes the site 'degraded' (still 200). */
export const DEGRADED_AFTER_SECONDS = 3600;

const seconds = (now: number, at: number | null | undefined) =>
  at == null ? null : Math.max(0, Math.round((now - at) / 1000));

/**
 * Whether inquiries can be kept, probed where the action writes them (a real file created,
 * fsynced and removed in the outbox's tmp/), and how the mail backlog stands.
 */
export async function outboxHealth(
  outbox: Pick<Outbox, "probe" | "backlog" | "list">,
  now: number,
): Promise<OutboxHealth> {
  let writable = true;
  let error: string | undefined;
  try {
    await outbox.probe();
  } catch (e) {
    writable = false;
    error = errorCode(e);
  }
  const backlog = await outbox.backlog().catch(() => undefined);
  const failed = await outbox.list("failed").catch(() => undefined);
  const quarantined = await outbox.list("quarantine").catch(() => undefined);
  return {
    writable,
    ...(error ? { error } : {}),
    backlog: backlog?.count ?? null,
    oldestWaitingSeconds: seconds(now, backlog?.oldestAt),
    failed: failed?.length ?? null,
    oldestFailedSeconds: seconds(now, failed?.[0]?.acceptedAt),
    quarantined: quarantined?.length ?? null,
  };
}

/**
 * 503 only when inquiries cannot be kept. Everything that keeps an inquiry from reaching the
 * photographer without someone acting makes it 'degraded', still 200 (a load balancer must not
 * pull the site for it, an uptime check should alert): the SMTP server refusing or unreachable,
 * messages in failed/ or quarantine/ nobody has looked at, a backlog older than an hour.
 * `problems` says which, in words an operator acts on.
 */
export function healthStatus(
  health: OutboxHealth,
  delivering: boolean,
  mail: MailState = { state: "unchecked" },
): { status: HealthStatus; httpStatus: 200 | 503; problems: string[] } {
  if (!health.writable) {
    return {
      status: "outbox not writable",
      httpStatus: 503,
      problems: [`the outbox cannot be written (${health.error ?? "unknown"})`],
    };
  }
  const problems: string[] = [];
  if (delivering && mail.state === "failing") problems.push(`mail: ${mail.cause}`);
  if (delivering && (health.oldestWaitingSeconds ?? 0) > DEGRADED_AFTER_SECONDS) {
    problems.push(`the oldest unsent inquiry has waited ${health.oldestWaitingSeconds} s`);
  }
  if ((health.failed ?? 0) > 0) {
    problems.push(`${health.failed} in failed/ (npm run outbox -- list)`);
  }
  if ((health.quarantined ?? 0) > 0) {
    problems.push(`${health.quarantined} in quarantine/ (npm run outbox -- list)`);
  }
  return { status: problems.length > 0 ? "degraded" : "ok", httpStatus: 200, problems };
}
