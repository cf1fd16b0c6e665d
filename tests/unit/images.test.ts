import { describe, expect, it } from "vitest";
import { aboutSizes } from "~/images/about-sizes";
import {
  artSourcesFrom,
  closestWidth,
  forFixedBox,
  IMAGE_PATH,
  imageSourceFrom,
  missingImageSource,
  srcSetOf,
} from "~/images/image";
import {
  cropRegion,
  derivativeFileName,
  entryFiles,
  hexColour,
  ladderWidths,
  type PrintImageEntry,
  scaledHeight,
} from "~/images/image-manifest";
import { parseManifest } from "~/images/image-manifest-schema";
import { aboutPicture, PORTRAIT_PATH } from "~/images/portrait";
import {
  capDensity,
  collectionCardSizes,
  heroCrops,
  imageSizes,
  justifiedRowSizes,
  printGridSizes,
  sizesAttribute,
} from "~/images/sizes";
import { derivative, imageEntry } from "../support/image-entry";

const d = (file: string, width: number) => derivative(file, width, 0.8);

const entry: PrintImageEntry = imageEntry(1920, 2400, {
  avif: [d("abstract-001-320.0123456789.avif", 320), d("abstract-001-640.0123456789.avif", 640)],
  webp: [d("abstract-001-320.0123456789.webp", 320), d("abstract-001-1920.0123456789.webp", 1920)],
  jpeg: [
    d("abstract-001-320.0123456789.jpg", 320),
    d("abstract-001-960.0123456789.jpg", 960),
    d("abstract-001-1280.0123456789.jpg", 1280),
  ],
});

describe("ladderWidths", () => {
  it("keeps the rungs up to the format's limit", () => {
    expect(ladderWidths(2400, 1920)).toEqual([96, 192, 320, 640, 800, 960, 1280, 1920]);
  });

  it("adds the original's own width when it falls well between two rungs", () => {
    expect(ladderWidths(2400, 2560)).toEqual([96, 192, 320, 640, 800, 960, 1280, 1920, 2400]);
    expect(ladderWidths(1600, 2560)).toEqual([96, 192, 320, 640, 800, 960, 1280, 1600]);
  });

  it("never upscales, and skips a width too close to the last rung", () => {
    expect(ladderWidths(1000, 2560)).toEqual([96, 192, 320, 640, 800, 960]);
    expect(ladderWidths(1200, 2560)).toEqual([96, 192, 320, 640, 800, 960, 1200]);
    expect(ladderWidths(200, 2560)).toEqual([96, 192]);
    expect(ladderWidths(250, 2560)).toEqual([96, 192, 250]);
    expect(ladderWidths(60, 2560)).toEqual([60]);
    for (const w of [200, 500, 999, 1921, 3000]) {
      expect(Math.max(...ladderWidths(w, 2560))).toBeLessThanOrEqual(w);
    }
  });
});

describe("manifest", () => {
  it("names derivatives by reference, width and fingerprint", () => {
    expect(derivativeFileName("LANDSCAPES-001", "3f2a1b9c0d", 640, "avif")).toBe(
      "landscapes-001-640.3f2a1b9c0d.avif",
    );
    expect(derivativeFileName("URBAN-012", "3f2a1b9c0d", 1280, "jpeg")).toBe(
      "urban-012-1280.3f2a1b9c0d.jpg",
    );
  });

  it("accepts a well-formed manifest and lists every file of an entry", () => {
    const manifest = parseManifest({ version: 1, prints: { "ABSTRACT-001": entry } });
    expect(entryFiles(manifest.prints["ABSTRACT-001"] as PrintImageEntry)).toHaveLength(7);
  });

  it("refuses a manifest with a missing field or a file name that escapes the folder", () => {
    expect(() =>
      parseManifest({ version: 1, prints: { X: { ...entry, color: undefined } } }),
    ).toThrow();
    const escaping = {
      ...entry,
      formats: { ...entry.formats, jpeg: [d("../../etc/passwd.0123456789.jpg", 320)] },
    };
    expect(() => parseManifest({ version: 1, prints: { X: escaping } })).toThrow();
    expect(() => parseManifest({ version: 2, prints: {} })).toThrow();
  });

  it("keeps proportions and writes colours as hex", () => {
    expect(scaledHeight({ width: 1920, height: 2400 }, 640)).toBe(800);
    expect(scaledHeight({ width: 2400, height: 1600 }, 320)).toBe(213);
    expect(hexColour({ r: 255, g: 8, b: 0 })).toBe("#ff0800");
  });
});

