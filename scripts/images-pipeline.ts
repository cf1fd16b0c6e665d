/**
 * The image pipeline: turns each print's original (or its sample artwork) into AVIF, WebP and
 * JPEG at a ladder of widths, a blurred placeholder and a manifest entry.
 *
 * - Incremental: a print whose source and recipe are unchanged, and whose files are all there,
 *   is not encoded again (content hash; file size and time spare re-reading big originals).
 * - Parallel: one print per core at a time (sharp runs each encode on libuv's thread pool).
 * - Safe: files are written under a temporary name and renamed; a failed print keeps its
 *   earlier derivatives and manifest entry, and nothing is deleted after a failed run.
 * - Kind to open pages: files no print refers to any more are retired, still served, and removed
 *   only after KEEP_ASSETS_DAYS days (retired-images.ts).
 *
 * Run through scripts/images.js (`npm run images`); the tests import it directly.
 */
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { join, relative } from "node:path";
import sharp, { type OutputInfo, type Sharp } from "sharp";
import {
  CROP_RECIPE,
  type CropEntry,
  type CropSpec,
  cropRegion,
  type Derivative,
  derivativeFileName,
  emptyManifest,
  entryFiles,
  hexColour,
  IMAGE_FORMATS,
  type ImageFormat,
  type ImageManifest,
  ladderWidths,
  type PhotoMeta,
  type PrintImageEntry,
  RECIPE,
  type Region,
} from "~/images/image-manifest";
import { parseManifest } from "~/images/image-manifest-schema";
import { type EmbeddedRights, embeddedRights, withRights } from "./embedded-rights";
import { readPhotoMeta } from "./photo-meta";
import { type ThinPrint, thinPrint } from "./print-size";
import {
  checkKeepDays,
  DEFAULT_KEEP_DAYS,
  parseRetiredRecord,
  RETIRED_FILE,
  type RetiredRecord,
  retireImages,
} from "./retired-images";

export type PipelinePrint = {
  reference: string;
  collectionSlug: string;
  aspectRatio: number;
  /** Offered print sizes in inches, "8x10, 11x14, 16x20, 24x30": checked against each original. */
  sizes?: string;
  /** Crops to make besides the whole picture (the home page's hero). */
  crops?: readonly CropSpec[];
  /**
   * Creator and copyright (and credit) to write into every picture where the original does not
   * say them, and for the sample artworks: the content module's `licensing`.
   */
  rights?: EmbeddedRights;
};

export type PipelineOptions = {
  prints: readonly PipelinePrint[];
  /** The sample artwork's SVG for a print without an original. */
  sampleSvg: (print: PipelinePrint) => string;
  /**
   * Originals: `<photosDir>/<collection-slug>/<NNN>.<jpg|jpeg|png|webp|tif|tiff|heic|heif>`,
   * beside each collection's collection.yaml in the content folder.
   */
  photosDir: string;
  /** Where derivatives and manifest.json go. */
  outDir: string;
  /** Prints encoded at once; defaults to the number of cores. */
  concurrency?: number;
  /** Shown in messages instead of absolute paths. */
  root?: string;
  log?: (line: string) => void;
  /** Days a retired file is kept after no print refers to it (KEEP_ASSETS_DAYS); default 7. */
  keepDays?: number;
  /** The time the run counts retirement from; the tests set it to pass days without waiting. */
  now?: Date;
};

export type PipelineFailure = { file: string; reason: string };

export type PipelineResult = {
  encoded: string[];
  reused: string[];
  /** Files no print refers to any more since this run: kept, still served (retired.json). */
  retiredFiles: number;
  /** Every retired file still kept (this run's and earlier ones'), and their bytes. */
  retiredKept: { files: number; bytes: number };
  /** Retired files past their days, and leftovers of an interrupted run, removed by this run. */
  removedFiles: number;
  warnings: string[];
  /** Originals below `MIN_PPI` at their print's largest offered size. */
  thinPrints: ThinPrint[];
  manifest: ImageManifest;
};

