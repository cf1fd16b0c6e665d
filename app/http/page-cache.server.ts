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

export type StoredPage = {
  /** Response headers that belong to the page itself (type, caching, validators). */
  headers: [string, string][];
  /** CSP sources of the page's inline scripts. */
  scriptHashes: string[];
  etag: string;
  bodies: Record<StoredEncoding, Uint8Array<ArrayBuffer>>;
  storedAt: number;
};

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export async function storePage(
  html: string,
  headers: [string, string][],
  scriptHashes: string[],
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
  return { headers, scriptHashes, etag, bodies, storedAt: now };
}

/** Weak comparison of an If-None-Match header with an entity tag (RFC 9110 §13.1.2). */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => opaque(tag) === opaque(etag));
}

/** The stored page as a response to this request: 304, or the body in the best encoding. */
export function storedPageResponse(
  page: StoredPage,
  request: Request,
  extraHeaders: [string, string][],
): Response {
  const headers = new Headers(page.headers);
  for (const [name, value] of extraHeaders) headers.set(name, value);
  headers.set("ETag", page.etag);
  headers.set("Vary", "Accept-Encoding");
  if (etagMatches(request.headers.get("If-None-Match"), page.etag)) {
    return new Response(null, { status: 304, headers });
  }
  const encoding = chooseEncoding(request.headers.get("Accept-Encoding")) ?? "identity";
  const body = page.bodies[encoding];
  if (encoding !== "identity") headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(body.length));
  return new Response(body, { status: 200, headers });
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
