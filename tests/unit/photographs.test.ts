import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ImageManifest } from "~/images/image-manifest";
import { buildImages, MANIFEST_FILE } from "../../scripts/images-pipeline";
import { ensurePhotographs } from "../../scripts/photographs.js";
import { IIM, UTF8_MARK, withIptc, withXmpSegment } from "../support/jpeg-metadata";
import { xmpPacket } from "../support/xmp";

// Real photographs (Debian's mate-backgrounds, fetched into .cache/ by scripts/photographs.js),
// copies of two of them given words as Lightroom and older tools write them, through the real
// pipeline. The smallest photographs of the set, so the test stays short.
let root: string;
let dir: string;
const collection = "nature";
const reference = (n: number) => `NATURE-00${n}`;

beforeAll(async () => {
  dir = ensurePhotographs() as string;
  root = await mkdtemp(join(tmpdir(), "photographs-"));
  await mkdir(join(root, "photos", collection), { recursive: true });
}, 120_000);

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("real photographs with words written into copies", () => {
  it("reads IPTC-IIM only, XMP only, both disagreeing, none, and malformed", async () => {
    const meadow = await readFile(join(dir, "nature/GreenMeadow.jpg")); // 1280 × 1024
    const storm = await readFile(join(dir, "nature/Storm.jpg")); // 1920 × 1280
    const photo = (n: number, ext = "jpg") => join(root, "photos", collection, `00${n}.${ext}`);
    const iptcTitle = { record: 2 as const, number: IIM.ObjectName, value: "Meadow, IIM" };
    await writeFile(
      photo(1),
      withIptc(meadow, [
        { record: 1, number: IIM.CodedCharacterSet, value: UTF8_MARK },
        iptcTitle,
        { record: 2, number: IIM.CaptionAbstract, value: "Grass après la pluie" },
      ]),
    );
    await writeFile(
      photo(2),
      withXmpSegment(storm, xmpPacket({ title: "Storm, XMP", alt: "Dark clouds over a field" })),
    );
    await writeFile(
      photo(3),
      withIptc(withXmpSegment(meadow, xmpPacket({ title: "Meadow, XMP" })), [iptcTitle]),
    );
    await copyFile(join(dir, "nature/GreenMeadow.jpg"), photo(4));
    await writeFile(
      photo(5),
      withIptc(meadow, [
        { record: 2, number: IIM.ObjectName, value: Buffer.from("Pr\u00e9\u0000 vert", "latin1") },
        { record: 2, number: IIM.CaptionAbstract, value: "x".repeat(10_000) },
      ]),
    );

    const lines: string[] = [];
    const result = await buildImages({
      prints: [1, 2, 3, 4, 5].map((n) => ({
        reference: reference(n),
        collectionSlug: collection,
        aspectRatio: 1.5,
        sizes: "8x10, 11x14, 16x20, 24x30",
      })),
      sampleSvg: () => "",
      photosDir: join(root, "photos"),
      outDir: join(root, "out"),
      root,
      log: (l) => lines.push(l),
    });
    const manifest: ImageManifest = JSON.parse(
      await readFile(join(root, "out", MANIFEST_FILE), "utf8"),
    );
    const meta = (n: number) => manifest.prints[reference(n)]?.meta;
    expect(meta(1)).toEqual({ title: "Meadow, IIM", caption: "Grass après la pluie" });
    // The capture date is the camera's own, from the photograph's EXIF.
    expect(meta(2)).toEqual({
      title: "Storm, XMP",
      alt: "Dark clouds over a field",
      captured: "2008-04-20T19:12:06",
    });
    expect(meta(3)).toEqual({ title: "Meadow, XMP" });
    expect(meta(4)).toBeUndefined();
    expect(meta(5)?.title).toBe("Pré vert");
    expect(meta(5)?.caption).toHaveLength(1000);
    expect(lines.filter((l) => l.startsWith("warning: photos/nature/005.jpg"))).toEqual([
      "warning: photos/nature/005.jpg: title: control characters removed",
      "warning: photos/nature/005.jpg: caption: 10000 characters cut to 1000",
      "warning: photos/nature/005.jpg: IPTC-IIM text is not marked UTF-8 (CodedCharacterSet) and was read as Latin-1",
    ]);
    expect(lines).toContain(
      "warning: photos/nature/003.jpg: title: XMP dc:title and IPTC ObjectName disagree; XMP dc:title is used",
    );
    // Every one is a thin original for a 24x30 in print.
    expect(result.thinPrints.map((t) => t.line)).toContain(
      "NATURE-002: 1920x1280 px prints sharp up to 8x10 in, not at 11x14 in, 16x20 in, and 24x30 in (64 ppi at 24x30 in; 120 ppi there needs 3600x2400 px)",
    );
    expect(result.encoded).toHaveLength(5);
  }, 120_000);
});
