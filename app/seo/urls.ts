/** An absolute URL on the public site (SITE_URL), for canonical links, Open Graph and sitemaps. */
export function absoluteUrl(siteUrl: string, path: string): string {
  if (!siteUrl) return path;
  return new URL(path, `${siteUrl.replace(/\/+$/, "")}/`).href;
}

/** The public origin handed to the browser by the root loader, as meta functions see it. */
export function siteUrlOf(matches: readonly { id: string; data?: unknown }[]): string {
  const root = matches.find((m) => m.id === "root")?.data as { siteUrl?: unknown } | undefined;
  return typeof root?.siteUrl === "string" ? root.siteUrl : "";
}
