import type { LoaderFunctionArgs } from "@remix-run/node";
import { config } from "~/config/env.server";
import { licensing } from "~/content/site";
import { generatedFile } from "~/http/cache-control";
import { secureHeaders } from "~/http/response-headers.server";
import { aiCrawlerGroups } from "~/seo/machine-rights";
import { robotsTxt } from "~/seo/sitemap";

export function loader({ request }: LoaderFunctionArgs) {
  return new Response(robotsTxt(config().siteUrl, aiCrawlerGroups(licensing)), {
    headers: secureHeaders(request, {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": generatedFile,
    }),
  });
}
