import { type Edition, editionProblems, editionStatus } from "~/catalog/edition";
import {
  type PrintSpecification,
  priceRange as priceRangeOf,
  type Range,
  rangeText,
  resolveSpecification,
  spanOf,
  specificationProblems,
} from "~/catalog/specification";
import {
  type CollectionContent,
  collections as collectionContent,
  type FeaturedContent,
  featuredPrints as featuredContent,
  type HeroPhotoContent,
  hero as heroContent,
  type PrintOverride,
  printDefaults,
} from "~/content/site";
import type { PhotoMeta } from "~/images/image-manifest";
import { say } from "~/words/say";

export type Print = {
  reference: string;
  number: number;
  title: string;
  description: string;
  alt: string;
  collectionSlug: string;
  collectionTitle: string;
  /** Its lowest and highest price (smallest to largest size, first paper and frame): a view
   * writes them in the site's money (`rangeText`). */
  prices: Range;
  /** Its sizes with their prices, papers, frames and what the buyer receives. */
  specification: PrintSpecification;
  /** Width / height. */
  aspectRatio: number;
  /** Set by the photographer in the content module; undefined: nothing is said. */
  edition?: Edition;
  /** The photograph's caption, as written into the original; never used as alt text. */
  caption?: string;
  /** Who made the photograph and on what terms, as written into the original. */
  rights?: PhotoRights;
  keywords?: string[];
  /** When the photograph was made: the content's `date`, else its file's capture date (ISO 8601). */
  date?: string;
};

export type PhotoRights = Pick<PhotoMeta, "creator" | "copyright" | "credit" | "licence">;

/** The words an original carries for one print, by reference (none: a sample artwork). */
export type PhotoMetaLookup = (reference: string) => PhotoMeta | undefined;

const noPhotoMeta: PhotoMetaLookup = () => undefined;

export type Collection = Omit<
  CollectionContent,
  "aspectRatio" | "prints" | "numbers" | "priceRange"
> & {
  aspectRatio: number;
  /** Its prints' lowest to highest price. */
  prices: Range;
  /** The card's price range as the content writes it ("$45 – $125"), shown instead of `prices`. */
  statedPriceRange?: string;
  prints: Print[];
  thumbnail: Print;
};

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