describe("srcset and sizes", () => {
  it("lists each derivative with its width descriptor", () => {
    expect(srcSetOf(entry.formats.avif)).toBe(
      `${IMAGE_PATH}abstract-001-320.0123456789.avif 320w, ${IMAGE_PATH}abstract-001-640.0123456789.avif 640w`,
    );
  });

  it("picks the closest width, the larger on a tie", () => {
    expect(closestWidth(entry.formats.jpeg, 960).width).toBe(960);
    expect(closestWidth(entry.formats.jpeg, 1120).width).toBe(1280);
    expect(closestWidth(entry.formats.jpeg, 5000).width).toBe(1280);
    expect(() => closestWidth([], 10)).toThrow();
  });

  it("turns a manifest entry into a picture: AVIF first, then WebP, JPEG in the img", () => {
    const image = imageSourceFrom(entry, "Abstract Print 1");
    expect(image.sources.map((s) => s.type)).toEqual(["image/avif", "image/webp"]);
    expect(image.sources[1]?.srcSet).toContain("abstract-001-1920.0123456789.webp 1920w");
    expect(image.src).toBe(`${IMAGE_PATH}abstract-001-960.0123456789.jpg`);
    expect(image.srcSet.split(", ")).toHaveLength(3);
    expect(image).toMatchObject({
      width: 1920,
      height: 2400,
      alt: "Abstract Print 1",
      color: "#aa8844",
    });
    expect(image.share).toEqual({
      src: `${IMAGE_PATH}abstract-001-1280.0123456789.jpg`,
      width: 1280,
      height: 1600,
    });
  });

  it("cuts each srcset to what a fixed box can use: every width below its need, and the first above", () => {
    const image = imageSourceFrom(entry, "Abstract Print 1");
    // 200 px at 3x needs 600 px: JPEG 320 and 960, AVIF 320 and 640, WebP 320 and 1920.
    const small = forFixedBox(image, 200);
    expect(small.srcSet.split(", ").map((c) => c.split(" ")[1])).toEqual(["320w", "960w"]);
    expect(small.sources.map((s) => s.srcSet.split(", ").map((c) => c.split(" ")[1]))).toEqual([
      ["320w", "640w"],
      ["320w", "1920w"],
    ]);
    // The rest of the picture is the same: src (the fallback), size, alt, preview.
    expect({ ...small, srcSet: image.srcSet, sources: image.sources }).toEqual(image);
    // A need below the smallest width keeps that width alone; above the largest, every width.
    expect(forFixedBox(image, 64).srcSet).toBe(`${IMAGE_PATH}abstract-001-320.0123456789.jpg 320w`);
    expect(forFixedBox(image, 1000).srcSet).toBe(image.srcSet);
    expect(forFixedBox(image, 100, 2).sources[0]?.srcSet).toBe(
      `${IMAGE_PATH}abstract-001-320.0123456789.avif 320w`,
    );
    // A picture not yet built has no srcset to cut.
    const missing = missingImageSource({ reference: "URBAN-003", aspectRatio: 1, alt: "" });
    expect(forFixedBox(missing, 64)).toEqual(missing);
  });

  it("before the pipeline has run, still gives the picture its size, so the layout holds", () => {
    const image = missingImageSource({
      reference: "URBAN-003",
      aspectRatio: 2 / 3,
      alt: "Urban Print 3",
    });
    expect(image).toMatchObject({ width: 1600, height: 2400, alt: "Urban Print 3", sources: [] });
    expect(image.src).toMatch(/^\/images\/urban-003-960\.0000000000\.jpg$/);
  });

  it("leaves out a format the pipeline made no file for", () => {
    const image = imageSourceFrom({ ...entry, formats: { ...entry.formats, avif: [] } }, "x");
    expect(image.sources.map((s) => s.type)).toEqual(["image/webp"]);
  });

  it("orders sizes rules from the widest breakpoint down, the default last", () => {
    expect(
      sizesAttribute([
        { size: "100vw" },
        { minWidth: 600, size: "50vw" },
        { minWidth: 1200, size: "400px" },
      ]),
    ).toBe(`(min-width: 1200px) 400px, (min-width: 600px) 50vw, ${capDensity("100vw")}`);
    expect(sizesAttribute([{ minWidth: 600, size: "50vw" }])).toBe(
      `(min-width: 600px) 50vw, ${capDensity("100vw")}`,
    );
  });

  it("caps the phone's rule at 2x density, and only it", () => {
    expect(capDensity("calc(100vw - 2rem)")).toBe(
      "(min-resolution: 3dppx) calc(calc(100vw - 2rem) * 0.667), " +
        "(min-resolution: 2.5dppx) calc(calc(100vw - 2rem) * 0.8), " +
        "(min-resolution: 2.2dppx) calc(calc(100vw - 2rem) * 0.91), calc(100vw - 2rem)",
    );
    const sizes = sizesAttribute([{ minWidth: 600, size: "50vw" }, { size: "calc(100vw - 2rem)" }]);
    expect(sizes).toBe(`(min-width: 600px) 50vw, ${capDensity("calc(100vw - 2rem)")}`);
    // Every layout's phone rule is capped: the last rules are the density ones.
    const layouts = [...Object.values(imageSizes), ...Object.values(aboutSizes)];
    for (const value of layouts.filter((v) => v.includes("vw, "))) {
      if (value === imageSizes.certificate) continue;
      expect(value, value).toContain("(min-resolution: 2.5dppx)");
    }
  });

  it("has a sizes for every layout, each ending with a default", () => {
    for (const sizes of [...Object.values(imageSizes), ...Object.values(aboutSizes)]) {
      expect(sizes.split(", ").at(-1)).not.toMatch(/min-width/);
    }
  });

  it("sizes a photograph by its own shape in the grids", () => {
    // Landscapes: three 406 px columns at 1320 px, two from 900 px, one at 600; portraits: five of 236 px.
    expect(printGridSizes(1.5)).toBe(
      `(min-width: 1320px) 406px, (min-width: 900px) 48vw, (min-width: 600px) 96vw, ${capDensity("calc(50vw - 1.375rem)")}`,
    );
    expect(printGridSizes(2 / 3)).toMatch(/^\(min-width: 1320px\) 236px, /);
    // A featured print with 1.5 of a row's 3 ratio parts: half the row.
    expect(justifiedRowSizes(0.5, "100vw")).toBe(
      `(min-width: 1320px) 628px, (min-width: 960px) 48vw, (min-width: 624px) 46vw, ${capDensity("100vw")}`,
    );
    expect(collectionCardSizes(0.8)).toBe(
      `(min-width: 600px) 384px, ${capDensity("calc(100vw - 2rem)")}`,
    );
  });
});

