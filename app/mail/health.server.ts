import type { Outbox } from "~/mail/outbox.server";
import { errorCode } from "~/mail/outbox.server";

export type OutboxHealth = {
  writable: boolean;
  /** Why an inquiry cannot be written now (the file system's error code). */
  error?: string;
  /** Inquiries not yet sent (waiting or being sent), or null if unreadable. */
  backlog: number | null;
  /** How long the oldest of them has waited, in seconds. */
  oldestWaitingSeconds: number | null;
  /** Inquiries in failed/ (refused for good, or too old). */
  failed: number | null;
};

export type HealthStatus = "ok" | "degraded" | "outbox not writable";

/** A backlog older than this, while delivering, makes the site 'degraded' (still 200). */
export const DEGRADED_AFTER_SECONDS = 3600;

/**
 * Whether inquiries can be kept, probed where the action writes them (a real file created,
 * fsynced and removed in the outbox's tmp/), and how the mail backlog stands.
 */
export async function outboxHealth(
  outbox: Pick<Outbox, "probe" | "backlog" | "count">,
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
  const failed = await outbox.count("failed").catch(() => null);
  return {
    writable,
    ...(error ? { error } : {}),
    backlog: backlog?.count ?? null,
    oldestWaitingSeconds:
      backlog?.oldestAt == null ? null : Math.max(0, Math.round((now - backlog.oldestAt) / 1000)),
    failed,
  };
}

/**
 * 503 only when inquiries cannot be kept. A mail backlog older than an hour (while an SMTP server
 * is configured) is 'degraded' but still 200: a load balancer must not pull the site for it.
 */
export function healthStatus(
  health: OutboxHealth,
  delivering: boolean,
): { status: HealthStatus; httpStatus: 200 | 503 } {
  if (!health.writable) return { status: "outbox not writable", httpStatus: 503 };
  const stale = delivering && (health.oldestWaitingSeconds ?? 0) > DEGRADED_AFTER_SECONDS;
  return { status: stale ? "degraded" : "ok", httpStatus: 200 };
}