/** A field the photographer actually wrote: blank counts as unset. */
function written(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

export type PrintWords = Pick<
  Print,
  "title" | "description" | "alt" | "caption" | "rights" | "keywords" | "date"
>;

/**
 * A print's words. Which wins, field by field: the content module's `printOverrides`, then the
 * original's metadata, then the specification's default ('Urban Print 1'). The default
 * description and alt text are made from whichever title won; the file's alt text wins over the
 * made one, and the caption is never alt text (it describes the scene's story, not its look).
 */
export function printWords(input: {
  collection: Pick<CollectionContent, "title" | "description">;
  number: number;
  override?: PrintOverride;
  meta?: PhotoMeta;
}): PrintWords {
  const { collection, number, override = {}, meta = {} } = input;
  const title =
    written(override.title) ??
    written(meta.title) ??
    say("print.title", { collection: collection.title, number });
  const caption = written(meta.caption);
  const rights: PhotoRights = {};
  for (const field of ["creator", "copyright", "credit", "licence"] as const) {
    const value = written(meta[field]);
    if (value) rights[field] = value;
  }
  const keywords = (meta.keywords ?? []).map((k) => k.trim()).filter(Boolean);
  return {
    title,
    description:
      written(override.description) ??
      say("print.description", {
        title,
        collection: collection.title,
        description: collection.description,
      }),
    alt:
      written(override.alt) ??
      written(meta.alt) ??
      say("print.alt", { title, collection: collection.title }),
    ...(caption ? { caption } : {}),
    ...(Object.keys(rights).length > 0 ? { rights } : {}),
    ...(keywords.length > 0 ? { keywords } : {}),
    ...(override.date || meta.captured ? { date: override.date ?? meta.captured } : {}),
  };
}

export function buildPrints(
  content: CollectionContent,
  photoMeta: PhotoMetaLookup = noPhotoMeta,
  defaults: PrintSpecification = printDefaults,
): Print[] {
  const aspectRatio = parseAspectRatio(content.aspectRatio);
  return content.numbers.map((number) => {
    const reference = printReference(content.slug, number);
    const override: PrintOverride = content.prints[String(number)] ?? {};
    const edition = override.edition ?? content.edition;
    const specification = resolveSpecification(
      defaults,
      content.specification,
      override.specification,
    );
    return {
      reference,
      number,
      ...printWords({ collection: content, number, override, meta: photoMeta(reference) }),
      collectionSlug: content.slug,
      collectionTitle: content.title,
      prices: priceRangeOf(specification),
      specification,
      aspectRatio,
      ...(edition ? { edition } : {}),
    };
  });
}

export type CatalogOptions = {
  /** The site's sizes, papers, frames and buyer's block (content: `pricing`, `receiving`). */
  defaults?: PrintSpecification;
};

/**
 * The catalogue from the content and, where given, the words read from the originals (the
 * server passes the image manifest's; see catalog.server.ts).
 */
export function buildCollections(
  content: readonly CollectionContent[],
  photoMeta: PhotoMetaLookup = noPhotoMeta,
  options: CatalogOptions = {},
): Collection[] {
  const built = content.map((c) => {
    const { prints: _overrides, numbers: _numbers, priceRange: stated, ...fields } = c;
    const prints = buildPrints(c, photoMeta, options.defaults ?? printDefaults);
    const thumbnail = prints.find((p) => p.number === c.thumbnailPrint) ?? prints[0];
    if (!thumbnail) throw new Error(`Collection "${c.slug}" has no prints`);
    return {
      ...fields,
      aspectRatio: parseAspectRatio(c.aspectRatio),
      prices: spanOf(prints.map((p) => p.prices)),
      ...(stated ? { statedPriceRange: stated } : {}),
      prints,
      thumbnail,
    };
  });
  // `npm run check` reports these with the file's line; this stops anything it missed.
  const problems = built.flatMap((c) =>
    c.prints.flatMap((p) => [
      ...editionProblems(p.reference, p.edition),
      ...specificationProblems(p.reference, p.specification),
    ]),
  );
  if (problems.length > 0) throw new Error(`Editions and prices:\n${problems.join("\n")}`);
  return built;
}

/**
 * The catalogue from the content alone, without the words read from the originals: for the
 * build (which prints exist, the hero's print) and the form's schema (which references exist).
 * What the site serves is catalog.server.ts's, with those words.
 */
export const contentCatalog: Collection[] = buildCollections(collectionContent);

/** A collection card's price range: as the content states it, else its prints' span ("$35 - $85"). */
export function cardPriceRange(c: Pick<Collection, "prices" | "statedPriceRange">): string {
  return c.statedPriceRange ?? rangeText(c.prices);
}

export function collectionIn(from: Collection[], slug: string): Collection | undefined {
  return from.find((c) => c.slug === slug);
}

/** A print anywhere in `from`, by its reference (case-sensitive). */
export function printIn(from: Collection[], reference: string): Print | undefined {
  for (const c of from) {
    const p = c.prints.find((print) => print.reference === reference);
    if (p) return p;
  }
  return undefined;
}

export function printsIn(from: Collection[]): Print[] {
  return from.flatMap((c) => c.prints);
}

/** References of the prints whose edition is sold out. */
export function soldOutIn(from: Collection[]): string[] {
  return printsIn(from)
    .filter((p) => editionStatus(p.edition)?.soldOut)
    .map((p) => p.reference);
}

/** `price`: the content's words for it, else the print's lowest amount (the view writes it). */
export type FeaturedPrint = { print: Print; caption: string; price: string | number };

/**
 * The home page's featured prints. A caption is the content's where one is set, else the print's
 * title: a caption written for one picture must not sit under another. The price is the content's
 * where one is written, else the print's lowest ("From $35").
 */
export function featuredIn(
  from: Collection[],
  featured: readonly FeaturedContent[] = featuredContent,
): FeaturedPrint[] {
  return featured.map((f) => {
    const print = printIn(from, f.reference);
    if (!print) throw new Error(`Featured print ${f.reference} is not in the catalogue`);
    // The amount alone, as the content writes one: the page says "From" before either.
    const price = written(f.price) ?? print.prices.low;
    return { print, caption: written(f.caption) ?? print.title, price };
  });
}

export type Hero = { print: Print; focus: HeroPhotoContent["focus"] };

/** The home page's photograph: the print the content module names, and where to crop it. */
export function heroIn(from: Collection[], photo: HeroPhotoContent = heroContent.photo): Hero {
  const print = printIn(from, photo.print);
  if (!print) throw new Error(`The hero's print ${photo.print} is not in the catalogue`);
  const { x, y } = photo.focus;
  if (![x, y].every((v) => Number.isFinite(v) && v >= 0 && v <= 100))
    throw new Error(`The hero's focus must be two percentages from 0 to 100, not ${x}, ${y}`);
  return { print, focus: photo.focus };
}

/**
 * Where an old address now is, after its collection was renamed (its `formerly` names): the
 * collection's page for `/portfolio/old`, the print's for `/portfolio/old/OLD-003` (and for an old
 * reference under the new name). Undefined: no such collection or print, old or new.
 */
export function renamedPath(
  from: Collection[],
  slug: string,
  reference?: string,
): string | undefined {
  const lower = slug.toLowerCase();
  const collection =
    from.find((c) => c.formerly?.includes(lower)) ?? from.find((c) => c.slug === lower);
  if (!collection) return undefined;
  if (reference === undefined)
    return collection.slug === lower ? undefined : `/portfolio/${collection.slug}`;
  const print = printIn(from, currentReference(from, reference) ?? "");
  if (!print || print.collectionSlug !== collection.slug) return undefined;
  const path = viewerPath(print);
  return path === `/portfolio/${slug}/${reference}` ? undefined : path;
}

/**
 * A print's reference now, given one it had before its collection was renamed
 * ('LANDSCAPES-003' → 'SEASCAPES-003'); a current reference is itself, an unknown one undefined.
 */
export function currentReference(from: Collection[], reference: string): string | undefined {
  if (printIn(from, reference)) return reference;
  const [, prefix, number] = /^(.+)-(\d{3})$/.exec(reference) ?? [];
  const renamed = from.find((c) => prefix && c.formerly?.includes(prefix.toLowerCase()));
  if (!renamed) return undefined;
  const now = `${renamed.slug.toUpperCase()}-${number}`;
  return printIn(from, now) ? now : undefined;
}

export function collectionPath(slug: string): string {
  return `/portfolio/${slug}`;
}

export function viewerPath(print: Pick<Print, "collectionSlug" | "reference">): string {
  return `${collectionPath(print.collectionSlug)}/${print.reference}`;
}

export function inquiryPath(print: Pick<Print, "reference" | "title">): string {
  const q = new URLSearchParams({ ref: print.reference, title: print.title });
  return `/contact?${q.toString()}`;
}
