/**
 * `npm run edition`: the photographer's register of sold copies (content/editions.yaml), as small
 * pure steps the command (edition-cli.ts) runs in order: read the arguments, find the print,
 * decide the copy's number, write it into the file's text keeping every comment.
 */
import { parseArgs } from "node:util";
import { type Document, isMap, isSeq, parseDocument, type YAMLMap, type YAMLSeq } from "yaml";
import { printWords } from "~/catalog/catalog";
import {
  certificatePath,
  copyByToken,
  type EditionCopy,
  type EditionsFile,
  holderOf,
  nextNumber,
  nextProofNumber,
  type RegisterEntry,
  serialNumber,
  soldCount,
  standing,
} from "~/catalog/register";
import { copyOf } from "~/certificates/certificate";
import type { Content, Edition } from "~/content/content-schema";
import type { PhotoMeta } from "~/images/image-manifest";

export type EditionCommand =
  | {
      kind: "sell";
      reference: string;
      size: string;
      paper?: string;
      frame?: string;
      buyer?: string;
      date?: string;
      proof: boolean;
    }
  | { kind: "list"; reference?: string }
  | { kind: "void"; reference: string; number: number; proof: boolean; reason: string }
  | { kind: "transfer"; token: string; to: string; date?: string };

export const USAGE = [
  'npm run edition -- sell <REFERENCE> --size <size> [--paper <id>] [--frame <id>] [--buyer "<name>"] [--date YYYY-MM-DD] [--proof]',
  "npm run edition -- list [REFERENCE]",
  'npm run edition -- void <REFERENCE> <number> --reason "…" [--proof]',
  'npm run edition -- transfer <certificate address or token> --to "<name>" [--date YYYY-MM-DD]',
].join("\n");

/** A refusal: one line for the photographer, and nothing written. */
export class Refusal extends Error {}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The command line, read; a Refusal says what is wrong with it. */
export function parseEditionArgs(argv: readonly string[]): EditionCommand {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    throw new Refusal(`${(error as Error).message.split("\n")[0]}\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  const [verb, ref, number] = positionals;
  const reference = ref?.toUpperCase();
  if (verb === "list") return { kind: "list", ...(reference ? { reference } : {}) };
  if (verb === "sell") {
    if (!reference) throw new Refusal(`Name the print: ${USAGE.split("\n")[0]}`);
    if (!values.size)
      throw new Refusal(`Say the size sold with --size, such as --size 16x20 (${reference})`);
    checkDate(values.date);
    return {
      kind: "sell",
      reference,
      size: values.size,
      ...(values.paper ? { paper: values.paper } : {}),
      ...(values.frame ? { frame: values.frame } : {}),
      ...(values.buyer?.trim() ? { buyer: values.buyer.trim() } : {}),
      ...(values.date ? { date: values.date } : {}),
      proof: values.proof ?? false,
    };
  }
  if (verb === "transfer") {
    // The certificate's address as printed under its QR code, or its token alone.
    const token = ref
      ?.trim()
      .replace(/[?#].*$/, "")
      .replace(/\/+$/, "")
      .split("/")
      .pop();
    if (!token) throw new Refusal(`Name the certificate: ${USAGE.split("\n")[3]}`);
    if (!values.to?.trim()) throw new Refusal(`Say who holds it now with --to "Name" (${token})`);
    checkDate(values.date);
    return {
      kind: "transfer",
      token,
      to: values.to.trim(),
      ...(values.date ? { date: values.date } : {}),
    };
  }
  if (verb === "void") {
    if (!reference || !number || !/^\d+$/.test(number))
      throw new Refusal(`Name the print and the copy's number: ${USAGE.split("\n")[2]}`);
    if (!values.reason?.trim())
      throw new Refusal(`Say why with --reason "…" (returned, damaged, cancelled): it is kept`);
    return {
      kind: "void",
      reference,
      number: Number(number),
      proof: values.proof ?? false,
      reason: values.reason.trim(),
    };
  }
  throw new Refusal(USAGE);
}