export class ImagePipelineError extends Error {
  constructor(
    readonly failures: PipelineFailure[],
    readonly result: PipelineResult,
  ) {
    super(
      `${failures.length} original${failures.length === 1 ? "" : "s"} could not be read:\n${failures
        .map((f) => `  ${f.file}: ${f.reason}`)
        .join("\n")}`,
    );
    this.name = "ImagePipelineError";
  }
}

export const MANIFEST_FILE = "manifest.json";
/** Each collection's words, beside its photographs (scripts/content). */
const COLLECTION_FILE = "collection.yaml";
const ORIGINAL = /^(\d{3})\.(jpe?g|png|webp|tiff?|hei[cf])$/i;
/**
 * The largest original accepted, in pixels: 100 megapixels with room to spare (a 150 MP
 * medium-format file is refused with a clear reason rather than risking the machine's memory).
 */
export const MAX_INPUT_PIXELS = 120_000_000;
export const RECIPE_KEY = JSON.stringify(RECIPE);

export type Identity = Pick<
  PrintImageEntry,
  "source" | "sourceHash" | "sourceStamp" | "fingerprint" | "meta"
> & {
  /** Written into every picture made: part of the fingerprint, so new words make new files. */
  rights?: EmbeddedRights;
};

export type Source =
  | {
      kind: "original";
      path: string;
      display: string;
      size: number;
      mtimeMs: number;
      /** As seen, after EXIF orientation. */
      width: number;
      height: number;
    }
  | { kind: "sample"; svg: string };

/** Finds originals: `<photosDir>/<slug>/<NNN>.<ext>` → reference `SLUG-NNN`. */
export async function findOriginals(
  photosDir: string,
  prints: readonly PipelinePrint[],
  display: (path: string) => string,
): Promise<{ originals: Map<string, string>; warnings: string[]; failures: PipelineFailure[] }> {
  const originals = new Map<string, string>();
  const warnings: string[] = [];
  const failures: PipelineFailure[] = [];
  const known = new Set(prints.map((p) => p.reference));
  const collections = new Set(prints.map((p) => p.reference.replace(/-\d{3}$/, "").toLowerCase()));
  let slugs: string[];
  try {
    slugs = await readdir(photosDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT")
      return { originals, warnings, failures };
    throw error;
  }
  for (const slug of slugs.sort()) {
    const dir = join(photosDir, slug);
    // The content folder also holds site.yaml and schema/: only collections' folders count.
    if (!collections.has(slug) || !(await stat(dir)).isDirectory()) continue;
    for (const name of (await readdir(dir)).sort()) {
      if (name.startsWith(".") || name === COLLECTION_FILE) continue;
      const path = join(dir, name);
      const match = ORIGINAL.exec(name);
      const reference = match ? `${slug.toUpperCase()}-${match[1]}` : undefined;
      if (!reference) {
        warnings.push(
          `${display(path)}: ignored, expected a name such as 001.jpg (JPEG, PNG, WebP, TIFF or HEIC)`,
        );
      } else if (!known.has(reference)) {
        warnings.push(`${display(path)}: ignored, ${reference} is not in the catalogue`);
      } else if (originals.has(reference)) {
        failures.push({
          file: display(path),
          reason: `${reference} already has an original (${display(originals.get(reference) ?? "")}); keep one`,
        });
      } else {
        originals.set(reference, path);
      }
    }
  }
  return { originals, warnings, failures };
}

/** retired.json; an unreadable one is rebuilt (its files then count from now: kept longer). */
export async function readRetired(
  outDir: string,
  warn: (line: string) => void,
): Promise<RetiredRecord> {
  try {
    return parseRetiredRecord(JSON.parse(await readFile(join(outDir, RETIRED_FILE), "utf8")));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") {
      warn(`${RETIRED_FILE} was unreadable and is rebuilt (${(error as Error).message})`);
    }
    return {};
  }
}

