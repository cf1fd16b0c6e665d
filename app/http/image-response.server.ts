import { immutableAsset } from "~/http/cache-control";
import { readImageFile } from "~/images/files.server";
import type { PORTRAIT_FOLDER } from "~/images/portrait";

/**
 * The answer for a picture the pipeline made: 404 when there is no such file, else the file,
 * cached for a year (its name carries its content's hash, so it never changes), or 304 when the
 * browser holds it already.
 */
export async function imageResponse(
  request: Request,
  name: string,
  folder?: typeof PORTRAIT_FOLDER,
): Promise<Response> {
  const file = await readImageFile(name, folder);
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
