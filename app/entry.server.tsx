import { randomBytes } from "node:crypto";
import { PassThrough } from "node:stream";
import { fileURLToPath } from "node:url";
import type { EntryContext, HandleDataRequestFunction, HandleErrorFunction } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { StylesheetsProvider } from "~/components/inline-stylesheet";
import { config } from "~/config/env.server";
import { isShareable } from "~/http/cache-control";
import { deferHydration, sealInlineScripts, sha256Source } from "~/http/inline-scripts.server";
import { noscriptCss } from "~/http/inline-styles";
import { NonceProvider } from "~/http/nonce";
import {
  CompressionUpgrades,
  PageCache,
  pageKey,
  QUICK_BROTLI_QUALITY,
  type StoredPage,
  storedPageResponse,
  storePage,
} from "~/http/page-cache.server";
import { pageQueryParams } from "~/http/page-query";
import { contentSecurityPolicy, isHttps, securityHeaders } from "~/http/security-headers";
import { SingleFlight } from "~/http/single-flight";
import { readStylesheets } from "~/http/stylesheets.server";
import { startInquiryDelivery } from "~/mail/delivery.server";
import { logError, logEvent } from "~/server/log.server";
import { installPageFront } from "~/server/page-front.server";
import { installJsonRequestLog } from "~/server/request-log.server";
import { handleShutdownSignals } from "~/server/shutdown.server";
import { stylesheetHrefs } from "~/styles/stylesheets";

// Validate the configuration when the server loads the build, not at the first request.
const { trustProxy, warnings } = config();
for (const message of warnings) logEvent("config.warning", { message }, "warn");
installJsonRequestLog(trustProxy);
handleShutdownSignals();
startInquiryDelivery(); // send what waits in the outbox, then each new inquiry

const ABORT_DELAY = 5_000;
// This module is bundled into build/index.js: the built stylesheets are in ../public.
const stylesheets = readStylesheets(
  fileURLToPath(new URL("../public", import.meta.url)),
  stylesheetHrefs,
);
const styleHashes = [sha256Source(noscriptCss), ...stylesheets.hashes];
const pages = new PageCache();
/** Pages being rendered for the cache: concurrent misses for one page wait for one render. */
const renders = new SingleFlight<SharedRender>();
/** Brotli 11 for stored pages, paid once each, after the reply and one page at a time. */
const upgrades = new CompressionUpgrades(undefined, (error) =>
  logError("compression-upgrade", error, {}),
);
// In production, stored pages are answered before remix-serve's Express app (see the module).
if (process.env.NODE_ENV === "production") installPageFront(pages, trustProxy);

/**
 * Documents. A page whose Cache-Control is `public` is the same for every visitor: it is
 * rendered once (concurrent requests for it wait for that one render), its inline scripts
 * allowed by hash instead of nonce, compressed once, and served from memory (see
 * app/http/page-cache.server.ts). Any other page is rendered for this request with a fresh nonce,
 * and remix-serve's compression middleware compresses it (brotli 4).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  const https = isHttps(request.url, request.headers, trustProxy);
  const shared =
    (request.method === "GET" || request.method === "HEAD") &&
    responseStatusCode === 200 &&
    isShareable(responseHeaders);
  if (!shared) {
    const nonce = randomBytes(16).toString("base64");
    const csp = contentSecurityPolicy({ nonce, styleHashes, https });
    for (const [name, value] of securityHeaders({ https, csp })) responseHeaders.set(name, value);
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    const html = await render(request, remixContext, nonce, () => (responseStatusCode = 500));
    return new Response(html, { headers: responseHeaders, status: responseStatusCode });
  }

  // A page is stored under its path and the query parameters its routes read (none by default):
  // a newsletter's `?utm_source=…&fbclid=…` names the same page as the plain path.
  const reads = pageQueryParams(
    remixContext.staticHandlerContext.matches.map(
      (match) => remixContext.routeModules[match.route.id]?.handle,
    ),
  );
  const key = pageKey(request.url, reads);
  const cached = pages.get(key);
  if (cached) {
    // Remix has already started encoding the loader data for the render we skip.
    remixContext.serverHandoffStream?.cancel().catch(() => {});
    return storedPageResponse(cached, request, https);
  }
  const started = performance.now();
  let rendered = false;
  const result = await renders.run(key, () => {
    rendered = true;
    return renderShared(request, responseHeaders, remixContext, reads);
  });
  // Requests that waited for another's render skip their own, as a cache hit does.
  if (!rendered) remixContext.serverHandoffStream?.cancel().catch(() => {});
  if (!result.page) {
    // A page that failed to render is answered (to each request that waited for it), never kept.
    const headers = new Headers(responseHeaders);
    for (const [name, value] of result.security[https ? "https" : "http"]) headers.set(name, value);
    headers.set("Content-Type", "text/html; charset=utf-8");
    headers.set("Cache-Control", "no-store");
    return new Response(result.html, { status: 500, headers });
  }
  const response = storedPageResponse(result.page, request, https);
  const ms = (performance.now() - started).toFixed(1);
  response.headers.set(
    "Server-Timing",
    `page-cache;desc="miss", ${rendered ? "render" : "render-wait"};dur=${ms}`,
  );
  return response;
}

type SharedRender = {
  html: string;
  security: StoredPage["security"];
  /** The stored page; undefined when the render failed. */
  page?: StoredPage;
};

/**
 * Renders a shared page once for every visitor: its inline scripts allowed by hash instead of
 * nonce, compressed at a cheap level on the request path and stored; brotli 11 comes later.
 */
async function renderShared(
  request: Request,
  responseHeaders: Headers,
  remixContext: EntryContext,
  reads: readonly string[],
): Promise<SharedRender> {
  const nonce = randomBytes(16).toString("base64");
  let failed = false;
  const html = await render(request, remixContext, nonce, () => (failed = true));
  const sealed = sealInlineScripts(html, nonce);
  const security = (overHttps: boolean) =>
    securityHeaders({
      https: overHttps,
      csp: contentSecurityPolicy({ scriptHashes: sealed.hashes, styleHashes, https: overHttps }),
    });
  const both = { http: security(false), https: security(true) };
  if (failed) return { html: sealed.html, security: both };
  const headers = new Headers(responseHeaders);
  headers.set("Content-Type", "text/html; charset=utf-8");
  const page = await storePage(sealed.html, [...headers], both, Date.now(), {
    brotliQuality: QUICK_BROTLI_QUALITY,
  });
  pages.store(request.url, reads, page);
  upgrades.add(page);
  return { html: sealed.html, security: both, page };
}

/** Renders the whole document before anything is sent: bots and browsers get complete HTML. */
async function render(
  request: Request,
  remixContext: EntryContext,
  nonce: string,
  onRenderError: () => void,
): Promise<string> {
  const body = await new Promise<PassThrough>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
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
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough();
          resolve(body);
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          onRenderError();
          if (shellRendered)
            logError("render-error", error, { path: new URL(request.url).pathname });
        },
      },
    );
    setTimeout(abort, ABORT_DELAY).unref();
  });
  return deferHydration(await streamToString(body), nonce);
}

async function streamToString(stream: PassThrough): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
}

/** Client-side navigations fetch data: they get the same security headers as documents. */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  const https = isHttps(request.url, request.headers, trustProxy);
  for (const [name, value] of securityHeaders({ https })) response.headers.set(name, value);
  return response;
};

/** Errors from loaders, actions and rendering, as one JSON line each (aborted requests aside). */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  logError("server-error", error, { method: request.method, path: new URL(request.url).pathname });
};