async function readManifest(outDir: string, warn: (line: string) => void): Promise<ImageManifest> {
  try {
    return parseManifest(JSON.parse(await readFile(join(outDir, MANIFEST_FILE), "utf8")));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") {
      warn(
        `${MANIFEST_FILE} was unreadable and is rebuilt (${(error as Error).message.split("\n")[0]})`,
      );
    }
    return emptyManifest();
  }
}

export const sha256 = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");

export async function sourceHash(
  source: Source,
  previous: PrintImageEntry | undefined,
): Promise<string> {
  if (source.kind === "sample") return sha256(source.svg);
  const stamp = previous?.sourceStamp;
  if (
    previous?.source === source.display &&
    stamp?.size === source.size &&
    stamp.mtimeMs === source.mtimeMs
  ) {
    return previous.sourceHash;
  }
  return sha256(await readFile(source.path));
}

/** What the manifest keeps of a print's identity (the rights are in its pictures instead). */
export function manifestIdentity({ rights: _, ...identity }: Identity) {
  return identity;
}

export async function allExist(outDir: string, files: string[]): Promise<boolean> {
  const found = await Promise.all(
    files.map((f) =>
      stat(join(outDir, f)).then(
        (s) => s.size > 0,
        () => false,
      ),
    ),
  );
  return found.every(Boolean);
}

export async function writeAtomically(path: string, data: Buffer | string): Promise<void> {
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, path);
}

function encoder(
  picture: Sharp,
  format: ImageFormat,
  width: number,
  avifQuality: number = RECIPE.avif.quality,
  rights?: EmbeddedRights,
): Sharp {
  // Nothing of the original's metadata is kept (sharp writes none by default): only the rights.
  const image = withRights(picture, rights);
  if (format === "avif") {
    const { effort, largeEffort, largeFrom } = RECIPE.avif;
    return image.avif({ quality: avifQuality, effort: width >= largeFrom ? largeEffort : effort });
  }
  if (format === "webp") {
    return image.webp({ quality: RECIPE.webp.quality, effort: RECIPE.webp.effort });
  }
  return image.jpeg({ quality: RECIPE.jpeg.quality, progressive: true });
}

/**
 * One decode of a picture, ready for every encode: turned upright by its EXIF orientation (all
 * eight), converted to sRGB through its embedded ICC profile (Adobe RGB, ProPhoto, Display P3),
 * 16-bit samples brought to 8, transparency flattened on `background`, no wider than the largest
 * rung; of the whole picture, or of a region of it cut from the full-size original (a crop keeps
 * every pixel the original has there). Metadata is not carried over.
 */
export function decodePicture(
  input: string | Buffer,
  background: string = RECIPE.background,
  /** Only this region of the upright picture (a crop), in its own pixels. */
  region?: Region,
): Promise<{ data: Buffer; info: OutputInfo }> {
  // sharp's default failOn "warning" refuses truncated files too: better a failed build than a
  // print with a grey half on the site.
  const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, autoOrient: true });
  return (region ? image.extract(region) : image)
    .resize({ width: Math.max(...RECIPE.ladder), withoutEnlargement: true })
    .flatten({ background })
    .toColourspace("srgb")
    .raw({ depth: "uchar" })
    .toBuffer({ resolveWithObject: true });
}

/**
 * Decodes, orients and encodes one print (or the About page's portrait, under the name
 * `print.reference`). Throws with a short reason when the source is bad.
 */
