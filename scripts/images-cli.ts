/**
 * `npm run images`: makes every print's derivatives and the manifest (see images-pipeline.ts),
 * then the About page's portrait, if the content gives one (images-portrait.ts).
 *
 *   node scripts/images.js [--photos DIR] [--out DIR] [--concurrency N] [--quiet] [--json]
 *                          [--portrait-only]
 *
 * `--portrait-only` makes the portrait alone and leaves the prints' pictures as they are (the
 * tests' fixture sites, built without pictures, show it so).
 *
 * Warnings (words repaired, originals too small for their largest print) are printed even with
 * --quiet, which silences only the progress lines.
 * Defaults: originals in the content folder `npm run check` read (content/<collection>/001.jpg),
 * output in build/images. Exits 1 naming each original
 * that could not be read, or when KEEP_ASSETS_DAYS (days a picture no print refers to any more
 * is still served: 7 by default, as for scripts) is not a number of days, at least 1.
 */
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { contentCatalog, heroIn, type Print, printsIn } from "~/catalog/catalog";
import { sizeInCm } from "~/catalog/specification";
import { aboutPage, contentDir, licensing } from "~/content/site";
import { entryFiles, IMAGE_FORMATS } from "~/images/image-manifest";
import { heroCrops } from "~/images/sizes";
import { DATA_MINING_RESERVED } from "./embedded-rights";
import { buildImages, ImagePipelineError, type PipelinePrint } from "./images-pipeline";
import { buildPortrait, PortraitError } from "./images-portrait";
import { keepDaysFrom } from "./keep-assets.js";
import { sampleArtworkSvg } from "./sample-art/artwork";

export const DEFAULT_PHOTOS_DIR = contentDir;
export const DEFAULT_OUT_DIR = "build/images";

/** The catalogue's prints; the hero's (content module) with a crop for each box it is shown in. */
export function pipelinePrints(): PipelinePrint[] {
  const hero = heroIn(contentCatalog);
  const crops = heroCrops.map(({ name, aspectRatio }) => ({
    name,
    aspectRatio,
    focus: hero.focus,
  }));
  const rights = {
    creator: licensing.creator,
    copyright: licensing.copyright,
    credit: licensing.credit,
    ...(licensing.aiTraining === "reserved" ? { dataMining: DATA_MINING_RESERVED } : {}),
  };
  // The print-size check reads sizes in inches.
  const inInches = (p: Print) =>
    p.specification.sizes
      .map((s) => sizeInCm(s.size))
      .filter((s) => s !== undefined)
      .map(
        (s) =>
          `${Math.round((s.width / 2.54) * 10) / 10}x${Math.round((s.height / 2.54) * 10) / 10}`,
      )
      .join(", ");
  return printsIn(contentCatalog).map((p) => {
    const print = { ...p, sizes: inInches(p), rights };
    return p.reference === hero.print.reference ? { ...print, crops } : print;
  });
}