describe("crops for a box of other proportions (the hero)", () => {
  it("keeps the largest region of the box's proportions, centred on the focus", () => {
    // A 3:2 landscape in a square: the full height, as wide as it is high.
    expect(cropRegion(2400, 1600, 1, { x: 50, y: 50 })).toEqual({
      left: 400,
      top: 0,
      width: 1600,
      height: 1600,
    });
    expect(cropRegion(2400, 1600, 1, { x: 40, y: 50 })).toEqual({
      left: 160,
      top: 0,
      width: 1600,
      height: 1600,
    });
    // A portrait in a 4:3 box: the full width, a band around the focus's height.
    expect(cropRegion(1200, 1800, 4 / 3, { x: 50, y: 25 })).toEqual({
      left: 0,
      top: 0,
      width: 1200,
      height: 900,
    });
    expect(cropRegion(1200, 1800, 4 / 3, { x: 50, y: 50 })).toEqual({
      left: 0,
      top: 450,
      width: 1200,
      height: 900,
    });
  });

  it("stops at the picture's edges however far out the focus is", () => {
    expect(cropRegion(2400, 1600, 1, { x: 0, y: 0 })?.left).toBe(0);
    expect(cropRegion(2400, 1600, 1, { x: 100, y: 100 })?.left).toBe(800);
    expect(cropRegion(1200, 1800, 4 / 3, { x: 0, y: 100 })?.top).toBe(900);
  });

  it("makes no crop of a picture that already has the box's proportions", () => {
    expect(cropRegion(1600, 1600, 1, { x: 10, y: 10 })).toBeUndefined();
    expect(cropRegion(1610, 1600, 1, { x: 10, y: 10 })).toBeUndefined();
    expect(cropRegion(2400, 1800, 4 / 3, { x: 10, y: 10 })).toBeUndefined();
    // 6 % wider than square: cut, at the left edge since the focus is near it.
    expect(cropRegion(1700, 1600, 1, { x: 10, y: 10 })).toEqual({
      left: 0,
      top: 0,
      width: 1600,
      height: 1600,
    });
  });

  const square = {
    aspectRatio: 1,
    focus: { x: 40, y: 50 },
    region: { left: 0, top: 0, width: 2400, height: 2400 },
    width: 1920,
    height: 1920,
    formats: {
      avif: [d("abstract-001-1x1-640.0123456789.avif", 640)],
      webp: [d("abstract-001-1x1-640.0123456789.webp", 640)],
      jpeg: [d("abstract-001-1x1-640.0123456789.jpg", 640)],
    },
  };
  const cropped: PrintImageEntry = { ...entry, crops: { "1x1": square } };

  it("gives each box its crop, and the whole picture to a box without one", () => {
    const [wide, narrow] = artSourcesFrom(cropped, "Alt", { x: 40, y: 50 }, heroCrops);
    expect(wide).toMatchObject({ media: "(min-width: 900px)", sizes: "100vw" });
    // The wide box has no crop: the whole picture, as imageSourceFrom above makes it.
    expect(wide?.image).toMatchObject({
      src: `${IMAGE_PATH}abstract-001-960.0123456789.jpg`,
      width: 1920,
      height: 2400,
      alt: "Alt",
    });
    expect(narrow?.media).toBeUndefined();
    expect(narrow?.sizes).toBe(capDensity("100vw"));
    expect(narrow?.image).toMatchObject({ width: 1920, height: 1920, alt: "Alt" });
    expect(narrow?.image.srcSet).toBe(`${IMAGE_PATH}abstract-001-1x1-640.0123456789.jpg 640w`);
    expect(narrow?.image.sources.map((s) => s.srcSet)).toEqual([
      `${IMAGE_PATH}abstract-001-1x1-640.0123456789.avif 640w`,
      `${IMAGE_PATH}abstract-001-1x1-640.0123456789.webp 640w`,
    ]);
  });

  it("does not use a crop made around another focus (content changed, images not yet rebuilt)", () => {
    const [, narrow] = artSourcesFrom(cropped, "Alt", { x: 60, y: 50 }, heroCrops);
    expect(narrow?.image).toMatchObject({
      src: `${IMAGE_PATH}abstract-001-960.0123456789.jpg`,
      width: 1920,
      height: 2400,
    });
  });

  it("lists a crop's files among the entry's and reads a manifest with crops back", () => {
    expect(entryFiles(cropped)).toEqual(
      expect.arrayContaining(["abstract-001-1x1-640.0123456789.avif"]),
    );
    expect(entryFiles(cropped)).toHaveLength(7 + 3);
    const manifest = { version: 1, prints: { "ABSTRACT-001": cropped } };
    expect(parseManifest(JSON.parse(JSON.stringify(manifest)))).toEqual(manifest);
    expect(() =>
      parseManifest({
        version: 1,
        prints: { "ABSTRACT-001": { ...cropped, crops: { x: square } } },
      }),
    ).toThrow();
  });
});

