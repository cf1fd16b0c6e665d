import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hero } from "~/content/site";
import {
  CROP_RECIPE,
  entryFiles,
  type ImageManifest,
  type PrintImageEntry,
  RECIPE,
} from "~/images/image-manifest";
import { heroCrops } from "~/images/sizes";
import { pipelinePrints } from "../../scripts/images-cli";
import {
  buildImages,
  ImagePipelineError,
  MANIFEST_FILE,
  type PipelineOptions,
} from "../../scripts/images-pipeline";
import { RETIRED_FILE } from "../../scripts/retired-images";

// The real pipeline on a temporary folder, with two small prints so it runs in seconds:
// ABSTRACT-001 from an original, ABSTRACT-002 from a (tiny) sample artwork.
const prints = [
  { reference: "ABSTRACT-001", collectionSlug: "abstract", aspectRatio: 0.8 },
  { reference: "ABSTRACT-002", collectionSlug: "abstract", aspectRatio: 0.8 },
];
const tinySvg = () =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500"><rect width="400" height="500" fill="#2a9d8f"/><circle cx="200" cy="250" r="120" fill="#e9c46a"/></svg>`;

let root: string;
let options: PipelineOptions;
const original = () => join(root, "content/photos/abstract/001.jpg");
const readManifest = async (): Promise<ImageManifest> =>
  JSON.parse(await readFile(join(root, "out", MANIFEST_FILE), "utf8"));
const readRetired = async (outDir: string): Promise<Record<string, string>> =>
  JSON.parse(await readFile(join(outDir, RETIRED_FILE), "utf8"));
