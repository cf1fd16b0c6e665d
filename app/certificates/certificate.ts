import type { Print } from "~/catalog/catalog";
import type { Limited } from "~/catalog/register";
import { type EditionCopy, type EditionsFile, holderOf, serialNumber } from "~/catalog/register";
import { sayCertificate as say } from "~/certificates/certificate-words";
import type { Paper } from "~/content/content-schema";

/**
 * What a certificate of authenticity says of one numbered copy: the print, its number in the
 * edition, what was made and when, the photographer's statement. Pure: the route adds the
 * picture, the address and its QR code.
 */
export type Certificate = {
  title: string;
  reference: string;
  /** The print's reference when the copy was sold, where its collection was renamed since. */
  soldAs?: string;
  /** "19 of 25", "Artist's proof 1 of 2". */
  copyOf: string;
  /** "19/25", "AP 1/2": schema.org's serialNumber. */
  serialNumber: string;
  /** The edition's size (schema.org's artEdition). */
  editionSize: number;
  size: string;
  /** "16x20 in sheet, image 14x18 in", where the content states the sheet's margin. */
  sheetAndImage?: string;
  paper?: string;
  /** The paper in full, where the content says more than its name: "Archival pigment print on
   * Hahnemühle Photo Rag, 308 g/m²". */
  medium?: string;
  /** "An edition of 25 across all sizes, and 2 artist's proofs": the terms as content states them. */
  terms: string;
  frame?: string;
  /** The day of the sale as the register writes it (YYYY-MM-DD), and in words. */
  date: string;
  dateText: string;
  /** Who holds it now: the last owner named, else the buyer (shown only when given). */
  buyer?: string;
  /**
   * Everyone who has held it, in order, each from the day they acquired it: the buyer first
   * (unnamed where the register names nobody), then each transfer. One entry: never passed on.
   */
  owners: { name?: string; date: string; dateText: string }[];
  statement: string;
  photographer: string;
  /** A copy returned or cancelled: its day in words (the reason stays in the register). */
  voidedOn?: string;
  /** The year the photograph was made (the content's date, else its file's capture date). */
  year?: string;
  /** The token of its address in groups of four, to read aloud or compare: "F2CN HuqU 7V3L…". */
  number: string;
};

/** The image's size on a sheet with `border` of margin each side: "16x20" and 1 give "14x18". */
export function imageSize(sheet: string, border: number | undefined): string | undefined {
  const sides = sheet.split("x").map(Number);
  if (!border || sides.length !== 2 || sides.some((n) => !Number.isFinite(n))) return undefined;
  const inner = sides.map((n) => Math.round((n - 2 * border) * 10) / 10);
  return inner.every((n) => n > 0) ? inner.join("x") : undefined;
}

/** A paper in full, where the content says more than its name (process, maker, weight). */
export function mediumOf(paper: Paper | undefined): string | undefined {
  if (!paper || (!paper.process && !paper.maker && !paper.weight)) return undefined;
  const named = paper.maker ? `${paper.maker} ${paper.label}` : paper.label;
  const weighed = paper.weight
    ? say("certificate.paperWeight", { paper: named, weight: paper.weight })
    : named;
  return paper.process
    ? say("certificate.mediumOn", { process: paper.process, paper: weighed })
    : weighed;
}

/** A certificate's token as a person reads it: groups of four characters. */
export function groupedToken(token: string): string {
  return token.match(/.{1,4}/g)?.join(" ") ?? token;
}

/** "19 of 25", or "Artist's proof 1 of 2": how the certificate says it in words. */
export function copyOf(copy: Pick<EditionCopy, "number" | "proof">, edition: Limited) {
  return copy.proof
    ? say("certificate.proofOf", {
        number: copy.number,
        proofs: edition.artistProofs ?? copy.number,
      })
    : say("certificate.copyOf", { number: copy.number, size: edition.size });
}

/** The statement when the register's `certificate.statement` says none. */
export function defaultStatement(photographer: string, size: number, proofs = 0): string {
  return say("certificate.statement", { name: photographer, size, proofs });
}

export function certificateOf(
  print: Print,
  copy: EditionCopy,
  register: EditionsFile,
  facts: { photographer: string; unit: string; locale: string; border?: number },
): Certificate | undefined {
  const edition = print.edition;
  if (edition?.kind !== "limited") return undefined;
  const label = (list: readonly { id: string; label: string }[], id?: string) =>
    list.find((f) => f.id === id)?.label ?? id;
  const day = (iso: string) =>
    new Intl.DateTimeFormat(facts.locale, { dateStyle: "long", timeZone: "UTC" }).format(
      new Date(`${iso}T00:00:00Z`),
    );
  const holder = holderOf(copy);
  const paper = label(print.specification.papers, copy.paper);
  const medium = mediumOf(print.specification.papers.find((p) => p.id === copy.paper));
  const sheet = `${copy.size} ${facts.unit}`;
  const image = imageSize(copy.size, facts.border);
  const frame = label(print.specification.frames, copy.frame);
  return {
    title: print.title,
    reference: print.reference,
    ...(copy.soldAs && copy.soldAs !== print.reference ? { soldAs: copy.soldAs } : {}),
    copyOf: copyOf(copy, edition),
    serialNumber: serialNumber(copy, edition),
    editionSize: edition.size,
    size: sheet,
    ...(image
      ? {
          sheetAndImage: say("certificate.sheetAndImage", {
            sheet,
            image: `${image} ${facts.unit}`,
          }),
        }
      : {}),
    ...(medium ? { medium } : {}),
    terms: say("certificate.terms", {
      size: edition.size,
      per: edition.per ?? "all",
      proofs: edition.artistProofs ?? 0,
    }),
    ...(paper ? { paper } : {}),
    ...(frame ? { frame } : {}),
    date: copy.date,
    dateText: day(copy.date),
    ...(holder ? { buyer: holder } : {}),
    owners: [
      { ...(copy.buyer ? { name: copy.buyer } : {}), date: copy.date, dateText: day(copy.date) },
      ...(copy.owners ?? []).map((o) => ({ name: o.name, date: o.date, dateText: day(o.date) })),
    ],
    statement:
      register.certificate?.statement ??
      defaultStatement(facts.photographer, edition.size, edition.artistProofs),
    photographer: facts.photographer,
    ...(copy.void ? { voidedOn: day(copy.void.date) } : {}),
    ...(print.date ? { year: print.date.slice(0, 4) } : {}),
    number: groupedToken(copy.token),
  };
}
