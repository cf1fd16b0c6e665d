/**
 * The catalogue as the site serves it: the content module's prints with the words read from
 * their originals (title, caption, alt text, credits), which the image pipeline writes into the
 * manifest. Loaders and actions look prints up here; the pure catalogue (catalog.ts) has the
 * content module's words alone and stays importable by the browser.
 */
import {
  allPrints as allPrintsIn,
  buildCollections,
  type Collection,
  type FeaturedPrint,
  featuredPrints as featuredPrintsIn,
  findCollection as findCollectionIn,
  findPrint as findPrintIn,
  type Hero,
  heroPhoto as heroPhotoIn,
  type Print,
  soldOutReferences as soldOutReferencesIn,
} from "~/catalog/catalog";
import { collections as collectionContent } from "~/content/site";
import type { ImageManifest } from "~/images/manifest";
import { imageManifest } from "~/images/manifest.server";

let built: { manifest: ImageManifest | undefined; collections: Collection[] } | undefined;

/** Built again only when the manifest changes (a new `npm run images` under a running server). */
export function catalogue(): Collection[] {
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

export function listCollections(): Collection[] {
  return catalogue();
}

export function findCollection(slug: string): Collection | undefined {
  return findCollectionIn(slug, catalogue());
}

export function findPrint(reference: string): Print | undefined {
  return findPrintIn(reference, catalogue());
}

export function allPrints(): Print[] {
  return allPrintsIn(catalogue());
}

export function featuredPrints(): FeaturedPrint[] {
  return featuredPrintsIn(catalogue());
}

export function heroPhoto(): Hero {
  return heroPhotoIn(catalogue());
}

export function soldOutReferences(): string[] {
  return soldOutReferencesIn(catalogue());
}
