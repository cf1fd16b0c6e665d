import { data, type MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { heroIn } from "~/catalog/catalog";
import { servedCatalog } from "~/catalog/catalog.server";
import { sharedPageHeaders } from "~/http/cache-control";
import { printImage } from "~/images/image-source.server";
import { seoMeta } from "~/seo/meta";
import { notFoundSeo } from "~/seo/pages";
import { NotFound, type NotFoundData } from "~/ui/error-boundary";

export const meta: MetaFunction = ({ matches }) => seoMeta(matches, notFoundSeo);
export const headers = sharedPageHeaders;

/** The page is not empty: the home page's photograph, whole, keeps the visitor company. */
function notFound() {
  const payload: NotFoundData = { photo: printImage(heroIn(servedCatalog()).print) };
  return data(payload, { status: 404 });
}

// Throwing a 404 from both loader and action makes every unknown path answer HTTP 404.
export function loader() {
  throw notFound();
}

export function action() {
  throw notFound();
}

export default function NotFoundRoute() {
  return <NotFound />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const sent = isRouteErrorResponse(error) ? (error.data as Partial<NotFoundData>) : undefined;
  return <NotFound photo={sent?.photo} />;
}
