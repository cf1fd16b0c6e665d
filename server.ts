/**
 * The site's HTTP server: Express with Remix's request handler, compiled by `remix build` into
 * `build/index.js` together with the app (remix.config.js `server`). `node build/index.js` runs
 * it, as do `npm start`, the service unit, the container and the tests.
 *
 * Remix's Express adapter rather than `remix-serve`, because the host's seams need a word before
 * Remix sees a request: which origin is the site's own (SITE_URL, whatever Host a proxy sent),
 * which proxies may name the client (TRUST_PROXY), one JSON line per log entry, the previous
 * builds' scripts for pages already open, and a drained shutdown. remix-serve has no hook for any
 * of them.
 */

import { fileURLToPath } from "node:url";
import * as build from "@remix-run/dev/server-build";
import { createRequestHandler } from "@remix-run/express";
import { broadcastDevReady, installGlobals } from "@remix-run/node";
import compression from "compression";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import { config } from "~/config/env.server";
import { licensing } from "~/content/site";
import { startCounting } from "~/counts/counts-start.server";
import { countingPicture } from "~/counts/picture.server";
import { startInquiryDelivery, stopInquiryDelivery } from "~/delivery/delivery-start.server";
import { changesState, originVerdict } from "~/http/origin";
import { securityHeaders } from "~/http/security-headers";
import { RateLimiter } from "~/inquiry/rate-limit";
import { startWeeklyLetter } from "~/letter/schedule.server";
import { tdmHeaders } from "~/seo/machine-rights";
import { foreignFormHtml } from "~/server/foreign-form.server";
import { logError, logEvent } from "~/server/log.server";
import { requestLog } from "~/server/request-log.server";
import { closeConnectionsWhileDraining, handleShutdownSignals } from "~/server/shutdown.server";
import { startSubscriptions } from "~/subscriptions/subscriptions-start.server";

// Every line the process writes is one JSON object, Node's own warnings and a crash included.
process.removeAllListeners("warning"); // Node's default listener prints plain text
process.on("warning", (warning) =>
  logEvent("node.warning", { name: warning.name, message: warning.message }, "warn"),
);
process.on("uncaughtException", (error) => {
  logError("crash", error);
  process.exit(1);
});
process.on("unhandledRejection", (reason) => logError("unhandled-rejection", reason));

installGlobals({ nativeFetch: build.future.v3_singleFetch });
const settings = config();
for (const message of settings.warnings) logEvent("config.warning", { message }, "warn");
// The process's one of each, made here and handed to the routes in the load context.
const subscriptions = startSubscriptions(settings); // who hears of new work (double opt-in)
// Sends what waits, then each new inquiry; an announcement only to who still subscribes.
const inquiries = startInquiryDelivery(settings, {
  stillSubscribed: (address) => subscriptions.store.isSubscribed(address),
});
const counts = startCounting(settings); // views counted without cookies (none with COUNTS=off)
const limiter = settings.inquiryRateLimit ? new RateLimiter(settings.inquiryRateLimit) : null;
startWeeklyLetter(settings, inquiries, counts, subscriptions.store); // the photographer's weekly letter

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", settings.trustProxy);
app.use(closeConnectionsWhileDraining);
app.use(compression());
// AI training reserved (content: licensing.aiTraining): every answer, page or picture, says so in
// the W3C TDMRep header a crawler reads before it keeps anything.
const reservation = tdmHeaders(settings.siteUrl, licensing);
if (reservation.length > 0)
  app.use((_req, res, next) => {
    for (const [name, value] of reservation) res.set(name, value);
    next();
  });

// Fingerprinted scripts and styles, this build's first, then those of the builds before it that
// `npm run build` kept (scripts/keep-assets.js): a page opened or cached before an upgrade still
// loads its own.
// Each is sent as the Brotli copy `npm run build` made of it (scripts/precompress.js) where the
// browser accepts one.
const assetsOptions: expressStaticGzip.ExpressStaticGzipOptions = {
  enableBrotli: true,
  orderPreference: ["br"],
  serveStatic: { immutable: true, maxAge: "1y", index: false },
};
app.use(
  build.publicPath,
  expressStaticGzip(build.assetsBuildDirectory, assetsOptions),
  expressStaticGzip(fileURLToPath(new URL("./kept-assets", import.meta.url)), assetsOptions),
  (_req, res) => {
    res.set("Cache-Control", "no-store").status(404).end();
  },
);
app.use(express.static("public", { maxAge: "1h", index: false }));
// The counting picture every page carries, before the request log: a view is a number, not a line.
app.use("/c", countingPicture(counts));
app.use(requestLog());

// A form sent from another site's page is refused with a page of its own, before Remix (whose own
// check would answer an empty 500). One sent from SITE_URL's origin is the site's: Remix is told
// so in X-Forwarded-Host, the header that names the host the browser asked for.
app.use((req, res, next) => {
  if (!changesState(req.method)) return next();
  const verdict = originVerdict(
    {
      origin: req.get("Origin"),
      host: req.get("Host"),
      forwardedHost: req.get("X-Forwarded-Host"),
    },
    settings.siteUrl,
  );
  if (verdict === "site") req.headers["x-forwarded-host"] = new URL(settings.siteUrl).host;
  if (verdict !== "foreign") return next();
  logEvent("request.foreign_origin", { method: req.method, path: req.path }, "warn");
  for (const [name, value] of securityHeaders({ https: req.secure })) res.set(name, value);
  res.status(403).type("html").set("Cache-Control", "no-store").send(foreignFormHtml());
});

app.all(
  "*",
  createRequestHandler({
    build,
    mode: build.mode,
    getLoadContext: (req) => ({
      clientAddress: req.ip,
      peerAddress: req.socket.remoteAddress,
      buildId: build.assets.version,
      inquiries,
      limiter,
      subscriptions,
      counts,
    }),
  }),
);

const onListening = () => {
  logEvent("server.listening", {
    url: `http://${settings.host ?? "localhost"}:${settings.port}`,
    host: settings.host ?? "every interface",
    port: settings.port,
    build: build.assets.version,
    node: process.version,
    siteUrl: settings.siteUrl,
  });
  if (build.mode === "development") void broadcastDevReady(build);
};
const server = settings.host
  ? app.listen(settings.port, settings.host, onListening)
  : app.listen(settings.port, onListening);
// A proxy keeps idle connections to the app open (nginx's upstream keepalive: 60 s) and reuses
// them: the app must not close one first, or a request sent on it as it closes fails (a 502
// behind nginx, "other side closed" to a client). Node's default is 5 s.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.on("error", (error) => {
  logEvent("server.error", { error: error.message }, "warn");
  process.exit(1);
});
handleShutdownSignals(server, {
  beforeExit: async () => {
    await Promise.all([stopInquiryDelivery(inquiries), counts?.stop()]);
  },
});
