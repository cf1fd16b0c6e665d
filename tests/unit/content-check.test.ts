import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { loadContent, nearest, problemLine } from "../../scripts/content/load";

/**
 * `npm run check` on the second photographer's content (tests/fixtures/second-photographer), copied
 * to a temporary `content/` folder and changed in one place per test: each mistake gives the one
 * line the photographer reads, naming file, line and field.
 */

const FIXTURE = "tests/fixtures/second-photographer";
let root: string | undefined;

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

/** A copy of the fixture as `<tmp>/content`, and where its files are. */
function content(): string {
  root = mkdtempSync(join(tmpdir(), "content-check-"));
  const dir = join(root, "content");
  cpSync(FIXTURE, dir, { recursive: true });
  return dir;
}

function edit(dir: string, file: string, from: string, to: string) {
  const path = join(dir, file);
  const text = readFileSync(path, "utf8");
  if (!text.includes(from)) throw new Error(`${file} has no "${from}"`);
  writeFileSync(path, text.replace(from, to));
}

/** The lines `npm run check` prints, paths as seen from the project. */
async function lines(dir: string): Promise<string[]> {
  const { problems } = await loadContent(dir, { root });
  return problems.map(problemLine);
}

describe("npm run check", () => {
  it("passes the fixture, and gives the site its content", async () => {
    const { content: read, problems } = await loadContent(FIXTURE);
    expect(problems).toEqual([]);
    expect(read?.collections.map((c) => [c.slug, c.numbers])).toEqual([
      ["harbour", [1, 2, 3]],
      ["forest", [1, 2, 3, 4]],
      ["studio", [1, 2]],
      ["archive", Array.from({ length: 60 }, (_, i) => i + 1)],
    ]);
    expect(read?.pricing).toEqual({ currency: "EUR", locale: "de-DE", unit: "cm", border: 2.5 });
    expect(read?.collections[0]?.prints["1"]).toEqual({
      title: "Kran im Morgengrauen",
      edition: { kind: "limited", size: 10, sold: 3 },
    });
  });

  it("the photographer's signature: as drawn, a large scan scaled, none or two said", async () => {
    const dir = content();
    const svg = (await loadContent(dir)).content?.signature;
    expect(svg?.src).toMatch(/^data:image\/svg\+xml;base64,/);
    expect([svg?.width, svg?.height]).toEqual([240, 80]);
    // A 3000 px scan is scaled to what a certificate prints; a second file is ignored, said once.
    rmSync(join(dir, "signature.svg"));
    await sharp({ create: { width: 3000, height: 1000, channels: 3, background: "#fff" } })
      .png()
      .toFile(join(dir, "signature.png"));
    writeFileSync(join(dir, "signature.jpg"), "not a picture");
    const scanned = await loadContent(dir, { root });
    expect(scanned.content?.signature).toMatchObject({ width: 800, height: 267 });
    expect(scanned.content?.signature?.src).toMatch(/^data:image\/png;base64,/);
    expect(scanned.problems.map(problemLine)).toEqual([
      "content/signature.png: warning: signature.jpg ignored: the certificates show one signature, this one",
    ]);
    rmSync(join(dir, "signature.png"));
    expect(await lines(dir)).toEqual([
      "content/signature.jpg: cannot be read as a picture (Input buffer contains unsupported image format): save it again as SVG or PNG",
    ]);
    rmSync(join(dir, "signature.jpg"));
    expect(await lines(dir)).toEqual([
      "content/signature.svg: warning: no signature yet: certificates show an empty line to sign by hand; add yours as signature.svg or signature.png (docs/editions.md)",
    ]);
  });

  it("a wrong type", async () => {
    const dir = content();
    edit(dir, "harbour/collection.yaml", "size: 10", "size: twenty");
    expect(await lines(dir)).toEqual([
      'content/harbour/collection.yaml:13 › prints.001.edition.size: expected a whole number, got "twenty"',
    ]);
  });

  it("an unknown key, with the nearest known one", async () => {
    const dir = content();
    edit(dir, "studio/collection.yaml", "title: Atelier", "titel: Atelier");
    expect(await lines(dir)).toEqual([
      'content/studio/collection.yaml:2 › titel: unknown field "titel": did you mean "title"?',
    ]);
    expect(nearest("longDescripton", ["description", "longDescription"])).toBe("longDescription");
    expect(nearest("colour", ["title", "order"])).toBeUndefined();
  });

  it("a print's words for a number with no photograph or sample", async () => {
    const dir = content();
    edit(dir, "harbour/collection.yaml", "  001:\n", "  004:\n");
    expect(await lines(dir)).toEqual([
      "content/harbour/collection.yaml:11 › prints.004: there is no print 004 in harbour: no photograph 004.jpg beside this file (it has 0 photographs and samples: 3)",
      // Print 001 lost its edition with its line, and the register has copies of it.
      "content/editions.yaml:4 › prints.HARBOUR-001: HARBOUR-001 is not in an edition: only copies of a limited edition are numbered and recorded here",
    ]);
  });

  it("a featured, hero or about print that does not exist", async () => {
    const dir = content();
    edit(dir, "site.yaml", "- print: STUDIO-002", "- print: STUDIO-003");
    edit(dir, "site.yaml", "print: HARBOUR-002", "print: HARBOR-002");
    edit(dir, "site.yaml", "photo: FOREST-001", "photo: FOREST-009");
    expect(await lines(dir)).toEqual([
      "content/site.yaml:26 › home.hero.photo.print: HARBOR-002 does not exist: the hero's photograph must be one of the prints (collections: archive, forest, harbour, studio)",
      "content/site.yaml:32 › home.featured.2.print: STUDIO-003 does not exist: a featured print must be one of the prints (studio has 001, 002)",
      "content/site.yaml:41 › about.photo: FOREST-009 does not exist: the about page's photograph must be one of the prints (forest has 001, 002, 003, 004)",
    ]);
  });

  it("the About page's record: an entry without its year, or with a link that is no address", async () => {
    const dir = content();
    edit(dir, "site.yaml", "{ year: 2021, title: Holz", "{ title: Holz");
    edit(dir, "site.yaml", "link: https://nordlicht.example/gezeiten", "link: nordlicht");
    edit(dir, "site.yaml", "awards:\n    - { year: 2020", "awards:\n    - { year: twenty");
    expect(await lines(dir)).toEqual([
      "content/site.yaml:46 › about.exhibitions.0.link: expected a web address such as https://example.com/show",
      "content/site.yaml:47 › about.exhibitions.1.year: expected a year such as 2019",
      "content/site.yaml:53 › about.awards.0.year: expected a year such as 2019",
    ]);
  });

  it("the photographer's portrait: one line when it is missing, unopenable, no picture, too small or without alt text", async () => {
    const dir = content();
    const at = "content/site.yaml:42 › about.portrait";
    const portrait = join(dir, "portrait.jpg");
    // A name that differs in its capitals only: said, with the file that is there.
    renameSync(portrait, join(dir, "Portrait.JPG"));
    expect(await lines(dir)).toEqual([
      `${at}.file: there is no portrait.jpg beside site.yaml, but there is Portrait.JPG: write file: Portrait.JPG, or rename the picture`,
    ]);
    rmSync(join(dir, "Portrait.JPG"));
    expect(await lines(dir)).toEqual([
      `${at}.file: there is no portrait.jpg beside site.yaml: put the picture there, or correct the name`,
    ]);
    // A folder by that name (one the site cannot open at all reads the same, with its reason).
    mkdirSync(portrait);
    expect(await lines(dir)).toEqual([
      "content/portrait.jpg/: an empty collection folder: add its collection.yaml and photographs 001.jpg, 002.jpg, … (or remove the folder)",
      `${at}.file: portrait.jpg cannot be opened (it is a folder: name the picture file itself)`,
    ]);
    rmSync(portrait, { recursive: true });
    writeFileSync(portrait, "not a picture");
    expect(await lines(dir)).toEqual([
      `${at}.file: portrait.jpg cannot be read as a picture (Input buffer contains unsupported image format): export it again as JPEG`,
    ]);
    // Too small is a warning: the site is built, the portrait a little soft.
    await sharp({ create: { width: 600, height: 750, channels: 3, background: "#556" } })
      .jpeg()
      .toFile(portrait);
    expect(await lines(dir)).toEqual([
      `${at}.file: warning: portrait.jpg is 600x750 px, too small to be sharp on the About page: export it at least 1000 px wide (1600 or more is best)`,
    ]);
    edit(dir, "site.yaml", "alt: Mira Okafor im Gegenlicht vor der Atelierwand, ", "");
    expect(await lines(dir)).toContain(
      `${at}.alt: missing: say what the portrait shows for those who cannot see it (alt: Mira Okafor on the harbour wall, her camera on a tripod)`,
    );
    edit(dir, "site.yaml", "file: portrait.jpg,", 'file: portrait.jpg, alt: " ",');
    expect(await lines(dir)).toContain(
      `${at}.alt: say what the portrait shows for those who cannot see it (alt: Mira Okafor on the harbour wall, her camera on a tripod)`,
    );
    edit(dir, "site.yaml", "file: portrait.jpg", "file: ../portrait.jpg");
    expect(await lines(dir)).toContain(
      `${at}.file: expected the name of a picture beside site.yaml, such as portrait.jpg (JPEG, PNG, WebP or TIFF), got "../portrait.jpg"`,
    );
  });

  it("the About page's picture: a portrait alone will do, but one of the two it needs", async () => {
    const dir = content();
    edit(dir, "site.yaml", "  photo: FOREST-001\n", "");
    const alone = await loadContent(dir, { root });
    expect(alone.problems).toEqual([]);
    expect(alone.content?.aboutPage.portrait).toEqual({
      file: "portrait.jpg",
      alt: "Mira Okafor im Gegenlicht vor der Atelierwand",
      credit: "Jonas Brandt",
    });
    edit(
      dir,
      "site.yaml",
      "  portrait: { file: portrait.jpg, alt: Mira Okafor im Gegenlicht vor der Atelierwand, credit: Jonas Brandt }\n",
      "",
    );
    expect(await lines(dir)).toEqual([
      "content/site.yaml:40 › about.photo: missing: the About page shows a picture: name one of the prints (photo: LANDSCAPES-001) or give your portrait (portrait:)",
    ]);
  });

  it("two collections with one title, or one address", async () => {
    const dir = content();
    edit(dir, "studio/collection.yaml", "title: Atelier", "title: Wald");
    cpSync(join(dir, "harbour"), join(dir, "Harbour"), { recursive: true });
    edit(dir, "Harbour/collection.yaml", "title: Hafen", "title: Hafen bei Nacht");
    expect(await lines(dir)).toEqual([
      "content/harbour: has the same address /portfolio/harbour as content/Harbour; rename one folder",
      'content/studio/collection.yaml:2 › title: "Wald" is already the title of content/forest/collection.yaml; give each collection its own',
    ]);
  });

  it("an edition with more sold than its size", async () => {
    const dir = content();
    edit(dir, "harbour/collection.yaml", "sold: 3", "sold: 11");
    expect(await lines(dir)).toEqual([
      "content/harbour/collection.yaml:13 › prints.001.edition.sold: 11 sold is more than the edition of 10",
    ]);
  });

  it.each([
    [
      "a tab",
      "  name: Mira Okafor",
      "\tname: Mira Okafor",
      "content/site.yaml:4: indent with spaces, not tabs",
    ],
    [
      "a line indented too far",
      "  siteName: Mira Okafor Fotografie",
      "   siteName: Mira Okafor Fotografie",
      "content/site.yaml:5: this line is indented further than the one above: line up the fields of one group",
    ],
    [
      "no space after a colon",
      "  experience: 12 Jahre",
      "  experience:12 Jahre",
      "content/site.yaml:8: put a space after the colon (experience: …)",
    ],
    [
      "a quote never closed",
      "  philosophy: Weniger Bilder, besser gedruckt.",
      '  philosophy: "Weniger Bilder, besser gedruckt.',
      'content/site.yaml:11: this text opens a quote (") that is never closed: close it at the end of the text, or take it out',
    ],
    [
      "a colon inside a text",
      "  philosophy: Weniger Bilder, besser gedruckt.",
      "  philosophy: Mein Motto: weniger Bilder.",
      'content/site.yaml:11: this text holds a colon and a space: put it in quotes (philosophy: "Mein Motto: weniger Bilder.")',
    ],
  ])("a YAML slip in plain words, on its line: %s", async (_, from, to, line) => {
    const dir = content();
    edit(dir, "site.yaml", from, to);
    expect(await lines(dir)).toEqual([line]);
  });

  it("a stated card range or featured price that disagrees with the prices: a warning", async () => {
    const dir = content();
    edit(dir, "harbour/collection.yaml", "  print: 2", "  print: 2\n  priceRange: 45 € - 220 €");
    edit(dir, "forest/collection.yaml", "  print: 1", "  print: 1\n  priceRange: 70 € - 140 €");
    edit(
      dir,
      "site.yaml",
      "    - print: HARBOUR-001",
      "    - print: HARBOUR-001\n      price: ab 55 €",
    );
    const { content: read, problems } = await loadContent(dir, { root, photographs: false });
    expect(read, "warnings only: the site is built").toBeDefined();
    expect(problems.map(problemLine)).toEqual([
      "content/site.yaml:30 › home.featured.0.price: warning: says 55 but HARBOUR-001 costs from 60 (its smallest size, first paper and frame): correct it, or leave it out and the site says the lowest",
      "content/harbour/collection.yaml:9 › card.priceRange: warning: says 45 - 220 but its prints cost 60 - 220 (smallest to largest size, first paper and frame): correct it, or leave it out and the site works it out",
    ]);
  });

  it("a word where a price goes: the word, on its own line, and what to write", async () => {
    const dir = content();
    edit(dir, "site.yaml", "50x70: 70", "50x70: siebzig");
    expect(await lines(dir)).toEqual([
      'content/site.yaml:82 › pricing.frames.1.adds.50x70: "siebzig" is not an amount: write a number such as 80',
    ]);
  });

  it("a frame's look the scale view cannot draw, and the ones it can", async () => {
    const dir = content();
    edit(
      dir,
      "site.yaml",
      "      label: Eichenrahmen",
      "      label: Eichenrahmen\n      look: eiche",
    );
    expect(await lines(dir)).toEqual([
      "content/site.yaml:80 › pricing.frames.1.look: expected one of none, black, white, oak, walnut, silver",
    ]);
    edit(dir, "site.yaml", "look: eiche", "look: walnut");
    const { content: read, problems } = await loadContent(dir, { root, photographs: false });
    expect(problems).toEqual([]);
    expect(read?.printDefaults.frames.map((f) => f.look)).toEqual([undefined, "walnut"]);
  });

  it("a region for every other country, and a country code that is none", async () => {
    const dir = content();
    edit(dir, "site.yaml", "countries: [AT, BE, DK, FR, NL, PL]", "countries: rest");
    const { content: read, problems } = await loadContent(dir, { root, photographs: false });
    expect(problems).toEqual([]);
    const [germany, rest] = read?.shipping.regions ?? [];
    expect(germany?.countries).toEqual(["DE"]);
    expect(rest?.countries).toHaveLength(248);
    expect(rest?.countries).not.toContain("DE");
    expect(rest?.countries).toContain("JP");

    edit(dir, "site.yaml", "countries: [DE]", "countries: [UK]");
    edit(dir, "site.yaml", "countries: rest", "countries: []");
    expect(await lines(dir)).toEqual([
      'content/site.yaml:94 › shipping.regions.0.countries.0: "UK" is not a country code: the United Kingdom is GB',
      "content/site.yaml:101 › shipping.regions.1.countries: expected at least one country code, or rest for every country the other regions leave out",
    ]);
  });

  it("a size priced in one place and missing in another", async () => {
    const dir = content();
    edit(dir, "site.yaml", "70x100: 110", "70x110: 110");
    edit(dir, "site.yaml", "30x40: 9", "30x45: 9");
    expect(await lines(dir)).toEqual([
      "content/site.yaml:83 › pricing.frames.1.adds.70x110: 70x110 has a price here but is not one of the sizes (30x40, 50x70, 70x100)",
      "content/site.yaml:97 › shipping.regions.0.cost.30x45: 30x45 has a shipping cost but no print is offered in it (sizes: 30x40, 50x70, 70x100)",
    ]);
  });

  it("the size a price includes, missing for a frame every price includes", async () => {
    const dir = content();
    edit(
      dir,
      "forest/collection.yaml",
      "sizes:",
      "frames:\n  - id: oak\n    label: Oak\n    adds: { 30x40: 40 }\nsizes:",
    );
    expect(await lines(dir)).toEqual([
      'content/forest/collection.yaml:13 › frames.0.adds: 50x70 is offered but has no price for "oak", the frame every price includes: give it one (0 or more)',
    ]);
  });

  it("a currency that is not ISO 4217", async () => {
    const dir = content();
    edit(dir, "site.yaml", "currency: EUR", "currency: EURO");
    expect(await lines(dir)).toEqual([
      'content/site.yaml:62 › pricing.currency: expected an ISO 4217 currency code such as USD, EUR or GBP, got "EURO"',
    ]);
  });

  it("an empty collection folder", async () => {
    const dir = content();
    mkdirSync(join(dir, "night"));
    expect(await lines(dir)).toEqual([
      "content/night/: an empty collection folder: add its collection.yaml and photographs 001.jpg, 002.jpg, … (or remove the folder)",
    ]);
  });

  it("a photograph that cannot be read, and one too small for its largest size", async () => {
    const dir = content();
    writeFileSync(join(dir, "studio", "002.jpg"), "not a photograph");
    await sharp({ create: { width: 600, height: 400, channels: 3, background: "#456" } })
      .jpeg()
      .toFile(join(dir, "harbour", "001.jpg"));
    const problems = await lines(dir);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toBe(
      "content/harbour/001.jpg: warning: 600x400 px is too small for every size offered (15 ppi at 70x100 cm; 120 ppi there needs 4725x3150 px): export it larger, or offer it in the sizes it holds (its own sizes: in collection.yaml)",
    );
    expect(problems[1]).toMatch(
      /^content\/studio\/002\.jpg: cannot be read as a photograph \(.+\): export it again as JPEG, or remove it$/,
    );
  });

  it("a photograph that holds the smaller sizes: one warning, in the content's unit, naming them", async () => {
    const dir = content();
    // 4000 px on its long side: 30x40 cm at 254 ppi and 50x70 cm at 145, not 70x100 cm at 101.
    await sharp({ create: { width: 4000, height: 2667, channels: 3, background: "#456" } })
      .jpeg()
      .toFile(join(dir, "harbour", "001.jpg"));
    // 5312 px: 70x100 cm at 134 ppi, enough at the distance such a print is seen from.
    await sharp({ create: { width: 5312, height: 3541, channels: 3, background: "#456" } })
      .jpeg()
      .toFile(join(dir, "harbour", "002.jpg"));
    expect(await lines(dir)).toEqual([
      "content/harbour/001.jpg: warning: 4000x2667 px prints sharp up to 50x70 cm, not at 70x100 cm (101 ppi at 70x100 cm; 120 ppi there needs 4725x3151 px): export it larger, or offer it in the sizes it holds (its own sizes: in collection.yaml)",
    ]);
  });

  it("a photograph beyond the samples is a print of its own; a warning alone still builds", async () => {
    const dir = content();
    await sharp({ create: { width: 600, height: 400, channels: 3, background: "#456" } })
      .jpeg()
      .toFile(join(dir, "studio", "005.jpg"));
    const { content: read, problems } = await loadContent(dir, { root });
    expect(problems.map(problemLine)).toEqual([
      "content/studio/005.jpg: warning: 600x400 px is too small for every size offered (15 ppi at 70x100 cm; 120 ppi there needs 4725x3150 px): export it larger, or offer it in the sizes it holds (its own sizes: in collection.yaml)",
    ]);
    expect(read?.collections.find((c) => c.slug === "studio")?.numbers).toEqual([1, 2, 5]);
  });

  it("a YAML mistake names its line", async () => {
    const dir = content();
    edit(dir, "studio/collection.yaml", "order: 3", "order: 3\norder: 4");
    expect(await lines(dir)).toEqual([
      "content/studio/collection.yaml:6: this field is written twice; keep one",
    ]);
  });
});
