/**
 * The bundled translations of the site's words, by language (build time: `npm run check` picks
 * one, app/words/say.ts reads only the words it resolved). Each holds every key of en.ts, in words
 * a native speaker would use on a gallery's site.
 */
import type { Words } from "~/words/en";

const bundles: Record<string, Words> = {};

/** The translation for a BCP 47 tag (`de-AT` takes `de`); undefined for English or none. */
export function bundleFor(language: string): Words | undefined {
  const tag = language.toLowerCase();
  return bundles[tag] ?? bundles[tag.split("-")[0] ?? ""];
}

/** The languages with a bundled translation, for the docs and the check's advice. */
export const bundledLanguages = ["en", ...Object.keys(bundles)];
