import type { Collection, Print } from "~/catalog/catalog";
import type { Edition } from "~/catalog/edition";
import type { EditionCopy, EditionsFile, RegisterEntry } from "~/content/content-schema";

/**
 * The register of numbered copies (content/editions.yaml) and the rules over it: what counts as
 * sold, which number comes next, what a certificate says. Pure: the check, the edition command
 * and the server share it.
 */

export type { EditionCopy, EditionsFile, RegisterEntry };

export const EDITIONS_FILE = "editions.yaml";

export const emptyRegister: EditionsFile = { prints: {} };

export type Limited = Extract<Edition, { kind: "limited" }>;

/** Copies that stand: not voided. */
export const standing = (copies: readonly EditionCopy[]) => copies.filter((c) => !c.void);

/** Copies sold, artist's proofs apart: those before the register and the register's own. */
export function soldCount(entry: RegisterEntry): number {
  return entry.soldBefore + standing(entry.copies).filter((c) => !c.proof).length;
}

/**
 * The number the next copy sold gets: the lowest above those sold before the register that no
 * standing copy holds (a voided copy's number is free again); undefined when sold out.
 */
export function nextNumber(entry: RegisterEntry, edition: Limited): number | undefined {
  const taken = new Set(
    standing(entry.copies)
      .filter((c) => !c.proof)
      .map((c) => c.number),
  );
  for (let n = entry.soldBefore + 1; n <= edition.size; n++) if (!taken.has(n)) return n;
  return undefined;
}

/** The next artist's proof's number, undefined when every proof is recorded. */
export function nextProofNumber(entry: RegisterEntry, edition: Limited): number | undefined {
  const taken = new Set(
    standing(entry.copies)
      .filter((c) => c.proof)
      .map((c) => c.number),
  );
  for (let n = 1; n <= (edition.artistProofs ?? 0); n++) if (!taken.has(n)) return n;
  return undefined;
}

/** "19/25", or "AP 1/2" for an artist's proof: the certificate's serial number. */
export function serialNumber(copy: Pick<EditionCopy, "number" | "proof">, edition: Limited) {
  return copy.proof
    ? `AP ${copy.number}/${edition.artistProofs ?? copy.number}`
    : `${copy.number}/${edition.size}`;
}

/** Who holds a copy now: the last owner it was passed on to, else its buyer (if named). */
export const holderOf = (copy: Pick<EditionCopy, "buyer" | "owners">): string | undefined =>
  copy.owners?.at(-1)?.name ?? copy.buyer;

/** A certificate's address on the site. */
export const certificatePath = (token: string) => `/certificate/${token}`;

/** The print's edition with what the register counts as sold. */
export function editionWithRegister(edition: Edition, entry: RegisterEntry | undefined): Edition {
  if (!entry || edition.kind !== "limited") return edition;
  return { ...edition, sold: Math.min(edition.size, soldCount(entry)) };
}

/** The catalogue with every limited edition's sold count taken from the register. */
export function collectionsWithRegister(
  collections: Collection[],
  register: EditionsFile,
): Collection[] {
  const withSales = (p: Print): Print => {
    const entry = register.prints[p.reference];
    return entry && p.edition ? { ...p, edition: editionWithRegister(p.edition, entry) } : p;
  };
  return collections.map((c) => {
    const prints = c.prints.map(withSales);
    const thumbnail = prints.find((p) => p.reference === c.thumbnail.reference) ?? c.thumbnail;
    return { ...c, prints, thumbnail };
  });
}

export type FoundCopy = { reference: string; copy: EditionCopy };

/** The copy a certificate's token names, anywhere in the register. */
export function copyByToken(register: EditionsFile, token: string): FoundCopy | undefined {
  for (const [reference, entry] of Object.entries(register.prints)) {
    const copy = entry.copies.find((c) => c.token === token);
    if (copy) return { reference, copy };
  }
  return undefined;
}

/** What the register needs to know of a print to check it: its edition and what it is made in. */
export type RegisteredPrint = {
  edition?: Edition;
  sizes: readonly string[];
  papers: readonly string[];
  frames: readonly string[];
};