const DAY_MS = 86_400_000;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "images-pipeline-"));
  await mkdir(join(root, "content/photos/abstract"), { recursive: true });
  // A landscape-shaped JPEG whose EXIF says "rotate 90°": the print is really 300 × 420,
  // narrower than the smallest rung, and it carries a camera's metadata.
  await sharp({ create: { width: 420, height: 300, channels: 3, background: "#c2452d" } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: "Elena Marlowe", Artist: "EM" } } })
    .toFile(original());
  options = {
    prints,
    sampleSvg: tinySvg,
    photosDir: join(root, "content/photos"),
    outDir: join(root, "out"),
    root,
  };
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("the image pipeline", () => {
  it("makes AVIF, WebP and JPEG for an original and a sample artwork", async () => {
    const result = await buildImages(options);
    expect(result.encoded.sort()).toEqual(["ABSTRACT-001", "ABSTRACT-002"]);
    const manifest = await readManifest();
    const photo = manifest.prints["ABSTRACT-001"] as PrintImageEntry;
    expect(photo.source).toBe("content/photos/abstract/001.jpg");
    // EXIF orientation honoured: 420 × 300 on disk, 300 × 420 as seen.
    expect([photo.width, photo.height]).toEqual([300, 420]);
    // Never upscaled: the small rungs, then the original's own width.
    expect(photo.formats.avif.map((d) => d.width)).toEqual([96, 192, 300]);
    expect(photo.color).toMatch(/^#c[0-9a-f]4[0-9a-f]2[0-9a-f]$/);
    const sample = manifest.prints["ABSTRACT-002"] as PrintImageEntry;
    expect(sample.source).toBe("sample");
    expect(sample.formats.jpeg.map((d) => d.width)).toEqual([96, 192, 320, 400]);
  });

  it("strips metadata from every derivative but the original's creator and copyright", async () => {
    const photo = (await readManifest()).prints["ABSTRACT-001"] as PrintImageEntry;
    for (const file of entryFiles(photo)) {
      const meta = await sharp(join(root, "out", file)).metadata();
      // The camera's EXIF is gone; what is there is the rights (images-rights.test.ts).
      expect(meta.exif?.toString("latin1"), file).toContain("EM");
      expect(meta.xmp?.toString("utf8"), file).toContain("<dc:creator><rdf:Seq><rdf:li>EM<");
      expect(meta.orientation ?? 1, file).toBe(1);
      // Upright: the same 300 × 420 shape at every width.
      expect(meta.height, file).toBe(Math.round((meta.width * 420) / 300));
    }
  });

  it("re-encodes nothing when nothing changed", async () => {
    const result = await buildImages(options);
    expect(result.encoded).toEqual([]);
    expect(result.reused.sort()).toEqual(["ABSTRACT-001", "ABSTRACT-002"]);
  });

  it("fails on a corrupt original, naming the file and the reason, and keeps what it had", async () => {
    const before = await readManifest();
    const files = entryFiles(before.prints["ABSTRACT-001"] as PrintImageEntry);
    const jpeg = await readFile(original());
    await writeFile(original(), jpeg.subarray(0, Math.floor(jpeg.length / 2)));

    const failure = await buildImages(options).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ImagePipelineError);
    const error = failure as ImagePipelineError;
    expect(error.failures).toHaveLength(1);
    expect(error.failures[0]?.file).toBe("content/photos/abstract/001.jpg");
    expect(error.message).toContain("content/photos/abstract/001.jpg: ");
    expect(error.failures[0]?.reason.length).toBeGreaterThan(5);

    // Earlier derivatives and their manifest entry are intact.
    expect((await readManifest()).prints["ABSTRACT-001"]).toEqual(before.prints["ABSTRACT-001"]);
    for (const file of files) expect((await stat(join(root, "out", file))).size).toBeGreaterThan(0);

    await writeFile(original(), "this is not an image");
    const second = (await buildImages(options).catch((e: unknown) => e)) as ImagePipelineError;
    expect(second.failures[0]?.file).toBe("content/photos/abstract/001.jpg");
    expect(second.failures[0]?.reason).toMatch(/unsupported image format|not a known file format/i);
  });

  it("re-encodes a replaced original and retires the files it no longer needs, removed days later", async () => {
    const before = (await readManifest()).prints["ABSTRACT-001"] as PrintImageEntry;
    await sharp({ create: { width: 900, height: 1125, channels: 3, background: "#264653" } })
      .png()
      .toFile(original());
    const result = await buildImages(options);
    expect(result.encoded).toEqual(["ABSTRACT-001"]);
    const after = (await readManifest()).prints["ABSTRACT-001"] as PrintImageEntry;
    expect(after.fingerprint).not.toBe(before.fingerprint);
    expect(after.formats.webp.map((d) => d.width)).toEqual([96, 192, 320, 640, 800]);
    // Retired, not removed: pages already open still name them.
    const old = entryFiles(before);
    expect(result.retiredFiles).toBe(old.length);
    expect(result.removedFiles).toBe(0);
    for (const file of old) expect((await stat(join(root, "out", file))).size).toBeGreaterThan(0);
    const record = await readRetired(join(root, "out"));
    expect(Object.keys(record).sort()).toEqual([...old].sort());
    expect(result.retiredKept.files).toBe(old.length);
    expect(result.retiredKept.bytes).toBeGreaterThan(0);

    // Seven days on, to the millisecond: still kept. A second later: removed, and forgotten.
    const since = Date.parse(record[old[0] as string] as string);
    const sevenDays = await buildImages({ ...options, now: new Date(since + 7 * DAY_MS) });
    expect([sevenDays.retiredFiles, sevenDays.removedFiles]).toEqual([0, 0]);
    const later = await buildImages({ ...options, now: new Date(since + 7 * DAY_MS + 1000) });
    expect(later.removedFiles).toBe(old.length);
    expect(later.retiredKept).toEqual({ files: 0, bytes: 0 });
    for (const file of old) await expect(stat(join(root, "out", file))).rejects.toThrow();
    expect(await readRetired(join(root, "out"))).toEqual({});
    // The pictures in use are untouched.
    for (const file of entryFiles(after)) {
      expect((await stat(join(root, "out", file))).size).toBeGreaterThan(0);
    }
  });

  it("keeps retired files KEEP_ASSETS_DAYS days: fewer or more than seven", async () => {
    await sharp({ create: { width: 500, height: 625, channels: 3, background: "#e76f51" } })
      .png()
      .toFile(original());
    const start = new Date("2025-03-01T09:00:00.000Z");
    const retiring = await buildImages({ ...options, now: start, keepDays: 2 });
    // Five widths (96 to 800 px), each in AVIF, WebP and JPEG.
    expect(retiring.retiredFiles).toBe(15);
    const at = (days: number) => new Date(start.getTime() + days * DAY_MS);
    expect((await buildImages({ ...options, now: at(1.9), keepDays: 2 })).removedFiles).toBe(0);
    expect((await buildImages({ ...options, now: at(2.1), keepDays: 30 })).removedFiles).toBe(0);
    expect((await buildImages({ ...options, now: at(2.1), keepDays: 2 })).removedFiles).toBe(15);
    await expect(buildImages({ ...options, keepDays: 0 })).rejects.toThrow(/at least 1/);
  });

  it("uses sample artworks when there is no photos folder", async () => {
    const result = await buildImages({ ...options, photosDir: join(root, "no-such-folder") });
    const manifest = await readManifest();
    expect(Object.values(manifest.prints).map((e) => e.source)).toEqual(["sample", "sample"]);
    expect(result.encoded).toEqual(["ABSTRACT-001"]);
  });
});

