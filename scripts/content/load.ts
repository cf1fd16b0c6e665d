/**
 * Reads and checks the photographer's content folder: `site.yaml`, one folder per collection
 * with its `collection.yaml` and photographs. Every problem is one line naming the file, the line
 * and the field as the photographer typed them (`content/landscapes/collection.yaml:14 ›
 * prints.003.edition.size: expected a whole number, got "twenty"`). Build time only: the app reads
 * what `npm run check` writes from this (app/content/generated/content.json).
 */
import { readdir, readFile, stat } from "node:fs/promises";
import { join, relative } from "node:path";
import sharp from "sharp";
import { isMap, isScalar, isSeq, LineCounter, type Node, parseDocument } from "yaml";
import type * as z from "zod";
import {
  EDITIONS_FILE,
  emptyRegister,
  type RegisteredPrint,
  registerProblems,
} from "~/catalog/register";
import {
  type CollectionContent,
  type CollectionFile,
  CollectionFileSchema,
  type Content,
  type EditionsFile,
  EditionsFileSchema,
  type PrintOverride,
  type SiteFile,
  SiteFileSchema,
  type SpecificationOverride,
} from "~/content/content-schema";
import { COUNTRY_CODES } from "~/content/countries";
import { thinPrint } from "../print-size";
import { checkPortrait } from "./portrait";
import { type ResolvedWords, resolveWords, WORDS_FILE } from "./words";

export type ContentProblem = {
  /** As shown: relative to the working directory. */
  file: string;
  line?: number;
  /** The field's path as the file spells it: `prints.003.edition.size`. */
  field?: string;
  message: string;
  /** A warning is shown but does not stop the build. */
  warning?: boolean;
};

/** `content/landscapes/collection.yaml:14 › prints.003.edition.size: expected …` */
export function problemLine(p: ContentProblem): string {
  const where = `${p.file}${p.line ? `:${p.line}` : ""}${p.field ? ` › ${p.field}` : ""}`;
  return `${where}: ${p.warning ? "warning: " : ""}${p.message}`;
}

export const SITE_FILE = "site.yaml";
export const COLLECTION_FILE = "collection.yaml";
/** Folders of the content folder that are not collections. */
const NOT_COLLECTIONS = new Set(["schema"]);
const ORIGINAL = /^(\d{3})\.(jpe?g|png|webp|tiff?|hei[cf])$/i;
const SLUG = /^[a-z0-9][a-z0-9-]*$/;

type Path = readonly (string | number)[];

/** A YAML file parsed with its positions, and how to find the line of a field. */
type YamlFile = {
  file: string;
  data: unknown;
  /** The line of the field at `path` (of its key where it has one) and its path as spelled. */
  locate: (path: Path) => { line?: number; field: string };
};

