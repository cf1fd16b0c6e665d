import { readFileSync } from "node:fs";
import fontverter from "fontverter";
import * as hb from "harfbuzzjs";
import { describe, expect, it } from "vitest";
import {
  glyphsOf,
  LEAD_FAMILY,
  leadFaceCss,
  leadWords,
  WHOLE_FACE,
} from "../../scripts/content/first-face";
import { loadContent } from "../../scripts/content/load";

/**
 * The headings' face cut to the home page's first words (scripts/content/first-face.ts), made from
 * the second photographer's content (German, tests/fixtures/second-photographer): the glyphs come
 * from the content and the words of the site's language, and the cut face sets them exactly as
 * the whole face does.
 */

const FIXTURE = "tests/fixtures/second-photographer";
const whole = readFileSync(WHOLE_FACE);

/** The face written into the stylesheet, as the browser decodes it. */
async function faceOf(css: string): Promise<hb.Face> {
  const base64 = /url\("data:font\/woff2;base64,([A-Za-z0-9+/=]+)"\)/.exec(css)?.[1];
  if (!base64) throw new Error("no data: URL in the stylesheet");
  return faceFrom(Buffer.from(base64, "base64"));
}

async function faceFrom(woff2: Buffer): Promise<hb.Face> {
  return new hb.Face(new hb.Blob(await fontverter.convert(woff2, "sfnt")));
}

/** How the face sets `text`: each glyph's advance and offsets, in font units. */
function setting(face: hb.Face, text: string) {
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(new hb.Font(face), buffer);
  return buffer.getGlyphPositions().map((p) => [p.xAdvance, p.xOffset, p.yOffset]);
}

describe("the home page's first words", () => {
  it("are the site's name, the hero's heading and the featured prints' heading, in the site's language", async () => {
    const { content, words } = await loadContent(FIXTURE, { photographs: false });
    if (!content || !words) throw new Error("the fixture does not load");
    const lead = leadWords(content, words);
    expect(lead).toEqual(["Mira Okafor", "Häfen, Wälder, Stille", "Ausgewählte Abzüge"]);
    expect(glyphsOf(lead)).toBe(" ,AHMOSWabdefghiklnorstuwzäü");
  });

  it("are drawn with each character once, white space as a space, control characters left out", () => {
    expect(glyphsOf(["Bä b", "a\tä\n\u0007c"])).toBe(" Babcä");
  });
});

describe("the headings' face cut to them", () => {
  const lead = ["Mira Okafor", "Häfen, Wälder, Stille", "Ausgewählte Abzüge"];
  const glyphs = glyphsOf(lead);
  const made = leadFaceCss(glyphs, whole);

  it("holds their glyphs and no other, and sets them in the whole face's boxes", async () => {
    const css = await made;
    expect(css).toContain(`font-family: "${LEAD_FAMILY}";`);
    // Never `optional`: Chromium decodes a data: URL face after the first layout, and an
    // optional face that is late is never used on that page (measured: the fallback, every time).
    expect(css).toContain("font-display: block;");
    const cut = await faceOf(css);
    const full = await faceFrom(whole);
    expect(String.fromCodePoint(...cut.collectUnicodes())).toBe(glyphs);
    // The line's height and each glyph's advance, kerning included: nothing moves between a
    // first visit and the next.
    expect(cut.upem).toBe(full.upem);
    // hhea's ascender, descender and line gap; OS/2's typographic and Windows ones.
    for (const [table, from, to] of [
      ["hhea", 4, 10],
      ["OS/2", 68, 78],
    ] as const)
      expect(Buffer.from(cut.referenceTable(table) ?? []).subarray(from, to)).toEqual(
        Buffer.from(full.referenceTable(table) ?? []).subarray(from, to),
      );
    for (const text of lead) expect(setting(cut, text)).toEqual(setting(full, text));
    // Small enough to come with every document: 28 glyphs, 5.4 KB of stylesheet.
    expect(css.length).toBeLessThan(6_000);
  });

  it("is made again only when its glyphs or the whole face change", async () => {
    const kept = `${await made}/* kept */`;
    expect(await leadFaceCss(glyphs, whole, kept)).toBe(kept);
    expect(await leadFaceCss(`${glyphs}z`, whole, kept)).not.toBe(kept);
    const another = readFileSync(
      WHOLE_FACE.replace("instrument-serif-latin", "instrument-serif-latin-ext"),
    );
    expect(await leadFaceCss(glyphs, another, kept)).not.toBe(kept);
  });
});
