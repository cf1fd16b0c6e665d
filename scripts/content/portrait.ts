/**
 * The photographer's portrait (site.yaml `about.portrait.file`), read as `npm run check` reads
 * the photographs: whether it is there, can be opened, is a picture and is large enough. One
 * sentence per problem, which load.ts puts at the line of `about.portrait.file`.
 */
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";

/**
 * Pixels across a portrait needs to look sharp: About shows it about 440 CSS px wide on a
 * laptop (aboutSizes.portrait), and a screen of 2 pixels per point fills that with 880.
 */
export const PORTRAIT_MIN_WIDTH = 1000;

export type PortraitFinding = { message: string; warning?: boolean };

/** The one problem with `<dir>/<file>`, if any. */
export async function checkPortrait(
  dir: string,
  file: string,
): Promise<PortraitFinding | undefined> {
  let data: Buffer;
  try {
    data = await readFile(join(dir, file));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return { message: await missing(dir, file) };
    const why =
      code === "EACCES" || code === "EPERM"
        ? "no permission to read it: let everyone read the file"
        : code === "EISDIR"
          ? "it is a folder: name the picture file itself"
          : `${(error as Error).message.split("\n")[0]}`;
    return { message: `${file} cannot be opened (${why})` };
  }
  let size: { width: number; height: number };
  try {
    const header = await sharp(data, { autoOrient: true }).metadata();
    size = header.autoOrient;
    if (!size.width || !size.height) throw new Error("no size");
  } catch (error) {
    return {
      message: `${file} cannot be read as a picture (${(error as Error).message.split("\n")[0]}): export it again as JPEG`,
    };
  }
  if (size.width < PORTRAIT_MIN_WIDTH)
    return {
      message: `${file} is ${size.width}x${size.height} px, too small to be sharp on the About page: export it at least ${PORTRAIT_MIN_WIDTH} px wide (1600 or more is best)`,
      warning: true,
    };
  return undefined;
}

/** "there is no portrait.jpg beside site.yaml", and the picture meant where one is near. */
async function missing(dir: string, file: string): Promise<string> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const stem = (name: string) => name.toLowerCase().replace(/\.[^.]+$/, "");
  const near = names.find(
    (name) => name !== file && /\.(jpe?g|png|webp|tiff?)$/i.test(name) && stem(name) === stem(file),
  );
  return near
    ? `there is no ${file} beside site.yaml, but there is ${near}: write file: ${near}, or rename the picture`
    : `there is no ${file} beside site.yaml: put the picture there, or correct the name`;
}