function readYaml(source: string, file: string, problems: ContentProblem[]): YamlFile | undefined {
  const lineCounter = new LineCounter();
  const doc = parseDocument(source, { lineCounter, prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length > 0) {
    const lines = source.split("\n");
    const slips = doc.errors.map((e) =>
      yamlSlip(
        lines,
        e.code,
        e.linePos?.[0]?.line ?? lineCounter.linePos(e.pos[0]).line,
        e.message,
      ),
    );
    // A tab throws every line after it out of place: it is the one thing to fix.
    const tab = slips.find((s) => s.message === TAB_SLIP);
    const said = new Set<number>();
    for (const { line, message } of tab ? [tab] : slips) {
      // One slip often makes several errors: each line is said once.
      if (said.has(line)) continue;
      said.add(line);
      problems.push({ file, line, message });
    }
    return undefined;
  }
  const lineAt = (offset: number | undefined) =>
    offset === undefined ? undefined : lineCounter.linePos(offset).line;
  const spelled = (node: unknown, fallback: string | number) =>
    isScalar(node) && node.range ? source.slice(node.range[0], node.range[1]) : String(fallback);
  return {
    file,
    data: doc.toJS({ maxAliasCount: 100 }),
    locate(path) {
      let node: unknown = doc.contents;
      let line = lineAt((node as Node | null)?.range?.[0]);
      const names: string[] = [];
      let i = 0;
      for (; i < path.length; i++) {
        const segment = path[i] as string | number;
        if (isMap(node)) {
          const pair = node.items.find(
            (p) => isScalar(p.key) && String(p.key.value) === String(segment),
          );
          if (!pair) break;
          names.push(spelled(pair.key, segment));
          line = lineAt((pair.key as Node).range?.[0]) ?? line;
          node = pair.value;
        } else if (isSeq(node)) {
          const item = node.items[Number(segment)];
          if (item === undefined) break;
          names.push(String(segment));
          line = lineAt((item as Node).range?.[0]) ?? line;
          node = item;
        } else break;
      }
      for (; i < path.length; i++) names.push(String(path[i]));
      return { line, field: names.join(".") };
    },
  };
}

const TAB_SLIP = "indent with spaces, not tabs";
const indentOf = (line: string | undefined) => /^ */.exec(line ?? "")?.[0].length ?? 0;

/**
 * A YAML slip said as the photographer would fix it, on the line to fix: the parser names the
 * line where it gave up and its own terms ("Implicit keys need to be on a single line").
 */
export function yamlSlip(
  lines: readonly string[],
  code: string,
  reported: number,
  message: string,
): { line: number; message: string } {
  const at = (n: number) => lines[n - 1] ?? "";
  if (code === "DUPLICATE_KEY")
    return { line: reported, message: "this field is written twice; keep one" };
  if (lines.some((l) => /^ *\t/.test(l)) || code === "TAB_AS_INDENT") {
    const tab = lines.findIndex((l) => /^ *\t/.test(l));
    return { line: tab >= 0 ? tab + 1 : reported, message: TAB_SLIP };
  }
  if (code === "MISSING_CHAR" && /quote/.test(message)) {
    const quote = message.includes("'") ? "'" : '"';
    // The quote's line: the last one at or above the parser's that holds an odd number of them.
    let line = reported;
    for (let n = reported; n >= 1; n--)
      if (at(n).split(quote).length % 2 === 0) {
        line = n;
        break;
      }
    return {
      line,
      message: `this text opens a quote (${quote}) that is never closed: close it at the end of the text, or take it out`,
    };
  }
  if (["MULTILINE_IMPLICIT_KEY", "BLOCK_AS_IMPLICIT_KEY", "BAD_INDENT"].includes(code)) {
    for (const n of [reported, reported + 1]) {
      const text = at(n);
      const noSpace = /^\s*(?:- +)?([\w.-]+):(?=[^\s/])/.exec(text);
      if (noSpace && !/^\s*(?:- +)?[\w.-]+:\/\//.test(text))
        return { line: n, message: `put a space after the colon (${noSpace[1]}: …)` };
    }
    const text = at(reported);
    const colon = /^(\s*(?:- +)?[\w.-]+): +([^"'].*: .*)$/.exec(text);
    if (colon)
      return {
        line: reported,
        message: `this text holds a colon and a space: put it in quotes (${colon[1]?.trim()}: "${colon[2]}")`,
      };
    if (indentOf(at(reported + 1)) > indentOf(text) && /:\s*\S/.test(text))
      return {
        line: reported + 1,
        message:
          "this line is indented further than the one above: line up the fields of one group",
      };
    if (code === "BAD_INDENT")
      return {
        line: reported,
        message: "this line is indented differently from the fields above it: line them up",
      };
  }
  return { line: reported, message: `not readable YAML: ${message.split("\n")[0]}` };
}

/** A value as the photographer wrote it, for "got …". */
function shown(value: unknown): string {
  if (value === undefined) return "nothing";
  if (value === null) return "an empty value";
  if (typeof value === "string") return JSON.stringify(value);
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "a group of fields";
  return String(value);
}

const EXPECTED: Record<string, string> = {
  number: "a number",
  string: "text",
  boolean: "true or false",
  object: "a group of fields (name: value)",
  array: "a list (lines starting with -)",
  record: "a group of fields (name: value)",
};

/** Known fields of an object that had unknown ones, by the object itself. */
type KnownKeys = WeakMap<object, string[]>;

/** zod's issues in the photographer's words (a field's own message, set in the schema, wins). */
function wordsFor(known: KnownKeys) {
  return (iss: z.core.$ZodRawIssue): string | undefined => {
    const def = (iss.inst as { _zod?: { def?: { type?: string; format?: string } } } | undefined)
      ?._zod?.def;
    switch (iss.code) {
      case "invalid_type": {
        const whole = def?.type === "number" && !!def.format && /int/.test(def.format);
        const expected = whole ? "a whole number" : (EXPECTED[iss.expected] ?? iss.expected);
        return iss.input === undefined
          ? `missing: expected ${expected}`
          : `expected ${expected}, got ${shown(iss.input)}`;
      }
      case "unrecognized_keys": {
        const shape = (iss.inst as { _zod?: { def?: { shape?: object } } } | undefined)?._zod?.def
          ?.shape;
        if (shape && iss.input && typeof iss.input === "object")
          known.set(iss.input as object, Object.keys(shape));
        return "unknown field";
      }
      case "invalid_value":
        return `expected ${iss.values.map((v) => String(v)).join(" or ")}, got ${shown(iss.input)}`;
      case "invalid_union":
        if ("discriminator" in iss && iss.discriminator)
          return `expected ${iss.discriminator}: ${(iss.options as unknown[]).map(String).join(" or ")}`;
        return `expected one of the allowed forms, got ${shown(iss.input)}`;
      case "too_small":
        return iss.origin === "array"
          ? `expected at least ${iss.minimum} item${iss.minimum === 1 ? "" : "s"}`
          : `expected ${iss.minimum} or more, got ${shown(iss.input)}`;
      case "too_big":
        return iss.origin === "array"
          ? `expected at most ${iss.maximum} items`
          : `expected ${iss.maximum} or less, got ${shown(iss.input)}`;
      default:
        return undefined;
    }
  };
}

function valueAt(data: unknown, path: Path): unknown {
  let v = data;
  for (const s of path)
    v = v && typeof v === "object" ? (v as Record<string, unknown>)[s] : undefined;
  return v;
}

/** Edit distance, for "did you mean": a typo is a letter or two away. */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0] as number;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j] as number;
      row[j] = Math.min(
        above + 1,
        (row[j - 1] as number) + 1,
        diagonal + (a[i - 1]?.toLowerCase() === b[j - 1]?.toLowerCase() ? 0 : 1),
      );
      diagonal = above;
    }
  }
  return row[b.length] as number;
}

