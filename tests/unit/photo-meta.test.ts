import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { PHOTO_META_LIMITS } from "~/images/image-manifest-schema";
import {
  cleanText,
  decodeIptcText,
  decodeXmlEntities,
  iptcDeclaresUtf8,
  isoCaptureDate,
  photoMetaFrom,
  readPhotoMeta,
} from "../../scripts/photo-meta";
import { IIM, UTF8_MARK, withIptc } from "../support/jpeg-metadata";
import { xmpPacket } from "../support/xmp";

describe("cleanText", () => {
  it("removes control characters and makes white space one space", () => {
    expect(cleanText("  Ridge\u0007 at\r\n\tdawn\u0000 ", 100)).toEqual({
      text: "Ridge at dawn",
      problems: ["control characters removed"],
    });
    expect(cleanText("Plain words", 100)).toEqual({ text: "Plain words", problems: [] });
  });

  it("cuts a long caption at a word boundary within the caption's 1,000 characters and says so", () => {
    const long = "word ".repeat(2400); // 12 000 characters
    const { text, problems } = cleanText(long, PHOTO_META_LIMITS.caption);
    expect(text.length).toBeLessThanOrEqual(1000);
    expect(text).toMatch(/word…$/);
    expect(problems).toEqual(["11999 characters cut to 1000"]);
  });

  it("never leaves half a surrogate pair", () => {
    const { text } = cleanText("🌄".repeat(100), 11);
    expect(text.length).toBeLessThanOrEqual(11);
    expect(text).toBe(`${"🌄".repeat(5)}…`);
  });
});

describe("IPTC-IIM text", () => {
  it("finds CodedCharacterSet ESC % G (UTF-8) in an IIM block", () => {
    expect(iptcDeclaresUtf8(Buffer.from([0x1c, 1, 90, 0, 3, 0x1b, 0x25, 0x47]))).toBe(true);
    expect(iptcDeclaresUtf8(Buffer.from([0x1c, 1, 90, 0, 3, 0x1b, 0x2e, 0x41]))).toBe(false);
    expect(iptcDeclaresUtf8(Buffer.from([0x1c, 2, 5, 0, 1, 0x41]))).toBe(false);
    expect(iptcDeclaresUtf8(undefined)).toBe(false);
  });

  it("decodes bytes read as Latin-1 as UTF-8 when declared or valid, else as Latin-1", () => {
    const asRead = (bytes: Buffer) => bytes.toString("latin1");
    const utf8 = asRead(Buffer.from("Café", "utf8"));
    expect(decodeIptcText(utf8, true)).toEqual({ text: "Café", latin1: false });
    expect(decodeIptcText(utf8, false)).toEqual({ text: "Café", latin1: false });
    const latin1 = asRead(Buffer.from("Café à Noël", "latin1"));
    expect(decodeIptcText(latin1, false)).toEqual({ text: "Café à Noël", latin1: true });
    // Declared UTF-8 but is not: replacement characters, which cleanText removes.
    expect(decodeIptcText(latin1, true).text).toContain("\ufffd");
  });
});

describe("decodeXmlEntities and isoCaptureDate", () => {
  it("decodes the references exifr leaves in XMP text", () => {
    expect(decodeXmlEntities("Fog &amp; light &#169; &#x263A; &lt;b&gt; &nbsp;")).toBe(
      "Fog & light © ☺ <b> &nbsp;",
    );
  });

  it("reads EXIF, XMP and IIM dates, and refuses what is not a date", () => {
    expect(isoCaptureDate("2024:05:01 06:12:00")).toBe("2024-05-01T06:12:00");
    expect(isoCaptureDate("2024-05-01T06:12:00.25+0200")).toBe("2024-05-01T06:12:00+02:00");
    expect(isoCaptureDate("2024-05-01")).toBe("2024-05-01");
    expect(isoCaptureDate("20240501", "061200+0100")).toBe("2024-05-01T06:12:00+01:00");
    expect(isoCaptureDate("0000:00:00 00:00:00")).toBeUndefined();
    expect(isoCaptureDate("yesterday")).toBeUndefined();
  });
});

