/**
 * The house's arrows (/work/shared/STYLE.md, README "Project layout"): read every module under
 * app/ and check which folder imports which. A move that brings a cycle back fails here, naming
 * the folders and the files that make it.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const APP = resolve("app");

type Module = { file: string; folder: string; imports: string[] };

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return walk(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The folder of app/ a path belongs to: 'mail' for app/outbox/outbox.server.ts, '' for app/root.tsx. */
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
      ["mail", new Map([["inquiry", ["app/reception/compose.server.ts"]]])],
    ]);
    expect(folderCycles(edges)).toEqual([
      "inquiry → mail (app/inquiry/receive.server.ts); mail → inquiry (app/reception/compose.server.ts)",
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
    // The one shared module built to run with the import empty: say.ts merges the server-only
    // words in where they exist, and the browser (given an empty module) goes without them.
    const emptyInTheBrowser = ["app/words/say.ts"];
    const unnamed = modules
      .filter((m) => !/\.server\.tsx?$/.test(m.file) && m.folder !== "routes" && m.folder !== "")
      .filter((m) => !emptyInTheBrowser.includes(m.file))
      .filter((m) => [...readFileSync(m.file, "utf8").matchAll(VALUE_IMPORT)].length > 0)
      .map((m) => m.file);
    expect(unnamed).toEqual([]);
  });

  it("keep every React hook in app/hooks", () => {
    const hooks = modules
      .filter((m) => m.folder !== "hooks")
      .filter((m) => /^export (?:function|const) use[A-Z]/m.test(readFileSync(m.file, "utf8")))
      .map((m) => m.file);
    expect(hooks).toEqual([]);
  });

  it("keep app/inquiry pure: no server module, no React", () => {
    const inquiry = modules.filter((m) => m.folder === "inquiry");
    expect(inquiry.length).toBeGreaterThan(0);
    const impure = inquiry
      .filter(
        (m) =>
          /\.server\.ts$|\.tsx$/.test(m.file) ||
          m.imports.some((t) => /\.server$|^react$|^@remix-run\//.test(t)),
      )
      .map((m) => m.file);
    expect(impure).toEqual([]);
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
