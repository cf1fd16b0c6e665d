import { readFileSync } from "node:fs";
import { createFontStack } from "@capsizecss/core";
import arial from "@capsizecss/metrics/arial";
import instrumentSans from "@capsizecss/metrics/instrumentSans";
import instrumentSerif from "@capsizecss/metrics/instrumentSerif";
import timesNewRoman from "@capsizecss/metrics/timesNewRoman";
import { describe, expect, it } from "vitest";

const css = readFileSync("app/ui/site.css", "utf8");
const root = readFileSync("app/root.tsx", "utf8");

/** The declarations of the @font-face rule for `family`, by property. */
function fontFace(family: string): Record<string, string> {
  for (const [, body = ""] of css.matchAll(/@font-face\s*{([^}]*)}/g)) {
    if (!body.includes(`font-family: "${family}"`)) continue;
    return Object.fromEntries(
      body
        .split(";")
        .map((d) => d.trim().split(/:\s*/))
        .filter((d): d is [string, string] => d.length >= 2)
        .map(([k, ...v]) => [k, v.join(":").replace(/\s+/g, " ")]),
    );
  }
  throw new Error(`no @font-face for ${family}`);
}

describe("the headings' face", () => {
  it("has a fallback scaled to its metrics, so swapping moves nothing", () => {
    const [expected] = createFontStack([instrumentSerif, timesNewRoman], {
      fontFaceFormat: "styleObject",
    }).fontFaces;
    const want = expected?.["@font-face"];
    const face = fontFace("Instrument Serif Fallback");
    expect(face["size-adjust"]).toBe(want?.sizeAdjust);
    expect(face["ascent-override"]).toBe(want?.ascentOverride);
    expect(face["descent-override"]).toBe(want?.descentOverride);
    expect(face["line-gap-override"]).toBe(want?.lineGapOverride);
    expect(face.src).toContain('local("Times New Roman")');
  });

  it("is self-hosted, never swapped in, and never preloaded ahead of the page's largest picture", () => {
    const face = fontFace("Instrument Serif");
    const file = /url\("[^"]*\/(@fontsource\/[^"]+\.woff2)"\)/.exec(face.src ?? "")?.[1];
    expect(file).toMatch(/latin-400-normal\.woff2$/);
    expect(face["font-display"]).toBe("optional");
    expect(root).not.toContain("instrument-serif");
    expect(root).not.toMatch(/rel: "preload"/);
    expect(css).toMatch(/--serif: "Instrument Serif", "Instrument Serif Fallback"/);
  });
});

describe("the headings' face on a first visit", () => {
  it("the home page's first words name the face cut to their glyphs, between the whole face and its fallback", () => {
    expect(css).toMatch(
      /--serif-lead: "Instrument Serif", "Instrument Serif Lead", "Instrument Serif Fallback", serif;/,
    );
    // The cut face holds the glyphs of these words only (scripts/content/first-face.ts): any other
    // text that named it could be drawn in two faces.
    const users = [...css.matchAll(/([^{}]+)\{[^{}]*var\(--serif-lead\)[^{}]*\}/g)].map(([, s]) =>
      (s ?? "").replace(/\/\*[\s\S]*?\*\//g, "").trim(),
    );
    expect(users).toEqual([".brand", ".hero h1", ".featured > h2"]);
    for (const room of [
      "certificates/certificate",
      "inquiry/inquiry",
      "subscriptions/subscribe",
      "viewer/viewer",
    ])
      expect(readFileSync(`app/${room}.css`, "utf8")).not.toContain("--serif-lead");
  });
});

describe("the body's face", () => {
  it("has a fallback scaled to its metrics, so swapping moves nothing", () => {
    const [expected] = createFontStack([instrumentSans, arial], {
      fontFaceFormat: "styleObject",
    }).fontFaces;
    const want = expected?.["@font-face"];
    const face = fontFace("Instrument Sans Fallback");
    expect(face["size-adjust"]).toBe(want?.sizeAdjust);
    expect(face["ascent-override"]).toBe(want?.ascentOverride);
    expect(face["descent-override"]).toBe(want?.descentOverride);
    expect(face["line-gap-override"]).toBe(want?.lineGapOverride);
    expect(face.src).toContain('local("Arial")');
    expect(face.src).toContain('local("Liberation Sans")');
  });

  it("is self-hosted, never swapped in, and never preloaded ahead of the page's largest picture", () => {
    const face = fontFace("Instrument Sans");
    const file = /url\("[^"]*\/(@fontsource-variable\/[^"]+\.woff2)"\)/.exec(face.src ?? "")?.[1];
    expect(file).toMatch(/latin-wght-normal\.woff2$/);
    expect(face["font-weight"]).toBe("400 700");
    expect(face["font-display"]).toBe("optional");
    expect(root).not.toContain("instrument-sans");
    expect(css).toMatch(/--sans: "Instrument Sans", "Instrument Sans Fallback"/);
  });
});
