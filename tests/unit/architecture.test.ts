/**
 * The house's rooms and arrows (docs/architecture.md, "The folders"): read every module under
 * app/ and check which folder imports which. A move that brings a cycle back fails here, naming
 * the folders and the files that make it.
 */
import { readdirSync, readFileSync } from "node:fs";
import { basename, dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const APP = resolve("app");

type Module = { file: string; folder: string; imports: string[] };

function walk(dir: string, kind = /\.tsx?$/): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return walk(path, kind);
    return kind.test(entry.name) ? [path] : [];
  });
}

/** The folder of app/ a path belongs to: 'outbox' for app/outbox/outbox.server.ts, '' for app/root.tsx. */
function folderOf(path: string): string {
  const parts = relative(APP, path).split("/");
  return parts.length > 1 ? (parts[0] ?? "") : "";
}

const SPECIFIER = /(?:^|\n)\s*(?:import|export)[^"';]*?from\s*"([^"]+)"|import\(\s*"([^"]+)"\s*\)/g;

/** Imports as absolute paths (without extension) or bare package names. */
function importsOf(file: string): string[] {
  const source = readFileSync(file, "utf8");
  return [...source.matchAll(SPECIFIER)].map((m) => {
    const spec = (m[1] ?? m[2]) as string;
    if (spec.startsWith("~/")) return join(APP, spec.slice(2));
    if (spec.startsWith(".")) return resolve(dirname(file), spec);
    return spec;
  });
}

// The one shared module built to run with a server import empty: say.ts merges the server-only
// words in where they exist, and the browser (given an empty module) goes without them.
const emptyInTheBrowser = ["app/words/say.ts"];

const modules: Module[] = walk(APP).map((file) => ({
  file: relative(".", file),
  folder: folderOf(file),
  imports: importsOf(file),
}));

/** folder → folder → the files that import across. */
function folderEdges(): Map<string, Map<string, string[]>> {
  const edges = new Map<string, Map<string, string[]>>();
  for (const m of modules) {
    for (const target of m.imports) {
      if (!target.startsWith(APP)) continue;
      const to = folderOf(target);
      if (to === m.folder || to === "" || m.folder === "") continue;
      const from = edges.get(m.folder) ?? new Map<string, string[]>();
      from.set(to, [...new Set([...(from.get(to) ?? []), m.file])]);
      edges.set(m.folder, from);
    }
  }
  return edges;
}

/** Every cycle between folders, as 'a → b → a' with the importing files of each arrow. */
function folderCycles(edges: Map<string, Map<string, string[]>>): string[] {
  const cycles: string[] = [];
  const path: string[] = [];
  const seen = new Set<string>();
  const visit = (folder: string) => {
    const at = path.indexOf(folder);
    if (at >= 0) {
      const loop = [...path.slice(at), folder];
      const key = [...loop.slice(0, -1)].sort().join(",");
      if (!seen.has(key)) {
        seen.add(key);
        const arrows = loop.slice(0, -1).map(
          (a, i) =>
            `${a} → ${loop[i + 1]} (${edges
              .get(a)
              ?.get(loop[i + 1] ?? "")
              ?.join(", ")})`,
        );
        cycles.push(arrows.join("; "));
      }
      return;
    }
    path.push(folder);
    for (const next of edges.get(folder)?.keys() ?? []) visit(next);
    path.pop();
  };
  for (const folder of edges.keys()) visit(folder);
  return cycles;
}

describe("the folders of app/", () => {
  it("import one another in one direction only", () => {
    expect(folderCycles(folderEdges())).toEqual([]);
  });

  it("finds a cycle when there is one (the check itself)", () => {
    const edges = new Map([
      ["inquiry", new Map([["mail", ["app/inquiry/receive.server.ts"]]])],
      ["mail", new Map([["inquiry", ["app/inquiry/inquiry-mail.server.ts"]]])],
    ]);
    expect(folderCycles(edges)).toEqual([
      "inquiry → mail (app/inquiry/receive.server.ts); mail → inquiry (app/inquiry/inquiry-mail.server.ts)",
    ]);
  });

  it("never import build-time code (scripts/, tests/)", () => {
    const outside = modules.flatMap((m) =>
      m.imports
        .filter((t) => t.startsWith(resolve("scripts")) || t.startsWith(resolve("tests")))
        .map((t) => `${m.file} imports ${relative(".", t)}`),
    );
    expect(outside).toEqual([]);
  });

  it("keep Node's built-in modules in server-only (*.server.ts) modules", () => {
    const leaks = modules
      .filter((m) => !/\.server\.tsx?$/.test(m.file) && m.file !== "app/entry.server.tsx")
      .filter((m) => m.imports.some((t) => t.startsWith("node:")))
      .map((m) => m.file);
    expect(leaks).toEqual([]);
  });

  it("name a module .server when it loads a server-only one (routes and entries aside)", () => {
    const VALUE_IMPORT = /^import (?!type )[^;]*?from "([^"]+\.server)";/gm;
    const unnamed = modules
      .filter((m) => !/\.server\.tsx?$/.test(m.file) && m.folder !== "routes" && m.folder !== "")
      .filter((m) => !emptyInTheBrowser.includes(m.file))
      .filter((m) => [...readFileSync(m.file, "utf8").matchAll(VALUE_IMPORT)].length > 0)
      .map((m) => m.file);
    expect(unnamed).toEqual([]);
  });

  it("keep each React hook in a file named for it (use-….ts), in the room that uses it", () => {
    const misplaced = modules
      .filter((m) => !/^use-[a-z-]+\.tsx?$/.test(basename(m.file)))
      .filter((m) => /^export (?:function|const) use[A-Z]/m.test(readFileSync(m.file, "utf8")))
      .map((m) => m.file);
    expect(misplaced).toEqual([]);
  });

  it("keep in ui/ only what more than one room uses", () => {
    expect(sharedByOneRoom(modules)).toEqual([]);
  });

  it("finds a ui/ piece only one room uses (the check itself)", () => {
    const made = (file: string, imports: string[]): Module => ({
      file,
      folder: folderOf(resolve(file)),
      imports: imports.map((i) => resolve(i.replace(/\.tsx?$/, ""))),
    });
    const house = [
      made("app/ui/icons.tsx", []),
      made("app/ui/zoom-slider.tsx", []),
      made("app/viewer/share-button.tsx", ["app/ui/icons.tsx", "app/ui/zoom-slider.tsx"]),
      made("app/ui/copy-reference.tsx", ["app/ui/icons.tsx"]),
      made("app/viewer/viewer-stage.tsx", ["app/ui/zoom-slider.tsx"]),
    ];
    expect(sharedByOneRoom(house)).toEqual([
      "app/ui/zoom-slider.tsx is used only by viewer/: move it there",
    ]);
  });

  it("keep the pure rules pure: a plain .ts module imports no React, no Remix, no server module", () => {
    // Types are free: a rule may be typed by Remix's MetaDescriptor and still run anywhere.
    const RUNTIME_IMPORT =
      /^import (?!type )[^;]*?from "(?:react|react-dom|@remix-run\/[^"]+|[^"]+\.server)";/m;
    const impure = modules
      .filter((m) => m.folder !== "routes" && m.folder !== "")
      .filter((m) => /\.ts$/.test(m.file) && !/\.server\.ts$|\.d\.ts$|\/use-[^/]+$/.test(m.file))
      .filter((m) => !emptyInTheBrowser.includes(m.file))
      .filter((m) => RUNTIME_IMPORT.test(readFileSync(m.file, "utf8")))
      .map((m) => m.file);
    expect(impure).toEqual([]);
  });

  it("give no two modules (or two stylesheets) of app/ one name, a rule's .server side beside it apart", () => {
    expect(namesShared(modules.map((m) => m.file).concat(stylesheets))).toEqual([]);
  });

  it("finds two files that share a name (the check itself)", () => {
    expect(
      namesShared([
        "app/catalog/catalog.ts",
        "app/catalog/catalog.server.ts",
        "app/content/site.ts",
        "app/ui/site.css",
        "app/letter/compose.server.ts",
        "app/inquiry/compose.server.ts",
      ]),
    ).toEqual(["compose: app/inquiry/compose.server.ts, app/letter/compose.server.ts"]);
  });

  it("are the rooms docs/architecture.md's map names, no more and no fewer", () => {
    const map = readFileSync("docs/architecture.md", "utf8");
    const named = [...map.matchAll(/^app\/([a-z-]+)\/ /gm)].map((m) => m[1]).sort();
    const rooms = [...new Set(modules.map((m) => m.folder).filter(Boolean))].sort();
    expect(named).toEqual(rooms);
  });

  it("define each exported name in one module only (Remix's route exports apart)", () => {
    expect(namesDefinedTwice(modules.map((m) => m.file))).toEqual([]);
  });

  it("finds a name defined twice when there is one (the check itself)", () => {
    const twice = namesDefinedTwice(["app/catalog/catalog.server.ts", "app/catalog/catalog.ts"], {
      "app/catalog/catalog.ts": "export type Hero = {};\nexport function heroIn() {}\n",
      "app/catalog/catalog.server.ts": "export const Hero = 1;\n",
    });
    expect(twice).toEqual(["Hero: app/catalog/catalog.server.ts, app/catalog/catalog.ts"]);
  });
});

