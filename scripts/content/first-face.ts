/**
 * The headings' face on a first visit. Instrument Serif is `font-display: optional` and never
 * preloaded (docs/decisions/2026-11-26-no-font-preload.md), so a first page on a slow line keeps
 * the metric fallback. This makes, at build, a copy of the face holding only the glyphs of the
 * words the home page's first screen sets in it (the site's name in the header, the hero's
 * heading, the heading over the featured prints), small enough to write into the document as a
 * `data:` URL: no request, so nothing holds the first paint, and those words are drawn in the face
 * at once. Only those elements name it (site.css, `--serif-lead`): text with a glyph it lacks
 * would be drawn in two faces. Figures: docs/decisions/2026-11-28-first-visit-face.md.
 * Build time only.
 */
import { createHash } from "node:crypto";
import subsetFont from "subset-font";
import type { Content } from "~/content/content-schema";
import { formatMessage } from "~/words/message";
import type { ResolvedWords } from "./words";

/** The copy's family name; site.css lists it after the whole face, before the fallback. */
export const LEAD_FAMILY = "Instrument Serif Lead";

/** The whole face, as site.css's @font-face serves it. */
export const WHOLE_FACE =
  "node_modules/@fontsource/instrument-serif/files/instrument-serif-latin-400-normal.woff2";

/** The words site.css sets in `--serif-lead`, as the pages write them. */
export function leadWords(
  content: Pick<Content, "photographer" | "hero">,
  words: Pick<ResolvedWords, "language" | "messages">,
): string[] {
  return [
    content.photographer.name,
    content.hero.title,
    formatMessage(words.messages["home.featuredHeading"], {}, words.language),
  ];
}

/**
 * Each character the words need, once, in code point order. White space is drawn as a space
 * (HTML collapses it), and a control character draws nothing.
 */
export function glyphsOf(words: readonly string[]): string {
  const characters = new Set<string>();
  for (const word of words)
    for (const character of word.replace(/\s+/gu, " ")) {
      if (!/\p{Cc}/u.test(character)) characters.add(character);
    }
  return [...characters].sort((a, b) => (a.codePointAt(0) ?? 0) - (b.codePointAt(0) ?? 0)).join("");
}

/**
 * The face cut down to `glyphs`, as WOFF2. Its metrics, kerning and ligatures are the whole
 * face's (harfbuzz's subsetter keeps them), so it sets the words in the same boxes. Without
 * hinting: the instructions are half the bytes, and the words it sets are 28 px and larger, where
 * outlines are drawn as well without them.
 */
export async function leadFace(glyphs: string, whole: Uint8Array): Promise<Uint8Array> {
  return subsetFont(Buffer.from(whole), glyphs, { targetFormat: "woff2", noHinting: true });
}

/** The stylesheet around the face's bytes. */
const template = [
  "@font-face {",
  `  font-family: "${LEAD_FAMILY}";`,
  "  font-style: normal;",
  "  font-weight: 400;",
  "  font-display: block;",
  '  src: url("data:font/woff2;base64,FACE") format("woff2");',
  "}",
  "",
].join("\n");

/**
 * The stylesheet's first line: what it was made of (the glyphs, the whole face and the rule
 * around them), so that a check that would make the same keeps it (the cut takes about a second).
 */
function madeOf(glyphs: string, whole: Uint8Array): string {
  const made = createHash("sha256").update(whole).update(template).digest("hex").slice(0, 16);
  const listed = JSON.stringify(glyphs).replaceAll("*/", "*\\/");
  return `/* ${LEAD_FAMILY}: Instrument Serif (SIL Open Font License) cut to ${listed} by npm run check (scripts/content/first-face.ts), ${made}. */`;
}

/**
 * The stylesheet that declares the cut face, or `previous` when it was made of the same glyphs,
 * face and rule. `block`, not the whole face's `optional`: Chromium decodes even a `data:` URL
 * face in a task after the first layout, and an `optional` face that was not there then is never
 * used on that page. `block` keeps the words unpainted for those few milliseconds, then draws
 * them once, in the face: never in the fallback first, so nothing moves.
 */
export async function leadFaceCss(
  glyphs: string,
  whole: Uint8Array,
  previous = "",
): Promise<string> {
  const first = madeOf(glyphs, whole);
  if (previous.startsWith(`${first}\n`)) return previous;
  const face = Buffer.from(await leadFace(glyphs, whole)).toString("base64");
  return `${first}\n${template.replace("FACE", face)}`;
}