describe("the image pipeline's crops", () => {
  let cropRoot: string;
  // A 3:2 landscape, red on its left third and blue elsewhere; the square crop around a focus at
  // 10 % from the left keeps the red edge, and the 4:3 one the full height.
  const cropOptions = (focus: { x: number; y: number }): PipelineOptions => ({
    prints: [
      {
        ...(prints[0] as (typeof prints)[number]),
        crops: [
          { name: "1x1", aspectRatio: 1, focus },
          { name: "4x3", aspectRatio: 4 / 3, focus },
          { name: "3x2", aspectRatio: 3 / 2, focus },
        ],
      },
      prints[1] as (typeof prints)[number],
    ],
    sampleSvg: tinySvg,
    photosDir: join(cropRoot, "photos"),
    outDir: join(cropRoot, "out"),
    root: cropRoot,
  });
  const entryOf = async (name: string) =>
    (JSON.parse(await readFile(join(cropRoot, "out", MANIFEST_FILE), "utf8")) as ImageManifest)
      .prints[name] as PrintImageEntry;

  beforeAll(async () => {
    cropRoot = await mkdtemp(join(tmpdir(), "images-crops-"));
    await mkdir(join(cropRoot, "photos/abstract"), { recursive: true });
    const red = await sharp({
      create: { width: 300, height: 600, channels: 3, background: "#d00000" },
    })
      .png()
      .toBuffer();
    await sharp({ create: { width: 900, height: 600, channels: 3, background: "#0000d0" } })
      .composite([{ input: red, left: 0, top: 0 }])
      .jpeg({ quality: 95 })
      .toFile(join(cropRoot, "photos/abstract/001.jpg"));
  });
  afterAll(() => rm(cropRoot, { recursive: true, force: true }));

  it("makes a crop of each box's proportions around the focus, every format and rung", async () => {
    await buildImages(cropOptions({ x: 10, y: 50 }));
    const photo = await entryOf("ABSTRACT-001");
    // 3:2 is the picture's own shape: no crop.
    expect(Object.keys(photo.crops ?? {}).sort()).toEqual(["1x1", "4x3"]);
    const square = photo.crops?.["1x1"];
    expect(square?.region).toEqual({ left: 0, top: 0, width: 600, height: 600 });
    expect(square?.formats.webp.map((f) => f.width)).toEqual([96, 192, 320, 600]);
    for (const f of ["avif", "webp", "jpeg"] as const) {
      for (const d of square?.formats[f] ?? []) {
        expect(d.file).toMatch(/^abstract-001-1x1-\d+\.[0-9a-f]{10}\./);
        const meta = await sharp(join(cropRoot, "out", d.file)).metadata();
        expect([meta.width, meta.height], d.file).toEqual([d.width, d.width]);
      }
    }
    // The kept region is the one around the focus: half red (left), half blue.
    const { data } = await sharp(join(cropRoot, "out", square?.formats.jpeg[1]?.file ?? ""))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const at = (x: number) => [...data.subarray((96 * 192 + x) * 3, (96 * 192 + x) * 3 + 3)];
    expect(at(20)[0]).toBeGreaterThan(180);
    expect(at(170)[2]).toBeGreaterThan(180);
    expect(photo.crops?.["4x3"]?.region).toEqual({ left: 0, top: 0, width: 800, height: 600 });
    expect([square?.width, square?.height]).toEqual([600, 600]);
    // A print without crops has none.
    expect((await entryOf("ABSTRACT-002")).crops).toBeUndefined();
  });

  it("cuts a crop from the upright original at its full size, not from the smaller whole picture", async () => {
    // Stored 1000 x 3200, left half red and right half blue, EXIF "rotate 90°": upright it is
    // 3200 x 1000 with its top half red. The whole picture is decoded at 2560 x 800.
    const write = async (path: string) => {
      const red = await sharp({
        create: { width: 500, height: 3200, channels: 3, background: "#d00000" },
      })
        .png()
        .toBuffer();
      await sharp({ create: { width: 1000, height: 3200, channels: 3, background: "#0000d0" } })
        .composite([{ input: red, left: 0, top: 0 }])
        .jpeg({ quality: 95 })
        .withMetadata({ orientation: 6 })
        .toFile(path);
    };
    await withSquareCrop("001.jpg", write, async (entry, outDir) => {
      expect([entry.width, entry.height]).toEqual([2560, 800]);
      const crop = entry.crops?.["1x1"];
      expect(crop?.region).toEqual({ left: 1100, top: 0, width: 1000, height: 1000 });
      // 1000 px: the original's pixels, where the whole picture has 800.
      expect([crop?.width, crop?.height]).toEqual([1000, 1000]);
      // Its top rung within 1000 px is 960, where a cut of the whole picture had at most 800.
      expect(crop?.formats.jpeg.at(-1)?.width).toBe(960);
      // Cut from the upright picture: red at the top, blue at the bottom.
      const { data, info } = await sharp(join(outDir, crop?.formats.jpeg.at(-1)?.file ?? ""))
        .raw()
        .toBuffer({ resolveWithObject: true });
      const at = (x: number, y: number) => {
        const i = (y * info.width + x) * 3;
        return [...data.subarray(i, i + 3)];
      };
      expect(at(500, 100)[0]).toBeGreaterThan(180);
      expect(at(500, 900)[2]).toBeGreaterThan(180);
    });
  });

  it("makes the print again, and retires the old crops, when the focus moves; a move back takes them off the list", async () => {
    const before = await entryOf("ABSTRACT-001");
    const sample = await entryOf("ABSTRACT-002");
    expect((await buildImages(cropOptions({ x: 10, y: 50 }))).encoded).toEqual([]);
    const result = await buildImages(cropOptions({ x: 90, y: 50 }));
    expect(result.encoded).toEqual(["ABSTRACT-001"]);
    const after = await entryOf("ABSTRACT-001");
    expect(after.crops?.["1x1"]?.region.left).toBe(300);
    expect(after.crops?.["1x1"]?.focus).toEqual({ x: 90, y: 50 });
    expect((await entryOf("ABSTRACT-002")).fingerprint).toBe(sample.fingerprint);
    expect(result.retiredFiles).toBe(42);
    expect(result.removedFiles).toBe(0);
    const out = join(cropRoot, "out");
    expect(Object.keys(await readRetired(out)).sort()).toEqual(croppedFiles(before.fingerprint));

    // The focus put back (a rollback): the first files are in use again, the second retired.
    const back = await buildImages(cropOptions({ x: 10, y: 50 }));
    expect((await entryOf("ABSTRACT-001")).fingerprint).toBe(before.fingerprint);
    expect(back.retiredFiles).toBe(42);
    expect(Object.keys(await readRetired(out)).sort()).toEqual(croppedFiles(after.fingerprint));
  });
});

