import type { LoaderFunctionArgs } from "@remix-run/node";
import { generatedFile } from "~/http/cache-control";
import { readImageFile } from "~/images/files.server";
import { printImageEntry } from "~/images/image-manifest.server";
import { thumbnailFile } from "~/images/thumbnail";

/**
 * A print's small picture by its reference (~/images/thumbnail): the same address whatever the
 * pictures' fingerprints, so it is cached for an hour rather than for ever, and varies with the
 * formats the browser accepts.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const entry = printImageEntry((params.reference ?? "").toUpperCase());
  const chosen = entry && thumbnailFile(entry, request.headers.get("Accept") ?? "");
  const file = chosen && (await readImageFile(chosen.file));
  if (!file) throw new Response("Not Found", { status: 404 });
  const headers = {
    "Cache-Control": generatedFile,
    "Content-Type": file.contentType,
    ETag: file.etag,
    Vary: "Accept",
    "X-Content-Type-Options": "nosniff",
  };
  if (request.headers.get("If-None-Match") === file.etag) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(file.body, {
    headers: { ...headers, "Content-Length": String(file.body.length) },
  });
}
