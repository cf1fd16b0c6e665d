/**
 * The catalogue as the site serves it: the content module's prints with the words read from
 * their originals (title, caption, alt text, credits), which the image pipeline writes into the
 * manifest. Loaders and actions look prints up in it.
 * catalog.ts holds the pure rules that build it and look things up in any list of collections.
 */
import { buildCollections, type Collection } from "~/catalog/catalog";
import { collectionsWithRegister, type EditionsFile } from "~/catalog/register";
import { editionRegister } from "~/catalog/register.server";
import { collections as collectionContent } from "~/content/site";
import type { ImageManifest } from "~/images/image-manifest";
import { imageManifest } from "~/images/image-manifest.server";

let built:
  | { manifest: ImageManifest | undefined; register: EditionsFile; collections: Collection[] }
  | undefined;

/**
 * The catalog as served: built again only when the manifest changes (a new `npm run images` under
 * a running server) or the register of sold copies does (a sale recorded: what is available
 * follows at once). Look things up in it with catalog.ts's own functions: `printIn(servedCatalog(),
 * reference)`, `collectionIn(…)`, `featuredIn(…)`, `heroIn(…)`, `soldOutIn(…)`.
 */
export function servedCatalog(): Collection[] {
  const manifest = imageManifest();
  const register = editionRegister();
  if (!built || built.manifest !== manifest || built.register !== register) {
    built = {
      manifest,
      register,
      collections: collectionsWithRegister(
        buildCollections(collectionContent, (reference) => manifest?.prints[reference]?.meta),
        register,
      ),
    };
  }
  return built.collections;
}
