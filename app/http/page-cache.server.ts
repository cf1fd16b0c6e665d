import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { chooseEncoding, type StoredEncoding } from "~/http/encoding";

/**
 * Pages that are the same for every visitor are rendered once, compressed once and then served
 * from memory until they expire. remix-serve's compression middleware leaves them alone: it skips
 * responses that already have a Content-Encoding. Which pages qualify is decided by their
 * Cache-Control (see cache-control.ts); a page is stored under its path and the query parameters
 * its route reads (see pageKey and page-query.ts).
 *
 * Compression on the request path is cheap: brotli 5 (about 1 ms for a 75 KB page, 12% larger
 * than brotli 11, which costs about 110 ms on the same page) and gzip 9 (about 1 ms). Brotli 11 is
 * paid once per stored page, afterwards and one page at a time (CompressionUpgrades).
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
  /** Whether the brotli body is at the best quality yet (see upgradeCompression). */
  bestCompression: boolean;
};

/** Brotli quality on the request path: see the figures above. */
export const QUICK_BROTLI_QUALITY = 5;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function brotliAt(identity: Uint8Array, quality: number) {
  return brotli(identity, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
    },
  });
}

export async function storePage(
  html: string,
  headers: Header[],
  security: StoredPage["security"],
  now = Date.now(),
  { brotliQuality = constants.BROTLI_MAX_QUALITY }: { brotliQuality?: number } = {},
): Promise<StoredPage> {
  const identity = Buffer.from(html, "utf8");
  const [br, gz] = await Promise.all([
    brotliAt(identity, brotliQuality),
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
  const bestCompression = brotliQuality >= constants.BROTLI_MAX_QUALITY;
  return { headers: own, security, etag, bodies, storedAt: now, bestCompression };
}

/**
 * Compresses a stored page's brotli body again at the best quality, in place: the same page
 * (same ETag), fewer bytes for every later visitor. Replies read the body and its length
 * together, so a reply sends either the old body or the new one, each with its own length.
 */
export async function upgradeCompression(page: StoredPage): Promise<void> {
  if (page.bestCompression) return;
  const br = await brotliAt(page.bodies.identity, constants.BROTLI_MAX_QUALITY);
  page.bodies.br = new Uint8Array(br);
  page.bestCompression = true;
}

/**
 * Upgrades waiting pages' compression in the background, one page at a time, so that at most
 * one core (one thread of libuv's pool) goes to it, however many pages were just stored.
 */
export class CompressionUpgrades {
  private readonly waiting = new Set<StoredPage>();
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly upgrade: (page: StoredPage) => Promise<void> = upgradeCompression,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  add(page: StoredPage): void {
    if (page.bestCompression || this.waiting.has(page)) return;
    this.waiting.add(page);
    this.running = this.running.then(async () => {
      this.waiting.delete(page);
      if (page.bestCompression) return;
      try {
        await this.upgrade(page);
      } catch (error) {
        this.onError(error);
      }
    });
  }

  /** Resolves once every page added so far has been upgraded (for tests and the bench). */
  idle(): Promise<void> {
    return this.running;
  }
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

/**
 * The cache key of a page: its path and the query parameters its route reads (`reads`, see
 * page-query.ts), in one order, never the Host the visitor sent. Any other parameter
 * (`utm_source`, `fbclid`, `gclid`, a cache buster) names the same page as the plain path.
 */
export function pageKey(requestUrl: string, reads: readonly string[] = []): string {
  const url = new URL(requestUrl);
  const query = new URLSearchParams();
  for (const name of [...reads].sort()) {
    for (const value of url.searchParams.getAll(name)) query.append(name, value);
  }
  const search = query.toString();
  return search ? `${url.pathname}?${search}` : url.pathname;
}

/**
 * A small least-recently-used store with a time to live. It also remembers, for each path it
 * has stored a page of, which query parameters that page's routes read: the page front, which
 * answers before any route is matched, names a page from those (keyFor).
 */
export class PageCache {
  private readonly pages = new Map<string, StoredPage>();
  private readonly reads = new Map<string, readonly string[]>();

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
    trim(this.pages, this.maxEntries);
  }

  /** Stores the page a request was answered with, under what its routes read. */
  store(requestUrl: string, reads: readonly string[], page: StoredPage): void {
    const { pathname } = new URL(requestUrl);
    this.reads.delete(pathname);
    this.reads.set(pathname, reads);
    trim(this.reads, this.maxEntries);
    this.set(pageKey(requestUrl, reads), page);
  }

  /** The key of the page a URL names, if a page of its path has been stored; else undefined. */
  keyFor(requestUrl: string): string | undefined {
    const { pathname } = new URL(requestUrl);
    const reads = this.reads.get(pathname);
    if (!reads) return undefined;
    this.reads.delete(pathname); // most recently used last, as the pages are
    this.reads.set(pathname, reads);
    return pageKey(requestUrl, reads);
  }

  get size(): number {
    return this.pages.size;
  }
}

/** Drops a Map's oldest entries (insertion order) beyond its limit. */
function trim(map: Map<string, unknown>, maxEntries: number) {
  while (map.size > maxEntries) {
    const oldest = map.keys().next().value;
    if (oldest === undefined) break;
    map.delete(oldest);
  }
}
