import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { entryFiles, IMAGE_FORMATS, type PrintImageEntry } from "~/images/image-manifest";
import { PORTRAIT_ENTRY, PORTRAIT_FOLDER } from "~/images/portrait";
import { buildPortrait, PortraitError } from "../../scripts/images-portrait";
import { RETIRED_FILE } from "../../scripts/retired-images";

/**
 * The About page's portrait through the real pipeline, on a temporary folder: a small real JPEG
 * (the second photographer's portrait, made smaller and turned on its side with a phone's EXIF
 * saying so, and where it was taken) encoded into its own ladder in its own folder.
 */
let root: string;
let out: string;
let portrait: string;
const folder = () => join(out, PORTRAIT_FOLDER);
const readEntry = async (): Promise<PrintImageEntry> =>
  JSON.parse(await readFile(join(folder(), PORTRAIT_ENTRY), "utf8"));
const DAY_MS = 86_400_000;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "images-portrait-"));
  out = join(root, "build/images");
  portrait = join(root, "content/portrait.jpg");
  await mkdir(join(root, "content"));
  // 1000 × 800 on disk, EXIF "rotate 90°": 800 × 1000 as seen, as a phone writes a portrait.
  const upright = await sharp("tests/fixtures/second-photographer/portrait.jpg")
    .resize({ width: 800 })
    .toBuffer();
  await sharp(upright)
    .rotate(-90)
    .jpeg({ quality: 80 })
    .withMetadata({
      orientation: 6,
      exif: { IFD0: { Make: "Phone", Artist: "Jonas Brandt" }, IFD3: { GPSLatitudeRef: "N" } },
    })
    .toFile(portrait);
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("the portrait's pictures", () => {
  it("are its own ladder in AVIF, WebP and JPEG, upright, in a folder of their own, with nothing of the file's metadata", async () => {
    const result = await buildPortrait({ file: portrait, outDir: out, root });
    expect(result.encoded).toBe(true);
    const entry = await readEntry();
    expect(result.entry).toEqual(entry);
    expect(entry.source).toBe("content/portrait.jpg");
    expect([entry.width, entry.height]).toEqual([800, 1000]);
    // Not a print's ladder: no thumbnail rungs, nothing wider than the file.
    for (const format of IMAGE_FORMATS)
      expect(entry.formats[format].map((d) => [d.width, d.height])).toEqual([
        [320, 400],
        [640, 800],
        [800, 1000],
      ]);
    expect(entry.formats.avif[0]?.file).toMatch(/^portrait-320\.[0-9a-f]{10}\.avif$/);
    // Upright: the light is at the top left, as in the fixture (turned, it would be elsewhere).
    const small = join(folder(), entry.formats.jpeg[0]?.file ?? "");
    const brightness = async (left: number, top: number) => {
      const part = await sharp(small).extract({ left, top, width: 100, height: 100 }).toBuffer();
      return (await sharp(part).stats()).channels[0]?.mean ?? 0;
    };
    expect(await brightness(0, 50)).toBeGreaterThan((await brightness(220, 50)) + 30);
    expect(await brightness(0, 50)).toBeGreaterThan((await brightness(0, 300)) + 30);
    expect(entry.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect((await readdir(folder())).sort()).toEqual(
      [...entryFiles(entry), PORTRAIT_ENTRY, RETIRED_FILE].sort(),
    );
    // Nothing of the phone's EXIF (its maker, where it was taken), and no rights written in.
    for (const file of entryFiles(entry)) {
      const meta = await sharp(join(folder(), file)).metadata();
      expect([meta.exif, meta.xmp, meta.iptc, meta.orientation], file).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
    }
    // The prints' folder holds nothing of it.
    expect(await readdir(out)).toEqual([PORTRAIT_FOLDER]);
  });

  it("are reused while the file is unchanged, and retired when it is replaced", async () => {
    const before = await readEntry();
    const file = join(folder(), before.formats.jpeg[0]?.file ?? "");
    const written = (await stat(file)).mtimeMs;
    const again = await buildPortrait({ file: portrait, outDir: out, root });
    expect(again.encoded).toBe(false);
    expect(await readEntry()).toEqual(before);
    expect((await stat(file)).mtimeMs).toBe(written);

    await sharp("tests/fixtures/second-photographer/portrait.jpg")
      .resize({ width: 400 })
      .toFile(portrait);
    const replaced = await buildPortrait({ file: portrait, outDir: out, root });
    expect(replaced.encoded).toBe(true);
    expect(replaced.retiredFiles).toBe(entryFiles(before).length);
    const after = await readEntry();
    expect(after.formats.jpeg.map((d) => d.width)).toEqual([320, 400]);
    // The old files stay for pages already open, recorded as retired.
    const retired = JSON.parse(await readFile(join(folder(), RETIRED_FILE), "utf8"));
    expect(Object.keys(retired).sort()).toEqual(entryFiles(before).sort());
  });

  it("are retired when the content gives no portrait, and gone with their folder after their days", async () => {
    const last = await readEntry();
    const now = new Date();
    const none = await buildPortrait({ outDir: out, root, now });
    expect(none).toMatchObject({ encoded: false, retiredFiles: entryFiles(last).length });
    expect(none.entry).toBeUndefined();
    const kept = await readdir(folder());
    expect(kept).not.toContain(PORTRAIT_ENTRY);
    expect(kept).toContain(entryFiles(last)[0]);
    const retired = JSON.parse(await readFile(join(folder(), RETIRED_FILE), "utf8"));
    const later = new Date(now.getTime() + 8 * DAY_MS);
    const gone = await buildPortrait({ outDir: out, root, now: later });
    expect(gone.removedFiles).toBe(Object.keys(retired).length);
    expect(await readdir(out)).toEqual([]);
    // A site that never had one gets no folder.
    expect(await buildPortrait({ outDir: out, root })).toEqual({
      encoded: false,
      retiredFiles: 0,
      removedFiles: 0,
    });
    expect(await readdir(out)).toEqual([]);
  });

  it("a file that is no picture fails with its reason, and keeps the last portrait made", async () => {
    await buildPortrait({ file: portrait, outDir: out, root });
    const made = await readEntry();
    const broken = join(root, "content/broken.jpg");
    await writeFile(broken, "not a picture");
    await expect(buildPortrait({ file: broken, outDir: out, root })).rejects.toThrow(
      new PortraitError("content/broken.jpg", "Input file contains unsupported image format")
        .message,
    );
    expect(await readEntry()).toEqual(made);
  });
});
