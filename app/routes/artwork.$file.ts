import type { LoaderFunctionArgs } from "@remix-run/node";
import { findPrint } from "~/catalog/catalog";
import { sampleArtworkSvg } from "~/images/artwork";

/** Sample artwork for a print without a photograph: /artwork/ABSTRACT-001.svg */
export function loader({ params }: LoaderFunctionArgs) {
  const reference = (params.file ?? "").replace(/\.svg$/, "");
  const print = params.file?.endsWith(".svg") ? findPrint(reference) : undefined;
  if (!print) throw new Response("Not Found", { status: 404 });
  return new Response(sampleArtworkSvg(print), {
    headers: {
      "Content-Type": "image/svg+xml",
      "Cache-Control": "public, max-age=86400, stale-while-revalidate=604800",
    },
  });
}
