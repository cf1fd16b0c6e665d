import type { LoaderFunctionArgs } from "@remix-run/node";
import { servedCatalog } from "~/catalog/catalog.server";
import { config } from "~/config/env.server";
import { generatedFile } from "~/http/cache-control";
import { secureHeaders } from "~/http/response-headers.server";
import { printImage } from "~/images/image-source.server";
import { siteEntries, sitemapXml } from "~/seo/sitemap";

export function loader({ request }: LoaderFunctionArgs) {
  const xml = sitemapXml(config().siteUrl, siteEntries(servedCatalog(), printImage));
  return new Response(xml, {
    headers: secureHeaders(request, {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": generatedFile,
    }),
  });
}
