import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { ImageManifest, PhotoMeta } from "~/images/image-manifest";

const root = process.cwd();

/**
 * A directory for a test server (`new Site({ cwd })`) whose pictures carry the words given
 * here, as if the originals had them: the built pictures are linked, not copied, and only the
 * manifest differs. The real build/images, which other specs use at the same time, is not
 * touched. Prints named in `withoutPicture` have none. Returns the directory.
 */
export function photoWordsSite(
  words: Record<string, PhotoMeta>,
  options: { withoutPicture?: string[] } = {},
): string {
  const dir = join(root, "test-results", `photo-words-${randomUUID()}`);
  const images = join(dir, "build", "images");
  mkdirSync(images, { recursive: true });
  symlinkSync(join(root, "public"), join(dir, "public"));
  const built = join(root, "build", "images");
  for (const name of readdirSync(built)) {
    if (name !== "manifest.json") symlinkSync(join(built, name), join(images, name));
  }
  const manifest = JSON.parse(readFileSync(join(built, "manifest.json"), "utf8")) as ImageManifest;
  for (const [reference, meta] of Object.entries(words)) {
    const entry = manifest.prints[reference];
    if (!entry) throw new Error(`${reference} is not in build/images/manifest.json`);
    entry.meta = meta;
  }
  // As before `npm run images` made them: the page shows a placeholder, the email no picture.
  for (const reference of options.withoutPicture ?? []) delete manifest.prints[reference];
  writeFileSync(join(images, "manifest.json"), JSON.stringify(manifest));
  return dir;
}

/**
 * Runs the real image pipeline on the originals in `<cwd>/photos` into the site folder's
 * `build/images`: every other picture there is already built (linked), so only the prints with
 * an original in `photos` are encoded.
 */
export function encodeOriginals(cwd: string) {
  execFileSync(
    process.execPath,
    [
      "scripts/images.js",
      "--quiet",
      "--photos",
      join(cwd, "photos"),
      "--out",
      join(cwd, "build/images"),
    ],
    { stdio: ["ignore", "ignore", "inherit"] },
  );
}
