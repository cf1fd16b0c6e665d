import type { LinksFunction } from "@remix-run/node";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "@remix-run/react";
import { type ReactNode, useEffect } from "react";
import { config } from "~/config/env.server";
import { CountPicture } from "~/counts/count-picture";
import { countPath } from "~/counts/counts";
import { pageCountOf } from "~/counts/page-count";
import { themeColor } from "~/seo/web-manifest";
import { noscriptCss, stylesheetHrefs } from "~/stylesheets";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { InlineStylesheet } from "~/ui/inline-stylesheet";
import { LoadingIndicator } from "~/ui/loading-indicator";
import { SiteFooter } from "~/ui/site-footer";
import { SiteHeader } from "~/ui/site-header";
import { STATUS_ID } from "~/ui/status";
import { useEarlyInputReleased } from "~/ui/use-early-input";
import { useNonce } from "~/ui/use-nonce";
import { language, say } from "~/words/say";

export const links: LinksFunction = () => [
  // No font is preloaded: Chromium holds the first paint for a preloaded font, and on a slow
  // phone that held the page's largest picture back by about 300 ms (docs/design.md, "Typefaces").
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
  // The prints as feeds, for readers that find them from any page.
  {
    rel: "alternate",
    type: "application/atom+xml",
    href: "/feed.xml",
    title: say("feed.atomTitle"),
  },
  {
    rel: "alternate",
    type: "application/feed+json",
    href: "/feed.json",
    title: say("feed.jsonTitle"),
  },
];

/** The public origin, for canonical and Open Graph URLs built in each route's `meta`. */
export function loader() {
  return { siteUrl: config().siteUrl, counting: config().counts };
}

// The origin never changes while the site runs: no need to ask again on each navigation.
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  useEarlyInputReleased();
  // A page that is the whole screen (the viewer) says so in its route's handle.
  const matches = useMatches();
  const location = useLocation();
  const counting = useRouteLoaderData<typeof loader>("root")?.counting ?? false;
  const immersive = matches.some(
    (m) => (m.handle as { immersive?: boolean } | undefined)?.immersive,
  );
  // A public sign that the page is live (keys, gestures, copy): tests wait for it, not React's
  // internals. Set after hydration, so the server's HTML and React's first render still agree.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={themeColor} />
        <Meta />
        {stylesheetHrefs.map((href) => (
          <InlineStylesheet key={href} href={href} />
        ))}
        <Links />
        {/* Without JavaScript, controls that need it (copy, share) keep their space but hide. */}
        <noscript>
          <style>{noscriptCss}</style>
        </noscript>
      </head>
      <body>
        <a className="skip-link" href="#main">
          {say("page.skipToContent")}
        </a>
        <SiteHeader immersive={immersive} />
        <LoadingIndicator />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter />
        {counting ? (
          <CountPicture
            src={countPath(
              pageCountOf(matches, new URLSearchParams(location.search)),
              location.key,
            )}
          />
        ) : null}
        {/* The page's one status region: a navigation loading, what a copy or a share did (the
            buttons show a check mark). */}
        <p id={STATUS_ID} className="visually-hidden" role="status" />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