export function nearest(word: string, known: readonly string[]): string | undefined {
  let best: { key: string; d: number } | undefined;
  for (const key of known) {
    const d = distance(word, key);
    if (!best || d < best.d) best = { key, d };
  }
  return best && best.d <= Math.max(2, Math.floor(word.length / 3)) ? best.key : undefined;
}

/**
 * A value that fits none of a field's forms ("an amount, or an amount per size") is told by the
 * form it was written in: `50x70: achtzig` in a group of amounts is a word where an amount goes,
 * at its own line, not "none of the allowed forms" at the group's.
 */
function withinUnion(issue: z.core.$ZodIssue): z.core.$ZodIssue[] {
  if (issue.code !== "invalid_union" || !("errors" in issue) || issue.errors.length === 0)
    return [issue];
  // The form whose own type the value has: the one with no type complaint about the whole value.
  const matching = issue.errors.filter(
    (branch) =>
      branch.length > 0 &&
      !branch.some((i) => i.code === "invalid_type" && i.path.length === 0) &&
      !branch.some((i) => i.code === "invalid_value" && i.path.length === 0),
  );
  if (matching.length !== 1) return [issue];
  return (matching[0] ?? []).flatMap((i) =>
    withinUnion({ ...i, path: [...issue.path, ...i.path] } as z.core.$ZodIssue),
  );
}

/** Checks a parsed file against its schema; every issue becomes a problem at its line. */
function checkAgainst<T>(
  schema: z.ZodType<T>,
  yaml: YamlFile,
  problems: ContentProblem[],
): T | undefined {
  const known: KnownKeys = new WeakMap();
  const result = schema.safeParse(yaml.data, { error: wordsFor(known) });
  if (result.success) return result.data;
  const lines: (ContentProblem & { path: string })[] = [];
  /** A field missing because it was misspelt is said once: by its misspelling. */
  const misspelt = new Set<string>();
  for (const issue of result.error.issues.flatMap(withinUnion)) {
    const path = issue.path as Path;
    if (issue.code === "unrecognized_keys") {
      const keys = known.get(valueAt(yaml.data, path) as object) ?? [];
      for (const key of issue.keys) {
        const suggestion = nearest(key, keys);
        if (suggestion) misspelt.add([...path, suggestion].join("\u0000"));
        lines.push({
          file: yaml.file,
          path: [...path, key].join("\u0000"),
          ...yaml.locate([...path, key]),
          message: suggestion
            ? `unknown field "${key}": did you mean "${suggestion}"?`
            : `unknown field "${key}": expected one of ${keys.join(", ")}`,
        });
      }
      continue;
    }
    const missing = issue.code === "invalid_type" && valueAt(yaml.data, path) === undefined;
    lines.push({
      file: yaml.file,
      path: missing ? path.join("\u0000") : "",
      ...yaml.locate(path),
      message: issue.message,
    });
  }
  for (const { path, ...line } of lines) if (!misspelt.has(path)) problems.push(line);
  return undefined;
}

export type LoadOptions = {
  /** Shown in messages instead of absolute paths; default: the working directory. */
  root?: string;
  /** Read every photograph's header (unreadable, too small); default true. */
  photographs?: boolean;
};

export type LoadResult = {
  content?: Content;
  /** The site's own words in its language, with the photographer's (words.yaml). */
  words?: ResolvedWords;
  problems: ContentProblem[];
};

type CollectionRead = {
  slug: string;
  folder: string;
  yaml: YamlFile;
  file: CollectionFile;
  numbers: number[];
  photographs: Map<number, string>;
};

/** "003" */
const three = (n: number) => String(n).padStart(3, "0");

/**
 * Reads `dir` and checks everything in it. `content` is set only when there is no problem but
 * warnings.
 */
