import { mkdir, mkdtemp, readFile, rm, stat, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ImageManifest, RECIPE } from "~/images/image-manifest";
import {
  buildImages,
  decodePicture,
  ImagePipelineError,
  MANIFEST_FILE,
  type PipelineOptions,
  timeLeft,
} from "../../scripts/images-pipeline";
import { debianPackageFile } from "../support/debian-package";
import { withIccProfile } from "../support/jpeg-metadata";
import { tiff16 } from "../support/tiff16";
import { xmpPacket } from "../support/xmp";

// Originals as photographers have them, through the real pipeline (sharp, libvips).

type Rgb = [number, number, number];
const pixelAt = async (input: string | Buffer, x: number, y: number): Promise<Rgb> => {
  const { data, info } = await decodePicture(input);
  const i = (y * info.width + x) * info.channels;
  return [data[i], data[i + 1], data[i + 2]] as Rgb;
};
const near = (actual: Rgb, expected: Rgb, tolerance: number) =>
  actual.every((v, k) => Math.abs(v - (expected[k] as number)) <= tolerance);

describe("orientation: every EXIF orientation is turned upright", () => {
  // A 3 × 2 grid of distinct colours, each cell 16 px (so JPEG keeps each colour), written
  // stored as a camera would for each orientation: the inverse of what the tag asks a viewer
  // to do. Decoded, every one must look like the grid.
  const colours: Rgb[][] = [
    [
      [220, 40, 40],
      [40, 200, 40],
      [40, 40, 220],
    ],
    [
      [230, 220, 40],
      [40, 210, 220],
      [210, 40, 210],
    ],
  ];
  type Grid = Rgb[][];
  const h = (g: Grid) => g.length;
  const w = (g: Grid) => (g[0] as Rgb[]).length;
  const at = (g: Grid, r: number, c: number) => (g[r] as Rgb[])[c] as Rgb;
  const make = (rows: number, cols: number, f: (r: number, c: number) => Rgb): Grid =>
    Array.from({ length: rows }, (_, r) => Array.from({ length: cols }, (_, c) => f(r, c)));
  const mirror = (g: Grid) => make(h(g), w(g), (r, c) => at(g, r, w(g) - 1 - c));
  const flip = (g: Grid) => make(h(g), w(g), (r, c) => at(g, h(g) - 1 - r, c));
  const transpose = (g: Grid) => make(w(g), h(g), (r, c) => at(g, c, r));
  const clockwise = (g: Grid) => make(w(g), h(g), (r, c) => at(g, h(g) - 1 - c, r));
  const anticlockwise = (g: Grid) => make(w(g), h(g), (r, c) => at(g, c, w(g) - 1 - r));
  /** How a camera stores the upright picture for each tag. */
  const stored: Record<number, (g: Grid) => Grid> = {
    1: (g) => g,
    2: mirror,
    3: (g) => flip(mirror(g)),
    4: flip,
    5: transpose,
    6: anticlockwise,
    7: (g) => flip(mirror(transpose(g))),
    8: clockwise,
  };
  const CELL = 16;
  const jpegOf = (g: Grid, orientation: number) => {
    const width = w(g) * CELL;
    const height = h(g) * CELL;
    const raw = Buffer.alloc(width * height * 3);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++)
        raw.set(at(g, Math.floor(y / CELL), Math.floor(x / CELL)), (y * width + x) * 3);
    return sharp(raw, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 100, chromaSubsampling: "4:4:4" })
      .withMetadata({ orientation })
      .toBuffer();
  };

  for (const orientation of [1, 2, 3, 4, 5, 6, 7, 8]) {
    it(`orientation ${orientation}`, async () => {
      const file = await jpegOf(stored[orientation]?.(colours) as Grid, orientation);
      expect((await sharp(file).metadata()).orientation).toBe(orientation);
      const { info } = await decodePicture(file);
      expect([info.width, info.height]).toEqual([3 * CELL, 2 * CELL]);
      for (let r = 0; r < 2; r++)
        for (let c = 0; c < 3; c++) {
          const seen = await pixelAt(file, c * CELL + CELL / 2, r * CELL + CELL / 2);
          expect(near(seen, at(colours, r, c), 6), `cell ${r},${c}: ${seen}`).toBe(true);
        }
    });
  }
});

