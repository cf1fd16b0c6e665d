/**
 * The security headers every response carries, and the Content-Security-Policy of a page.
 * Pure: the server modules hand in what they know about the request and the page.
 */

export type PolicySources = {
  /** A per-request nonce, for pages rendered for one visitor. */
  nonce?: string;
  /** 'sha256-…' sources of inline <style> elements. */
  styleHashes?: readonly string[];
  /** Served over HTTPS: ask the browser to upgrade any http: sub-resource. */
  https?: boolean;
};

/**
 * No 'unsafe-inline' and no 'unsafe-eval' for scripts: Remix's inline scripts run because they
 * carry this response's nonce. Everything else comes from the site itself.
 */
export function contentSecurityPolicy({
  nonce,
  styleHashes = [],
  https = false,
}: PolicySources): string {
  const quoted = (sources: readonly string[]) => sources.map((s) => `'${s}'`);
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...(nonce ? [`'nonce-${nonce}'`] : [])],
    ["style-src", "'self'", ...quoted(styleHashes)],
    // Style attributes only (never <style> elements): each picture's exact proportions and its
    // blurred preview are set on the <img> by React. No script can run from a style attribute.
    ["style-src-attr", "'unsafe-inline'"],
    // data: for those previews, tiny inline WebP images in the page.
    ["img-src", "'self'", "data:"],
    // data: for the headings' face cut to the home page's first words, written into the page's
    // stylesheet (scripts/content/first-face.ts); style-src allows no stylesheet but the site's.
    ["font-src", "'self'", "data:"],
    ["connect-src", "'self'"],
    ["manifest-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'none'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  if (https) directives.push(["upgrade-insecure-requests"]);
  return directives.map((d) => d.join(" ")).join("; ");
}

/**
 * Features the site never uses are switched off; copying a reference (clipboard) stays allowed
 * for the site itself. Only features every Chromium knows are listed: an unknown one logs a
 * console error on every page. `web-share` is one (Chromium on Linux has no Web Share and logs
 * "Unrecognized feature"); its default allowlist is the site itself, which is what sharing a
 * print needs.
 */
export const permissionsPolicy = [
  "accelerometer=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "usb=()",
  "clipboard-write=(self)",
  "fullscreen=(self)",
].join(", ");

/** Two years, the HSTS preload list's minimum. */
export const hstsMaxAge = 63_072_000;

/** The headers for any response. CSP is added for documents (and harmless elsewhere). */
export function securityHeaders({
  https,
  csp,
}: {
  https: boolean;
  csp?: string;
}): [name: string, value: string][] {
  const headers: [string, string][] = [
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Permissions-Policy", permissionsPolicy],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["X-Frame-Options", "DENY"],
    ["Content-Security-Policy", csp ?? contentSecurityPolicy({ https })],
  ];
  if (https)
    headers.push(["Strict-Transport-Security", `max-age=${hstsMaxAge}; includeSubDomains`]);
  return headers;
}

/**
 * Whether the visitor reached the site over HTTPS. The server builds the request's URL with the
 * scheme a trusted proxy (TRUST_PROXY) reports in X-Forwarded-Proto, and ignores that header from
 * anyone else: the URL's scheme is the answer.
 */
export function isHttps(requestUrl: string): boolean {
  return new URL(requestUrl).protocol === "https:";
}
