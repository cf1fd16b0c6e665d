/**
 * The catalogue as the site serves it: the content module's prints with the words read from
 * their originals (title, caption, alt text, credits), which the image pipeline writes into the
 * manifest. This is the site's catalogue: loaders and actions look prints up here, by these names.
 * catalog.ts holds the pure rules that build it and look things up in any list of collections.
 */
import {
  buildCollections,
  type Collection,
  collectionIn,
  type FeaturedPrint,
  featuredIn,
  type Hero,
  heroIn,
  type Print,
  printIn,
  soldOutIn,
} from "~/catalog/catalog";
import { collectionsWithRegister, type EditionsFile } from "~/catalog/register";
import { editionRegister } from "~/catalog/register.server";
import { collections as collectionContent } from "~/content/site";
import type { ImageManifest } from "~/images/manifest";
import { imageManifest } from "~/images/manifest.server";

let built:
  | { manifest: ImageManifest | undefined; register: EditionsFile; collections: Collection[] }
  | undefined;

/**
 * Built again only when the manifest changes (a new `npm run images` under a running server) or
 * the register of sold copies does (a sale recorded: what is available follows at once).
 */
function catalogue(): Collection[] {
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

export function listCollections(): Collection[] {
  return catalogue();
}

export function findCollection(slug: string): Collection | undefined {
  return collectionIn(catalogue(), slug);
}

export function findPrint(reference: string): Print | undefined {
  return printIn(catalogue(), reference);
}

export function featuredPrints(): FeaturedPrint[] {
  return featuredIn(catalogue());
}

export function heroPhoto(): Hero {
  return heroIn(catalogue());
}

export function soldOutReferences(): string[] {
  return soldOutIn(catalogue());
}
