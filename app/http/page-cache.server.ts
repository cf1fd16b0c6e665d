import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { chooseEncoding, type StoredEncoding } from "~/http/encoding";

/**
 * Pages that are the same for every visitor are rendered once, compressed once (brotli and
 * gzip, at their best settings) and then served from memory until they expire. remix-serve's
 * compression middleware leaves them alone: it skips responses that already have a
 * Content-Encoding. Which pages qualify is decided by their Cache-Control (see cache-control.ts).
 */

export type Header = [name: string, value: string];

export type StoredPage = {
  /** Response headers that belong to the page itself (type, caching), then its validator. */
  headers: Header[];
  /** The security headers for a visit over plain HTTP and over HTTPS (CSP by hash, HSTS). */
  security: { http: Header[]; https: Header[] };
  etag: string;
  bodies: Record<StoredEncoding, Uint8Array<ArrayBuffer>>;
  storedAt: number;
};

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export async function storePage(
  html: string,
  headers: Header[],
  security: StoredPage["security"],
  now = Date.now(),
): Promise<StoredPage> {
  const identity = Buffer.from(html, "utf8");
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const etag = `W/"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`;
  // Copies into plain ArrayBuffers, as Response bodies want; done once per stored page.
  const bodies = {
    identity: new Uint8Array(identity),
    br: new Uint8Array(br),
    gzip: new Uint8Array(gz),
  };
  const own: Header[] = [
    ...headers.filter(([name]) => !/^(etag|vary|content-length|content-encoding)$/i.test(name)),
    ["ETag", etag],
    ["Vary", "Accept-Encoding"],
    ["Server-Timing", 'page-cache;desc="hit"'],
  ];
  return { headers: own, security, etag, bodies, storedAt: now };
}

/** Weak comparison of an If-None-Match header with an entity tag (RFC 9110 §13.1.2). */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => opaque(tag) === opaque(etag));
}

/** What a reply depends on, from either kind of request (Fetch or Node's). */
export type PageRequest = {
  method: string;
  ifNoneMatch: string | null | undefined;
  acceptEncoding: string | null | undefined;
  https: boolean;
};

export type PageReply = {
  status: 200 | 304;
  headers: Header[];
  body: Uint8Array<ArrayBuffer> | null;
};

/** The stored page as a reply to this request: 304, or the body in the best encoding. */
export function storedPageReply(page: StoredPage, request: PageRequest): PageReply {
  const headers = [...page.headers, ...page.security[request.https ? "https" : "http"]];
  if (etagMatches(request.ifNoneMatch ?? null, page.etag)) {
    return { status: 304, headers, body: null };
  }
  const encoding = chooseEncoding(request.acceptEncoding) ?? "identity";
  const body = page.bodies[encoding];
  if (encoding !== "identity") headers.push(["Content-Encoding", encoding]);
  headers.push(["Content-Length", String(body.length)]);
  return { status: 200, headers, body: request.method === "HEAD" ? null : body };
}

/** The same reply as a Fetch Response, for Remix. */
export function storedPageResponse(page: StoredPage, request: Request, https: boolean): Response {
  const reply = storedPageReply(page, {
    method: request.method,
    ifNoneMatch: request.headers.get("If-None-Match"),
    acceptEncoding: request.headers.get("Accept-Encoding"),
    https,
  });
  return new Response(reply.body, { status: reply.status, headers: reply.headers });
}

/** The cache key of a page: its path and query, never the Host the visitor sent. */
export function pageKey(requestUrl: string): string {
  const url = new URL(requestUrl);
  return url.pathname + url.search;
}

/** A small least-recently-used store with a time to live. */
export class PageCache {
  private readonly pages = new Map<string, StoredPage>();

  constructor(
    private readonly maxEntries = 300,
    private readonly ttlMs = 10 * 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): StoredPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    this.pages.delete(key);
    if (this.now() - page.storedAt >= this.ttlMs) return undefined;
    this.pages.set(key, page);
    return page;
  }

  set(key: string, page: StoredPage): void {
    this.pages.delete(key);
    this.pages.set(key, page);
    while (this.pages.size > this.maxEntries) {
      const oldest = this.pages.keys().next().value;
      if (oldest === undefined) break;
      this.pages.delete(oldest);
    }
  }

  get size(): number {
    return this.pages.size;
  }
}
