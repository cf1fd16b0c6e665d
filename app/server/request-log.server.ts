import type { IncomingMessage, ServerResponse } from "node:http";
import morgan from "morgan";
import { normalizeAddress } from "~/http/client-address";
import { logLine } from "~/server/log.server";

type LoggedRequest = IncomingMessage & { originalUrl?: string; ip?: string };

/**
 * The fields of one request's log line. Only the path is kept, never the query string (a
 * visitor can type anything there). The client is Express's `req.ip`: the socket's address, or
 * the one a trusted proxy (TRUST_PROXY) put in X-Forwarded-For. A connection that closed before
 * its body came whole, or before its answer was sent in full (a visitor gone mid-upload), says
 * so: `aborted`, with the status that was on its way, or 499 if no answer had begun.
 */
export function requestLogFields(
  req: Pick<LoggedRequest, "method" | "originalUrl" | "url" | "headers" | "ip"> & {
    /** False when the connection ended before the whole body came. */
    complete?: boolean;
  },
  res: Pick<ServerResponse, "statusCode" | "getHeader" | "headersSent" | "writableFinished">,
  durationMs: number | undefined,
) {
  const url = req.originalUrl ?? req.url ?? "/";
  const length = res.getHeader("Content-Length");
  // Nothing was answered (the client went away first): 499, as nginx logs it, never the 200 that
  // Node's response carries until a status is set.
  const aborted = req.complete === false || !res.writableFinished;
  return {
    method: req.method,
    path: url.split("?")[0],
    status: res.headersSent ? res.statusCode : 499,
    ...(aborted ? { aborted: true } : {}),
    ms: durationMs === undefined ? undefined : Math.round(durationMs * 10) / 10,
    bytes: length === undefined ? undefined : Number(length),
    ip: req.ip ? normalizeAddress(req.ip) : undefined,
    ua: typeof req.headers["user-agent"] === "string" ? req.headers["user-agent"] : undefined,
  };
}

/** One JSON line per request that reaches the app (static files are not logged). */
export function requestLog() {
  return morgan((tokens, req: LoggedRequest, res: ServerResponse) => {
    const total = tokens["total-time"]?.(req, res, "1");
    const ms = total === undefined || total === "-" ? undefined : Number(total);
    return logLine("info", "request", requestLogFields(req, res, ms));
  });
}
