import type {
  Finish,
  PrintSpecification,
  Receiving,
  SizeOffer,
  SpecificationOverride,
} from "~/content/site";
import { pricing } from "~/content/site";
import { say } from "~/words/say";

/**
 * A print's specification as pure functions: which sizes, papers and frames apply (the site's
 * defaults, then the collection's, then the print's own), what a choice costs, and how prices,
 * sizes and ranges are written. Everything the site says about a price comes from here, so the
 * home page, the cards, the print page, the contact form and the email never disagree.
 */

export type { Finish, PrintSpecification, SizeOffer };

/** A visitor's choice for one print, by the ids its address carries. */
export type Choice = { size: string; paper: string; frame: string };

/** The layers of a print's specification, the most general first; later ones win field by field. */
export function resolveSpecification(
  site: PrintSpecification,
  ...overrides: (SpecificationOverride | undefined)[]
): PrintSpecification {
  let spec = site;
  for (const o of overrides) {
    if (!o) continue;
    spec = {
      sizes: o.sizes ?? spec.sizes,
      papers: o.papers ?? spec.papers,
      frames: o.frames ?? spec.frames,
      receiving: { ...spec.receiving, ...o.receiving } as Receiving,
    };
  }
  return spec;
}

/** "16x20" → 16 × 20 (in the site's unit of size); undefined for anything else. */
export function inches(size: string): { width: number; height: number } | undefined {
  const m = /^(\d+(?:\.\d+)?)x(\d+(?:\.\d+)?)$/.exec(size);
  if (!m) return undefined;
  const width = Number(m[1]);
  const height = Number(m[2]);
  return width > 0 && height > 0 ? { width, height } : undefined;
}

const CM_PER_INCH = 2.54;

/** "16x20" → its sides in centimetres, from the site's unit of size (content: `pricing.unit`). */
export function sizeInCm(
  size: string,
  unit: "in" | "cm" = pricing.unit,
): { width: number; height: number } | undefined {
  const s = inches(size);
  if (!s || unit === "cm") return s;
  return { width: s.width * CM_PER_INCH, height: s.height * CM_PER_INCH };
}

/** "16x20" → "41x51": each side to the nearest centimetre. */
export function centimetres(size: string, unit: "in" | "cm" = pricing.unit): string {
  const s = sizeInCm(size, unit);
  if (!s) return "";
  return `${Math.round(s.width)}x${Math.round(s.height)}`;
}

/** "16x20 in (41x51 cm)", or "30x40 cm" where sizes are given in centimetres. */
export function sizeName(size: string, unit: "in" | "cm" = pricing.unit): string {
  return unit === "cm"
    ? say("quote.sizeCentimetres", { cm: size })
    : say("quote.sizeInches", { inches: size, cm: centimetres(size, unit) });
}

/** What a paper or frame adds to `size`'s price; undefined where it is not offered at that size. */
export function finishAdds(finish: Finish, size: string): number | undefined {
  if (finish.adds === undefined) return 0;
  if (typeof finish.adds === "number") return finish.adds;
  return finish.adds[size];
}