describe("photoMetaFrom: which field wins", () => {
  it("takes XMP first, then IPTC-IIM, then EXIF, and says where XMP and IPTC disagree", () => {
    const { meta, warnings } = photoMetaFrom({
      dc: {
        title: { lang: "x-default", value: "Ridge at dawn" },
        description: [
          { lang: "fr", value: "Crête" },
          { lang: "x-default", value: "Fog &amp; light" },
        ],
        subject: ["ridge", "fog"],
      },
      iptc: {
        ObjectName: "Old title",
        Caption: "Fog & light",
        Byline: "Elena Marlowe",
        Keywords: ["x"],
      },
      ifd0: { Artist: "EM", Copyright: "(c) EM" },
      Iptc4xmpCore: { AltTextAccessibility: { lang: "x-default", value: "A ridge in fog" } },
    });
    expect(meta).toEqual({
      title: "Ridge at dawn",
      caption: "Fog & light",
      alt: "A ridge in fog",
      creator: "Elena Marlowe",
      copyright: "(c) EM",
      keywords: ["ridge", "fog"],
    });
    expect(warnings).toEqual([
      "title: XMP dc:title and IPTC ObjectName disagree; XMP dc:title is used",
    ]);
  });

  it("falls back to the headline for a title, and never uses the caption as alt text", () => {
    const { meta } = photoMetaFrom({ iptc: { Headline: "Headline words", Caption: "A caption" } });
    expect(meta).toEqual({ title: "Headline words", caption: "A caption" });
    expect(meta?.alt).toBeUndefined();
  });

  it("gives nothing for a file without words", () => {
    expect(photoMetaFrom({ ifd0: { Make: "Canon" } })).toEqual({ warnings: [] });
  });

  it("keeps only an http(s) licence URL and a real capture date", () => {
    const good = photoMetaFrom({
      xmpRights: { WebStatement: "https://example.com/licence" },
      photoshop: { DateCreated: "2024-05-01T06:12:00" },
    });
    expect(good.meta).toEqual({
      licence: "https://example.com/licence",
      captured: "2024-05-01T06:12:00",
    });
    const bad = photoMetaFrom({
      xmpRights: { WebStatement: "javascript:alert(1)" },
      exif: { DateTimeOriginal: "not a date" },
    });
    expect(bad.meta).toBeUndefined();
    expect(bad.warnings).toEqual([
      "licence: not an http(s) URL, left out",
      'capture date "not a date" is not a date, left out',
    ]);
  });

  it("cuts keywords to the limits", () => {
    const many = Array.from({ length: 40 }, (_, i) => `k${i}`);
    const { meta, warnings } = photoMetaFrom({ dc: { subject: [...many, "x".repeat(100)] } });
    expect(meta?.keywords).toHaveLength(PHOTO_META_LIMITS.keywords);
    expect(warnings).toEqual(["keywords: 1 repaired", "keywords: 41 cut to 30"]);
  });
});

