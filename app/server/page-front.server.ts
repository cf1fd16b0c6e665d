import diagnosticsChannel from "node:diagnostics_channel";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";
import { type PageCache, type PageReply, storedPageReply } from "~/http/page-cache.server";
import { isForwardedHttps } from "~/http/security-headers";
import { logLine } from "~/server/log.server";
import { requestLogFields } from "~/server/request-log.server";

/**
 * Pages already in the page cache are answered by the HTTP server itself, before remix-serve's
 * Express app: no compression middleware, no static-file look-ups, no Fetch Request, no route
 * matching or loaders. They are the same bytes and headers Remix's path sends for a stored page
 * (both come from storedPageReply). Anything else (another method, a page not stored yet or
 * expired, any other URL) goes to remix-serve's app as before, and a page Remix renders is stored
 * there for the next request.
 *
 * remix-serve creates its server itself and offers no hook; Node announces every request on the
 * 'http.server.request.start' diagnostics channel, with its server, synchronously before the
 * server's 'request' event. The first announcement puts this handler in front of the server's
 * request listeners, that request included.
 */
type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

/** The stored reply for a Node request, or undefined when Remix should answer it. */
export function frontReply(
  pages: PageCache,
  req: Pick<IncomingMessage, "method" | "url" | "headers"> & { encrypted?: boolean },
  trustProxy: boolean,
): PageReply | undefined {
  const method = req.method ?? "GET";
  if (method !== "GET" && method !== "HEAD") return undefined;
  // Read as remix-serve's adapter reads it (origin + path as sent), so that both paths agree on
  // which page a URL names: '//portfolio' is not '/'. Absolute-form targets go to Remix.
  if (!req.url?.startsWith("/")) return undefined;
  // Only the query parameters the page's routes read name it (learned when Remix stored it).
  let key: string | undefined;
  try {
    key = pages.keyFor(`http://front.invalid${req.url}`);
  } catch {
    return undefined;
  }
  const page = key === undefined ? undefined : pages.get(key);
  if (!page) return undefined;
  const forwarded = req.headers["x-forwarded-proto"];
  return storedPageReply(page, {
    method,
    ifNoneMatch: req.headers["if-none-match"],
    acceptEncoding: req.headers["accept-encoding"],
    https: isForwardedHttps(
      req.encrypted === true,
      Array.isArray(forwarded) ? forwarded[0] : forwarded,
      trustProxy,
    ),
  });
}

export function installPageFront(pages: PageCache, trustProxy: boolean) {
  const fronted = new WeakSet<Server>();
  diagnosticsChannel.subscribe("http.server.request.start", (message) => {
    const server = (message as { server?: Server }).server;
    if (!server || fronted.has(server)) return;
    fronted.add(server);
    const listeners = server.listeners("request") as RequestListener[];
    server.removeAllListeners("request");
    server.on("request", (req: IncomingMessage, res: ServerResponse) => {
      if (serve(req, res)) return;
      for (const listener of listeners) listener.call(server, req, res);
    });
  });

  function serve(req: IncomingMessage, res: ServerResponse): boolean {
    const started = performance.now();
    const encrypted = (req.socket as Partial<TLSSocket>).encrypted === true;
    const reply = frontReply(
      pages,
      { method: req.method, url: req.url, headers: req.headers, encrypted },
      trustProxy,
    );
    if (!reply) return false;
    res.writeHead(reply.status, reply.headers.flat());
    res.end(reply.body ?? undefined);
    res.once("finish", () => {
      // The log line remix-serve's logger writes for other requests (see request-log.server.ts).
      const header = (name: string) => reply.headers.find(([n]) => n === name)?.[1];
      const fields = requestLogFields(
        req,
        { statusCode: reply.status, getHeader: header },
        performance.now() - started,
        trustProxy,
      );
      process.stdout.write(`${logLine("info", "request", fields)}\n`);
    });
    return true;
  }
}