function parse(argv: readonly string[]) {
  // The certificate after `transfer` is a positional whatever it starts with: a token is
  // base64url, and one in 32 begins with "-", which parseArgs would take for an option.
  const [verb, certificate, ...rest] = argv;
  const args =
    verb === "transfer" && certificate !== undefined && !/^--(to|date)(=|$)/.test(certificate)
      ? [verb, ...rest, "--", certificate]
      : [...argv];
  return parseArgs({
    args,
    allowPositionals: true,
    options: {
      size: { type: "string" },
      paper: { type: "string" },
      frame: { type: "string" },
      buyer: { type: "string" },
      date: { type: "string" },
      reason: { type: "string" },
      to: { type: "string" },
      proof: { type: "boolean" },
    },
  });
}

/** `--date`, where given, must be a real day written YYYY-MM-DD. */
function checkDate(value: string | undefined): void {
  if (value !== undefined && !isDate(value))
    throw new Refusal(`--date must be a day as YYYY-MM-DD, such as 2026-11-26 (got "${value}")`);
}

function isDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** What the command knows of a print: its words, edition and what it is made in. */
export type PrintFacts = {
  reference: string;
  title: string;
  edition?: Edition;
  sizes: string[];
  papers: { id: string; label: string }[];
  frames: { id: string; label: string }[];
};

/**
 * A print of the checked content, with its sizes, papers and frames as they are inherited, and
 * its title as the site shows it: the content's, else its photograph's own (`meta`, the words the
 * image build read from the file), else the specification's 'Landscapes Print 1'.
 */
export function printFacts(
  content: Content,
  reference: string,
  meta?: PhotoMeta,
): PrintFacts | undefined {
  const m = /^(.+)-(\d{3})$/.exec(reference);
  const collection = content.collections.find((c) => c.slug.toUpperCase() === m?.[1]);
  const number = Number(m?.[2]);
  if (!collection?.numbers.includes(number)) return undefined;
  const own = collection.prints[String(number)];
  const pick = <K extends "sizes" | "papers" | "frames">(k: K) =>
    own?.specification?.[k] ?? collection.specification?.[k] ?? content.printDefaults[k];
  const edition = own?.edition ?? collection.edition;
  return {
    reference,
    title: printWords({
      collection,
      number,
      ...(own ? { override: own } : {}),
      ...(meta ? { meta } : {}),
    }).title,
    ...(edition ? { edition } : {}),
    sizes: pick("sizes").map((s) => s.size),
    papers: pick("papers").map(({ id, label }) => ({ id, label })),
    frames: pick("frames").map(({ id, label }) => ({ id, label })),
  };
}

type Limited = Extract<Edition, { kind: "limited" }>;

/** The print's edition, when it is a limited one; a Refusal says why it is not. */
function limitedEdition(print: PrintFacts | undefined, reference: string): Limited {
  if (!print) throw new Refusal(`${reference} does not exist: no print has that reference`);
  if (print.edition?.kind === "limited") return print.edition;
  throw new Refusal(
    print.edition
      ? `${reference} is an open edition: only copies of a limited edition are numbered`
      : `${reference} is not in an edition: give it one in its collection.yaml first (edition: { kind: limited, size: 25 })`,
  );
}

/** The print's register entry, or a new one that starts after the copies sold before it. */
export function entryOf(
  register: EditionsFile,
  reference: string,
  edition: Limited,
): RegisterEntry {
  return register.prints[reference] ?? { soldBefore: edition.sold, copies: [] };
}

/**
 * The copy a sale records: the next number, the choice checked against what the print is made
 * in. `token` and `today` come from outside, so this stays pure.
 */
