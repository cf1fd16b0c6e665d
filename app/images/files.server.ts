/**
 * The pipeline's files, read from build/images for app/routes/images.$file.ts.
 *
 * Why a route and not `public/`: remix-serve gives `public/` files `max-age=3600`, and only
 * `/build/*` (public/build) is immutable, but `remix build` and every `remix dev` rebuild empty
 * public/build. Served from here, the images survive both, with the immutable header their
 * fingerprinted names deserve.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { IMAGE_DIR } from "~/images/manifest.server";

const TYPES: Record<string, string> = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" };
/** Exactly the names the pipeline writes: nothing else in the folder can be reached. */
const NAME = /^[a-z0-9-]+\.([0-9a-f]{10})\.(avif|webp|jpg)$/;

export type ImageFile = { body: Buffer<ArrayBuffer>; contentType: string; etag: string };

export async function readImageFile(name: string): Promise<ImageFile | undefined> {
  const match = NAME.exec(name);
  const extension = match?.[2];
  if (!match || !extension) return undefined;
  try {
    const body = await readFile(join(IMAGE_DIR, name));
    return { body, contentType: TYPES[extension] ?? "application/octet-stream", etag: `"${name}"` };
  } catch {
    return undefined;
  }
}