export async function loadContent(dir: string, options: LoadOptions = {}): Promise<LoadResult> {
  const root = options.root ?? process.cwd();
  const show = (path: string) => relative(root, path) || path;
  const problems: ContentProblem[] = [];
  const sitePath = join(dir, SITE_FILE);

  let site: SiteFile | undefined;
  let siteYaml: YamlFile | undefined;
  try {
    siteYaml = readYaml(await readFile(sitePath, "utf8"), show(sitePath), problems);
    if (siteYaml) site = checkAgainst(SiteFileSchema, siteYaml, problems);
  } catch (error) {
    problems.push({ file: show(sitePath), message: unreadable(error) });
  }

  let entries: string[] = [];
  try {
    entries = (await readdir(dir)).sort();
  } catch (error) {
    problems.push({ file: show(dir), message: unreadable(error) });
  }
  const collections: CollectionRead[] = [];
  /** Collections whose file has a problem: their prints are unknown, so not said missing. */
  const unsure = new Set<string>();
  for (const name of entries) {
    const folder = join(dir, name);
    if (name.startsWith(".") || NOT_COLLECTIONS.has(name)) continue;
    if (!(await stat(folder)).isDirectory()) continue;
    const read = await readCollection(name, folder, show, problems);
    if (read) collections.push(read);
    else unsure.add(name.toLowerCase());
  }
  if (entries.length > 0 && collections.length === 0 && problems.length === 0)
    problems.push({
      file: show(dir),
      message: "no collection: add a folder such as landscapes/ with its collection.yaml",
    });

  // Two collections may not share an address or a title.
  const bySlug = new Map<string, CollectionRead>();
  const byTitle = new Map<string, CollectionRead>();
  for (const c of collections) {
    const same = bySlug.get(c.slug);
    if (same)
      problems.push({
        file: show(c.folder),
        message: `has the same address /portfolio/${c.slug} as ${show(same.folder)}; rename one folder`,
      });
    else bySlug.set(c.slug, c);
    const title = c.file.title.toLowerCase();
    const twin = byTitle.get(title);
    if (twin)
      problems.push({
        file: c.yaml.file,
        ...c.yaml.locate(["title"]),
        message: `"${c.file.title}" is already the title of ${twin.yaml.file}; give each collection its own`,
      });
    else byTitle.set(title, c);
  }
  // A former name answers with a redirect: it may not be a collection's own, nor two collections'.
  const formerOwner = new Map<string, CollectionRead>();
  for (const c of collections) {
    (c.file.formerly ?? []).forEach((name, i) => {
      const at = { file: c.yaml.file, ...c.yaml.locate(["formerly", i]) };
      const now = bySlug.get(name);
      const other = formerOwner.get(name);
      if (now)
        problems.push({
          ...at,
          message: `${name} is a collection's folder now (${show(now.folder)}): its address cannot also lead here; remove it from formerly`,
        });
      // (Two folders with one address are reported above, once.)
      else if (other && other.slug !== c.slug)
        problems.push({
          ...at,
          message: `${name} is also a former name of ${show(other.folder)}: its old addresses can lead to one collection only`,
        });
      else formerOwner.set(name, c);
    });
  }

  const exists = (ref: string) => {
    const m = /^(.+)-(\d{3})$/.exec(ref);
    if (m && unsure.has((m[1] as string).toLowerCase())) return true;
    const c = m ? bySlug.get((m[1] as string).toLowerCase()) : undefined;
    return !!c && c.numbers.includes(Number(m?.[2]));
  };

  if (site && siteYaml) {
    const y = siteYaml;
    const missing = (path: Path, ref: string, what: string) =>
      problems.push({
        file: y.file,
        ...y.locate(path),
        message: `${ref} does not exist: ${what} must be one of the prints (${referenceHint(ref, bySlug)})`,
      });
    if (!exists(site.home.hero.photo.print))
      missing(
        ["home", "hero", "photo", "print"],
        site.home.hero.photo.print,
        "the hero's photograph",
      );
    site.home.featured.forEach((f, i) => {
      if (!exists(f.print)) missing(["home", "featured", i, "print"], f.print, "a featured print");
    });
    if (site.about.photo && !exists(site.about.photo))
      missing(["about", "photo"], site.about.photo, "the about page's photograph");
    const portrait = site.about.portrait;
    const found = portrait && (await checkPortrait(dir, portrait.file));
    if (found)
      problems.push({ file: y.file, ...y.locate(["about", "portrait", "file"]), ...found });

    checkSizes(site, collections, y, problems);
    const rests = site.shipping.regions.flatMap((r, i) => (r.countries === "rest" ? [i] : []));
    for (const i of rests.slice(1))
      problems.push({
        file: y.file,
        ...y.locate(["shipping", "regions", i, "countries"]),
        message: `only one region can be the rest of the world; region ${(rests[0] ?? 0) + 1} already is`,
      });
  }

  const register = await readRegister(join(dir, EDITIONS_FILE), show, problems, (reference) => {
    const m = /^(.+)-(\d{3})$/.exec(reference);
    // Where site.yaml itself has a problem (its sizes, papers, frames) nothing can be said yet.
    if (!site || (m && unsure.has((m[1] as string).toLowerCase()))) return "unsure";
    const c = m ? bySlug.get((m[1] as string).toLowerCase()) : undefined;
    const number = Number(m?.[2]);
    if (!c || !site || !c.numbers.includes(number)) return undefined;
    const own = c.file.prints?.[String(number)];
    const pick = <K extends "sizes" | "papers" | "frames">(k: K) =>
      own?.[k] ?? c.file[k] ?? (site as SiteFile).pricing[k];
    const edition = own?.edition ?? c.file.edition;
    return {
      ...(edition ? { edition } : {}),
      sizes: pick("sizes").map((s) => s.size),
      papers: pick("papers").map((f) => f.id),
      frames: pick("frames").map((f) => f.id),
    };
  });

  if (options.photographs !== false) {
    const sizes = site?.pricing.sizes ?? [];
    for (const c of collections) {
      for (const [number, path] of c.photographs) {
        const reference = `${c.slug.toUpperCase()}-${three(number)}`;
        try {
          const header = await sharp(path, {
            limitInputPixels: false,
            autoOrient: true,
          }).metadata();
          const own = c.file.prints?.[String(number)]?.sizes ?? c.file.sizes ?? sizes;
          const thin = thinPrint(
            reference,
            header.autoOrient,
            own.map((s) => s.size).join(", "),
            site?.pricing.unit ?? "in",
          );
          if (thin)
            problems.push({
              file: show(path),
              message: `${thin.line.slice(reference.length + 2)}: export it larger, or offer it in the sizes it holds (its own sizes: in collection.yaml)`,
              warning: true,
            });
        } catch (error) {
          problems.push({
            file: show(path),
            message: `cannot be read as a photograph (${(error as Error).message.split("\n")[0]}): export it again as JPEG, or remove it`,
          });
        }
      }
    }
  }

  const anyLimited = collections.some(
    (c) =>
      c.file.edition?.kind === "limited" ||
      Object.values(c.file.prints ?? {}).some((p) => p.edition?.kind === "limited"),
  );
  const signature = await readSignature(dir, entries, show, problems, anyLimited);

  const words = await readWords(join(dir, WORDS_FILE), site?.language ?? "en", show, problems);
  // Only once all else is right: a price list with mistakes has no prices to compare with.
  if (site && siteYaml && !problems.some((p) => !p.warning))
    checkStatedPrices(site, siteYaml, collections, problems);

  if (!site || !words || problems.some((p) => !p.warning)) return { problems };
  return {
    content: {
      ...contentOf(site, collections, show(dir)),
      register,
      ...(signature ? { signature } : {}),
    },
    words,
    problems,
  };
}

