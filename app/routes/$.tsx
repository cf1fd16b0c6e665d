import type { MetaFunction } from "@remix-run/node";
import { NotFound } from "~/components/error-boundary";
import { sharedPageHeaders } from "~/http/cache-control";
import { seoMeta } from "~/seo/meta";
import { notFoundSeo } from "~/seo/pages";

export const meta: MetaFunction = ({ matches }) => seoMeta(matches, notFoundSeo);
export const headers = sharedPageHeaders;

// Throwing a 404 from both loader and action makes every unknown path answer HTTP 404.
export function loader() {
  throw new Response("Not Found", { status: 404 });
}

export function action() {
  throw new Response("Not Found", { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFound />;
}

export function ErrorBoundary() {
  return <NotFound />;
}
