import type { LoaderFunctionArgs } from "@remix-run/node";
import { generatedFile } from "~/http/cache-control";
import { secureHeaders } from "~/http/response-headers.server";
import { webManifest } from "~/seo/web-manifest";

export function loader({ request }: LoaderFunctionArgs) {
  return new Response(JSON.stringify(webManifest()), {
    headers: secureHeaders(request, {
      "Content-Type": "application/manifest+json; charset=utf-8",
      "Cache-Control": generatedFile,
    }),
  });
}