/** The photographer's signature for the certificates: content/signature.svg, .png, .webp or .jpg. */
const SIGNATURE = /^signature\.(svg|png|webp|jpe?g)$/i;
/** As wide as a signature is ever printed, at 300 ppi across 60 mm: about 700 px. */
const SIGNATURE_PX = 800;

/**
 * The signature as the certificate shows it: a data address, so it travels inside the build (a
 * host with only the build has it) and needs no route of its own. A raster one is scaled down to
 * what a certificate prints; an SVG stays as drawn (an <img> never runs its scripts).
 */
async function readSignature(
  dir: string,
  entries: readonly string[],
  show: (path: string) => string,
  problems: ContentProblem[],
  needed: boolean,
): Promise<Content["signature"]> {
  // Drawn before scanned: an SVG first, then PNG, WebP, JPEG.
  const rank = (name: string) =>
    ["svg", "png", "webp", "jpg", "jpeg"].indexOf(name.split(".").pop()?.toLowerCase() ?? "");
  const names = entries.filter((name) => SIGNATURE.test(name)).sort((a, b) => rank(a) - rank(b));
  if (names.length === 0) {
    if (needed)
      problems.push({
        file: show(join(dir, "signature.svg")),
        message:
          "no signature yet: certificates show an empty line to sign by hand; add yours as signature.svg or signature.png (docs/editions.md)",
        warning: true,
      });
    return undefined;
  }
  const [name, ...others] = names as [string, ...string[]];
  if (others.length > 0)
    problems.push({
      file: show(join(dir, name)),
      message: `${others.join(", ")} ignored: the certificates show one signature, this one`,
      warning: true,
    });
  const path = join(dir, name);
  try {
    const image = sharp(await readFile(path), { limitInputPixels: 50_000_000 });
    const meta = await image.metadata();
    if (!meta.width || !meta.height) throw new Error("no size");
    if (meta.format === "svg") {
      const svg = await readFile(path);
      return {
        src: `data:image/svg+xml;base64,${svg.toString("base64")}`,
        width: meta.width,
        height: meta.height,
      };
    }
    const { data, info } = await image
      .resize({ width: SIGNATURE_PX, withoutEnlargement: true })
      .png({ compressionLevel: 9, palette: true })
      .toBuffer({ resolveWithObject: true });
    return {
      src: `data:image/png;base64,${data.toString("base64")}`,
      width: info.width,
      height: info.height,
    };
  } catch (error) {
    problems.push({
      file: show(path),
      message: `cannot be read as a picture (${(error as Error).message.split("\n")[0]}): save it again as SVG or PNG`,
    });
    return undefined;
  }
}

/**
 * Reads the photographer's words (words.yaml, optional: one line per word they change) and
 * resolves the site's words in `language`; each problem at the line of its word.
 */
async function readWords(
  path: string,
  language: string,
  show: (path: string) => string,
  problems: ContentProblem[],
): Promise<ResolvedWords | undefined> {
  let yaml: YamlFile | undefined;
  try {
    yaml = readYaml(await readFile(path, "utf8"), show(path), problems);
    if (!yaml) return undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") {
      problems.push({ file: show(path), message: unreadable(error) });
      return undefined;
    }
  }
  const data = yaml?.data ?? {};
  if (typeof data !== "object" || Array.isArray(data)) {
    problems.push({
      file: show(path),
      message:
        "expected one word a line, as key: text (such as quote.addToInquiry: Add to Inquiry)",
    });
    return undefined;
  }
  const { resolved, problems: found } = resolveWords(
    language,
    data as Record<string, unknown>,
    nearest,
  );
  for (const p of found)
    problems.push({
      file: show(path),
      ...(yaml ? { line: yaml.locate([p.key]).line } : {}),
      field: p.key,
      message: p.message,
      ...(p.warning ? { warning: true } : {}),
    });
  if (resolved && resolved.fallbacks.length > 0)
    problems.push({
      file: show(path),
      message: `no bundled translation for "${language}": ${resolved.fallbacks.length} words stay in English until written here: ${resolved.fallbacks.join(", ")}`,
      warning: true,
    });
  return resolved;
}

