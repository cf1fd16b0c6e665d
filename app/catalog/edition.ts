import type { Edition } from "~/content/site";
import { say } from "~/words/say";

export type { Edition };

/** schema.org's words for an offer's availability. */
export type Availability = "InStock" | "LimitedAvailability" | "SoldOut";

export type EditionStatus = {
  /** What a collector reads on the card and in the viewer: 'Edition of 25 · 7 available'. */
  label: string;
  /** The same for the photographer's email: 'Edition of 25, 7 available' or 'SOLD OUT'. */
  forEmail: string;
  availability: Availability;
  soldOut: boolean;
};

/** What the site says of an edition; undefined where the photographer set none. */
export function editionStatus(edition: Edition | undefined): EditionStatus | undefined {
  if (!edition) return undefined;
  if (edition.kind === "open") {
    return {
      label: say("edition.open"),
      forEmail: say("edition.open"),
      availability: "InStock",
      soldOut: false,
    };
  }
  const available = edition.size - edition.sold;
  const of = say("edition.of", { size: edition.size, proofs: edition.artistProofs ?? 0 });
  if (available <= 0) {
    return {
      label: say("edition.soldOut"),
      forEmail: say("edition.soldOutMail", { edition: of }),
      availability: "SoldOut",
      soldOut: true,
    };
  }
  return {
    label: say("edition.available", { edition: of, available }),
    forEmail: say("edition.availableMail", { edition: of, available }),
    availability: "LimitedAvailability",
    soldOut: false,
  };
}

/**
 * The fields a page's data carries about a print's edition: none at all where none is set, so
 * those pages stay exactly as they were.
 */
export function editionFields(edition: Edition | undefined): {
  editionLabel?: string;
  soldOut?: boolean;
  availability?: Availability;
} {
  const status = editionStatus(edition);
  if (!status) return {};
  return {
    editionLabel: status.label,
    availability: status.availability,
    ...(status.soldOut ? { soldOut: true } : {}),
  };
}

/** Mistakes in an edition, each naming the print: sold ≤ size, sizes positive, whole numbers. */
export function editionProblems(reference: string, edition: Edition | undefined): string[] {
  if (!edition || edition.kind === "open") return [];
  const problems: string[] = [];
  const whole = (n: number) => Number.isInteger(n) && n >= 0;
  if (!whole(edition.size) || edition.size < 1) {
    problems.push(
      `${reference}: edition size must be a whole number of at least 1 (is ${edition.size})`,
    );
  }
  if (!whole(edition.sold)) {
    problems.push(
      `${reference}: prints sold must be a whole number, 0 or more (is ${edition.sold})`,
    );
  } else if (edition.sold > edition.size) {
    problems.push(`${reference}: ${edition.sold} sold is more than the edition of ${edition.size}`);
  }
  if (edition.artistProofs !== undefined && !whole(edition.artistProofs)) {
    problems.push(
      `${reference}: artist's proofs must be a whole number, 0 or more (is ${edition.artistProofs})`,
    );
  }
  return problems;
}
