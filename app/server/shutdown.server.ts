import type { Server } from "node:http";
import { logEvent } from "~/server/log.server";

/**
 * On SIGTERM (or SIGINT): stop accepting connections, let the requests in flight finish, close
 * idle keep-alive connections, run `beforeExit` (the delivery worker puts its claims back), and
 * exit. Whatever still holds the process open after `graceMs` (a stuck request, a slow upload)
 * no longer delays the exit: a supervisor's own deadline (systemd's TimeoutStopSec, Docker's 10 s)
 * should be longer.
 */
export function handleShutdownSignals(
  server: Server,
  { graceMs = 10_000, beforeExit = async () => {} } = {},
) {
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      logEvent("shutdown", { signal, graceMs });
      setTimeout(() => {
        logEvent("shutdown-deadline", { graceMs }, "warn");
        process.exit(0);
      }, graceMs).unref();
      server.close(async (error) => {
        if (error) logEvent("shutdown-error", { error: error.message }, "warn");
        await beforeExit();
        process.exit(0);
      });
      server.closeIdleConnections();
    });
  }
}
