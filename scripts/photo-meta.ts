/**
 * The words a photographer wrote into an original (XMP, IPTC-IIM, EXIF), as `PhotoMeta`.
 *
 * exifr parses the file (pure JavaScript, reads only the header segments); everything after
 * that is small pure functions over its output, so each rule has a unit test:
 * - which field wins (XMP, then IPTC-IIM, then EXIF, as the IPTC Photo Metadata standard and
 *   Lightroom have it);
 * - IPTC-IIM text encoding: exifr hands IIM values back byte for byte as Latin-1, and does not
 *   read record 1, so `CodedCharacterSet` (1:90; ESC % G means UTF-8) is looked up here in the
 *   raw APP13 block;
 * - cleaning: XML entities exifr leaves in XMP text, control characters, runs of white space,
 *   and lengths past `PHOTO_META_LIMITS`. Each repair is reported, never thrown: bad words must
 *   not stop a build.
 */
import exifr from "exifr";
import type { PhotoMeta } from "~/images/image-manifest";
import { PHOTO_META_LIMITS } from "~/images/image-manifest-schema";

/** exifr's output with `mergeOutput: false`: one object per block (xmp namespaces by prefix). */
export type RawMetadata = Record<string, Record<string, unknown> | undefined>;

export type MetaReading = { meta?: PhotoMeta; warnings: string[] };

const ESC_PERCENT_G = [0x1b, 0x25, 0x47];

/**
 * Whether an IPTC-IIM block declares UTF-8: dataset 1:90 (CodedCharacterSet) = ESC % G.
 * `block` is the APP13 segment or bare IIM (sharp's `metadata().iptc`).
 */
export function iptcDeclaresUtf8(block: Uint8Array | undefined): boolean {
  if (!block) return false;
  for (let i = 0; i + 4 < block.length; i++) {
    if (block[i] === 0x1c && block[i + 1] === 0x01 && block[i + 2] === 0x5a) {
      const length = ((block[i + 3] ?? 0) << 8) | (block[i + 4] ?? 0);
      const value = block.subarray(i + 5, i + 5 + length);
      return length === 3 && ESC_PERCENT_G.every((b, k) => value[k] === b);
    }
  }
  return false;
}

const utf8 = new TextDecoder("utf-8", { fatal: true });
const windows1252 = new TextDecoder("windows-1252");

/**
 * An IIM value as exifr returns it (each byte as one Latin-1 character) decoded properly.
 * Declared UTF-8: UTF-8. Undeclared: UTF-8 if the bytes are valid UTF-8 (many tools omit 1:90),
 * else Windows-1252, the Latin-1 superset older software writes; `latin1` says so.
 */
export function decodeIptcText(
  value: string,
  declaredUtf8: boolean,
): { text: string; latin1: boolean } {
  const bytes = Buffer.from(value, "latin1");
  if (declaredUtf8) return { text: new TextDecoder("utf-8").decode(bytes), latin1: false };
  if (!bytes.some((b) => b >= 0x80)) return { text: value, latin1: false };
  try {
    return { text: utf8.decode(bytes), latin1: false };
  } catch {
    return { text: windows1252.decode(bytes), latin1: true };
  }
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** XML character references, which exifr leaves in XMP text (`&amp;`, `&#169;`). */
export function decodeXmlEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code =
        name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : "";
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** C0 and C1 control characters, DEL, and the Unicode line/paragraph separators. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029\ufffd]/g;

/**
 * One line of text, at most `limit` characters: control characters and U+FFFD (a decoding
 * failure) removed, white space runs (new lines included) made one space, trimmed, and cut at a
 * word boundary with '…' when too long. `problems` names each repair.
 */
export function cleanText(value: string, limit: number): { text: string; problems: string[] } {
  const problems: string[] = [];
  let text = value.normalize("NFC");
  if (CONTROL.test(text)) {
    problems.push("control characters removed");
    text = text.replace(CONTROL, " ");
  }
  text = text.replace(/\s+/g, " ").trim();
  if (text.length > limit) {
    problems.push(`${text.length} characters cut to ${limit}`);
    const room = [...text.slice(0, limit - 1)].join("");
    const cut = room.replace(/\s+\S*$/, "");
    // Cut at a word boundary unless that loses more than a fifth of the room.
    text = `${(cut.length >= room.length * 0.8 ? cut : room).trimEnd()}…`;
    // A surrogate pair split by slice() is dropped whole.
    text = text.replace(/[\ud800-\udbff](?![\udc00-\udfff])/g, "");
  }
  return { text, problems };
}

