/**
 * The About page's portrait (site.yaml `about.portrait`), through the prints' pipeline but apart
 * from the prints: its AVIF, WebP and JPEG ladder (PORTRAIT_LADDER's widths) and placeholder in
 * a folder of its own, `<outDir>/portrait/`, with its entry beside them (portrait.json). Not a
 * print: no reference, no crops, no rights written into it, and nothing of the original's
 * metadata kept (a phone's portrait may say where it was taken). Made again only when the file
 * or the recipe changes; a replaced or removed portrait's pictures are retired as a print's are
 * (still served to pages already open, removed after KEEP_ASSETS_DAYS), and the folder goes with
 * the last of them.
 */
import { mkdir, readdir, readFile, rm, rmdir, stat } from "node:fs/promises";
import { join, relative } from "node:path";
import sharp from "sharp";
import { entryFiles, type PrintImageEntry } from "~/images/image-manifest";
import { parsePortraitEntry } from "~/images/image-manifest-schema";
import { PORTRAIT_ENTRY, PORTRAIT_FOLDER, PORTRAIT_LADDER } from "~/images/portrait";
import {
  allExist,
  encodePrint,
  type Identity,
  RECIPE_KEY,
  readRetired,
  reasonOf,
  type Source,
  sha256,
  sourceHash,
  writeAtomically,
} from "./images-pipeline";
import { checkKeepDays, DEFAULT_KEEP_DAYS, RETIRED_FILE, retireImages } from "./retired-images";

export type PortraitOptions = {
  /** The portrait's file; none when the content gives no portrait. */
  file?: string;
  /** The pipeline's folder (build/images): the portrait's is PORTRAIT_FOLDER inside it. */
  outDir: string;
  /** Shown in messages instead of absolute paths. */
  root?: string;
  log?: (line: string) => void;
  keepDays?: number;
  now?: Date;
};

export type PortraitResult = {
  /** What the page shows, as portrait.json now says; none without a portrait. */
  entry?: PrintImageEntry;
  /** Encoded by this run (else reused, or none). */
  encoded: boolean;
  /** Files retired by this run, and removed (past their days). */
  retiredFiles: number;
  removedFiles: number;
};

/** A portrait that could not be made: its file and why. The last one made is kept. */
export class PortraitError extends Error {
  constructor(file: string, reason: string) {
    super(`${file}: ${reason}`);
    this.name = "PortraitError";
  }
}

async function readEntry(path: string, warn: (line: string) => void) {
  try {
    return parsePortraitEntry(JSON.parse(await readFile(path, "utf8")));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT")
      warn(`${PORTRAIT_ENTRY} was unreadable and is made again`);
    return undefined;
  }
}

/** The recipe's part of the fingerprint: a new one makes every file again. */
const PORTRAIT_RECIPE = `${RECIPE_KEY}\nportrait ${PORTRAIT_LADDER.join(" ")}`;

export async function buildPortrait(options: PortraitOptions): Promise<PortraitResult> {
  const { file, outDir } = options;
  const keepDays = checkKeepDays(options.keepDays ?? DEFAULT_KEEP_DAYS);
  const root = options.root ?? process.cwd();
  const log = options.log ?? (() => {});
  const dir = join(outDir, PORTRAIT_FOLDER);
  const none = { encoded: false, retiredFiles: 0, removedFiles: 0 };
  // No portrait, now or before: nothing to make, and no folder.
  if (!file && !(await stat(dir).catch(() => undefined))) return none;
  await mkdir(dir, { recursive: true });
  const entryPath = join(dir, PORTRAIT_ENTRY);
  const previous = await readEntry(entryPath, (line) => log(`warning: ${line}`));

  let entry: PrintImageEntry | undefined;
  let encoded = false;
  if (file) {
    const display = relative(root, file) || file;
    try {
      const s = await stat(file);
      const header = await sharp(file, { limitInputPixels: false, autoOrient: true }).metadata();
      const source: Source = {
        kind: "original",
        path: file,
        display,
        size: s.size,
        mtimeMs: s.mtimeMs,
        width: header.autoOrient.width,
        height: header.autoOrient.height,
      };
      const hash = await sourceHash(source, previous);
      const identity: Identity = {
        source: display,
        sourceHash: hash,
        sourceStamp: { size: s.size, mtimeMs: s.mtimeMs },
        fingerprint: sha256(`${hash}\n${PORTRAIT_RECIPE}`).slice(0, 10),
      };
      if (
        previous?.fingerprint === identity.fingerprint &&
        (await allExist(dir, entryFiles(previous)))
      ) {
        entry = { ...previous, ...identity };
      } else {
        const started = performance.now();
        entry = await encodePrint(
          { reference: PORTRAIT_FOLDER },
          source,
          identity,
          dir,
          PORTRAIT_LADDER,
        );
        encoded = true;
        log(`the portrait (${display}) ${Math.round(performance.now() - started)} ms`);
      }
    } catch (error) {
      throw new PortraitError(display, reasonOf(error, file));
    }
    await writeAtomically(entryPath, `${JSON.stringify(entry, null, 1)}\n`);
  } else {
    await rm(entryPath, { force: true });
  }

  // As the prints' run does, but in this folder: what the entry no longer names is retired.
  const decision = retireImages({
    present: await readdir(dir),
    referenced: new Set(entry ? entryFiles(entry) : []),
    record: await readRetired(dir, (line) => log(`warning: ${line}`)),
    now: options.now ?? new Date(),
    keepDays,
  });
  for (const name of decision.remove) await rm(join(dir, name), { force: true });
  if (!entry && Object.keys(decision.record).length === 0) {
    await rm(join(dir, RETIRED_FILE), { force: true });
    await rmdir(dir).catch(() => {}); // anything else put there is left alone
  } else {
    await writeAtomically(join(dir, RETIRED_FILE), `${JSON.stringify(decision.record, null, 1)}\n`);
  }
  return {
    ...(entry ? { entry } : {}),
    encoded,
    retiredFiles: decision.retired.length,
    removedFiles: decision.remove.length,
  };
}
