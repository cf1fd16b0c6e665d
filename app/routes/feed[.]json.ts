import type { LoaderFunctionArgs } from "@remix-run/node";
import { generatedFile } from "~/http/cache-control";
import { secureHeaders } from "~/http/response-headers.server";
import { jsonFeed } from "~/seo/feed";
import { feedEntries, feedSite } from "~/seo/feed-entries.server";

export function loader({ request }: LoaderFunctionArgs) {
  return new Response(JSON.stringify(jsonFeed(feedSite(), feedEntries()), null, 2), {
    headers: secureHeaders(request, {
      "Content-Type": "application/feed+json; charset=utf-8",
      "Cache-Control": generatedFile,
    }),
  });
}