// Real files: metadata written into JPEGs the way Lightroom does, read back through exifr.
describe("readPhotoMeta on real JPEG files", () => {
  const jpeg = () =>
    sharp({ create: { width: 32, height: 24, channels: 3, background: "#778899" } })
      .jpeg()
      .toBuffer();
  const read = async (file: Buffer) => {
    const { iptc } = await sharp(file).metadata();
    return readPhotoMeta(file as unknown as string, iptc);
  };

  it("reads IPTC-IIM only (UTF-8 declared)", async () => {
    const file = withIptc(await jpeg(), [
      { record: 1, number: IIM.CodedCharacterSet, value: UTF8_MARK },
      { record: 2, number: IIM.ObjectName, value: "Noël sur la crête" },
      { record: 2, number: IIM.CaptionAbstract, value: "Première neige" },
      { record: 2, number: IIM.Keywords, value: "neige" },
      { record: 2, number: IIM.Keywords, value: "montagne" },
      { record: 2, number: IIM.ByLine, value: "Elena Marlowe" },
      { record: 2, number: IIM.CopyrightNotice, value: "© 2024 Elena Marlowe" },
      { record: 2, number: IIM.Credit, value: "Elena Marlowe Photography" },
      { record: 2, number: IIM.DateCreated, value: "20240501" },
      { record: 2, number: IIM.TimeCreated, value: "061200+0000" },
    ]);
    expect(await read(file)).toEqual({
      meta: {
        title: "Noël sur la crête",
        caption: "Première neige",
        keywords: ["neige", "montagne"],
        creator: "Elena Marlowe",
        copyright: "© 2024 Elena Marlowe",
        credit: "Elena Marlowe Photography",
        captured: "2024-05-01T06:12:00+00:00",
      },
      warnings: [],
    });
  });

  it("reads IPTC-IIM in Latin-1 and warns", async () => {
    const file = withIptc(await jpeg(), [
      { record: 2, number: IIM.ObjectName, value: Buffer.from("Café à l'aube", "latin1") },
    ]);
    const { meta, warnings } = await read(file);
    expect(meta).toEqual({ title: "Café à l'aube" });
    expect(warnings).toEqual([
      "IPTC-IIM text is not marked UTF-8 (CodedCharacterSet) and was read as Latin-1",
    ]);
  });

  it("reads XMP only, with every field", async () => {
    const file = await sharp(await jpeg())
      .withXmp(
        xmpPacket({
          title: "Ridge at dawn",
          description: "Morning light & fog",
          alt: "A ridge above a valley of fog",
          creator: "Elena Marlowe",
          rights: "© 2024 Elena Marlowe",
          subject: ["ridge", "fog"],
          credit: "Elena Marlowe Photography",
          webStatement: "https://example.com/licence",
          dateCreated: "2024-05-01T06:12:00",
        }),
      )
      .jpeg()
      .toBuffer();
    expect(await read(file)).toEqual({
      meta: {
        title: "Ridge at dawn",
        caption: "Morning light & fog",
        alt: "A ridge above a valley of fog",
        creator: "Elena Marlowe",
        copyright: "© 2024 Elena Marlowe",
        credit: "Elena Marlowe Photography",
        keywords: ["ridge", "fog"],
        licence: "https://example.com/licence",
        captured: "2024-05-01T06:12:00",
      },
      warnings: [],
    });
  });

  it("prefers XMP where both are present and disagree", async () => {
    const xmp = await sharp(await jpeg())
      .withXmp(xmpPacket({ title: "XMP title", description: "XMP caption" }))
      .jpeg()
      .toBuffer();
    const file = withIptc(xmp, [
      { record: 2, number: IIM.ObjectName, value: "IIM title" },
      { record: 2, number: IIM.CaptionAbstract, value: "IIM caption" },
    ]);
    const { meta, warnings } = await read(file);
    expect(meta).toEqual({ title: "XMP title", caption: "XMP caption" });
    expect(warnings).toEqual([
      "title: XMP dc:title and IPTC ObjectName disagree; XMP dc:title is used",
      "caption: XMP dc:description and IPTC Caption-Abstract disagree; XMP dc:description is used",
    ]);
  });

  it("reads nothing from a file without words", async () => {
    expect(await read(await jpeg())).toEqual({ warnings: [] });
  });

  it("survives malformed metadata: control characters, a 10 KB caption, broken XMP", async () => {
    const file = withIptc(await jpeg(), [
      { record: 1, number: IIM.CodedCharacterSet, value: UTF8_MARK },
      { record: 2, number: IIM.ObjectName, value: "Bad\u0000 title\u001b[31m" },
      { record: 2, number: IIM.CaptionAbstract, value: "long ".repeat(2000) },
    ]);
    const { meta, warnings } = await read(file);
    expect(meta?.title).toBe("Bad title [31m");
    expect(meta?.caption?.length).toBeLessThanOrEqual(PHOTO_META_LIMITS.caption);
    expect(warnings).toEqual([
      "title: control characters removed",
      `caption: 9999 characters cut to ${PHOTO_META_LIMITS.caption}`,
    ]);

    const broken = await sharp(await jpeg())
      .withXmp("<x:xmpmeta><rdf:RDF><dc:title><rdf:Alt><rdf:li>unclosed")
      .jpeg()
      .toBuffer();
    await expect(read(broken)).resolves.toMatchObject({ warnings: expect.any(Array) });
  });
});
