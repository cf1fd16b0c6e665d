import { type Edition, editionProblems, editionStatus } from "~/catalog/edition";
import {
  type CollectionContent,
  collections as collectionContent,
  featuredPrints as featuredContent,
  printDefaults,
  printOverrides,
} from "~/content/site";

export type Print = {
  reference: string;
  number: number;
  title: string;
  description: string;
  alt: string;
  collectionSlug: string;
  collectionTitle: string;
  sizes: string;
  priceRange: string;
  /** Width / height. */
  aspectRatio: number;
  /** Set by the photographer in the content module; undefined: nothing is said. */
  edition?: Edition;
};

export type Collection = Omit<CollectionContent, "aspectRatio"> & {
  aspectRatio: number;
  prints: Print[];
  thumbnail: Print;
};

export type Position = { index: number; total: number; label: string };

export function parseAspectRatio(ratio: string): number {
  const [w, h] = ratio.split("/").map(Number);
  if (!w || !h || !Number.isFinite(w) || !Number.isFinite(h)) {
    throw new Error(`Invalid aspect ratio "${ratio}": expected "width/height"`);
  }
  return w / h;
}

/** 'ABSTRACT-001': the slug in upper case, a dash, a 3-digit number from 001. */
export function printReference(slug: string, n: number): string {
  return `${slug.toUpperCase()}-${String(n).padStart(3, "0")}`;
}

export function buildPrints(content: CollectionContent): Print[] {
  const aspectRatio = parseAspectRatio(content.aspectRatio);
  return Array.from({ length: content.printCount }, (_, i) => {
    const number = i + 1;
    const reference = printReference(content.slug, number);
    const override = printOverrides[reference] ?? {};
    const title = override.title ?? `${content.title} Print ${number}`;
    return {
      reference,
      number,
      title,
      description:
        override.description ??
        `${title} from the ${content.title} collection. ${content.description} Archival pigment print on cotton rag paper, signed by the photographer.`,
      alt: override.alt ?? `${title}, a fine art photograph from the ${content.title} collection`,
      collectionSlug: content.slug,
      collectionTitle: content.title,
      sizes: printDefaults.sizes,
      priceRange: printDefaults.priceRange,
      aspectRatio,
      ...((override.edition ?? content.edition)
        ? { edition: override.edition ?? content.edition }
        : {}),
    };
  });
}

export function buildCollections(content: CollectionContent[]): Collection[] {
  const collections = content.map((c) => {
    const prints = buildPrints(c);
    const thumbnail = prints[c.thumbnailPrint - 1] ?? prints[0];
    if (!thumbnail) throw new Error(`Collection "${c.slug}" has no prints`);
    return { ...c, aspectRatio: parseAspectRatio(c.aspectRatio), prints, thumbnail };
  });
  // A mistake in an edition stops the server (and the unit tests) with the print's reference.
  const problems = collections.flatMap((c) =>
    c.prints.flatMap((p) => editionProblems(p.reference, p.edition)),
  );
  if (problems.length > 0)
    throw new Error(`Editions in app/content/site.ts:\n${problems.join("\n")}`);
  return collections;
}

const catalog = buildCollections(collectionContent);

export function listCollections(): Collection[] {
  return catalog;
}

export function findCollection(slug: string, from: Collection[] = catalog): Collection | undefined {
  return from.find((c) => c.slug === slug);
}

/** Finds a print anywhere in the catalogue by its reference (case-sensitive). */
export function findPrint(reference: string, from: Collection[] = catalog): Print | undefined {
  for (const c of from) {
    const p = c.prints.find((print) => print.reference === reference);
    if (p) return p;
  }
  return undefined;
}

export function allPrints(from: Collection[] = catalog): Print[] {
  return from.flatMap((c) => c.prints);
}

/** References of the prints whose edition is sold out. */
export function soldOutReferences(from: Collection[] = catalog): string[] {
  return allPrints(from)
    .filter((p) => editionStatus(p.edition)?.soldOut)
    .map((p) => p.reference);
}

/** 'n of total' for the print at a zero-based index. */
export function position(index: number, total: number): Position {
  return { index, total, label: `${index + 1} of ${total}` };
}

/** Neighbours with wrap-around at both ends. */
export function neighbours<T>(items: readonly T[], index: number): { previous: T; next: T } {
  const n = items.length;
  if (n === 0 || index < 0 || index >= n) throw new RangeError(`No item at index ${index}`);
  return {
    previous: items[(index - 1 + n) % n] as T,
    next: items[(index + 1) % n] as T,
  };
}

export type FeaturedPrint = { print: Print; caption: string; price: string };

export function featuredPrints(): FeaturedPrint[] {
  return featuredContent.map((f) => {
    const print = findPrint(f.reference);
    if (!print) throw new Error(`Featured print ${f.reference} is not in the catalogue`);
    return { print, caption: f.caption, price: f.price };
  });
}

export function viewerPath(print: Pick<Print, "collectionSlug" | "reference">): string {
  return `/portfolio/${print.collectionSlug}/${print.reference}`;
}

export function inquiryPath(print: Pick<Print, "reference" | "title">): string {
  const q = new URLSearchParams({ ref: print.reference, title: print.title });
  return `/contact?${q.toString()}`;
}
