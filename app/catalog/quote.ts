import type { Print } from "~/catalog/catalog";
import { editionStatus } from "~/catalog/edition";
import { frameLook, type ScaleScene, scaleScene } from "~/catalog/scale";
import { shippingWords } from "~/catalog/shipping";
import {
  type Choice,
  centimetres,
  defaultChoice,
  finishAdds,
  money,
  pricedChoice,
  priceOf,
} from "~/catalog/specification";
import type { FrameLook } from "~/content/content-schema";
import { pricing } from "~/content/site";
import { say } from "~/words/say";

/**
 * What a print's page shows of its specification, worked out on the server and sent as plain
 * data: the table of sizes by frame, the papers, the scale view of each size, shipping and what
 * the buyer receives. The browser runs none of it.
 */
export type QuoteView = {
  /**
   * What each frame adds, per size (same order as `sizes`): "included", "+$20"; and how the
   * scale view draws it.
   */
  frames: { id: string; label: string; adds: string[]; look: FrameLook }[];
  sizes: {
    size: string;
    /** "41x51"; left out where sizes are given in centimetres (the size says it). */
    cm?: string;
    /** The size's unit: "in" or "cm" (content: `pricing.unit`). */
    unit: "in" | "cm";
    /** The size's price with the first paper and frame, as a number (JSON-LD). */
    amount: number;
    /** The price per paper, then per frame (the order of `papers` and `frames`); null: not offered. */
    prices: (string | null)[][];
    scene?: ScaleScene;
  }[];
  /** Each paper with what it adds and the table's caption while it is the one chosen. */
  papers: { id: string; label: string; note: string; caption: string }[];
  /**
   * Each choice as the contact form and the email say it ("16x20 in (41x51 cm), Cotton rag,
   * Black frame — $95"), by size, paper and frame (the orders above); null: not offered.
   */
  lines: (string | null)[][][];
  choice: Choice;
  shipping: { madeToOrder: string; regions: string[] };
  receiving: string[];
};

/** A finish's cost as a note: "included", "+$10", or by size when that varies. */
function finishNote(adds: number | Record<string, number> | undefined): string {
  if (adds === undefined || adds === 0) return say("quote.included");
  if (typeof adds === "number") return say("quote.adds", { amount: money(adds) });
  const amounts = [...new Set(Object.values(adds))];
  return amounts.length === 1 && amounts[0] !== undefined
    ? amounts[0] === 0
      ? say("quote.included")
      : say("quote.adds", { amount: money(amounts[0]) })
    : say("quote.addsBySize");
}

/** What a finish adds to one size: "included", "+$20", or "on request" where it is not offered. */
function addsNote(amount: number | undefined): string {
  if (amount === undefined) return say("quote.onRequest");
  return amount === 0 ? say("quote.included") : say("quote.adds", { amount: money(amount) });
}

/**
 * One view per specification, shape and kind of edition: the prints of a collection share it,
 * so the page's data (which names a repeated object once) carries it once, not once per print.
 */
const views = new WeakMap<Print["specification"], Map<string, QuoteView>>();

export function quoteView(
  print: Pick<Print, "specification" | "aspectRatio" | "edition">,
): QuoteView {
  const limited = print.edition?.kind === "limited";
  const key = `${print.aspectRatio}|${limited}`;
  let forSpec = views.get(print.specification);
  if (!forSpec) {
    forSpec = new Map();
    views.set(print.specification, forSpec);
  }
  const known = forSpec.get(key);
  if (known) return known;
  const view = makeQuoteView(print);
  forSpec.set(key, view);
  return view;
}

function makeQuoteView(print: Pick<Print, "specification" | "aspectRatio" | "edition">): QuoteView {
  const spec = print.specification;
  const paper = spec.papers[0];
  const choice = defaultChoice(spec);
  const receiving = [
    spec.receiving.paper,
    spec.receiving.signature,
    ...(print.edition?.kind === "limited" && editionStatus(print.edition)
      ? [spec.receiving.limitedEdition]
      : []),
    spec.receiving.packing,
  ];
  return {
    frames: spec.frames.map((f) => ({
      id: f.id,
      label: f.label,
      adds: spec.sizes.map((s) => addsNote(finishAdds(f, s.size))),
      look: frameLook(f),
    })),
    sizes: spec.sizes.map((s) => {
      const scene = scaleScene(s.size, print.aspectRatio);
      return {
        size: s.size,
        unit: pricing.unit,
        ...(pricing.unit === "in" ? { cm: centimetres(s.size) } : {}),
        amount:
          priceOf(spec, { size: s.size, paper: paper?.id ?? "", frame: choice.frame }) ?? s.price,
        prices: spec.papers.map((p) =>
          spec.frames.map((f) => {
            const price = priceOf(spec, { size: s.size, paper: p.id, frame: f.id });
            return price === undefined ? null : money(price);
          }),
        ),
        ...(scene ? { scene } : {}),
      };
    }),
    papers: spec.papers.map((p) => ({
      id: p.id,
      label: p.label,
      note: finishNote(p.adds),
      caption: say("quote.tableCaption", { paper: p.label }),
    })),
    lines: spec.sizes.map((s) =>
      spec.papers.map((p) =>
        spec.frames.map(
          (f) => pricedChoice(spec, { size: s.size, paper: p.id, frame: f.id })?.line ?? null,
        ),
      ),
    ),
    choice,
    shipping: shippingWords(spec.sizes.map((s) => s.size)),
    receiving,
  };
}
