import type { Server } from "node:http";
import type { RequestHandler } from "express";
import { logEvent } from "~/server/log.server";

/**
 * On SIGTERM (or SIGINT): stop accepting connections, let the requests in flight finish, close
 * every keep-alive connection as soon as it is idle, run `beforeExit` (the delivery worker puts
 * its claims back), and exit. Whatever still holds the process open after `graceMs` (a stuck
 * request, a slow upload) no longer delays the exit: a supervisor's own deadline (systemd's
 * TimeoutStopSec, Docker's 10 s) should be longer.
 *
 * A proxy keeps idle connections to the app open and sends its next requests on them (nginx's
 * upstream keepalive): left open, a stopping server would go on answering there until the
 * deadline, then drop whatever was in flight. So while draining, every answer says
 * `Connection: close` and idle connections are closed as they appear; the proxy opens its next
 * connection to an instance that listens.
 */

/** How often idle keep-alive connections are looked for while draining. */
const DRAIN_SWEEP_MS = 100;

let draining = false;

/** Express middleware: while the server drains, each answer closes its connection. */
export const closeConnectionsWhileDraining: RequestHandler = (_req, res, next) => {
  if (draining) res.set("Connection", "close");
  next();
};

export function handleShutdownSignals(
  server: Server,
  { graceMs = 10_000, beforeExit = async () => {} } = {},
) {
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      draining = true;
      logEvent("shutdown", { signal, graceMs });
      setTimeout(() => {
        logEvent("shutdown-deadline", { graceMs }, "warn");
        process.exit(0);
      }, graceMs).unref();
      const sweep = setInterval(() => server.closeIdleConnections(), DRAIN_SWEEP_MS);
      server.close(async (error) => {
        clearInterval(sweep);
        if (error) logEvent("shutdown-error", { error: error.message }, "warn");
        await beforeExit();
        process.exit(0);
      });
      server.closeIdleConnections();
    });
  }
}
