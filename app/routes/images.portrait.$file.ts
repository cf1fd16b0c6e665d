import type { LoaderFunctionArgs } from "@remix-run/node";
import { immutableAsset } from "~/http/cache-control";
import { readImageFile } from "~/images/files.server";
import { PORTRAIT_FOLDER } from "~/images/portrait";

/**
 * The About page's portrait as `npm run images` made it:
 * /images/portrait/portrait-640.3f2a1b9c0d.avif. Fingerprinted as a print's pictures are
 * (images.$file.ts): cached for a year.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const file = await readImageFile(params.file ?? "", PORTRAIT_FOLDER);
  if (!file) throw new Response("Not Found", { status: 404 });
  const headers = {
    "Cache-Control": immutableAsset,
    "Content-Type": file.contentType,
    ETag: file.etag,
    "X-Content-Type-Options": "nosniff",
  };
  if (request.headers.get("If-None-Match") === file.etag) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(file.body, {
    headers: { ...headers, "Content-Length": String(file.body.length) },
  });
}
