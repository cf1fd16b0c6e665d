import { createHash, randomBytes } from "node:crypto";
import { resolve } from "node:path";
import type { EntryContext, HandleDataRequestFunction, HandleErrorFunction } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { etagMatches, isShareable } from "~/http/cache-control";
import { contentSecurityPolicy, isHttps, securityHeaders } from "~/http/security-headers";
import { logError } from "~/server/log.server";
import { readStylesheets, sha256Source } from "~/server/read-stylesheets.server";
import { renderDocument } from "~/server/render-document.server";
import { noscriptCss, stylesheetHrefs } from "~/stylesheets";
import { StylesheetsProvider } from "~/ui/inline-stylesheet";
import { NonceProvider } from "~/ui/use-nonce";

const ABORT_DELAY = 5_000;
// The built stylesheets are in public/ of the folder the server runs in, as its static files
// and pictures are (the production build and `npm run dev`'s, build/dev/, alike).
const stylesheets = readStylesheets(resolve("public"), stylesheetHrefs);
const styleHashes = [sha256Source(noscriptCss), ...stylesheets.hashes];

/**
 * Documents: rendered for each request with a fresh nonce, compressed by the server (server.ts). A page
 * whose Cache-Control is `public` (the route's `headers` export) also gets a weak ETag, so that a
 * browser or a CDN revalidates it with a 304 and no render.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  const https = isHttps(request.url);
  const nonce = randomBytes(16).toString("base64");
  const csp = contentSecurityPolicy({ nonce, styleHashes, https });
  for (const [name, value] of securityHeaders({ https, csp })) responseHeaders.set(name, value);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");

  if (responseStatusCode === 200 && isShareable(responseHeaders)) {
    const etag = pageTag(remixContext);
    responseHeaders.set("ETag", etag);
    if (etagMatches(request.headers.get("If-None-Match"), etag)) {
      // The cached copy's own policy names its own nonce: a 304 must not replace it (RFC 9111
      // §4.3.4 updates stored headers from a 304), or the cached page's scripts would be refused.
      responseHeaders.delete("Content-Security-Policy");
      responseHeaders.delete("Content-Type");
      return new Response(null, { status: 304, headers: responseHeaders });
    }
  }

  const html = await render(request, remixContext, nonce, () => (responseStatusCode = 500));
  if (responseStatusCode === 500) {
    responseHeaders.delete("ETag");
    responseHeaders.set("Cache-Control", "no-store");
  }
  return new Response(html, { headers: responseHeaders, status: responseStatusCode });
}

/**
 * A weak validator for a shared page: what the document is made of, namely the build (its code
 * and the content module in it) and the loader data (the catalogue's words, the pictures'
 * manifest, the site's origin). Two renders of it differ only in their nonce: the same page.
 */
function pageTag(remixContext: EntryContext): string {
  const hash = createHash("sha256")
    .update(remixContext.manifest.version)
    .update("\n")
    .update(JSON.stringify(remixContext.staticHandlerContext.loaderData))
    .digest("base64url");
  return `W/"${hash.slice(0, 27)}"`;
}

/** Renders the whole document before anything is sent: bots and browsers get complete HTML. */
function render(
  request: Request,
  remixContext: EntryContext,
  nonce: string,
  onRenderError: () => void,
): Promise<string> {
  return renderDocument(
    <NonceProvider nonce={nonce}>
      <StylesheetsProvider stylesheets={stylesheets.byHref}>
        <RemixServer
          context={remixContext}
          url={request.url}
          abortDelay={ABORT_DELAY}
          nonce={nonce}
        />
      </StylesheetsProvider>
    </NonceProvider>,
    {
      nonce,
      abortDelayMs: ABORT_DELAY,
      onError(error, inShell) {
        onRenderError();
        if (!inShell) logError("render-error", error, { path: new URL(request.url).pathname });
      },
    },
  );
}

/** Client-side navigations fetch data: they get the same security headers as documents. */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  const https = isHttps(request.url);
  for (const [name, value] of securityHeaders({ https })) response.headers.set(name, value);
  return response;
};

/** Errors from loaders, actions and rendering, as one JSON line each (aborted requests aside). */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  logError("server-error", error, { method: request.method, path: new URL(request.url).pathname });
};
