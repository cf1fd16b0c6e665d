/**
 * Every repository path the README and docs/ name exists, so a reader who opens one finds it, and
 * a module moved without its docs fails here naming the line to fix.
 *
 * What counts as a path:
 * - in inline code and in code blocks, a word starting with one of the repository's top-level
 *   folders or files (`app/outbox/outbox.server.ts`, `tests/e2e/*.spec.ts`, `server.ts`), resolved
 *   from the repository's root;
 * - a bare source file name (`receive.server.ts`, `home.spec.ts`), which must be the name of a
 *   file somewhere in the repository;
 * - a relative Markdown link (`[inquiries.md](inquiries.md#the-outbox)`), resolved from the
 *   doc's own folder, with its #anchor checked against the headings of the page it names.
 *
 * What is left out, and why:
 * - a placeholder (`content/<collection>/collection.yaml`, `OUTBOX_DIR/…`): the part before it
 *   must exist; a glob (`tests/e2e/*.spec.ts`) must match at least one file;
 * - what a build or a run makes (the root-anchored entries of .gitignore: `build/`, `data/`,
 *   `app/content/generated/`), and the photographer's originals (`content/landscapes/001.jpg`):
 *   the repository ships neither;
 * - quoted output: a code span that is a tool's message (`content/studio/collection.yaml:2 ›
 *   titel: …`, `content/night/: an empty collection folder`) and code blocks marked `text`,
 *   `json` or `yaml`, whose paths are examples of a photographer's content, not the repository's;
 * - the code named in a decision record (docs/decisions/): a record tells a choice as it was made,
 *   and names what it removed. Its links are checked like any doc's.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, posix, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(".");

/** The docs this test reads: the README and every Markdown file under docs/. */
function docFiles(): string[] {
  const under = (dir: string): string[] =>
    readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
      const path = posix.join(dir, entry.name);
      if (entry.isDirectory()) return under(path);
      return entry.name.endsWith(".md") ? [path] : [];
    });
  return ["README.md", ...under("docs")];
}

/** The repository's top-level names, which a path in the docs starts with. */
const TOP_LEVEL = readdirSync(ROOT).filter(
  (name) => !["node_modules", ".git"].includes(name) && !name.startsWith(".cache"),
);
const ROOTED = new RegExp(
  `^(?:${TOP_LEVEL.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})(?:/|$)`,
);

/** Root-anchored .gitignore entries (`/build`, `/app/content/generated`): made, not shipped. */
const MADE = readFileSync(join(ROOT, ".gitignore"), "utf8")
  .split("\n")
  .filter((line) => line.startsWith("/"))
  .map((line) => line.slice(1).replace(/\/$/, ""));

/** A photographer's original, which the repository does not ship: content/<collection>/NNN.ext. */
const ORIGINAL = /^content\/[^/]+\/\d{3}\.[a-z]+$/i;

/** Source file names anywhere in the repository, for bare names such as `receive.server.ts`. */
const SOURCE_NAMES = (() => {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (["node_modules", ".git", ".cache", "build", "data"].includes(entry.name)) continue;
      if (entry.isDirectory()) walk(join(dir, entry.name));
      else names.add(entry.name);
    }
  };
  walk(ROOT);
  return names;
})();
const BARE_SOURCE = /^[\w.$[\]@-]+\.(?:ts|tsx|js|mjs|css)$/;

const PLACEHOLDER = /[<>…]|\.\.\.|\{[^}]*\}/;

