/**
 * Writes metadata segments into a JPEG for tests, byte for byte (no library decides for us).
 *
 * IPTC-IIM, as Photoshop and Lightroom do: an APP13 "Photoshop 3.0"
 * segment holding an 8BIM resource 0x0404 whose data is IIM datasets (0x1C, record, number,
 * length, bytes). Values are written as given, so a test can write Latin-1 or UTF-8 bytes and
 * decide whether to mark the set UTF-8 (CodedCharacterSet 1:90 = ESC % G).
 */
export type IimDataset = { record: 1 | 2; number: number; value: Buffer | string };

/** IIM dataset numbers (record 2) by IPTC name. */
export const IIM = {
  CodedCharacterSet: 90, // record 1
  ObjectName: 5,
  Keywords: 25,
  DateCreated: 55,
  TimeCreated: 60,
  ByLine: 80,
  Headline: 105,
  Credit: 110,
  CopyrightNotice: 116,
  CaptionAbstract: 120,
} as const;

export const UTF8_MARK = Buffer.from([0x1b, 0x25, 0x47]);

function iimBytes(datasets: readonly IimDataset[]): Buffer {
  const parts = datasets.map(({ record, number, value }) => {
    const data = typeof value === "string" ? Buffer.from(value, "utf8") : value;
    const head = Buffer.from([0x1c, record, number, data.length >> 8, data.length & 0xff]);
    return Buffer.concat([head, data]);
  });
  return Buffer.concat(parts);
}

/** A JPEG with an APP13 segment of `datasets` inserted right after SOI. */
export function withIptc(jpeg: Buffer, datasets: readonly IimDataset[]): Buffer {
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) throw new Error("not a JPEG");
  const iim = iimBytes(datasets);
  const size = Buffer.alloc(4);
  size.writeUInt32BE(iim.length);
  const resource = Buffer.concat([
    Buffer.from("8BIM"),
    Buffer.from([0x04, 0x04, 0x00, 0x00]),
    size,
    iim,
    iim.length % 2 ? Buffer.from([0]) : Buffer.alloc(0),
  ]);
  const body = Buffer.concat([Buffer.from("Photoshop 3.0\0", "latin1"), resource]);
  if (body.length + 2 > 0xffff) throw new Error("IPTC block too large for one APP13 segment");
  const marker = Buffer.from([0xff, 0xed, (body.length + 2) >> 8, (body.length + 2) & 0xff]);
  return Buffer.concat([jpeg.subarray(0, 2), marker, body, jpeg.subarray(2)]);
}

/**
 * A JPEG tagged with an ICC profile (APP2 "ICC_PROFILE") without converting its pixels: the
 * stored values are the profile's (sharp's `withIccProfile` converts them first).
 */
export function withIccProfile(jpeg: Buffer, icc: Buffer): Buffer {
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) throw new Error("not a JPEG");
  const body = Buffer.concat([Buffer.from("ICC_PROFILE\0", "latin1"), Buffer.from([1, 1]), icc]);
  if (body.length + 2 > 0xffff) throw new Error("profile too large for one APP2 segment");
  const marker = Buffer.from([0xff, 0xe2, (body.length + 2) >> 8, (body.length + 2) & 0xff]);
  return Buffer.concat([jpeg.subarray(0, 2), marker, body, jpeg.subarray(2)]);
}

/** A JPEG with an XMP packet in an APP1 segment, pixels and other segments untouched. */
export function withXmpSegment(jpeg: Buffer, xmp: string): Buffer {
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) throw new Error("not a JPEG");
  const body = Buffer.concat([
    Buffer.from("http://ns.adobe.com/xap/1.0/\0", "latin1"),
    Buffer.from(xmp, "utf8"),
  ]);
  if (body.length + 2 > 0xffff) throw new Error("XMP too large for one APP1 segment");
  const marker = Buffer.from([0xff, 0xe1, (body.length + 2) >> 8, (body.length + 2) & 0xff]);
  return Buffer.concat([jpeg.subarray(0, 2), marker, body, jpeg.subarray(2)]);
}
