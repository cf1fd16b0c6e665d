/**
 * Whose page a form was sent from: the site's own, or another site's (a cross-site request
 * forgery). Pure: the server hands in the request's headers and the configured public origin.
 *
 * The site's origin is SITE_URL's, not whatever `Host` a proxy or CDN passed on: behind nginx on
 * port 8443 with `proxy_set_header Host $host`, or a platform that rewrites `Host`, the browser's
 * `Origin` (https://prints.example.com:8443) names a host the server was never told. A request
 * whose `Origin` is the host it was sent to (the `Host` or first `X-Forwarded-Host`) is the
 * site's own too: the same site reached by another name, such as its address on the LAN.
 */
export type OriginVerdict =
  /** Sent from SITE_URL's origin. */
  | "site"
  /** Sent from the host the request names: the same site under another name. */
  | "same-host"
  /** No Origin header: not a browser's cross-site form (browsers send Origin with every POST). */
  | "none"
  /** Another origin, or "null" (a sandboxed or privacy-hidden origin): refused. */
  | "foreign";

export type OriginHeaders = {
  origin: string | undefined;
  host: string | undefined;
  forwardedHost: string | undefined;
};

export function originVerdict(headers: OriginHeaders, siteUrl: string): OriginVerdict {
  const { origin } = headers;
  if (origin === undefined || origin === "") return "none";
  let sent: URL;
  try {
    sent = new URL(origin);
  } catch {
    return "foreign";
  }
  if (sent.origin === "null") return "foreign";
  if (sent.origin === new URL(siteUrl).origin) return "site";
  const named = headers.forwardedHost?.split(",")[0]?.trim() || headers.host;
  if (named && sent.host === named.toLowerCase()) return "same-host";
  return "foreign";
}

/** Methods a form can send that change something: the ones checked. */
export function changesState(method: string): boolean {
  return !["GET", "HEAD", "OPTIONS"].includes(method.toUpperCase());
}