/** `tests/e2e/*.spec.ts` → whether any file matches (each segment may hold `*`). */
function globMatches(pattern: string): boolean {
  const segments = pattern.split("/").filter(Boolean);
  const match = (dir: string, rest: string[]): boolean => {
    const [segment, ...more] = rest;
    if (segment === undefined) return true;
    if (!segment.includes("*")) {
      const path = join(dir, segment);
      return existsSync(path) && match(path, more);
    }
    const regex = new RegExp(
      `^${segment.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}$`,
    );
    if (!existsSync(dir) || !statSync(dir).isDirectory()) return false;
    return readdirSync(dir).some((name) => regex.test(name) && match(join(dir, name), more));
  };
  return match(ROOT, segments);
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to dashes. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/`/g, "")
    .replace(/[^\p{L}\p{N} _-]/gu, "")
    .replace(/ /g, "-");
}

function anchorsIn(file: string): Set<string> {
  const text = readFileSync(file, "utf8").replace(/```[\s\S]*?```/g, "");
  return new Set(
    [...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) =>
      anchorOf((m[1] ?? "").replace(/&lt;|&gt;/g, "")),
    ),
  );
}

/** A word of code as a path: without the punctuation around it and a `:LINE` after it. */
function cleanWord(word: string): string {
  return word
    .replace(/^[("'[]+/, "")
    .replace(/[)"',;\]]+$/, "")
    .replace(/:\d+$/, "")
    .replace(/[.:]$/, "");
}

/** A code span that quotes a tool's message: a path followed by ':' and words, or the check's '›'. */
const isMessage = (span: string) => span.includes(" › ") || /^\S+:\s/.test(span);

type Finding = { line: number; named: string; problem: string };

/** What a word of code names, if it names a repository path that is not there. */
function checkWord(raw: string): string | undefined {
  const word = cleanWord(raw.startsWith("./") ? raw.slice(2) : raw);
  if (word === "" || /^[a-z]+:\/\//i.test(word)) return undefined;
  if (ROOTED.test(word)) {
    const placeholder = word.search(PLACEHOLDER);
    const path = placeholder === -1 ? word : word.slice(0, word.lastIndexOf("/", placeholder) + 1);
    if (path === "") return undefined;
    if (MADE.some((made) => path === made || path.startsWith(`${made}/`))) return undefined;
    if (ORIGINAL.test(path)) return undefined;
    if (path.includes("*")) return globMatches(path) ? undefined : word;
    return existsSync(join(ROOT, path)) ? undefined : word;
  }
  if (!word.includes("/") && BARE_SOURCE.test(word) && !PLACEHOLDER.test(word)) {
    return SOURCE_NAMES.has(word) ? undefined : word;
  }
  return undefined;
}

/** Every path a Markdown file names that does not exist, with its line. */
function missingPaths(doc: string): Finding[] {
  const findings: Finding[] = [];
  const isRecord = doc.startsWith("docs/decisions/");
  const lines = readFileSync(join(ROOT, doc), "utf8").split("\n");
  let fence: string | undefined; // the open code block's language, "" when it has none
  lines.forEach((text, index) => {
    const line = index + 1;
    const opening = /^\s*```(\w*)/.exec(text);
    if (opening) {
      fence = fence === undefined ? (opening[1] ?? "") : undefined;
      return;
    }
    if (fence !== undefined) {
      if (isRecord || ["text", "json", "yaml"].includes(fence)) return;
      for (const word of text.split(/\s+/)) {
        const named = checkWord(word);
        if (named) findings.push({ line, named, problem: "which does not exist" });
      }
      return;
    }
    for (const [, span = ""] of text.matchAll(/`([^`]+)`/g)) {
      if (isRecord || isMessage(span)) continue;
      for (const word of span.split(/\s+/)) {
        const named = checkWord(word);
        if (named) findings.push({ line, named, problem: "which does not exist" });
      }
    }
    const outsideCode = text.replace(/`[^`]*`/g, "");
    for (const [, target = ""] of outsideCode.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/i.test(target)) continue; // https:, mailto:
      const [file = "", anchor] = target.split("#");
      const path = file === "" ? join(ROOT, doc) : resolve(join(ROOT, dirname(doc)), file);
      if (!existsSync(path)) {
        findings.push({ line, named: target, problem: "which does not exist" });
      } else if (anchor && path.endsWith(".md") && !anchorsIn(path).has(anchor)) {
        const page = relative(ROOT, path);
        findings.push({ line, named: target, problem: `which is not a heading of ${page}` });
      }
    }
  });
  return findings;
}

describe("the paths the docs name", () => {
  it("finds the README and the docs", () => {
    expect(docFiles()).toContain("README.md");
    expect(docFiles()).toContain("docs/architecture.md");
  });

  it("exist in the repository", () => {
    const missing = docFiles().flatMap((doc) =>
      missingPaths(doc).map(
        ({ line, named, problem }) => `${doc}:${line} names ${named}, ${problem}`,
      ),
    );
    expect(missing, missing.join("\n")).toEqual([]);
  });

  it("would see a path that is not there", () => {
    expect(checkWord("app/outbox/no-such-module.server.ts")).toBe(
      "app/outbox/no-such-module.server.ts",
    );
    expect(checkWord("no-such-module.server.ts")).toBe("no-such-module.server.ts");
    expect(checkWord("tests/e2e/*.nothing.ts")).toBe("tests/e2e/*.nothing.ts");
    expect(checkWord("tests/unit/docs-paths.test.ts")).toBeUndefined();
    expect(checkWord("docs-paths.test.ts")).toBeUndefined();
    expect(checkWord("tests/e2e/*.spec.ts")).toBeUndefined();
    expect(checkWord("content/<collection>/collection.yaml")).toBeUndefined();
  });
});