export type RegisterProblem = { path: (string | number)[]; message: string };

/**
 * Mistakes in the register, each at the field to correct: a print that does not exist or is not
 * a limited edition, a number above the edition or taken twice, a token used twice, a size,
 * paper or frame the print is not made in, a count of earlier sales the collection contradicts.
 */
export function registerProblems(
  register: EditionsFile,
  printOf: (reference: string) => RegisteredPrint | undefined,
): RegisterProblem[] {
  const problems: RegisterProblem[] = [];
  const tokens = new Map<string, string>();
  for (const [reference, entry] of Object.entries(register.prints)) {
    const at = (...path: (string | number)[]) => ["prints", reference, ...path];
    const print = printOf(reference);
    if (!print) {
      problems.push({ path: at(), message: `${reference} does not exist: no print has it` });
      continue;
    }
    const edition = print.edition;
    if (edition?.kind !== "limited") {
      problems.push({
        path: at(),
        message: `${reference} is ${edition ? "an open edition" : "not in an edition"}: only copies of a limited edition are numbered and recorded here`,
      });
      continue;
    }
    if (entry.soldBefore > edition.size)
      problems.push({
        path: at("soldBefore"),
        message: `${entry.soldBefore} sold before is more than the edition of ${edition.size}`,
      });
    if (edition.sold !== 0 && edition.sold !== entry.soldBefore)
      problems.push({
        path: at("soldBefore"),
        message: `the collection's file says sold: ${edition.sold}, this register ${entry.soldBefore}: keep the number here and remove sold there`,
      });
    const held = new Map<string, number>();
    entry.copies.forEach((copy, i) => {
      const other = tokens.get(copy.token);
      if (other)
        problems.push({
          path: at("copies", i, "token"),
          message: `this token is already ${other}'s: each certificate needs its own`,
        });
      else tokens.set(copy.token, `${reference} ${copy.proof ? "AP " : ""}${copy.number}`);
      const limit = copy.proof ? (edition.artistProofs ?? 0) : edition.size;
      if (copy.number > limit)
        problems.push({
          path: at("copies", i, "number"),
          message: copy.proof
            ? `artist's proof ${copy.number} is more than the ${limit} proofs of ${reference}`
            : `${copy.number} is above the edition of ${edition.size}`,
        });
      else if (!copy.proof && copy.number <= entry.soldBefore)
        problems.push({
          path: at("copies", i, "number"),
          message: `${copy.number} is one of the ${entry.soldBefore} copies sold before the register (1 to ${entry.soldBefore})`,
        });
      if (!copy.void) {
        const key = `${copy.proof ? "AP" : ""}${copy.number}`;
        const first = held.get(key);
        if (first !== undefined)
          problems.push({
            path: at("copies", i, "number"),
            message: `number ${copy.number} is already copy ${first + 1} of this list: void one of them first`,
          });
        else held.set(key, i);
      }
      // Owners follow one another: none before the sale, none before the one they acquired from.
      let since = copy.date;
      (copy.owners ?? []).forEach((owner, j) => {
        if (owner.date < since)
          problems.push({
            path: at("copies", i, "owners", j, "date"),
            message: `${owner.name} acquired it on ${owner.date}, before ${j === 0 ? "the sale" : "the owner before"} (${since}): owners are listed in order`,
          });
        else since = owner.date;
      });
      if (!print.sizes.includes(copy.size))
        problems.push({
          path: at("copies", i, "size"),
          message: `${reference} is not made in ${copy.size} (sizes: ${print.sizes.join(", ")})`,
        });
      if (copy.paper && !print.papers.includes(copy.paper))
        problems.push({
          path: at("copies", i, "paper"),
          message: `${reference} is not printed on "${copy.paper}" (papers: ${print.papers.join(", ")})`,
        });
      if (copy.frame && !print.frames.includes(copy.frame))
        problems.push({
          path: at("copies", i, "frame"),
          message: `${reference} is not framed in "${copy.frame}" (frames: ${print.frames.join(", ")})`,
        });
    });
  }
  return problems;
}