/**
 * Reads and checks the register of sold copies against the prints (`printOf`: "unsure" for a
 * print of a collection whose own file has a problem already said).
 */
async function readRegister(
  path: string,
  show: (path: string) => string,
  problems: ContentProblem[],
  printOf: (reference: string) => RegisteredPrint | "unsure" | undefined,
): Promise<EditionsFile> {
  let source: string;
  try {
    source = await readFile(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return emptyRegister;
    problems.push({ file: show(path), message: unreadable(error) });
    return emptyRegister;
  }
  const yaml = readYaml(source, show(path), problems);
  if (!yaml) return emptyRegister;
  // An empty file (only comments) is an empty register.
  if (yaml.data === null || yaml.data === undefined) return emptyRegister;
  const register = checkAgainst(EditionsFileSchema, yaml, problems);
  if (!register) return emptyRegister;
  const print = (reference: string) => {
    const found = printOf(reference);
    return found === "unsure" ? undefined : found;
  };
  for (const p of registerProblems(register, print)) {
    // A print of a collection whose own file has a problem is checked once that file is right.
    if (printOf(String(p.path[1])) === "unsure") continue;
    problems.push({ file: yaml.file, ...yaml.locate(p.path), message: p.message });
  }
  return register;
}

function unreadable(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "ENOENT") return "missing: this file is needed";
  return `cannot be read (${(error as Error).message})`;
}

function referenceHint(ref: string, bySlug: Map<string, CollectionRead>): string {
  const [, prefix, number] = /^(.+)-(\d{3})$/.exec(ref) ?? [];
  const slug = prefix?.toLowerCase();
  const c = slug ? bySlug.get(slug) : undefined;
  if (c) return `${c.slug} has ${c.numbers.map((n) => three(n)).join(", ")}`;
  const renamed = [...bySlug.values()].find((r) => slug && r.file.formerly?.includes(slug));
  if (renamed)
    return `${slug} is now ${renamed.slug}: write ${renamed.slug.toUpperCase()}-${number}`;
  const slugs = [...bySlug.keys()];
  // A slip of the pen has a collection near it; a name near none may be a folder renamed by hand.
  const near = slug ? nearest(slug, slugs) : undefined;
  return `collections: ${slugs.join(", ")}${near ? "" : "; a folder renamed by hand? npm run collection -- rename OLD NEW renames one with every reference"}`;
}

async function readCollection(
  name: string,
  folder: string,
  show: (path: string) => string,
  problems: ContentProblem[],
): Promise<CollectionRead | undefined> {
  const files = (await readdir(folder)).filter((f) => !f.startsWith(".")).sort();
  if (files.length === 0) {
    problems.push({
      file: `${show(folder)}/`,
      message: `an empty collection folder: add its ${COLLECTION_FILE} and photographs 001.jpg, 002.jpg, … (or remove the folder)`,
    });
    return undefined;
  }
  const slug = name.toLowerCase();
  if (!SLUG.test(slug)) {
    problems.push({
      file: `${show(folder)}/`,
      message: `the folder's name is the collection's address: use lower-case letters, digits and dashes (such as black-and-white)`,
    });
    return undefined;
  }
  const photographs = new Map<number, string>();
  for (const f of files) {
    if (f === COLLECTION_FILE) continue;
    const m = ORIGINAL.exec(f);
    if (!m) {
      problems.push({
        file: show(join(folder, f)),
        message:
          "ignored: a photograph is named by its number, such as 001.jpg (JPEG, PNG, WebP, TIFF or HEIC)",
        warning: true,
      });
      continue;
    }
    const n = Number(m[1]);
    const other = photographs.get(n);
    if (other)
      problems.push({
        file: show(join(folder, f)),
        message: `print ${m[1]} already has a photograph (${show(other)}); keep one`,
      });
    else if (n === 0)
      problems.push({ file: show(join(folder, f)), message: "print numbers start at 001" });
    else photographs.set(n, join(folder, f));
  }
  const path = join(folder, COLLECTION_FILE);
  if (!files.includes(COLLECTION_FILE)) {
    problems.push({
      file: show(path),
      message:
        "missing: every collection folder needs one (title, description, longDescription, order, aspectRatio, card)",
    });
    return undefined;
  }
  const yaml = readYaml(await readFile(path, "utf8"), show(path), problems);
  if (!yaml) return undefined;
  const file = checkAgainst(CollectionFileSchema, yaml, problems);
  if (!file) return undefined;

  const numbers = new Set(photographs.keys());
  for (let n = 1; n <= (file.samples ?? 0); n++) numbers.add(n);
  const sorted = [...numbers].sort((a, b) => a - b);
  const has = `${photographs.size} photograph${photographs.size === 1 ? "" : "s"}${file.samples ? ` and samples: ${file.samples}` : ""}`;
  if (sorted.length === 0) {
    problems.push({
      file: yaml.file,
      message: `the collection has no prints: put its photographs 001.jpg, 002.jpg, … beside this file (or state samples: and a number)`,
    });
    return undefined;
  }
  if (!numbers.has(file.card.print))
    problems.push({
      file: yaml.file,
      ...yaml.locate(["card", "print"]),
      message: `there is no print ${three(file.card.print)} in ${slug} (it has ${has})`,
    });
  for (const key of Object.keys(file.prints ?? {})) {
    if (!numbers.has(Number(key)))
      problems.push({
        file: yaml.file,
        ...yaml.locate(["prints", key]),
        message: `there is no print ${three(Number(key))} in ${slug}: no photograph ${three(Number(key))}.jpg beside this file (it has ${has})`,
      });
  }
  return { slug, folder, yaml, file, numbers: sorted, photographs };
}

