import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Arrows go one way (STYLE.md): no folder in app/ imports a folder that imports it back. Read
 * from the source's `~/folder/…` imports, so a new cycle fails here with the files that make it.
 */
const app = join(import.meta.dirname, "../../app");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** folder → folder it imports → the files that do. */
function folderImports(): Map<string, Map<string, string[]>> {
  const graph = new Map<string, Map<string, string[]>>();
  for (const file of sourceFiles(app)) {
    const path = relative(app, file);
    if (!path.includes(sep)) continue; // root.tsx and the entries sit above every folder
    const from = path.split(sep)[0] ?? "";
    for (const match of readFileSync(file, "utf8").matchAll(/from\s+"~\/([^/"]+)\//g)) {
      const to = match[1] ?? "";
      if (to === from) continue;
      const edges = graph.get(from) ?? new Map<string, string[]>();
      edges.set(to, [...(edges.get(to) ?? []), path]);
      graph.set(from, edges);
    }
  }
  return graph;
}

/**
 * app/inquiry's receive.server.ts imports app/mail, which imports app/inquiry's rules: being
 * moved to app/mail in the same issue (12) on another branch. Remove this entry with that move.
 */
const knownCycles = ["inquiry <-> mail"];

describe("app/ folders", () => {
  it("import no folder that imports them back", () => {
    const graph = folderImports();
    const cycles: string[] = [];
    for (const [from, edges] of graph) {
      for (const [to, files] of edges) {
        const back = graph.get(to)?.get(from);
        if (!back || from > to) continue;
        const name = `${from} <-> ${to}`;
        if (!knownCycles.includes(name)) cycles.push(`${name}: ${files[0]} / ${back[0]}`);
      }
    }
    expect(cycles).toEqual([]);
  });
});