/** @public Run by scripts/images.js, which bundles this file and imports the bundle. */
export async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      photos: { type: "string", default: DEFAULT_PHOTOS_DIR },
      out: { type: "string", default: DEFAULT_OUT_DIR },
      concurrency: { type: "string" },
      quiet: { type: "boolean", default: false },
      /** Print a JSON summary on stdout (used by scripts/bench/images.js). */
      json: { type: "boolean", default: false },
      "portrait-only": { type: "boolean", default: false },
    },
  });
  // Checked before the run, which may take minutes: the days are needed only at its end.
  const { keepDays, problem } = keepDaysFrom(process.env);
  if (problem !== undefined) {
    console.error(`images: ${problem}`);
    return 1;
  }
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  const log = (line: string) => {
    if (!values.quiet || line.startsWith("warning:")) console.error(`images: ${line}`);
  };
  const portrait = () =>
    makePortrait(
      aboutPage.portrait ? join(resolve(values.photos), aboutPage.portrait.file) : undefined,
      resolve(values.out),
      keepDays,
      log,
    );
  if (values["portrait-only"]) return portrait();
  try {
    const result = await buildImages({
      prints: pipelinePrints(),
      sampleSvg: sampleArtworkSvg,
      photosDir: resolve(values.photos),
      outDir: resolve(values.out),
      concurrency: values.concurrency ? Number(values.concurrency) : undefined,
      log,
      keepDays,
    });
    const entries = Object.values(result.manifest.prints);
    const files = entries.flatMap((e) => IMAGE_FORMATS.flatMap((f) => e.formats[f]));
    const bytes = files.reduce((sum, f) => sum + f.bytes, 0);
    const originals = entries.filter((e) => e.source !== "sample").length;
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuStarted);
    // CPU time of every thread, the encoders on libuv's pool included.
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    const { retiredFiles, retiredKept, removedFiles } = result;
    const mb = (n: number) => `${(n / 1048576).toFixed(1)} MB`;
    console.error(
      `images: ${entries.length} prints (${originals} from originals, ${entries.length - originals} sample artworks): ` +
        `${result.encoded.length} encoded, ${result.reused.length} unchanged, ` +
        `${retiredFiles} old files retired, ${removedFiles} removed; ` +
        `${files.length} files, ${mb(bytes)} in ${values.out}` +
        (retiredKept.files > 0
          ? `, and ${retiredKept.files} retired files (${mb(retiredKept.bytes)}) served for pages already open until ${keepDays} days unused`
          : "") +
        ` (${seconds.toFixed(1)} s, ${cpuSeconds.toFixed(1)} s of CPU)`,
    );
    if (values.json) {
      const summary = {
        prints: entries.length,
        originals,
        encoded: result.encoded.length,
        unchanged: result.reused.length,
        files: files.length,
        bytes,
        /** No print refers to them any more since this run: kept, still served. */
        retired: retiredFiles,
        /** Every retired file still in the folder, and its bytes (on top of `files`, `bytes`). */
        retiredKept: retiredKept.files,
        retiredBytes: retiredKept.bytes,
        /** Retired files past KEEP_ASSETS_DAYS, and an interrupted run's leftovers. */
        removed: removedFiles,
        keepDays,
        seconds: Math.round(seconds * 100) / 100,
        cpuSeconds: Math.round(cpuSeconds * 100) / 100,
        /** Peak resident memory of this process (sharp's native buffers included), in MB. */
        maxRssMB: Math.round(process.resourceUsage().maxRSS / 1024),
        /** Originals below 150 ppi at their largest offered size (the warning's lines). */
        thinPrints: result.thinPrints.map((t) => t.line),
        warnings: result.warnings.length,
      };
      console.log(JSON.stringify(summary));
    }
    return await portrait();
  } catch (error) {
    if (error instanceof ImagePipelineError) {
      console.error(`images: failed. ${error.message}`);
      console.error(
        "images: earlier pictures of these prints are kept; fix or remove the files and run again.",
      );
      return 1;
    }
    throw error;
  }
}

/** The About page's portrait: made, reused or retired, in one line; 1 when it cannot be made. */
async function makePortrait(
  file: string | undefined,
  outDir: string,
  keepDays: number,
  log: (line: string) => void,
): Promise<number> {
  try {
    const result = await buildPortrait({ file, outDir, keepDays, log });
    const files = result.entry ? entryFiles(result.entry).length : 0;
    if (result.entry || result.retiredFiles > 0 || result.removedFiles > 0)
      log(
        `the portrait: ${result.entry ? `${result.encoded ? "encoded" : "unchanged"}, ${files} files` : "none"}; ${result.retiredFiles} old files retired, ${result.removedFiles} removed`,
      );
    return 0;
  } catch (error) {
    if (!(error instanceof PortraitError)) throw error;
    console.error(`images: the portrait failed. ${error.message}`);
    console.error("images: the last portrait made is kept; fix or replace the file and run again.");
    return 1;
  }
}