/**
 * A size priced in one place must be offered where the price applies: a paper's or frame's
 * price per size, or a shipping cost per size, names only sizes that are offered; and the first
 * paper and frame (the ones a price includes) are offered at every size.
 */
function checkSizes(
  site: SiteFile,
  collections: CollectionRead[],
  siteYaml: YamlFile,
  problems: ContentProblem[],
) {
  const layer = (
    yaml: YamlFile,
    base: Path,
    own: { sizes?: { size: string }[]; papers?: FinishLike[]; frames?: FinishLike[] },
    inherited: { sizes: { size: string }[]; papers: FinishLike[]; frames: FinishLike[] },
  ) => {
    const offered = (own.sizes ?? inherited.sizes).map((s) => s.size);
    for (const kind of ["papers", "frames"] as const) {
      const list = own[kind] ?? inherited[kind];
      // An inherited list with inherited sizes was checked where both are written.
      if (!own[kind] && !own.sizes) continue;
      list.forEach((f, i) => {
        if (!f.adds || typeof f.adds === "number") return;
        const path = [...base, kind, i, "adds"];
        if (own[kind])
          for (const size of Object.keys(f.adds))
            if (!offered.includes(size))
              problems.push({
                file: yaml.file,
                ...yaml.locate([...path, size]),
                message: `${size} has a price here but is not one of the sizes (${offered.join(", ")})`,
              });
        if (i === 0)
          for (const size of offered)
            if (f.adds[size] === undefined)
              problems.push({
                file: yaml.file,
                ...yaml.locate(own[kind] ? path : [...base, "sizes"]),
                message: `${size} is offered but has no price for "${f.id}", the ${kind === "papers" ? "paper" : "frame"} every price includes: give it one (0 or more)`,
              });
      });
    }
  };
  const top = site.pricing;
  layer(siteYaml, ["pricing"], top, top);
  for (const c of collections) {
    const collectionLevel = {
      sizes: c.file.sizes ?? top.sizes,
      papers: c.file.papers ?? top.papers,
      frames: c.file.frames ?? top.frames,
    };
    layer(c.yaml, [], c.file, top);
    for (const [key, print] of Object.entries(c.file.prints ?? {}))
      layer(c.yaml, ["prints", key], print, collectionLevel);
  }
  const everySize = new Set([
    ...top.sizes.map((s) => s.size),
    ...collections.flatMap((c) => [
      ...(c.file.sizes ?? []).map((s) => s.size),
      ...Object.values(c.file.prints ?? {}).flatMap((p) => (p.sizes ?? []).map((s) => s.size)),
    ]),
  ]);
  site.shipping.regions.forEach((r, i) => {
    if (typeof r.cost === "number") return;
    for (const size of Object.keys(r.cost))
      if (!everySize.has(size))
        problems.push({
          file: siteYaml.file,
          ...siteYaml.locate(["shipping", "regions", i, "cost", size]),
          message: `${size} has a shipping cost but no print is offered in it (sizes: ${[...everySize].join(", ")})`,
        });
  });
}

type FinishLike = { id: string; adds?: number | Record<string, number> };

function specificationOf(
  from: Pick<CollectionFile, "sizes" | "papers" | "frames" | "receiving">,
): SpecificationOverride | undefined {
  const spec: SpecificationOverride = {};
  if (from.sizes) spec.sizes = from.sizes;
  if (from.papers) spec.papers = from.papers;
  if (from.frames) spec.frames = from.frames;
  if (from.receiving) spec.receiving = from.receiving;
  return Object.keys(spec).length > 0 ? spec : undefined;
}

type Amounts = number | Record<string, number> | undefined;
const addsAt = (adds: Amounts, size: string) =>
  adds === undefined ? 0 : typeof adds === "number" ? adds : (adds[size] ?? 0);

/** A print's lowest and highest price: its sizes with the first paper and frame, as the site. */
function printRange(site: SiteFile, c: CollectionRead, number: number) {
  const own = c.file.prints?.[String(number)];
  const sizes = own?.sizes ?? c.file.sizes ?? site.pricing.sizes;
  const paper = (own?.papers ?? c.file.papers ?? site.pricing.papers)[0];
  const frame = (own?.frames ?? c.file.frames ?? site.pricing.frames)[0];
  const prices = sizes.map(
    (s) => s.price + addsAt(paper?.adds, s.size) + addsAt(frame?.adds, s.size),
  );
  return { low: Math.min(...prices), high: Math.max(...prices) };
}

