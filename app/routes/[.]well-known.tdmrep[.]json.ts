import type { LoaderFunctionArgs } from "@remix-run/node";
import { config } from "~/config/env.server";
import { licensing } from "~/content/site";
import { generatedFile } from "~/http/cache-control";
import { secureHeaders } from "~/http/response-headers.server";
import { tdmrepJson } from "~/seo/machine-rights";

/** The W3C TDM Reservation Protocol's file: text and data mining reserved, or not (content). */
export function loader({ request }: LoaderFunctionArgs) {
  return new Response(tdmrepJson(config().siteUrl, licensing), {
    headers: secureHeaders(request, {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": generatedFile,
    }),
  });
}