export function planSale(
  command: Extract<EditionCommand, { kind: "sell" }>,
  print: PrintFacts | undefined,
  register: EditionsFile,
  token: string,
  today: string,
): { copy: EditionCopy; entry: RegisterEntry; edition: Limited } {
  const { reference } = command;
  const edition = limitedEdition(print, reference);
  const facts = print as PrintFacts;
  const entry = entryOf(register, reference, edition);
  const number = command.proof ? nextProofNumber(entry, edition) : nextNumber(entry, edition);
  if (number === undefined)
    throw new Refusal(
      command.proof
        ? `${reference}: every artist's proof (${edition.artistProofs ?? 0}) is recorded`
        : `${reference} is sold out: all ${edition.size} copies are sold`,
    );
  if (!facts.sizes.includes(command.size))
    throw new Refusal(
      `${reference} is not made in ${command.size}: its sizes are ${facts.sizes.join(", ")}`,
    );
  const paper = command.paper ?? facts.papers[0]?.id;
  if (paper && !facts.papers.some((p) => p.id === paper))
    throw new Refusal(
      `${reference} is not printed on "${paper}": its papers are ${facts.papers.map((p) => p.id).join(", ")}`,
    );
  const frame = command.frame ?? facts.frames[0]?.id;
  if (frame && !facts.frames.some((f) => f.id === frame))
    throw new Refusal(
      `${reference} has no frame "${frame}": its frames are ${facts.frames.map((f) => f.id).join(", ")}`,
    );
  const copy: EditionCopy = {
    number,
    ...(command.proof ? { proof: true } : {}),
    token,
    date: command.date ?? today,
    size: command.size,
    ...(paper ? { paper } : {}),
    ...(frame ? { frame } : {}),
    ...(command.buyer ? { buyer: command.buyer } : {}),
  };
  return { copy, entry, edition };
}

/** Which copy of the register a void names: its index in the print's list. */
export function planVoid(
  command: Extract<EditionCommand, { kind: "void" }>,
  print: PrintFacts | undefined,
  register: EditionsFile,
): { index: number } {
  const { reference, number } = command;
  limitedEdition(print, reference);
  const copies = register.prints[reference]?.copies ?? [];
  const index = copies.findIndex(
    (c) => c.number === number && !c.void && !!c.proof === command.proof,
  );
  if (index < 0)
    throw new Refusal(
      `${reference} has no ${command.proof ? "artist's proof" : "copy"} ${number} standing in the register (${standing(copies).length} recorded)`,
    );
  return { index };
}

/** The register's text with the copy added, comments and layout kept. */
export function withCopy(
  source: string,
  reference: string,
  entry: RegisterEntry,
  copy: EditionCopy,
): string {
  let doc = parseDocument(source);
  // A register of comments only (or none): the fields start under them.
  if (!isMap(doc.contents)) doc = parseDocument(`${source.trimEnd()}\nprints: {}\n`);
  if (!isMap(doc.getIn(["prints"]))) doc.setIn(["prints"], doc.createNode({}));
  if (!doc.hasIn(["prints", reference]))
    doc.setIn(["prints", reference], doc.createNode({ soldBefore: entry.soldBefore, copies: [] }));
  const prints = doc.getIn(["prints"]) as YAMLMap;
  prints.flow = false;
  appendAt(doc, ["prints", reference, "copies"], copy);
  return doc.toString({ lineWidth: 100 });
}

/** Adds `value` to the list at `path`, made where there is none, each item on a line of its own. */
function appendAt(doc: Document, path: (string | number)[], value: unknown): void {
  if (!isSeq(doc.getIn(path))) doc.setIn(path, doc.createNode([]));
  const list = doc.getIn(path) as YAMLSeq;
  list.flow = false;
  list.add(doc.createNode(value));
}

/**
 * Which copy a transfer names, and its new owner: the copy its certificate's token finds, standing
 * (not void), passed on no earlier than it was sold or last passed on, to someone other than
 * the one who holds it.
 */
