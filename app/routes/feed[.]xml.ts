import type { LoaderFunctionArgs } from "@remix-run/node";
import { generatedFile } from "~/http/cache-control";
import { secureHeaders } from "~/http/response-headers.server";
import { atomFeed } from "~/seo/feed";
import { feedEntries, feedSite } from "~/seo/feed-entries.server";

export function loader({ request }: LoaderFunctionArgs) {
  return new Response(atomFeed(feedSite(), feedEntries()), {
    headers: secureHeaders(request, {
      "Content-Type": "application/atom+xml; charset=utf-8",
      "Cache-Control": generatedFile,
    }),
  });
}
