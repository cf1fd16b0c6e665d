/**
 * The pipeline's files, read from build/images for app/routes/images.$file.ts (and the
 * portrait's, from its folder, for images.portrait.$file.ts).
 *
 * Why a route and not `public/`: the server gives `public/` files `max-age=3600`, and only
 * `/build/*` (public/build) is immutable, but `remix build` and every `remix dev` rebuild empty
 * public/build. Served from here, the images survive both, with the immutable header their
 * fingerprinted names deserve.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { mimeTypeOf } from "~/images/image-manifest";
import { IMAGE_DIR } from "~/images/image-manifest.server";
import { DERIVATIVE_NAME } from "~/images/image-manifest-schema";
import type { PORTRAIT_FOLDER } from "~/images/portrait";

export type ImageFile = { body: Buffer<ArrayBuffer>; contentType: string; etag: string };

/** A file the pipeline wrote: a print's, or in `folder` (the portrait's, PORTRAIT_FOLDER). */
export async function readImageFile(
  name: string,
  folder?: typeof PORTRAIT_FOLDER,
): Promise<ImageFile | undefined> {
  // Exactly the names the pipeline writes: nothing else in the folder can be reached.
  const contentType = DERIVATIVE_NAME.test(name) ? mimeTypeOf(name) : undefined;
  if (!contentType) return undefined;
  try {
    const body = await readFile(join(IMAGE_DIR, folder ?? "", name));
    return { body, contentType, etag: `"${name}"` };
  } catch {
    return undefined;
  }
}