/** A value exifr gives for an XMP field: text, a lang-alt (`{ lang, value }` or a list), a Seq/Bag. */
function xmpTexts(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  if (typeof value === "string" || typeof value === "number") return [String(value)];
  if (Array.isArray(value)) {
    const alts = value.filter((v): v is { lang: string; value: unknown } => isLangAlt(v));
    if (alts.length > 0 && alts.length === value.length) {
      const chosen = alts.find((a) => a.lang === "x-default") ?? alts[0];
      return chosen ? xmpTexts(chosen.value) : [];
    }
    return value.flatMap(xmpTexts);
  }
  if (isLangAlt(value)) return xmpTexts(value.value);
  return [];
}

function isLangAlt(v: unknown): v is { lang: string; value: unknown } {
  return typeof v === "object" && v !== null && "lang" in v && "value" in v;
}

function iptcTexts(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === "string");
  return [];
}

/** `2024:05:01 06:12:00`, `2024-05-01T06:12:00+02:00`, IIM `20240501` + `061200+0200` → ISO. */
export function isoCaptureDate(date: string, time?: string): string | undefined {
  const exif =
    /^(\d{4})[:-](\d{2})[:-](\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?(\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/.exec(
      date.trim(),
    );
  const iim = /^(\d{4})(\d{2})(\d{2})$/.exec(date.trim());
  let parts: (string | undefined)[];
  if (exif) parts = exif.slice(1);
  else if (iim) {
    const t = time ? /^(\d{2})(\d{2})(\d{2})([+-]\d{4})?$/.exec(time.trim()) : null;
    parts = [...iim.slice(1), t?.[1], t?.[2], t?.[3], undefined, t?.[4]];
  } else return undefined;
  const [y, mo, d, h, mi, s, , zone] = parts;
  const month = Number(mo);
  const day = Number(d);
  if (Number(y) < 1826 || month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  if (h !== undefined && (Number(h) > 23 || Number(mi) > 59 || Number(s ?? 0) > 60))
    return undefined;
  const clock = h === undefined ? "" : `T${h}:${mi}:${s ?? "00"}`;
  const offset =
    !clock || !zone ? "" : zone === "Z" ? "Z" : zone.replace(/^([+-]\d{2}):?(\d{2})$/, "$1:$2");
  return `${y}-${mo}-${d}${clock}${offset}`;
}

type TextField = "title" | "caption" | "alt" | "creator" | "copyright" | "credit";

/**
 * The PhotoMeta of one original from exifr's output and the raw IPTC block (for its character
 * set). Pure. Warnings do not name the file: the caller adds it.
 */
export function photoMetaFrom(raw: RawMetadata, iptcBlock?: Uint8Array): MetaReading {
  const warnings: string[] = [];
  const xmp = (ns: string, key: string) => xmpTexts(raw[ns]?.[key]).map(decodeXmlEntities);
  const declaredUtf8 = iptcDeclaresUtf8(iptcBlock);
  let sawLatin1 = false;
  const iptc = (key: string) =>
    iptcTexts(raw.iptc?.[key]).map((v) => {
      const { text, latin1 } = decodeIptcText(v, declaredUtf8);
      sawLatin1 ||= latin1;
      return text;
    });
  const exif = (key: string) =>
    iptcTexts(raw.ifd0?.[key] ?? raw.exif?.[key]).map((v) => decodeIptcText(v, false).text);

  const meta: PhotoMeta = {};
  const setText = (field: TextField, candidates: { from: string; values: string[] }[]) => {
    const present = candidates
      .map((c) => ({
        from: c.from,
        value: cleanText(c.values.join(", "), PHOTO_META_LIMITS[field]),
      }))
      .filter((c) => c.value.text !== "");
    const [first, ...rest] = present;
    if (!first) return;
    meta[field] = first.value.text;
    for (const p of first.value.problems) warnings.push(`${field}: ${p}`);
    const other = rest.find((r) => r.value.text !== first.value.text);
    if ((field === "title" || field === "caption") && other && other.from !== "Headline") {
      warnings.push(`${field}: ${first.from} and ${other.from} disagree; ${first.from} is used`);
    }
  };

  setText("title", [
    { from: "XMP dc:title", values: xmp("dc", "title") },
    { from: "IPTC ObjectName", values: iptc("ObjectName") },
    {
      from: "Headline",
      values: [...xmp("photoshop", "Headline"), ...iptc("Headline")].slice(0, 1),
    },
  ]);
  setText("caption", [
    { from: "XMP dc:description", values: xmp("dc", "description") },
    { from: "IPTC Caption-Abstract", values: iptc("Caption") },
  ]);
  setText("alt", [
    { from: "XMP AltTextAccessibility", values: xmp("Iptc4xmpCore", "AltTextAccessibility") },
  ]);
  setText("creator", [
    { from: "XMP dc:creator", values: xmp("dc", "creator") },
    { from: "IPTC By-line", values: iptc("Byline") },
    { from: "EXIF Artist", values: exif("Artist") },
  ]);
  setText("copyright", [
    { from: "XMP dc:rights", values: xmp("dc", "rights") },
    { from: "IPTC CopyrightNotice", values: iptc("CopyrightNotice") },
    { from: "EXIF Copyright", values: exif("Copyright") },
  ]);
  setText("credit", [
    { from: "XMP photoshop:Credit", values: xmp("photoshop", "Credit") },
    { from: "IPTC Credit", values: iptc("Credit") },
  ]);

  const xmpKeywords = xmp("dc", "subject");
  const keywordSource = xmpKeywords.length > 0 ? xmpKeywords : iptc("Keywords");
  const keywords: string[] = [];
  let keywordProblems = 0;
  for (const k of keywordSource.flatMap((k) => k.split(/[;,]/))) {
    const { text, problems } = cleanText(k, PHOTO_META_LIMITS.keyword);
    keywordProblems += problems.length;
    if (text && !keywords.includes(text)) keywords.push(text);
  }
  if (keywordProblems > 0) warnings.push(`keywords: ${keywordProblems} repaired`);
  if (keywords.length > PHOTO_META_LIMITS.keywords) {
    warnings.push(`keywords: ${keywords.length} cut to ${PHOTO_META_LIMITS.keywords}`);
  }
  if (keywords.length > 0) meta.keywords = keywords.slice(0, PHOTO_META_LIMITS.keywords);

  const licence = [
    ...xmp("xmpRights", "WebStatement"),
    ...xmpTexts((raw.plus?.Licensor as Record<string, unknown> | undefined)?.LicensorURL),
  ]
    .map((v) => v.trim())
    .find(Boolean);
  if (licence) {
    if (/^https?:\/\/[^\s]+$/i.test(licence) && licence.length <= PHOTO_META_LIMITS.licence) {
      meta.licence = licence;
    } else warnings.push("licence: not an http(s) URL, left out");
  }

  const dates: [string, string | undefined][] = [
    ...xmp("photoshop", "DateCreated").map((d): [string, undefined] => [d, undefined]),
    ...xmp("exif", "DateTimeOriginal").map((d): [string, undefined] => [d, undefined]),
    ...iptcTexts(raw.exif?.DateTimeOriginal).map((d): [string, undefined] => [d, undefined]),
    ...iptcTexts(raw.iptc?.DateCreated).map((d): [string, string | undefined] => [
      d,
      iptcTexts(raw.iptc?.TimeCreated)[0],
    ]),
  ];
  const firstDate = dates[0];
  if (firstDate) {
    const captured = isoCaptureDate(...firstDate);
    if (captured) meta.captured = captured;
    else
      warnings.push(`capture date "${cleanText(firstDate[0], 40).text}" is not a date, left out`);
  }

  if (sawLatin1) {
    warnings.push("IPTC-IIM text is not marked UTF-8 (CodedCharacterSet) and was read as Latin-1");
  }
  return Object.keys(meta).length > 0 ? { meta, warnings } : { warnings };
}

/** exifr's options: every block that carries words, values as written (no Date objects). */
const EXIFR_OPTIONS: NonNullable<Parameters<typeof exifr.parse>[1]> = {
  tiff: true,
  ifd0: {},
  exif: true,
  gps: false,
  interop: false,
  ifd1: false,
  iptc: true,
  xmp: true,
  icc: false,
  jfif: false,
  ihdr: false,
  makerNote: false,
  userComment: false,
  multiSegment: true,
  mergeOutput: false,
  reviveValues: false,
  translateValues: false,
  sanitize: true,
};

/**
 * Reads and cleans the words of the original at `path`. Never throws: a file exifr cannot read
 * gives a warning and no words (the picture itself may still be fine).
 */
export async function readPhotoMeta(path: string, iptcBlock?: Uint8Array): Promise<MetaReading> {
  let raw: RawMetadata | undefined;
  try {
    raw = (await exifr.parse(path, EXIFR_OPTIONS)) as RawMetadata | undefined;
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).split("\n")[0];
    return { warnings: [`metadata could not be read (${reason}); the catalogue's words are used`] };
  }
  return photoMetaFrom(raw ?? {}, iptcBlock);
}
