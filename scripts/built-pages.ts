/**
 * One page of each kind (app/seo/site-pages.ts) of the content the last build was made from: the
 * pages the bench measures and the screenshots show, whatever the photographer's collections are.
 */
import { contentCatalog } from "~/catalog/catalog";
import { onePageOfEachKind } from "~/seo/site-pages";

export function onePageOfEachKindBuilt() {
  return onePageOfEachKind(contentCatalog);
}

export function onePathOfEachKind(): string[] {
  return onePageOfEachKindBuilt().map((page) => page.path);
}
