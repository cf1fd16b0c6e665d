import { mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import exifr from "exifr";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { entryFiles, type PrintImageEntry } from "~/images/image-manifest";
import { embeddedRights, rightsXmp } from "../../scripts/embedded-rights";
import { buildImages, MANIFEST_FILE } from "../../scripts/images-pipeline";

// The real pipeline on a temporary folder: NATURE-001 from an original a camera and Lightroom
// wrote (GPS position, serial numbers, the photographer's credits), NATURE-002 from an original
// with no words at all, NATURE-003 a sample artwork. Every file made is read back with exifr.
const content = {
  creator: "Elena Marlowe",
  copyright: "© Elena Marlowe. All rights reserved.",
  credit: "Elena Marlowe Fine Art",
};
const prints = ["NATURE-001", "NATURE-002", "NATURE-003"].map((reference) => ({
  reference,
  collectionSlug: "nature",
  aspectRatio: 1.5,
  rights: content,
}));
const sampleSvg = () =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="450" height="300"><rect width="450" height="300" fill="#2a9d8f"/></svg>`;

let root: string;
const out = () => join(root, "out");

/** What exifr reads from a served file's EXIF and XMP (sharp hands the raw blocks over). */
async function readBack(file: string) {
  const bytes = await readFile(join(out(), file));
  const meta = await sharp(bytes).metadata();
  // exifr reads JPEG whole; for WebP and AVIF it reads the EXIF block (a TIFF after "Exif\0\0").
  const exif = file.endsWith(".jpg")
    ? await exifr.parse(bytes, { gps: true, xmp: false, iptc: true, tiff: true, exif: true })
    : meta.exif
      ? await exifr.parse(meta.exif.subarray(6), { gps: true })
      : undefined;
  const gps = file.endsWith(".jpg") ? await exifr.gps(bytes).catch(() => undefined) : undefined;
  return { bytes, exif: exif ?? {}, xmp: meta.xmp?.toString("utf8") ?? "", gps };
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "images-rights-"));
  await mkdir(join(root, "photos/nature"), { recursive: true });
  const red = { create: { width: 450, height: 300, channels: 3 as const, background: "#c2452d" } };
  await sharp(red)
    .withExif({
      IFD0: {
        Make: "Canon",
        Model: "EOS R5",
        Artist: "Ada Byron",
        Copyright: "Copyright 2024 Ada Byron",
      },
      IFD2: { BodySerialNumber: "0123456789", LensSerialNumber: "9876543210" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "45/1 31/1 0/1",
        GPSLongitudeRef: "W",
        GPSLongitude: "122/1 40/1 0/1",
      },
    })
    .jpeg()
    .toFile(join(root, "photos/nature/001.jpg"));
  await sharp(red).jpeg().toFile(join(root, "photos/nature/002.jpg"));
  await buildImages({
    prints,
    sampleSvg,
    photosDir: join(root, "photos"),
    outDir: out(),
    root,
    concurrency: 1,
  });
}, 60_000);

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const entry = async (reference: string) =>
  JSON.parse(await readFile(join(out(), MANIFEST_FILE), "utf8")).prints[
    reference
  ] as PrintImageEntry;

describe("the rights in every served picture", () => {
  it("the original had a GPS position and serial numbers (the test's premise)", async () => {
    const original = await readFile(join(root, "photos/nature/001.jpg"));
    expect(await exifr.gps(original)).toMatchObject({ latitude: 45.516666666666666 });
    expect(await exifr.parse(original)).toMatchObject({
      SerialNumber: "0123456789",
      LensSerialNumber: "9876543210",
    });
  });

  it("carries the original's creator and copyright, and no position, camera or serial", async () => {
    const files = entryFiles(await entry("NATURE-001"));
    expect(files.filter((f) => f.endsWith(".avif")).length).toBeGreaterThan(0);
    expect(files.filter((f) => f.endsWith(".webp")).length).toBeGreaterThan(0);
    for (const file of files) {
      const { bytes, exif, xmp, gps } = await readBack(file);
      expect(exif, file).toMatchObject({
        Artist: "Ada Byron",
        Copyright: "Copyright 2024 Ada Byron",
      });
      expect(xmp, file).toContain("<rdf:li>Ada Byron</rdf:li>");
      expect(xmp, file).toContain("Copyright 2024 Ada Byron");
      for (const field of [
        "latitude",
        "GPSLatitude",
        "Make",
        "Model",
        "SerialNumber",
        "LensSerialNumber",
      ])
        expect(exif, `${file} ${field}`).not.toHaveProperty(field);
      expect(gps, file).toBeUndefined();
      for (const secret of ["0123456789", "9876543210", "Canon", "EOS R5"])
        expect(bytes.includes(Buffer.from(secret)), `${file} ${secret}`).toBe(false);
    }
  });

  it("gives an original without words, and a sample artwork, the content module's", async () => {
    for (const reference of ["NATURE-002", "NATURE-003"]) {
      for (const file of entryFiles(await entry(reference))) {
        const { exif, xmp } = await readBack(file);
        // EXIF is ASCII: libvips writes © as (C); the XMP keeps it as written.
        expect(exif, file).toMatchObject({
          Artist: "Elena Marlowe",
          Copyright: "(C) Elena Marlowe. All rights reserved.",
        });
        expect(xmp, file).toContain(
          '<rdf:li xml:lang="x-default">© Elena Marlowe. All rights reserved.</rdf:li>',
        );
        expect(xmp, file).toContain("<photoshop:Credit>Elena Marlowe Fine Art</photoshop:Credit>");
      }
    }
  });

  it("writes new files when the rights change", async () => {
    const before = (await entry("NATURE-003")).fingerprint;
    const result = await buildImages({
      prints: prints.map((p) => ({ ...p, rights: { ...content, creator: "E. Marlowe" } })),
      sampleSvg,
      photosDir: join(root, "photos"),
      outDir: out(),
      root,
      concurrency: 1,
    });
    // The original that names its own creator keeps its files; the others are made again.
    expect(result.encoded.sort()).toEqual(["NATURE-002", "NATURE-003"]);
    expect((await entry("NATURE-003")).fingerprint).not.toBe(before);
  }, 60_000);
});

describe("the rights' words", () => {
  it("take the original's fields first and the content's for the rest", () => {
    expect(embeddedRights({ creator: "Ada" }, content)).toEqual({ ...content, creator: "Ada" });
    expect(embeddedRights(undefined, undefined)).toEqual({});
  });

  it("are escaped in the XMP", () => {
    expect(rightsXmp({ creator: "A & B <C>" })).toContain("<rdf:li>A &amp; B &lt;C&gt;</rdf:li>");
    expect(rightsXmp({})).toBeUndefined();
  });
});
