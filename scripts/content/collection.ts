/**
 * `npm run collection -- rename OLD NEW`, as small pure steps the command (collection-cli.ts)
 * runs in order: read the arguments, decide whether the rename can be made, and write each file's
 * new text keeping every comment. A collection's folder name is its address and the start of its
 * prints' references (landscapes: LANDSCAPES-001), so a rename touches every file that names one.
 */
import {
  type Document,
  isMap,
  isPair,
  isScalar,
  isSeq,
  parseDocument,
  type Scalar,
  visit,
} from "yaml";

export type CollectionCommand = { kind: "rename"; from: string; to: string };

export const USAGE = "npm run collection -- rename <old-folder> <new-folder>";

/** A refusal: one line for the photographer, and nothing written. */
export class Refusal extends Error {}

/** A collection's folder name, which is its address: /portfolio/black-and-white. */
const SLUG = /^[a-z0-9][a-z0-9-]*$/;

/** The command line, read; a Refusal says what is wrong with it. */
export function parseCollectionArgs(argv: readonly string[]): CollectionCommand {
  const [verb, from, to, ...rest] = argv;
  if (verb !== "rename" || !from || !to || rest.length > 0)
    throw new Refusal(
      verb === "rename" ? `Name the folder and its new name: ${USAGE}` : `Usage: ${USAGE}`,
    );
  const name = (folder: string) => folder.replace(/\/+$/, "").split("/").pop() ?? folder;
  return { kind: "rename", from: name(from), to: name(to).toLowerCase() };
}

/** What the content folder holds, as the rename needs it. */
export type Collections = { slug: string; formerly?: string[] }[];

/** Refuses a rename that cannot be made, in one line; otherwise says nothing. */
export function checkRename(command: CollectionCommand, collections: Collections): void {
  const { from, to } = command;
  const slugs = collections.map((c) => c.slug);
  if (!slugs.includes(from))
    throw new Refusal(`There is no collection folder ${from} (collections: ${slugs.join(", ")})`);
  if (!SLUG.test(to))
    throw new Refusal(
      `${to} cannot be a collection's folder: its name is its address, so use lower-case letters, digits and dashes (such as black-and-white)`,
    );
  if (to === from) throw new Refusal(`${from} is already called ${to}`);
  if (slugs.includes(to)) throw new Refusal(`There is a collection folder ${to} already`);
  const owner = collections.find((c) => c.slug !== from && c.formerly?.includes(to));
  if (owner)
    throw new Refusal(
      `${to} was ${owner.slug}'s name before, and its old addresses lead there: choose another name`,
    );
}

/** 'LANDSCAPES-' → its prints' references under the new name. */
function referenceRenamer(from: string, to: string) {
  const old = new RegExp(`^${from.toUpperCase().replace(/[-]/g, "\\-")}-(\\d{3})$`);
  return (value: unknown) =>
    typeof value === "string" && old.test(value)
      ? value.replace(old, `${to.toUpperCase()}-$1`)
      : undefined;
}

/** One change to a file's text: `text` in place of what is between `start` and `end`. */
type Splice = { start: number; end: number; text: string };

/**
 * The text with each splice made. The files are edited in place, never written anew from the
 * parsed document: every comment, fold and space the photographer wrote stays as it was.
 */
function spliced(source: string, splices: readonly Splice[]): string {
  let text = source;
  for (const s of [...splices].sort((a, b) => b.start - a.start))
    text = text.slice(0, s.start) + s.text + text.slice(s.end);
  return text;
}

/** A scalar written anew in the quotes it had. */
function written(node: Scalar, value: string): string {
  if (node.type === "QUOTE_DOUBLE") return JSON.stringify(value);
  if (node.type === "QUOTE_SINGLE") return `'${value}'`;
  return value;
}