/** Route modules export these by Remix's convention: the same name in each is the point. */
const ROUTE_EXPORTS = new Set([
  "action",
  "loader",
  "clientLoader",
  "meta",
  "headers",
  "handle",
  "links",
  "ErrorBoundary",
  "default",
]);
const DEFINITION =
  /^export\s+(?:declare\s+)?(?:async\s+)?(?:function\*?|const|let|class|type|interface|enum)\s+([A-Za-z_$][\w$]*)/gm;

/** 'Name: a, b' for each name that two modules define and export (re-exports are not definitions). */
function namesDefinedTwice(files: string[], sources: Record<string, string> = {}): string[] {
  const definers = new Map<string, string[]>();
  for (const file of files) {
    const source = sources[file] ?? readFileSync(file, "utf8");
    for (const [, name] of source.matchAll(DEFINITION)) {
      if (!name || ROUTE_EXPORTS.has(name)) continue;
      definers.set(name, [...(definers.get(name) ?? []), file]);
    }
  }
  return [...definers]
    .filter(([, where]) => new Set(where).size > 1)
    .map(([name, where]) => `${name}: ${[...new Set(where)].sort().join(", ")}`)
    .sort();
}

const stylesheets = walk(APP, /\.css$/).map((file) => relative(".", file));

/**
 * 'name: a, b' for each name two files of app/ share, a module's name being its file's name
 * without the extension or '.server': the pure rules (catalog.ts) and their server side
 * (catalog.server.ts) may share one in the same folder. Modules and stylesheets are named apart.
 */
function namesShared(files: string[]): string[] {
  const byName = new Map<string, string[]>();
  for (const file of files) {
    const kind = file.endsWith(".css") ? "css" : "module";
    const name = basename(file).replace(/(?:\.server)?\.(?:tsx?|css)$/, "");
    byName.set(`${kind}:${name}`, [...(byName.get(`${kind}:${name}`) ?? []), file]);
  }
  return [...byName]
    .filter(([, where]) => new Set(where.map(dirname)).size > 1)
    .map(([key, where]) => `${key.split(":")[1]}: ${[...where].sort().join(", ")}`)
    .sort();
}

/** The pieces of ui/ that only one feature room imports: each belongs in that room. */
function sharedByOneRoom(house: Module[]): string[] {
  return house
    .filter((m) => m.folder === "ui")
    .flatMap((piece) => {
      const target = resolve(piece.file).replace(/\.tsx?$/, "");
      const users = new Set(house.filter((m) => m.imports.includes(target)).map((m) => m.folder));
      const [only] = [...users];
      return users.size === 1 && only && only !== "ui" && only !== "routes"
        ? [`${piece.file} is used only by ${only}/: move it there`]
        : [];
    });
}
