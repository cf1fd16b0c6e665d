import { readdirSync, readFileSync, renameSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildCollections, currentReference, renamedPath } from "~/catalog/catalog";
import {
  checkRename,
  parseCollectionArgs,
  Refusal,
  registerRenamed,
  withFormerName,
  withReferencesRenamed,
} from "../../scripts/content/collection";
import { loadContent, problemLine } from "../../scripts/content/load";
import { contentCommand, contentCopy } from "../support/content-command";
import { seaCollection } from "../support/sea-collection";

/**
 * Renaming a collection (`npm run collection -- rename OLD NEW`): the folder is its address and
 * the start of its prints' references, so every file naming one changes with it, the old
 * addresses lead to the new, and a copy sold under the old reference keeps its certificate. Run
 * for real on a copy of the German fixture (harbour/, HARBOUR-001 with a sold and a void copy).
 */

const FIXTURE = "tests/fixtures/second-photographer";
let remove: (() => void) | undefined;

afterEach(() => {
  remove?.();
  remove = undefined;
});

function fixture(): string {
  const copy = contentCopy(FIXTURE, "rename-");
  remove = copy.remove;
  return copy.dir;
}

const collection = (dir: string, ...args: string[]) =>
  contentCommand("scripts/collection.js", dir, args);

/** Every file under `dir` with its text: what a refused command must leave as it was. */
function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    const path = join(dir, name);
    if (statSync(path).isFile()) files[name] = readFileSync(path, "latin1");
  }
  return files;
}