export async function encodePrint(
  print: Pick<PipelinePrint, "reference" | "crops">,
  source: Source,
  identity: Identity,
  outDir: string,
  /** The widths to make, up to what each format allows (the portrait has its own). */
  ladder: readonly number[] = RECIPE.ladder,
): Promise<PrintImageEntry> {
  const { reference } = print;
  const input = source.kind === "sample" ? Buffer.from(source.svg) : source.path;
  const decoded = await decodePicture(input);
  const { width, height, channels } = decoded.info;
  const raw = () => sharp(decoded.data, { raw: { width, height, channels } });

  // Dominant colour of a small copy: the same answer as the full picture, at a tenth the cost.
  const { dominant } = await raw().resize({ width: 64 }).stats();
  const tinyWidth =
    width >= height
      ? RECIPE.placeholder.longEdge
      : Math.max(1, Math.round((RECIPE.placeholder.longEdge * width) / height));
  const tiny = await raw()
    .resize({ width: tinyWidth })
    .blur(RECIPE.placeholder.blur)
    .webp({ quality: RECIPE.placeholder.quality })
    .toBuffer();

  /** Every format at every rung of the ladder, of decoded pixels: the whole picture or a crop. */
  const encodeLadder = async (
    name: string,
    pixels: { data: Buffer; info: OutputInfo },
    isCrop: boolean,
  ) => {
    const { width: full, height: fullHeight, channels: bands } = pixels.info;
    const all = () =>
      sharp(pixels.data, { raw: { width: full, height: fullHeight, channels: bands } });
    const formats = { avif: [], webp: [], jpeg: [] } as Record<ImageFormat, Derivative[]>;
    for (const format of IMAGE_FORMATS) {
      const widest = Math.min(RECIPE[format].maxWidth, Math.max(...ladder));
      for (const w of ladderWidths(full, widest, ladder)) {
        const file = derivativeFileName(name, identity.fingerprint, w, format);
        const image = () => (w === full ? all() : all().resize({ width: w }));
        // A crop's AVIF gets lower qualities while it is over budget (CROP_RECIPE).
        const qualities = isCrop && format === "avif" ? CROP_RECIPE.avifQualities : [undefined];
        let encoded: { data: Buffer; info: OutputInfo } | undefined;
        for (const quality of qualities) {
          encoded = await encoder(image(), format, w, quality, identity.rights).toBuffer({
            resolveWithObject: true,
          });
          const { width: ew, height: eh } = encoded.info;
          if (encoded.data.length <= ew * eh * CROP_RECIPE.avifBytesPerPixel) break;
        }
        const { data, info } = encoded as { data: Buffer; info: OutputInfo };
        await writeAtomically(join(outDir, file), data);
        formats[format].push({ file, width: info.width, height: info.height, bytes: data.length });
      }
    }
    return formats;
  };

  const formats = await encodeLadder(reference, decoded, false);
  // Crops are cut from the original at its full size: a square from a 3840 × 2160 photograph
  // keeps 2160 px, where the whole picture's decode (2560 px wide) would leave 1440.
  const upright = source.kind === "original" ? source : { width, height };
  const crops: Record<string, CropEntry> = {};
  for (const { name, aspectRatio, focus } of print.crops ?? []) {
    const region = cropRegion(upright.width, upright.height, aspectRatio, focus);
    if (!region) continue; // already of the box's proportions: the whole picture serves it
    const pixels = await decodePicture(input, RECIPE.background, region);
    crops[name] = {
      aspectRatio,
      focus,
      region,
      width: pixels.info.width,
      height: pixels.info.height,
      formats: await encodeLadder(`${reference}-${name}`, pixels, true),
    };
  }
  return {
    ...manifestIdentity(identity),
    width,
    height,
    aspectRatio: Math.round((width / height) * 10000) / 10000,
    color: hexColour(dominant),
    placeholder: `data:image/webp;base64,${tiny.toString("base64")}`,
    formats,
    ...(Object.keys(crops).length > 0 ? { crops } : {}),
  };
}

/**
 * Runs `task` over `items`, at most `limit` at a time. Measured with two 100-megapixel 16-bit
 * TIFFs (README, 'Adding your photographs'): two at once peaked no higher than one after the
 * other, since libvips streams the decode, so prints are not held back by size.
 */
