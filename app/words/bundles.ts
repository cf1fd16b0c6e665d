/**
 * The bundled translations of the site's words, by language (build time: `npm run check` picks
 * one, app/words/say.ts reads only the words it resolved). Each holds every key of en.ts, in words
 * a native speaker would use on a gallery's site.
 */
import { de } from "~/words/de";
import type { Words } from "~/words/en";
import { es } from "~/words/es";
import { fr } from "~/words/fr";
import { it } from "~/words/it";

const bundles: Record<string, Words> = { de, es, fr, it };

/** The translation for a BCP 47 tag (`de-AT` takes `de`); undefined for English or none. */
export function bundleFor(language: string): Words | undefined {
  const tag = language.toLowerCase();
  return bundles[tag] ?? bundles[tag.split("-")[0] ?? ""];
}