/** The amounts a stated price holds ("$35 - $125", "ab 1.250 €"): 35 and 125, 1250. */
function statedAmounts(text: string): number[] {
  return (text.match(/\d[\d.,]*/g) ?? []).map((n) =>
    Number(n.replace(/[.,](?=\d{3}(?!\d))/g, "").replace(",", ".")),
  );
}

/**
 * A card's range or a featured price written by hand that its prices contradict: a warning (the
 * specification's sample states its own, and keeps them), so a changed price list is not missed.
 */
function checkStatedPrices(
  site: SiteFile,
  y: YamlFile,
  collections: CollectionRead[],
  problems: ContentProblem[],
) {
  const span = (r: { low: number; high: number }) =>
    r.low === r.high ? String(r.low) : `${r.low} - ${r.high}`;
  site.home.featured.forEach((f, i) => {
    if (!f.price) return;
    const m = /^(.+)-(\d{3})$/.exec(f.print);
    const c = collections.find((x) => x.slug.toUpperCase() === m?.[1]);
    if (!c) return;
    const low = printRange(site, c, Number(m?.[2])).low;
    const stated = statedAmounts(f.price);
    if (stated.length > 0 && stated[0] !== low)
      problems.push({
        file: y.file,
        ...y.locate(["home", "featured", i, "price"]),
        message: `says ${stated[0]} but ${f.print} costs from ${low} (its smallest size, first paper and frame): correct it, or leave it out and the site says the lowest`,
        warning: true,
      });
  });
  for (const c of collections) {
    const stated = c.file.card.priceRange;
    if (!stated || c.numbers.length === 0) continue;
    const ranges = c.numbers.map((n) => printRange(site, c, n));
    const actual = {
      low: Math.min(...ranges.map((r) => r.low)),
      high: Math.max(...ranges.map((r) => r.high)),
    };
    const [low, high = low] = statedAmounts(stated);
    if (low !== actual.low || high !== actual.high)
      problems.push({
        file: c.yaml.file,
        ...c.yaml.locate(["card", "priceRange"]),
        message: `says ${low === high ? low : `${low} - ${high}`} but its prints cost ${span(actual)} (smallest to largest size, first paper and frame): correct it, or leave it out and the site works it out`,
        warning: true,
      });
  }
}

/** `countries: rest`: every country no other region names, in ISO's order. */
function restOf(regions: SiteFile["shipping"]["regions"]): string[] {
  const named = new Set(regions.flatMap((r) => (r.countries === "rest" ? [] : r.countries)));
  return COUNTRY_CODES.filter((c) => !named.has(c));
}

/** The checked files under the names the app reads (app/content/site.ts). */
function contentOf(
  site: SiteFile,
  collections: CollectionRead[],
  contentDir: string,
): Omit<Content, "register"> {
  const ordered = [...collections].sort(
    (a, b) => a.file.order - b.file.order || a.file.title.localeCompare(b.file.title),
  );
  return {
    contentDir,
    photographer: site.photographer,
    hero: site.home.hero,
    featuredPrints: site.home.featured.map((f) => ({
      reference: f.print,
      ...(f.caption ? { caption: f.caption } : {}),
      ...(f.price ? { price: f.price } : {}),
    })),
    aboutTeaser: site.home.aboutTeaser,
    portfolioPage: site.portfolio,
    aboutPage: site.about,
    contactPage: site.contact,
    faq: site.faq,
    pricing: {
      currency: site.pricing.currency,
      locale: site.pricing.locale,
      unit: site.pricing.unit,
      ...(site.pricing.border !== undefined ? { border: site.pricing.border } : {}),
    },
    printDefaults: {
      sizes: site.pricing.sizes,
      papers: site.pricing.papers,
      frames: site.pricing.frames,
      receiving: site.receiving,
    },
    shipping: {
      ...site.shipping,
      regions: site.shipping.regions.map((r) => ({
        ...r,
        countries: r.countries === "rest" ? restOf(site.shipping.regions) : r.countries,
      })),
    },
    licensing: site.licensing,
    collections: ordered.map((c): CollectionContent => {
      const spec = specificationOf(c.file);
      const prints: Record<string, PrintOverride> = {};
      for (const [key, p] of Object.entries(c.file.prints ?? {})) {
        const own = specificationOf(p);
        prints[String(Number(key))] = {
          ...(p.title ? { title: p.title } : {}),
          ...(p.description ? { description: p.description } : {}),
          ...(p.alt ? { alt: p.alt } : {}),
          ...(p.date ? { date: p.date } : {}),
          ...(p.edition ? { edition: p.edition } : {}),
          ...(own ? { specification: own } : {}),
        };
      }
      return {
        slug: c.slug,
        title: c.file.title,
        description: c.file.description,
        longDescription: c.file.longDescription,
        order: c.file.order,
        aspectRatio: c.file.aspectRatio,
        numbers: c.numbers,
        thumbnailPrint: c.file.card.print,
        ...(c.file.card.priceRange ? { priceRange: c.file.card.priceRange } : {}),
        ...(c.file.formerly?.length ? { formerly: c.file.formerly } : {}),
        ...(c.file.edition ? { edition: c.file.edition } : {}),
        ...(spec ? { specification: spec } : {}),
        prints,
      };
    }),
  };
}
