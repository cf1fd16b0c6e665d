/**
 * `npm run edition -- sell|list|void …`: records a sold copy of a limited edition in the content
 * folder's register (editions.yaml), lists the register, marks a returned copy void. It reads
 * and checks the content folder first (CONTENT_DIR, else `content`), refuses with one line and
 * writes nothing when something is wrong, and writes the file whole or not at all.
 */
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { readFile, rename, writeFile } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import { EDITIONS_FILE } from "~/catalog/register";
import { config } from "~/config/env.server";
import { IMAGE_DIR, imageManifest } from "~/images/image-manifest.server";
import {
  certificateUrl,
  entryOf,
  listLines,
  parseEditionArgs,
  planSale,
  planTransfer,
  planVoid,
  printFacts,
  Refusal,
  saleLines,
  withCopy,
  withOwner,
  withVoid,
} from "./edition";
import { loadContent } from "./load";

/**
 * The words the last image build read from a print's photograph (its IPTC title), if any; before
 * any image build there are none, and nothing to say about it.
 */
const photoWords = (reference: string) =>
  existsSync(join(IMAGE_DIR, "manifest.json"))
    ? imageManifest()?.prints[reference]?.meta
    : undefined;

/** 128 random bits, URL-safe: nobody finds a certificate without being given its address. */
/** A certificate's token: 128 random bits, base64url, never beginning with "-" (a shell option's look). */
function newToken(): string {
  for (;;) {
    const token = randomBytes(16).toString("base64url");
    if (!token.startsWith("-")) return token;
  }
}

async function writeAtomically(path: string, text: string) {
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, text);
  await rename(temporary, path);
}

async function readSource(path: string): Promise<string> {
  try {
    return await readFile(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT")
      return "# yaml-language-server: $schema=./schema/editions.json\n# The register of sold copies of limited editions: docs/editions.md\nprints: {}\n";
    throw error;
  }
}

/** @public Run by scripts/edition.js, which bundles this file and imports the bundle. */
export async function main(argv: string[], env = process.env): Promise<number> {
  const out = (line: string) => process.stdout.write(`${line}\n`);
  try {
    const command = parseEditionArgs(argv);
    const dir = resolve(env.CONTENT_DIR || "content");
    const { content } = await loadContent(dir, { photographs: false });
    if (!content)
      throw new Refusal(
        `${relative(process.cwd(), dir) || dir}/ has problems: run npm run check and correct them first`,
      );
    const settings = config();
    const path = join(dir, EDITIONS_FILE);
    const shown = relative(process.cwd(), path) || path;
    const register = content.register;

    if (command.kind === "list") {
      const references = command.reference
        ? [command.reference]
        : Object.keys(register.prints).sort();
      if (references.length === 0) out("No copy recorded yet.");
      for (const reference of references) {
        const print = printFacts(content, reference, photoWords(reference));
        const edition = print?.edition;
        if (!print || edition?.kind !== "limited") {
          out(`${reference}: ${print ? "not a limited edition" : "no such print"}`);
          continue;
        }
        for (const line of listLines(
          reference,
          print,
          entryOf(register, reference, edition),
          settings.siteUrl,
        ))
          out(line);
      }
      return 0;
    }

    const today = new Intl.DateTimeFormat("en-CA", { timeZone: settings.timeZone }).format(
      new Date(),
    );
    if (command.kind === "transfer") {
      const { reference, index, copy, owner } = planTransfer(command, register, today);
      await writeAtomically(path, withOwner(await readSource(path), reference, index, owner));
      const print = printFacts(content, reference, photoWords(reference));
      const history = [
        copy.buyer ?? "its first collector",
        ...(copy.owners ?? []).map((o) => o.name),
        owner.name,
      ];
      out(
        `Recorded in ${shown}: ${reference} ${print?.title ?? ""}, ${copy.proof ? "artist's proof " : ""}${copy.number}, held by ${owner.name} from ${owner.date}.`,
      );
      out(
        `Its certificate, at the same address (${certificateUrl(settings.siteUrl, copy.token)}), lists ${history.join(", then ")}.`,
      );
      return 0;
    }

    const print = printFacts(content, command.reference, photoWords(command.reference));
    const source = await readSource(path);
    if (command.kind === "sell") {
      const { copy, entry, edition } = planSale(command, print, register, newToken(), today);
      await writeAtomically(path, withCopy(source, command.reference, entry, copy));
      if (!env.SITE_URL && !settings.siteUrl.startsWith("https:"))
        out(
          `(SITE_URL is not set: the address below is ${settings.siteUrl}'s; set SITE_URL in .env to your site's)`,
        );
      for (const line of saleLines(
        print as NonNullable<typeof print>,
        copy,
        edition,
        settings.siteUrl,
        shown,
      ))
        out(line);
      return 0;
    }
    const { index } = planVoid(command, print, register);
    await writeAtomically(
      path,
      withVoid(source, command.reference, index, { date: today, reason: command.reason }),
    );
    out(
      `Voided ${command.reference} ${command.proof ? "artist's proof " : ""}${command.number} (${command.reason}) in ${shown}: its certificate now says it is void${command.proof ? "" : ", and the number is free for the next sale"}.`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    process.stderr.write(`${error.message}\n`);
    return 1;
  }
}