async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
) {
  let next = 0;
  const workers = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await task(item);
    }
  });
  await Promise.all(workers);
}

/** "about 2 min 10 s left" from the time taken so far for `done` of `total` items. */
export function timeLeft(elapsedMs: number, done: number, total: number): string {
  if (done === 0 || done >= total) return "";
  const seconds = Math.round(((elapsedMs / done) * (total - done)) / 1000);
  const text = seconds >= 60 ? `${Math.floor(seconds / 60)} min ${seconds % 60} s` : `${seconds} s`;
  return `, about ${text} left`;
}

/** Short reason for a failed decode, without sharp's stack. */
export function reasonOf(error: unknown, file?: string): string {
  const message = error instanceof Error ? error.message : String(error);
  const reason = message.split("\n").filter(Boolean).slice(0, 2).join(": ").trim();
  if (file && /\.hei[cf]$/i.test(file) && !/pixel limit/.test(reason)) {
    return `${reason} (this build of sharp reads HEIF only with AV1 inside, not the HEVC of a camera's HEIC: export the photograph as JPEG or TIFF)`;
  }
  if (/pixel limit/i.test(reason)) {
    return `${reason} (larger than ${MAX_INPUT_PIXELS / 1e6} megapixels: export it smaller, 100 MP is far more than any offered print needs)`;
  }
  return reason;
}