export function planTransfer(
  command: Extract<EditionCommand, { kind: "transfer" }>,
  register: EditionsFile,
  today: string,
): { reference: string; index: number; copy: EditionCopy; owner: { name: string; date: string } } {
  const found = copyByToken(register, command.token);
  if (!found)
    throw new Refusal(
      `No copy in the register has the certificate ${command.token}: check the address letter by letter (npm run edition -- list shows them all)`,
    );
  const { reference, copy } = found;
  const index = register.prints[reference]?.copies.indexOf(copy) ?? -1;
  const which = `${reference} ${copy.proof ? "artist's proof " : ""}${copy.number}`;
  if (copy.void)
    throw new Refusal(
      `${which} was voided on ${copy.void.date}: a void certificate is passed on to nobody`,
    );
  const owners = copy.owners ?? [];
  const holder = holderOf(copy);
  if (holder && holder.toLowerCase() === command.to.toLowerCase())
    throw new Refusal(`${which} is held by ${holder} already`);
  const date = command.date ?? today;
  const since = owners.at(-1)?.date ?? copy.date;
  if (date < since)
    throw new Refusal(
      `${which} was ${owners.length > 0 ? `passed on to ${holder}` : "sold"} on ${since}: a transfer on ${date} would come before it`,
    );
  return { reference, index, copy, owner: { name: command.to, date } };
}

/** The register's text with a new owner after the copy's others, comments and layout kept. */
export function withOwner(
  source: string,
  reference: string,
  index: number,
  owner: { name: string; date: string },
): string {
  const doc = parseDocument(source);
  appendAt(doc, ["prints", reference, "copies", index, "owners"], owner);
  return doc.toString({ lineWidth: 100 });
}

/** The register's text with a copy marked void, with the day and the reason. */
export function withVoid(
  source: string,
  reference: string,
  index: number,
  voided: { date: string; reason: string },
): string {
  const doc = parseDocument(source);
  doc.setIn(["prints", reference, "copies", index, "void"], doc.createNode(voided));
  return doc.toString({ lineWidth: 100 });
}

/** Joins a site's origin and a certificate's path. */
export function certificateUrl(siteUrl: string, token: string): string {
  return new URL(certificatePath(token), `${siteUrl.replace(/\/+$/, "")}/`).href;
}

/** The lines `list` prints for one print: its count, then each copy. */
export function listLines(
  reference: string,
  print: PrintFacts | undefined,
  entry: RegisterEntry,
  siteUrl: string,
): string[] {
  const edition = print?.edition?.kind === "limited" ? print.edition : undefined;
  const title = print ? `${reference} ${print.title}` : `${reference} (no such print)`;
  if (!edition) return [title];
  const sold = soldCount(entry);
  const lines = [
    `${title}: edition of ${edition.size}${edition.artistProofs ? ` + ${edition.artistProofs} AP` : ""}, ${sold} sold (${entry.soldBefore} before the register), ${Math.max(0, edition.size - sold)} available`,
  ];
  for (const c of entry.copies) {
    const choice = [c.size, c.paper, c.frame].filter(Boolean).join(" ");
    const status = c.void ? `  VOID ${c.void.date}: ${c.void.reason}` : "";
    // The holder now, after whoever held it before: "Ada Lovelace → Jonas Weber (2027-03-03)".
    const held = [
      c.buyer ?? (c.owners?.length ? "?" : undefined),
      ...(c.owners ?? []).map((o) => `${o.name} (${o.date})`),
    ]
      .filter(Boolean)
      .join(" → ");
    lines.push(
      `  ${serialNumber(c, edition).padEnd(8)} ${c.date}  ${choice}${held ? `  ${held}` : ""}  ${certificateUrl(siteUrl, c.token)}${status}`,
    );
  }
  return lines;
}

/** The lines a sale prints: what was recorded, the certificate's address, how to print it. */
export function saleLines(
  print: PrintFacts,
  copy: EditionCopy,
  edition: Limited,
  siteUrl: string,
  file: string,
): string[] {
  const label = (list: { id: string; label: string }[], id?: string) =>
    list.find((f) => f.id === id)?.label;
  const choice = [copy.size, label(print.papers, copy.paper), label(print.frames, copy.frame)]
    .filter(Boolean)
    .join(", ");
  const url = certificateUrl(siteUrl, copy.token);
  return [
    `Recorded ${print.reference} ${print.title}, ${copyOf(copy, edition)} (${choice}), ${copy.date}${copy.buyer ? `, for ${copy.buyer}` : ""}, in ${file}.`,
    `Certificate: ${url}`,
    `Printable certificate: open ${url} and print it (one A5 or Letter page, with its QR code).`,
  ];
}
