/**
 * Nothing a visitor reads or hears is written in a component: every sentence, label and ARIA
 * name comes from the site's words (app/words/en.ts and its translations), so a language or a
 * photographer's own word reaches all of it. Reads every .tsx module under app/ with TypeScript's
 * parser and names each literal text and each literal label attribute it finds.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/** Attributes a person reads or hears. */
const SPOKEN = new Set([
  "aria-label",
  "aria-description",
  "aria-roledescription",
  "aria-placeholder",
  "aria-valuetext",
  "alt",
  "title",
  "placeholder",
  "label",
]);

const LETTER = /\p{L}/u;

function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : modules(path);
    return entry.name.endsWith(".tsx") ? [path] : [];
  });
}

/** Literal words in a module's JSX: `file:line "text"`. */
function literalWords(file: string, source: string): string[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const at = (node: ts.Node, text: string) =>
    found.push(
      `${file}:${tree.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${JSON.stringify(text.trim())}`,
    );
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && LETTER.test(node.text)) at(node, node.text);
    if (ts.isJsxAttribute(node) && SPOKEN.has(node.name.getText()) && node.initializer) {
      let value: ts.Node | undefined = node.initializer;
      if (ts.isJsxExpression(value)) value = value.expression;
      if (value && (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value))) {
        if (LETTER.test(value.text)) at(node, value.text);
      } else if (value && ts.isTemplateExpression(value)) {
        const parts = [value.head.text, ...value.templateSpans.map((s) => s.literal.text)];
        if (parts.some((p) => LETTER.test(p))) at(node, value.getText());
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

describe("the words a visitor reads", () => {
  it("are found by this test where they are written literally", () => {
    // A template's placeholder, written without a template literal here.
    const copy = "`Copy $" + "{r}`";
    expect(
      literalWords(
        "x.tsx",
        `const a = <p title="Hello" aria-label={${copy}}>Ref. {x}<b>{say("k")}</b> · </p>;`,
      ),
    ).toEqual(['x.tsx:1 "Hello"', `x.tsx:1 ${JSON.stringify(copy)}`, 'x.tsx:1 "Ref."']);
  });

  it("are none of them written in a component or a route", () => {
    const found = modules("app").flatMap((file) =>
      literalWords(relative(".", file), readFileSync(file, "utf8")),
    );
    expect(found).toEqual([]);
  });
});
