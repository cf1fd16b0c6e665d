import { isHttps, securityHeaders } from "~/http/security-headers";

/** Headers for a response Remix does not render (resource routes, redirects): security first. */
export function secureHeaders(request: Request, init: Record<string, string> = {}): Headers {
  const https = isHttps(request.url);
  const headers = new Headers(securityHeaders({ https }));
  for (const [name, value] of Object.entries(init)) headers.set(name, value);
  return headers;
}
