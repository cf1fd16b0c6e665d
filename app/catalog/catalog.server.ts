/**
 * The catalogue as the site serves it: the content module's prints with the words read from
 * their originals (title, caption, alt text, credits), which the image pipeline writes into the
 * manifest. Loaders and actions look prints up in it.
 * catalog.ts holds the pure rules that build it and look things up in any list of collections.
 */
import { buildCollections, type Collection } from "~/catalog/catalog";
import { collections as collectionContent } from "~/content/site";
import type { ImageManifest } from "~/images/manifest";
import { imageManifest } from "~/images/manifest.server";

let built: { manifest: ImageManifest | undefined; collections: Collection[] } | undefined;

/**
 * The catalog as served: built again only when the manifest changes (a new `npm run images` under
 * a running server). Look things up in it with catalog.ts's own functions: `printIn(servedCatalog(),
 * reference)`, `collectionIn(…)`, `featuredIn(…)`, `heroIn(…)`, `soldOutIn(…)`.
 */
export function servedCatalog(): Collection[] {
  const manifest = imageManifest();
  if (!built || built.manifest !== manifest) {
    built = {
      manifest,
      collections: buildCollections(
        collectionContent,
        (reference) => manifest?.prints[reference]?.meta,
      ),
    };
  }
  return built.collections;
}
