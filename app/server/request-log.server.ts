import type { IncomingMessage, ServerResponse } from "node:http";
import morgan from "morgan";
import { clientAddress } from "~/http/client-address";
import { logLine } from "~/server/log.server";

/**
 * The fields of one request's log line. Only the path is kept, never the query string (a
 * visitor can type anything there); the client address honours X-Forwarded-For only behind a
 * trusted proxy.
 */
export function requestLogFields(
  req: {
    method?: string;
    originalUrl?: string;
    url?: string;
    headers: Record<string, string | string[] | undefined>;
    socket?: { remoteAddress?: string };
    /** False when the connection ended before the whole body came. */
    complete?: boolean;
  },
  res: { statusCode: number; headersSent?: boolean; getHeader(name: string): unknown },
  durationMs: number | undefined,
  trustProxy: boolean,
) {
  const url = req.originalUrl ?? req.url ?? "/";
  const path = url.split("?")[0];
  const forwarded = req.headers["x-forwarded-for"];
  const length = res.getHeader("Content-Length");
  // Nothing was answered (the client went away first): 499, as nginx logs it, never the 200 that
  // Node's response carries until a status is set.
  const answered = res.headersSent !== false;
  return {
    method: req.method,
    path,
    status: answered ? res.statusCode : 499,
    ...(req.complete === false ? { aborted: true } : {}),
    ms: durationMs === undefined ? undefined : Math.round(durationMs * 10) / 10,
    bytes: length === undefined ? undefined : Number(length),
    // The address the rate limit uses too: behind a trusted proxy, the hop that proxy appended.
    ip: clientAddress({
      trustProxy,
      forwardedFor: Array.isArray(forwarded) ? forwarded.join(",") : (forwarded ?? null),
      socketAddress: req.socket?.remoteAddress,
    }),
    ua: typeof req.headers["user-agent"] === "string" ? req.headers["user-agent"] : undefined,
  };
}

/**
 * remix-serve logs each request that reaches Remix with morgan's 'tiny' format, a line of
 * plain text. It loads our build before it creates that logger, so redefining 'tiny' here turns
 * its line into one JSON object: one line per request, and no second logger. (Static files that
 * remix-serve answers itself are not logged, as before.)
 */
export function installJsonRequestLog(trustProxy: boolean) {
  morgan.format("tiny", ((
    tokens: morgan.TokenIndexer,
    req: IncomingMessage,
    res: ServerResponse,
  ) => {
    const total = tokens["total-time"]?.(req, res, "1");
    const fields = requestLogFields(
      req as IncomingMessage & { originalUrl?: string },
      res,
      total === undefined || total === "-" ? undefined : Number(total),
      trustProxy,
    );
    return logLine("info", "request", fields);
  }) as unknown as string);
}
