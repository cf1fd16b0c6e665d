/**
 * Logs a machine can read: one JSON object per line on standard output (errors on standard
 * error). Callers pass only what is safe to keep: never a message body or an email address.
 */
export type LogFields = Record<string, string | number | boolean | string[] | null | undefined>;

export function logLine(level: "info" | "warn" | "error", event: string, fields: LogFields = {}) {
  return JSON.stringify({ time: new Date().toISOString(), level, event, ...fields });
}

export function logEvent(event: string, fields: LogFields = {}, level: "info" | "warn" = "info") {
  process.stdout.write(`${logLine(level, event, fields)}\n`);
}

export function logError(event: string, error: unknown, fields: LogFields = {}) {
  const err = error instanceof Error ? error : new Error(String(error));
  process.stderr.write(
    `${logLine("error", event, { ...fields, error: err.message, stack: err.stack })}\n`,
  );
}
