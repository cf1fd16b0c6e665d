import { money, type Range } from "~/catalog/specification";
import { type ShippingRegion, shipping } from "~/content/site";
import { say } from "~/words/say";

/** Shipping as pure functions over the content module's `shipping`. */

export type { ShippingRegion };

/** What sending one print of `size` to a region costs; undefined: quoted on request. */
export function shippingCost(
  region: Pick<ShippingRegion, "cost">,
  size: string,
): number | undefined {
  return typeof region.cost === "number" ? region.cost : region.cost[size];
}

const span = (d: Range | { min: number; max: number }) =>
  "min" in d ? `${d.min}-${d.max}` : `${d.low}-${d.high}`;

/** "United States: 3-5 days, $8 (smallest size) to $30 (largest)." for the given sizes. */
export function regionSentence(region: ShippingRegion, sizes: readonly string[]): string {
  const costs = sizes.map((s) => shippingCost(region, s));
  const known = costs.filter((c): c is number => c !== undefined);
  const low = money(known[0] ?? 0);
  const high = money(known[known.length - 1] ?? 0);
  const cost =
    known.length === 0
      ? say("quote.onRequest")
      : low === high
        ? low
        : say("quote.shippingRange", { low, high });
  return say("quote.shippingRegion", {
    region: region.name,
    days: span(region.transitDays),
    cost,
  });
}

/** The print page's and the FAQ's shipping words, for a print's sizes. */
export function shippingWords(sizes: readonly string[], from = shipping) {
  return {
    madeToOrder: say("quote.madeToOrder", {
      days: span(from.madeInBusinessDays),
      from: from.shipsFrom,
    }),
    regions: from.regions.map((r) => regionSentence(r, sizes)),
  };
}

/** The FAQ's answer on cost, over the site's default sizes. */
export function shippingFaq(sizes: readonly string[]): { question: string; answer: string } {
  return {
    question: say("quote.shippingFaqQuestion"),
    answer: say("quote.shippingFaqAnswer", { regions: shippingWords(sizes).regions.join(" ") }),
  };
}