describe("the rename's steps", () => {
  it("reads the command line, and refuses anything else with its usage", () => {
    expect(parseCollectionArgs(["rename", "harbour", "Hafen/"])).toEqual({
      kind: "rename",
      from: "harbour",
      to: "hafen",
    });
    expect(() => parseCollectionArgs(["rename", "harbour"])).toThrow(/rename <old-folder>/);
    expect(() => parseCollectionArgs(["move", "a", "b"])).toThrow(Refusal);
  });

  it("refuses a name that is taken, was another's, is no address, or a folder that is not there", () => {
    const collections = [{ slug: "harbour" }, { slug: "forest", formerly: ["wald"] }];
    const refusal = (from: string, to: string) => {
      try {
        checkRename({ kind: "rename", from, to }, collections);
        return "";
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(refusal("harbour", "forest")).toBe("There is a collection folder forest already");
    expect(refusal("harbour", "wald")).toBe(
      "wald was forest's name before, and its old addresses lead there: choose another name",
    );
    expect(refusal("harbour", "hafen bei nacht")).toMatch(
      /^hafen bei nacht cannot be a collection's folder: .*lower-case letters/,
    );
    expect(refusal("hamburg", "hafen")).toBe(
      "There is no collection folder hamburg (collections: harbour, forest)",
    );
    expect(refusal("harbour", "hafen")).toBe("");
  });

  it("renames the references a file names, in place: comments, quotes and folds kept", () => {
    const source = [
      "# The hero: HARBOUR-002 at dawn",
      "home:",
      "  hero:",
      "    text: A long sentence that the photographer folded",
      "      over two lines, naming HARBOUR-002 in passing.",
      "    photo:",
      '      print: "HARBOUR-002" # the crane',
      "  featured:",
      "    - print: HARBOUR-001",
      "    - print: FOREST-001",
      "    - print: HARBOURS-001",
      "",
    ].join("\n");
    const { text, renamed } = withReferencesRenamed(source, "harbour", "hafen");
    expect(renamed).toBe(2);
    expect(text).toBe(
      source
        .replace('print: "HARBOUR-002"', 'print: "HAFEN-002"')
        .replace("- print: HARBOUR-001", "- print: HAFEN-001"),
    );
  });

  it("moves the register's prints, each copy saying what it was sold as, and keeps soldAs", () => {
    const source = [
      "prints:",
      "  HARBOUR-001:",
      "    soldBefore: 3",
      "    copies:",
      "      - number: 4 # the first",
      "        token: aaaaaaaaaaaaaaaaaaaaaa",
      "        date: 2026-10-02",
      "        size: 50x70",
      "      - { number: 5, token: bbbbbbbbbbbbbbbbbbbbbb, date: 2026-10-09, size: 30x40 }",
      "      - number: 6",
      "        token: cccccccccccccccccccccc",
      "        date: 2026-10-10",
      "        size: 30x40",
      "        soldAs: HAMBURG-001",
      "  FOREST-001:",
      "    copies: []",
      "",
    ].join("\n");
    const { text, prints, copies } = registerRenamed(source, "harbour", "hafen");
    expect({ prints, copies }).toEqual({ prints: 1, copies: 2 });
    expect(text).toBe(
      [
        "prints:",
        "  HAFEN-001:",
        "    soldBefore: 3",
        "    copies:",
        "      - number: 4 # the first",
        "        soldAs: HARBOUR-001",
        "        token: aaaaaaaaaaaaaaaaaaaaaa",
        "        date: 2026-10-02",
        "        size: 50x70",
        "      - { number: 5, token: bbbbbbbbbbbbbbbbbbbbbb, date: 2026-10-09, size: 30x40, soldAs: HARBOUR-001 }",
        "      - number: 6",
        "        token: cccccccccccccccccccccc",
        "        date: 2026-10-10",
        "        size: 30x40",
        "        soldAs: HAMBURG-001",
        "  FOREST-001:",
        "    copies: []",
        "",
      ].join("\n"),
    );
  });

  it("adds the old name to the collection's formerly, and takes the new one out of it", () => {
    expect(withFormerName("title: Hafen\n", "harbour", "hafen")).toBe(
      "title: Hafen\n# Its folder's former names: their addresses redirect here (npm run collection -- rename).\nformerly: [harbour]\n",
    );
    expect(
      withFormerName("title: Hafen\nformerly: [hamburg, hafen] # old\n", "harbour", "hafen"),
    ).toBe("title: Hafen\nformerly: [hamburg, harbour] # old\n");
  });
});

describe("the old addresses", () => {
  const built = buildCollections([
    { ...seaCollection(), formerly: ["ocean", "meer"] },
    { ...seaCollection(), slug: "forest", title: "Forest" },
  ]);

  it("lead to the collection and each print under its new name", () => {
    expect(renamedPath(built, "ocean")).toBe("/portfolio/sea");
    expect(renamedPath(built, "meer", "MEER-002")).toBe("/portfolio/sea/SEA-002");
    expect(renamedPath(built, "sea", "OCEAN-002")).toBe("/portfolio/sea/SEA-002");
  });

  it("and nothing else: current addresses, unknown prints and other collections' names", () => {
    expect(renamedPath(built, "sea")).toBeUndefined();
    expect(renamedPath(built, "sea", "SEA-002")).toBeUndefined();
    expect(renamedPath(built, "ocean", "OCEAN-099")).toBeUndefined();
    expect(renamedPath(built, "forest", "OCEAN-002")).toBeUndefined();
    expect(renamedPath(built, "lake")).toBeUndefined();
  });

  it("name the print now for an old reference (a link, a list kept in a browser)", () => {
    expect(currentReference(built, "OCEAN-001")).toBe("SEA-001");
    expect(currentReference(built, "SEA-001")).toBe("SEA-001");
    expect(currentReference(built, "LAKE-001")).toBeUndefined();
  });
});

describe("npm run collection -- rename", () => {
  it("renames the folder and every reference, and the result checks with its certificates", async () => {
    const dir = fixture();
    const result = await collection(dir, "rename", "harbour", "hafen");
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("/portfolio/harbour and its prints' addresses redirect");
    expect(readdirSync(dir).sort()).toEqual([
      "archive",
      "editions.yaml",
      "forest",
      "hafen",
      "portrait.jpg",
      "signature.svg",
      "site.yaml",
      "studio",
    ]);
    const { content, problems } = await loadContent(dir);
    expect(problems.filter((p) => !p.warning).map(problemLine)).toEqual([]);
    expect(content?.hero.photo.print).toBe("HAFEN-002");
    expect(content?.collections.find((c) => c.slug === "hafen")?.formerly).toEqual([
      "hamburg",
      "harbour",
    ]);
    // Both copies under the new reference; the one sold as HAMBURG-001 still says so.
    expect(content?.register.prints["HAFEN-001"]?.copies.map((c) => [c.token, c.soldAs])).toEqual([
      ["kranMorgenZertifikat01", "HAMBURG-001"],
      ["kranMorgenZuruckgegeben", "HARBOUR-001"],
    ]);
    expect(content?.register.prints["HARBOUR-001"]).toBeUndefined();
  });

  it("refuses in one line and writes nothing", async () => {
    const dir = fixture();
    const before = snapshot(dir);
    for (const args of [
      ["rename", "harbour", "forest"],
      ["rename", "harbour", "hamburg-neu", "extra"],
      ["rename", "nowhere", "hafen"],
    ]) {
      const result = await collection(dir, ...args);
      expect(result.code, args.join(" ")).toBe(1);
      expect(result.stderr.trim().split("\n").length).toBeLessThanOrEqual(2);
    }
    expect(snapshot(dir)).toEqual(before);
  });

  it("a folder renamed by hand: the check names the command that does the rest", async () => {
    const dir = fixture();
    renameSync(join(dir, "harbour"), join(dir, "hafen"));
    const { problems } = await loadContent(dir);
    expect(problems.map(problemLine)).toContainEqual(
      expect.stringContaining(
        "HARBOUR-002 does not exist: the hero's photograph must be one of the prints (collections: archive, forest, hafen, studio; a folder renamed by hand? npm run collection -- rename OLD NEW renames one with every reference)",
      ),
    );
  });

  it("a former name that is a folder's own is refused at its line", async () => {
    const dir = fixture();
    const path = join(dir, "harbour/collection.yaml");
    const text = readFileSync(path, "utf8").replace(
      "formerly: [hamburg]",
      "formerly: [hamburg, forest]",
    );
    const { writeFileSync } = await import("node:fs");
    writeFileSync(path, text);
    const { problems } = await loadContent(dir);
    expect(problems.map(problemLine)).toContainEqual(
      expect.stringMatching(
        /content\/harbour\/collection\.yaml:\d+ › formerly\.1: forest is a collection's folder now \(.*content\/forest\): its address cannot also lead here; remove it from formerly$/,
      ),
    );
  });
});