/** The price of one size with one paper and one frame; undefined if any is not offered. */
export function priceOf(spec: PrintSpecification, choice: Choice): number | undefined {
  const size = spec.sizes.find((s) => s.size === choice.size);
  const paper = spec.papers.find((p) => p.id === choice.paper);
  const frame = spec.frames.find((f) => f.id === choice.frame);
  if (!size || !paper || !frame) return undefined;
  const paperAdds = finishAdds(paper, size.size);
  const frameAdds = finishAdds(frame, size.size);
  if (paperAdds === undefined || frameAdds === undefined) return undefined;
  return size.price + paperAdds + frameAdds;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** "$1,250" or "$12.50" in the site's currency and locale (content: `pricing`). */
export function money(
  amount: number,
  { currency, locale }: { currency: string; locale: string } = pricing,
): string {
  const cents = Number.isInteger(amount) ? 0 : 2;
  const key = `${locale} ${currency} ${cents}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      minimumFractionDigits: cents,
      maximumFractionDigits: cents,
    });
    formatters.set(key, format);
  }
  return format.format(amount);
}

export type Range = { low: number; high: number };

/** "$35 - $125", or one price when both ends are the same. */
export function rangeText(range: Range): string {
  return range.low === range.high ? money(range.low) : `${money(range.low)} - ${money(range.high)}`;
}

/** Each size's price with the first paper and frame (what a price "includes"). */
export function basePrices(spec: PrintSpecification): { size: string; price: number }[] {
  const paper = spec.papers[0];
  const frame = spec.frames[0];
  return spec.sizes.map((s) => ({
    size: s.size,
    price:
      s.price +
      (paper ? (finishAdds(paper, s.size) ?? 0) : 0) +
      (frame ? (finishAdds(frame, s.size) ?? 0) : 0),
  }));
}

/** The lowest and highest price of a print's sizes, with its first paper and frame. */
export function priceRange(spec: PrintSpecification): Range {
  const prices = basePrices(spec).map((s) => s.price);
  return { low: Math.min(...prices), high: Math.max(...prices) };
}

/** Several ranges as one (a collection's card). */
export function spanOf(ranges: readonly Range[]): Range {
  return {
    low: Math.min(...ranges.map((r) => r.low)),
    high: Math.max(...ranges.map((r) => r.high)),
  };
}

/** "8x10, 11x14, 16x20, 24x30" */
export function sizesLine(spec: PrintSpecification, unit: "in" | "cm" = pricing.unit): string {
  const line = spec.sizes.map((s) => s.size).join(", ");
  // Inches go unsaid, as the specification writes them ("8x10, 11x14, 16x20, 24x30").
  return unit === "cm" ? `${line} cm` : line;
}

/** The choice a print's page starts with: its first size, paper and frame. */
export function defaultChoice(spec: PrintSpecification): Choice {
  return {
    size: spec.sizes[0]?.size ?? "",
    paper: spec.papers[0]?.id ?? "",
    frame: spec.frames[0]?.id ?? "",
  };
}

export type PricedChoice = Choice & {
  price: number;
  /** "16x20 in (41x51 cm), Cotton rag, Black frame — $95" */
  line: string;
};

/** A valid choice with its price and its words; undefined when the print does not offer it. */
export function pricedChoice(spec: PrintSpecification, choice: Choice): PricedChoice | undefined {
  const price = priceOf(spec, choice);
  const paper = spec.papers.find((p) => p.id === choice.paper);
  const frame = spec.frames.find((f) => f.id === choice.frame);
  if (price === undefined || !paper || !frame) return undefined;
  return {
    ...choice,
    price,
    // Each label as the photographer wrote it: "Hahnemühle Photo Rag" keeps its capitals.
    line: say("quote.choiceLine", {
      size: sizeName(choice.size),
      paper: paper.label,
      frame: frame.label,
      price: money(price),
    }),
  };
}

/** Which part of a choice a print does not offer, if any. */
export function choiceProblem(
  spec: PrintSpecification,
  choice: Choice,
): { part: "size" | "paper" | "frame"; offered: string[] } | undefined {
  if (!spec.sizes.some((s) => s.size === choice.size))
    return { part: "size", offered: spec.sizes.map((s) => s.size) };
  if (!spec.papers.some((p) => p.id === choice.paper))
    return { part: "paper", offered: spec.papers.map((p) => p.label) };
  const frames = spec.frames.filter((f) => finishAdds(f, choice.size) !== undefined);
  if (!frames.some((f) => f.id === choice.frame))
    return { part: "frame", offered: frames.map((f) => f.label) };
  const paper = spec.papers.find((p) => p.id === choice.paper);
  if (paper && finishAdds(paper, choice.size) === undefined)
    return {
      part: "paper",
      offered: spec.papers
        .filter((p) => finishAdds(p, choice.size) !== undefined)
        .map((p) => p.label),
    };
  return undefined;
}

/** The total of several priced items, only when every one of them has a price. */
export function totalOf(prices: readonly (number | undefined)[]): number | undefined {
  if (prices.length === 0 || prices.some((p) => p === undefined)) return undefined;
  return (prices as number[]).reduce((sum, p) => sum + p, 0);
}

/**
 * "Total: $150 (before shipping)" for several prints' chosen prices, where every one has a price:
 * the studio's email, the contact page's list and the confirmation say it alike.
 */
export function totalLine(prices: readonly (number | undefined)[]): string | undefined {
  const total = totalOf(prices);
  return total === undefined ? undefined : say("quote.total", { amount: money(total) });
}

const SIZE = /^\d+(\.\d+)?x\d+(\.\d+)?$/;
const ID = /^[a-z0-9][a-z0-9-]{0,39}$/;

/** Mistakes in a specification, each naming the print, for the build and the unit tests. */
export function specificationProblems(reference: string, spec: PrintSpecification): string[] {
  const problems: string[] = [];
  if (spec.sizes.length === 0) problems.push(`${reference}: no sizes are offered`);
  // The scale view follows the chosen size by CSS rules written for eight (viewer.css).
  if (spec.sizes.length > 8) problems.push(`${reference}: at most 8 sizes can be offered`);
  if (spec.papers.length === 0) problems.push(`${reference}: no paper is offered`);
  if (spec.frames.length === 0) problems.push(`${reference}: no frame (or 'Unframed') is offered`);
  const seen = new Set<string>();
  for (const { size, price } of spec.sizes) {
    if (!SIZE.test(size) || !inches(size))
      problems.push(`${reference}: size "${size}" should read like "16x20" (inches)`);
    if (seen.has(size)) problems.push(`${reference}: size ${size} is listed twice`);
    seen.add(size);
    if (!(Number.isFinite(price) && price >= 0))
      problems.push(`${reference}: the price of ${size} must be an amount of 0 or more`);
  }
  for (const [kind, list] of [
    ["paper", spec.papers],
    ["frame", spec.frames],
  ] as const) {
    const ids = new Set<string>();
    for (const f of list) {
      if (!ID.test(f.id))
        problems.push(
          `${reference}: ${kind} id "${f.id}" should be lower-case letters, digits, dashes`,
        );
      if (ids.has(f.id)) problems.push(`${reference}: ${kind} id "${f.id}" is listed twice`);
      ids.add(f.id);
      const amounts = typeof f.adds === "object" ? Object.values(f.adds) : [f.adds ?? 0];
      if (amounts.some((a) => !(Number.isFinite(a) && a >= 0)))
        problems.push(`${reference}: what ${kind} "${f.id}" adds must be an amount of 0 or more`);
    }
    const first = list[0];
    if (first && spec.sizes.some((s) => finishAdds(first, s.size) === undefined))
      problems.push(
        `${reference}: the first ${kind} (the one prices include) must be offered at every size`,
      );
  }
  return problems;
}