/**
 * ABSTRACT-001's files with its two crops, as stated here rather than listed by the pipeline: the
 * print at five widths, its 1x1 crop at four, its 4x3 crop at five, each in three formats (42).
 */
function croppedFiles(fingerprint: string): string[] {
  const widths: [string, number[]][] = [
    ["", [96, 192, 320, 640, 800]],
    ["1x1-", [96, 192, 320, 600]],
    ["4x3-", [96, 192, 320, 640, 800]],
  ];
  return widths
    .flatMap(([crop, ws]) =>
      ws.flatMap((w) =>
        ["avif", "jpg", "webp"].map((ext) => `abstract-001-${crop}${w}.${fingerprint}.${ext}`),
      ),
    )
    .sort();
}

describe("what npm run images is asked to crop", () => {
  it("crops the content module's hero print to each of its boxes, around its focus, and no other", () => {
    const cropped = pipelinePrints().filter((p) => p.crops);
    expect(cropped.map((p) => p.reference)).toEqual([hero.photo.print]);
    expect(cropped[0]?.crops).toEqual(
      heroCrops.map(({ name, aspectRatio }) => ({ name, aspectRatio, focus: hero.photo.focus })),
    );
  });
});

describe("a crop's byte budget", () => {
  it("encodes a crop's AVIF at a lower quality while it is over budget, and only the crop's", async () => {
    // Noise: as costly to encode as a picture can be, far over any budget at quality 50.
    const noise = Buffer.alloc(960 * 640 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = Math.floor(Math.random() * 256);
    const write = (path: string) =>
      sharp(noise, { raw: { width: 960, height: 640, channels: 3 } })
        .png()
        .toFile(path);
    await withSquareCrop("001.png", write, async (entry, _outDir, original) => {
      const crop = entry.crops?.["1x1"];
      const file = crop?.formats.avif.find((d) => d.width === 640);
      expect(crop?.region).toEqual({ left: 160, top: 0, width: 640, height: 640 });
      // The same region at the recipe's quality: over budget, so the pipeline went lower.
      const atRecipe = await sharp(original)
        .extract(crop?.region ?? { left: 0, top: 0, width: 1, height: 1 })
        .avif({ quality: RECIPE.avif.quality, effort: RECIPE.avif.effort })
        .toBuffer();
      expect(atRecipe.length).toBeGreaterThan(640 * 640 * CROP_RECIPE.avifBytesPerPixel);
      expect(file?.bytes).toBeLessThan(atRecipe.length * 0.9);
      // The whole picture is not a crop: its AVIF keeps the recipe's quality, over budget or not.
      const whole = entry.formats.avif.find((d) => d.width === 960);
      expect(whole?.bytes).toBeGreaterThan(960 * 640 * CROP_RECIPE.avifBytesPerPixel);
    });
  }, 60_000); // AVIF of noise, three qualities: 3.5 s alone, far more on a busy 2-core machine
});

/**
 * ABSTRACT-001 alone, from the original `write` makes (named `name`), with one square crop
 * around the centre, built in a folder of its own; `check` gets its manifest entry.
 */
async function withSquareCrop(
  name: string,
  write: (path: string) => Promise<unknown>,
  check: (entry: PrintImageEntry, outDir: string, original: string) => Promise<void>,
) {
  const dir = await mkdtemp(join(tmpdir(), "images-square-crop-"));
  try {
    await mkdir(join(dir, "photos/abstract"), { recursive: true });
    const original = join(dir, "photos/abstract", name);
    await write(original);
    const crops = [{ name: "1x1", aspectRatio: 1, focus: { x: 50, y: 50 } }];
    await buildImages({
      prints: [{ ...(prints[0] as (typeof prints)[number]), crops }],
      sampleSvg: tinySvg,
      photosDir: join(dir, "photos"),
      outDir: join(dir, "out"),
    });
    const manifest = JSON.parse(
      await readFile(join(dir, "out", MANIFEST_FILE), "utf8"),
    ) as ImageManifest;
    await check(manifest.prints["ABSTRACT-001"] as PrintImageEntry, join(dir, "out"), original);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
