/**
 * Cache-Control for pages, in one place. A route's `headers` export picks one of these.
 * A page marked `public` is the same for every visitor: a CDN may keep it briefly and serve it
 * stale while it revalidates (with its ETag: entry.server.tsx answers a match with 304).
 */

/** Shared pages: browsers 1 minute, CDNs 5 minutes, then stale for up to a day while refreshing. */
export const sharedPage = "public, max-age=60, s-maxage=300, stale-while-revalidate=86400";

/** Pages made for one visitor (a form with its one-time key, an answer to a POST): never stored. */
export const privatePage = "private, no-store";

/** Answers that must never be stored: health checks. */
export const neverStore = "no-store";

/** Fingerprinted files whose name changes with their content. */
export const immutableAsset = "public, max-age=31536000, immutable";

/** Generated files with a stable name (sitemap, robots.txt, manifest): an hour, then revalidate. */
export const generatedFile = "public, max-age=3600, stale-while-revalidate=86400";

/** The `headers` export of a route whose page is the same for everyone. */
export function sharedPageHeaders() {
  return { "Cache-Control": sharedPage };
}

/**
 * Whether a response may be kept and served to other visitors: explicitly `public`, not
 * `private`/`no-store`/`no-cache`, and setting no cookie.
 */
export function isShareable(headers: Headers): boolean {
  if (headers.has("Set-Cookie")) return false;
  const directives = (headers.get("Cache-Control") ?? "")
    .toLowerCase()
    .split(",")
    .map((d) => d.trim().split("=")[0]);
  return (
    directives.includes("public") &&
    !directives.some((d) => d === "private" || d === "no-store" || d === "no-cache")
  );
}

/** Weak comparison of an If-None-Match header with an entity tag (RFC 9110 §13.1.2). */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => opaque(tag) === opaque(etag));
}