/** Where each of the collection's references is in a document (values and keys), `soldAs` aside. */
function referenceSplices(doc: Document, rename: (value: unknown) => string | undefined) {
  const splices: Splice[] = [];
  visit(doc, {
    Pair(_, pair) {
      // What a copy was sold as is history: it keeps the name it had.
      if (isScalar(pair.key) && pair.key.value === "soldAs") return visit.SKIP;
      return undefined;
    },
    Scalar(_, node) {
      const now = rename(node.value);
      if (now && node.range)
        splices.push({ start: node.range[0], end: node.range[1], text: written(node, now) });
    },
  });
  return splices;
}

/**
 * A YAML file's text with every value (and key) that is one of the collection's references
 * renamed; `soldAs` stays as written (it is what a copy was sold as). Returns the text and how
 * many it renamed.
 */
export function withReferencesRenamed(
  source: string,
  from: string,
  to: string,
): { text: string; renamed: number } {
  const splices = referenceSplices(parseDocument(source), referenceRenamer(from, to));
  return { text: spliced(source, splices), renamed: splices.length };
}

/** The column a map's keys start at, in the source. */
function columnOf(source: string, offset: number): number {
  return offset - (source.lastIndexOf("\n", offset - 1) + 1);
}

/**
 * The register (editions.yaml) after the rename: each of the collection's prints under its new
 * reference, and each copy recorded so far saying the reference it was sold as, so its
 * certificate (whose address is its token, and stays) still says what the buyer bought.
 */
export function registerRenamed(
  source: string,
  from: string,
  to: string,
): { text: string; prints: number; copies: number } {
  const doc = parseDocument(source);
  const rename = referenceRenamer(from, to);
  const splices = referenceSplices(doc, rename);
  let copies = 0;
  const prints = doc.get("prints");
  if (isMap(prints))
    for (const pair of prints.items) {
      if (!isPair(pair) || !isScalar(pair.key) || !rename(pair.key.value)) continue;
      const old = String(pair.key.value);
      const list = isMap(pair.value) ? pair.value.get("copies") : undefined;
      if (!isSeq(list)) continue;
      for (const copy of list.items) {
        if (!isMap(copy) || copy.has("soldAs") || !copy.range) continue;
        if (copy.flow) {
          // { number: 4, token: … } gets ", soldAs: OLD" before its closing brace.
          let at = source.lastIndexOf("}", copy.range[1]);
          while (at > 0 && /\s/.test(source[at - 1] ?? "")) at--;
          splices.push({ start: at, end: at, text: `, soldAs: ${old}` });
        } else {
          // A line of its own under the copy's first field, at the fields' column.
          const first = copy.items[0];
          const key = isPair(first) && isScalar(first.key) ? first.key.range : undefined;
          const value = isPair(first) && isScalar(first.value) ? first.value.range : undefined;
          if (!key || !value) continue;
          const eol = source.indexOf("\n", value[1]);
          const at = eol < 0 ? source.length : eol;
          const indent = " ".repeat(columnOf(source, key[0]));
          splices.push({ start: at, end: at, text: `\n${indent}soldAs: ${old}` });
        }
        copies++;
      }
    }
  const moved = splices.length - copies;
  return { text: spliced(source, splices), prints: moved, copies };
}

/**
 * The collection's own file with its old name in `formerly` (its addresses redirect), and the
 * new name out of it (a collection renamed back to a name it had).
 */
export function withFormerName(source: string, from: string, to: string): string {
  const doc = parseDocument(source);
  const node = doc.get("formerly", true);
  const names = isSeq(node)
    ? node.items.map((item) => (isScalar(item) ? String(item.value) : String(item)))
    : [];
  const list = `[${[...names.filter((n) => n !== to && n !== from), from].join(", ")}]`;
  if (node && (isSeq(node) || isScalar(node)) && node.range)
    return spliced(source, [{ start: node.range[0], end: node.range[1], text: list }]);
  const ending = source.endsWith("\n") || source === "" ? "" : "\n";
  return `${source}${ending}# Its folder's former names: their addresses redirect here (npm run collection -- rename).\nformerly: ${list}\n`;
}