describe("colour: wide-gamut originals are converted to sRGB", () => {
  // Display P3 → sRGB from the published primaries (both D65, both with the sRGB curve).
  const P3_TO_SRGB = [
    [1.2249401, -0.2249404, 0],
    [-0.0420569, 1.0420571, 0],
    [-0.0196376, -0.0786361, 1.0982735],
  ];
  const linear = (v: number) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const encoded = (c: number) => {
    const v = Math.min(1, Math.max(0, c));
    return Math.round(255 * (v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055));
  };
  const p3ToSrgb = (p3: Rgb): Rgb => {
    const l = p3.map(linear);
    return P3_TO_SRGB.map((row) =>
      encoded(row.reduce((sum, m, k) => sum + m * (l[k] as number), 0)),
    ) as Rgb;
  };

  it("a Display P3 red reads as the sRGB red it is", async () => {
    const p3Red: Rgb = [204, 51, 51];
    const expected = p3ToSrgb(p3Red); // about [222, 24, 41]
    // The P3 values stored as they are, with sharp's Display P3 profile attached.
    const { icc } = await sharp({
      create: { width: 8, height: 8, channels: 3, background: "#888" },
    })
      .withIccProfile("p3")
      .jpeg()
      .toBuffer()
      .then((b) => sharp(b).metadata());
    const plain = await sharp({
      create: { width: 32, height: 32, channels: 3, background: { r: 204, g: 51, b: 51 } },
    })
      .jpeg({ quality: 100, chromaSubsampling: "4:4:4" })
      .toBuffer();
    const tagged = withIccProfile(plain, icc as Buffer);
    expect((await sharp(tagged).metadata()).icc?.length).toBe(icc?.length);

    // Untagged, the same bytes are just sRGB (204, 51, 51): far from the right answer.
    expect(near(await pixelAt(plain, 16, 16), p3Red, 2)).toBe(true);
    expect(near(p3Red, expected, 10)).toBe(false);
    const seen = await pixelAt(tagged, 16, 16);
    expect(near(seen, expected, 3), `${seen} vs ${expected}`).toBe(true);
  });
});

describe("colour: Adobe RGB and ProPhoto originals (colord's profiles)", () => {
  type Matrix = number[][];
  const times = (m: Matrix, v: number[]) =>
    m.map((row) => row.reduce((sum, x, k) => sum + x * (v[k] as number), 0));
  const XYZ_D65_TO_SRGB: Matrix = [
    [3.2404542, -1.5371385, -0.4985314],
    [-0.969266, 1.8760108, 0.041556],
    [0.0556434, -0.2040259, 1.0572252],
  ];
  const srgbEncoded = (linear: number[]) =>
    linear.map((c) => {
      const v = Math.min(1, Math.max(0, c));
      return Math.round(255 * (v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055));
    }) as Rgb;
  // Published primaries and curves (Lindbloom): Adobe RGB (1998) D65 with gamma 563/256;
  // ProPhoto D50 with gamma 1.8, brought to D65 by Bradford.
  const adobeToSrgb = (rgb: Rgb) => {
    const linear = rgb.map((v) => (v / 255) ** (563 / 256));
    const xyz = times(
      [
        [0.5767309, 0.185554, 0.1881852],
        [0.2973769, 0.6273491, 0.0752741],
        [0.0270343, 0.0706872, 0.9911085],
      ],
      linear,
    );
    return srgbEncoded(times(XYZ_D65_TO_SRGB, xyz));
  };
  const prophotoToSrgb = (rgb: Rgb) => {
    const linear = rgb.map((v) => (v / 255 < 1 / 32 ? v / 255 / 16 : (v / 255) ** 1.8));
    const d50 = times(
      [
        [0.7976749, 0.1351917, 0.0313534],
        [0.2880402, 0.7118741, 0.0000857],
        [0, 0, 0.82521],
      ],
      linear,
    );
    const d65 = times(
      [
        [0.9555766, -0.0230393, 0.0631636],
        [-0.0282895, 1.0099416, 0.0210077],
        [0.0122982, -0.020483, 1.3299098],
      ],
      d50,
    );
    return srgbEncoded(times(XYZ_D65_TO_SRGB, d65));
  };
  const stored: Rgb = [150, 110, 90];

  for (const [name, profile, convert] of [
    ["Adobe RGB (1998)", "AdobeRGB1998.icc", adobeToSrgb],
    ["ProPhoto RGB", "ProPhotoRGB.icc", prophotoToSrgb],
  ] as const) {
    it(`${name}: a warm brown reads as the sRGB colour it is`, async () => {
      const icc = await readFile(
        debianPackageFile("colord-data", `usr/share/color/icc/colord/${profile}`),
      );
      const plain = await sharp({
        create: { width: 32, height: 32, channels: 3, background: { r: 150, g: 110, b: 90 } },
      })
        .jpeg({ quality: 100, chromaSubsampling: "4:4:4" })
        .toBuffer();
      const expected = convert(stored);
      expect(near(stored, expected, 10), `${expected} is too close to unconverted`).toBe(false);
      const seen = await pixelAt(withIccProfile(plain, icc), 16, 16);
      expect(near(seen, expected, 3), `${seen} vs ${expected}`).toBe(true);
    }, 60_000);
  }
});