export async function buildImages(options: PipelineOptions): Promise<PipelineResult> {
  const { prints, outDir, photosDir } = options;
  const keepDays = checkKeepDays(options.keepDays ?? DEFAULT_KEEP_DAYS);
  const now = options.now ?? new Date();
  const root = options.root ?? process.cwd();
  const log = options.log ?? (() => {});
  const display = (path: string) => relative(root, path) || path;
  const warnings: string[] = [];
  const warn = (line: string) => {
    warnings.push(line);
    log(`warning: ${line}`);
  };

  sharp.cache(false);
  await mkdir(outDir, { recursive: true });
  const previous = await readManifest(outDir, warn);
  const found = await findOriginals(photosDir, prints, display);
  for (const w of found.warnings) warn(w);
  const failures: PipelineFailure[] = [...found.failures];

  const next: ImageManifest = emptyManifest();
  const encoded: string[] = [];
  const reused: string[] = [];
  const pending: { print: PipelinePrint; source: Source; identity: Identity }[] = [];
  const thinPrints: ThinPrint[] = [];

  for (const print of prints) {
    const old = previous.prints[print.reference];
    const path = found.originals.get(print.reference);
    let source: Source;
    try {
      let meta: PhotoMeta | undefined;
      if (path) {
        const s = await stat(path);
        // The header only: size as seen, and the raw IPTC block for its character set. The words
        // are read on every run (a few ms), so they always match the file.
        const header = await sharp(path, { limitInputPixels: false, autoOrient: true }).metadata();
        source = {
          kind: "original",
          path,
          display: display(path),
          size: s.size,
          mtimeMs: s.mtimeMs,
          width: header.autoOrient.width,
          height: header.autoOrient.height,
        };
        const reading = await readPhotoMeta(path, header.iptc);
        for (const w of reading.warnings) warn(`${source.display}: ${w}`);
        meta = reading.meta;
        const thin = thinPrint(print.reference, source, print.sizes ?? "");
        if (thin) thinPrints.push(thin);
      } else {
        source = { kind: "sample", svg: options.sampleSvg(print) };
      }
      const hash = await sourceHash(source, old);
      const rights = embeddedRights(meta, print.rights);
      const identity: Identity = {
        source: source.kind === "original" ? source.display : "sample",
        sourceHash: hash,
        ...(source.kind === "original"
          ? { sourceStamp: { size: source.size, mtimeMs: source.mtimeMs } }
          : {}),
        // The crops are part of what is made: a new focus (or hero) makes this print again.
        fingerprint: sha256(
          `${hash}\n${RECIPE_KEY}${print.crops?.length ? `\n${JSON.stringify({ crops: print.crops, CROP_RECIPE })}` : ""}${Object.keys(rights).length > 0 ? `\n${JSON.stringify({ rights })}` : ""}`,
        ).slice(0, 10),
        ...(meta ? { meta } : {}),
        ...(Object.keys(rights).length > 0 ? { rights } : {}),
      };
      if (
        old &&
        old.fingerprint === identity.fingerprint &&
        (await allExist(outDir, entryFiles(old)))
      ) {
        const { meta: _, ...unchanged } = old;
        next.prints[print.reference] = { ...unchanged, ...manifestIdentity(identity) };
        reused.push(print.reference);
      } else {
        pending.push({ print, source, identity });
      }
    } catch (error) {
      failures.push({
        file: path ? display(path) : print.reference,
        reason: reasonOf(error, path),
      });
      if (old) next.prints[print.reference] = old;
    }
  }

  // Thin originals are told once, by `npm run check` (the build's first step), in the content's
  // unit; the pipeline only counts them for its summary (`--json`).

  const concurrency = options.concurrency ?? availableParallelism();
  const runStarted = performance.now();
  let done = 0;
  const task = async ({ print, source, identity }: (typeof pending)[number]) => {
    const started = performance.now();
    try {
      next.prints[print.reference] = await encodePrint(print, source, identity, outDir);
      encoded.push(print.reference);
    } catch (error) {
      const file =
        source.kind === "original" ? source.display : `${print.reference} (sample artwork)`;
      failures.push({ file, reason: reasonOf(error, file) });
      const old = previous.prints[print.reference];
      if (old) next.prints[print.reference] = old;
    }
    done++;
    log(
      `${String(done).padStart(3)}/${pending.length} ${print.reference} (${identity.source}) ${Math.round(performance.now() - started)} ms${timeLeft(performance.now() - runStarted, done, pending.length)}`,
    );
  };
  await eachLimited(pending, concurrency, task);

  // Keep the catalogue's order in the manifest, so it diffs and reads well.
  const ordered: ImageManifest = emptyManifest();
  for (const p of prints) {
    const entry = next.prints[p.reference];
    if (entry) ordered.prints[p.reference] = entry;
  }
  await writeAtomically(join(outDir, MANIFEST_FILE), `${JSON.stringify(ordered, null, 1)}\n`);

  const result: PipelineResult = {
    encoded,
    reused,
    retiredFiles: 0,
    retiredKept: { files: 0, bytes: 0 },
    removedFiles: 0,
    warnings,
    thinPrints,
    manifest: ordered,
  };
  if (failures.length > 0) throw new ImagePipelineError(failures, result);

  // Only after a clean run: retire derivatives no print refers to any more, remove those
  // retired for longer than keepDays and leftovers of an interrupted run. Nothing else in the
  // folder is touched.
  const decision = retireImages({
    present: await readdir(outDir),
    referenced: new Set(Object.values(ordered.prints).flatMap(entryFiles)),
    record: await readRetired(outDir, warn),
    now,
    keepDays,
  });
  await writeAtomically(
    join(outDir, RETIRED_FILE),
    `${JSON.stringify(decision.record, null, 1)}\n`,
  );
  for (const name of decision.remove) await rm(join(outDir, name), { force: true });
  const kept = Object.keys(decision.record);
  const sizes = await Promise.all(
    kept.map((name) =>
      stat(join(outDir, name)).then(
        (s) => s.size,
        () => 0,
      ),
    ),
  );
  result.retiredFiles = decision.retired.length;
  result.retiredKept = { files: kept.length, bytes: sizes.reduce((sum, n) => sum + n, 0) };
  result.removedFiles = decision.remove.length;
  return result;
}
