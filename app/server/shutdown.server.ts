import { logEvent } from "~/server/log.server";

let installed = false;

/**
 * On SIGTERM (or SIGINT) remix-serve closes its HTTP server: it stops accepting connections,
 * lets the requests in flight finish, and the process exits once nothing is left to do. This
 * adds a log line and a deadline: whatever still holds the process open after `graceMs`
 * (a stuck request, an idle keep-alive socket, a timer) no longer delays the exit.
 */
export function handleShutdownSignals(graceMs = 10_000) {
  if (installed) return;
  installed = true;
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      logEvent("shutdown", { signal, graceMs });
      setTimeout(() => {
        logEvent("shutdown-deadline", { graceMs }, "warn");
        process.exit(0);
      }, graceMs).unref();
    });
  }
}