describe("About's picture", () => {
  const portraitEntry = imageEntry(1280, 1600, {
    avif: [d("portrait-320.0123456789.avif", 320), d("portrait-640.0123456789.avif", 640)],
    webp: [d("portrait-640.0123456789.webp", 640)],
    jpeg: [d("portrait-640.0123456789.jpg", 640), d("portrait-960.0123456789.jpg", 960)],
  });
  const print = imageSourceFrom(entry, "Minimalist Print 1");
  const portrait = { alt: "Mira Okafor at the harbour wall", credit: "Jonas Brandt" };

  it("is the photographer's portrait once made, from its own folder, with its alt text and credit", () => {
    const picture = aboutPicture({ portrait, entry: portraitEntry, print });
    expect(picture?.kind).toBe("portrait");
    expect(picture).toMatchObject({ credit: "Jonas Brandt" });
    expect(picture?.image).toMatchObject({
      src: "/images/portrait/portrait-960.0123456789.jpg",
      srcSet:
        "/images/portrait/portrait-640.0123456789.jpg 640w, /images/portrait/portrait-960.0123456789.jpg 960w",
      width: 1280,
      height: 1600,
      alt: "Mira Okafor at the harbour wall",
    });
    expect(picture?.image.sources[0]?.srcSet).toBe(
      "/images/portrait/portrait-320.0123456789.avif 320w, /images/portrait/portrait-640.0123456789.avif 640w",
    );
    // No credit given, none said.
    expect(aboutPicture({ portrait: { alt: "x" }, entry: portraitEntry })).not.toHaveProperty(
      "credit",
    );
  });

  it("is the print site.yaml names where there is no portrait, or it is not made yet", () => {
    expect(aboutPicture({ print })).toEqual({ kind: "print", image: print });
    expect(aboutPicture({ portrait, print })).toEqual({ kind: "print", image: print });
    // A made portrait the content no longer names is not shown.
    expect(aboutPicture({ entry: portraitEntry, print })).toEqual({ kind: "print", image: print });
    expect(aboutPicture({ portrait })).toBeUndefined();
  });

  it("is sized for its column: the phone's width, a third beside the words, at most 560 px", () => {
    expect(aboutSizes.portrait).toBe(
      "(min-width: 1920px) 560px, (min-width: 1320px) 440px, (min-width: 900px) 34vw, " +
        capDensity("calc(100vw - 2rem)"),
    );
    expect(PORTRAIT_PATH).toBe("/images/portrait/");
  });
});
