import { describe, expect, it } from "vitest";
import {
  buildCollections,
  contentCatalog,
  featuredIn,
  type PhotoMetaLookup,
  printIn,
  printWords,
} from "~/catalog/catalog";
import type { PhotoMeta } from "~/images/image-manifest";
import { seaCollection } from "../support/sea-collection";

const sea = seaCollection();

const fromFile: PhotoMeta = {
  title: "Breakwater at Dawn",
  caption: "The harbour wall an hour before the ferries, January.",
  alt: "A stone breakwater runs into a flat grey sea under a pale pink sky",
  keywords: ["sea", " harbour ", ""],
  creator: "Elena Marlowe",
  copyright: "© 2024 Elena Marlowe",
  credit: "Elena Marlowe / Studio",
  licence: "https://elenamarlowe.art/licence",
};

const metaFor =
  (byReference: Record<string, PhotoMeta>): PhotoMetaLookup =>
  (reference) =>
    byReference[reference];

describe("printWords: the content module, then the file, then the specification", () => {
  it("dates a print by its content's date, else by its file's capture date", () => {
    const captured = { captured: "2021-08-14T05:40:00" };
    expect(printWords({ collection: sea, number: 2, meta: captured }).date).toBe(
      "2021-08-14T05:40:00",
    );
    expect(
      printWords({ collection: sea, number: 2, override: { date: "2019-06-01" }, meta: captured })
        .date,
    ).toBe("2019-06-01");
    expect(printWords({ collection: sea, number: 2 }).date).toBeUndefined();
  });

  it("without an original: the specification's title, and description and alt made from it", () => {
    const words = printWords({ collection: sea, number: 2 });
    expect(words).toEqual({
      title: "Sea Print 2",
      description: "Sea Print 2 from the Sea collection. Waves.",
      alt: "Sea Print 2, a fine art photograph from the Sea collection",
    });
  });

  it("with an original: the file's title, alt text, caption and credits", () => {
    const words = printWords({ collection: sea, number: 1, meta: fromFile });
    expect(words.title).toBe("Breakwater at Dawn");
    expect(words.alt).toBe(fromFile.alt);
    expect(words.caption).toBe(fromFile.caption);
    expect(words.description).toMatch(/^Breakwater at Dawn from the Sea collection\. /);
    expect(words.rights).toEqual({
      creator: "Elena Marlowe",
      copyright: "© 2024 Elena Marlowe",
      credit: "Elena Marlowe / Studio",
      licence: "https://elenamarlowe.art/licence",
    });
    expect(words.keywords).toEqual(["sea", "harbour"]);
  });

  it("the content module's override wins over the file, field by field", () => {
    const words = printWords({
      collection: sea,
      number: 1,
      override: { title: "The Breakwater" },
      meta: fromFile,
    });
    expect(words.title).toBe("The Breakwater");
    // The file's alt text still wins over one made from the (overridden) title.
    expect(words.alt).toBe(fromFile.alt);
    expect(words.description).toMatch(/^The Breakwater from the Sea collection\. /);
    expect(
      printWords({ collection: sea, number: 1, override: { alt: "Mine" }, meta: fromFile }).alt,
    ).toBe("Mine");
  });

  it("never uses the caption as alt text: a file with a caption and no alt gets the made alt", () => {
    const words = printWords({
      collection: sea,
      number: 3,
      meta: { title: "Foam", caption: "Foam on black sand at Reynisfjara." },
    });
    expect(words.alt).toBe("Foam, a fine art photograph from the Sea collection");
    expect(words.caption).toBe("Foam on black sand at Reynisfjara.");
  });

  it("treats blank fields in the file as unset", () => {
    const words = printWords({
      collection: sea,
      number: 1,
      meta: { title: "  ", alt: "", caption: " ", creator: "" },
    });
    expect(words.title).toBe("Sea Print 1");
    expect(words.alt).toBe("Sea Print 1, a fine art photograph from the Sea collection");
    expect(words).not.toHaveProperty("caption");
    expect(words).not.toHaveProperty("rights");
  });
});

describe("buildCollections with the originals' words", () => {
  it("gives each print its own file's words; prints without an original keep reference and title", () => {
    const [built] = buildCollections([sea], metaFor({ "SEA-002": fromFile }), {});
    const prints = built?.prints ?? [];
    expect(prints.map((p) => [p.reference, p.title])).toEqual([
      ["SEA-001", "Sea Print 1"],
      ["SEA-002", "Breakwater at Dawn"],
      ["SEA-003", "Sea Print 3"],
    ]);
    expect(prints[1]?.caption).toBe(fromFile.caption);
    expect(prints[0]).not.toHaveProperty("caption");
  });

  it("the shipped catalogue without files is the specification's, exactly", () => {
    expect(printIn(contentCatalog, "URBAN-001")?.title).toBe("Urban Print 1");
    expect(printIn(contentCatalog, "NATURE-018")?.title).toBe("Nature Print 18");
  });
});

describe("featuredPrints: the content module's caption, else the print's title", () => {
  it("never shows a caption written for another picture", () => {
    const collections = buildCollections([sea], metaFor({ "SEA-001": fromFile }), {});
    const featured = featuredIn(collections, [
      { reference: "SEA-001" },
      { reference: "SEA-002", caption: "Written for this one" },
      { reference: "SEA-003", caption: " " },
    ]);
    expect(featured.map((f) => f.caption)).toEqual([
      "Breakwater at Dawn",
      "Written for this one",
      "Sea Print 3",
    ]);
  });
});