describe("formats", () => {
  it("reads a 16-bit TIFF into 8-bit sRGB with the right values", async () => {
    // 16-bit samples: 30, 140, 200 of 255 (times 257), and a ramp in the low byte that
    // 8-bit rounding must not turn into a different colour.
    const tiff = tiff16(40, 30, (x) => [30 * 257 + x, 140 * 257, 200 * 257 - x]);
    expect((await sharp(tiff).metadata()).depth).toBe("ushort");
    const { info } = await decodePicture(tiff);
    expect([info.width, info.height, info.channels]).toEqual([40, 30, 3]);
    expect(near(await pixelAt(tiff, 5, 5), [30, 140, 200], 1)).toBe(true);
  });

  it("flattens a transparent PNG on the site's paper, and half-transparent in between", async () => {
    const png = await sharp({
      create: { width: 20, height: 10, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .composite([
        {
          input: {
            create: {
              width: 10,
              height: 10,
              channels: 4,
              background: { r: 0, g: 0, b: 0, alpha: 0.5 },
            },
          },
          left: 10,
          top: 0,
        },
      ])
      .png()
      .toBuffer();
    expect(RECIPE.background).toBe("#faf8f4");
    expect(await pixelAt(png, 2, 2)).toEqual([250, 248, 244]);
    expect(near(await pixelAt(png, 15, 5), [125, 124, 122], 2)).toBe(true);
    expect((await decodePicture(png)).info.channels).toBe(3);
  });

  it("reads WebP", async () => {
    const webp = await sharp({
      create: { width: 24, height: 24, channels: 3, background: { r: 10, g: 100, b: 50 } },
    })
      .webp({ lossless: true })
      .toBuffer();
    expect(await pixelAt(webp, 3, 3)).toEqual([10, 100, 50]);
  });
});

describe("progress", () => {
  it("estimates the time left from the pace so far", () => {
    expect(timeLeft(10_000, 2, 14)).toBe(", about 1 min 0 s left");
    expect(timeLeft(3_000, 3, 5)).toBe(", about 2 s left");
    expect(timeLeft(3_000, 5, 5)).toBe("");
  });
});

describe("the pipeline with originals: words, print sizes, bad files", () => {
  let root: string;
  let options: PipelineOptions;
  const lines: string[] = [];
  const photo = (name: string) => join(root, "photos/urban", name);
  const manifest = async (): Promise<ImageManifest> =>
    JSON.parse(await readFile(join(root, "out", MANIFEST_FILE), "utf8"));
  const jpegWithTitle = (title: string, width = 900, height = 600) =>
    sharp({ create: { width, height, channels: 3, background: "#4a6b8a" } })
      .jpeg()
      .withXmp(xmpPacket({ title, description: "Night windows", alt: "Lit windows of a tower" }))
      .toBuffer();

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), "images-originals-"));
    await mkdir(join(root, "photos/urban"), { recursive: true });
    options = {
      prints: [
        {
          reference: "URBAN-004",
          collectionSlug: "urban",
          aspectRatio: 1.5,
          sizes: "8x10, 11x14, 16x20, 24x30",
        },
        {
          reference: "URBAN-005",
          collectionSlug: "urban",
          aspectRatio: 1.5,
          sizes: "8x10, 11x14, 16x20, 24x30",
        },
      ],
      sampleSvg: () =>
        `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><rect width="300" height="200" fill="#2a9d8f"/></svg>`,
      photosDir: join(root, "photos"),
      outDir: join(root, "out"),
      root,
      log: (line) => lines.push(line),
    };
  });

  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("writes the words into the manifest and reports a 900 px original below 150 ppi", async () => {
    await writeFile(photo("004.jpg"), await jpegWithTitle("Tower at night"));
    const result = await buildImages(options);
    expect((await manifest()).prints["URBAN-004"]?.meta).toEqual({
      title: "Tower at night",
      caption: "Night windows",
      alt: "Lit windows of a tower",
    });
    expect(result.thinPrints.map((t) => t.line)).toEqual([
      "URBAN-004: 900x600 px is too small for every size offered (30 ppi at 24x30 in; 120 ppi there needs 3600x2400 px)",
    ]);
    // Told once, by npm run check: the pipeline only counts it.
    expect(lines.filter((l) => l.includes("URBAN-004: 900x600"))).toEqual([]);
    // Sample artworks are not checked, and carry no words.
    expect((await manifest()).prints["URBAN-005"]?.meta).toBeUndefined();
    expect(lines.some((l) => /^\s+1\/2 URBAN-00[45] .* ms, about \d+ s left$/.test(l))).toBe(true);
  });

  it("notices a change of words alone, even with the file's size and time kept", async () => {
    // A whole-second time, so putting it back is exact.
    const time = new Date("2024-05-01T06:12:00Z");
    await utimes(photo("004.jpg"), time, time);
    expect((await buildImages(options)).encoded).toEqual([]);
    const before = await stat(photo("004.jpg"));
    // Same length of title, and the time put back, as `exiftool -P` does.
    await writeFile(photo("004.jpg"), await jpegWithTitle("Tower at dusk!"));
    expect((await stat(photo("004.jpg"))).size).toBe(before.size);
    await utimes(photo("004.jpg"), time, time);
    const result = await buildImages(options);
    expect(result.encoded).toEqual([]);
    expect((await manifest()).prints["URBAN-004"]?.meta?.title).toBe("Tower at dusk!");
  });

  it("names a HEIC file this sharp cannot decode, with what to do, and does not crash", async () => {
    await writeFile(photo("005.heic"), Buffer.from("ftypheic not really a photograph"));
    const failure = (await buildImages(options).catch((e: unknown) => e)) as ImagePipelineError;
    expect(failure).toBeInstanceOf(ImagePipelineError);
    expect(failure.failures.map((f) => f.file)).toEqual(["photos/urban/005.heic"]);
    expect(failure.failures[0]?.reason).toMatch(/export the photograph as JPEG or TIFF/);
    await rm(photo("005.heic"));
  });

  it("refuses an original over 120 megapixels with a reason, before decoding it", async () => {
    // 11000 × 11000 = 121 MP of one colour: a tiny PNG, refused from its header alone.
    await sharp({ create: { width: 11000, height: 11000, channels: 3, background: "#808080" } })
      .png({ compressionLevel: 1 })
      .toFile(photo("005.png"));
    const failure = (await buildImages(options).catch((e: unknown) => e)) as ImagePipelineError;
    expect(failure.failures.map((f) => f.file)).toEqual(["photos/urban/005.png"]);
    expect(failure.failures[0]?.reason).toMatch(/pixel limit.*larger than 120 megapixels/);
    await rm(photo("005.png"));
  });
});
