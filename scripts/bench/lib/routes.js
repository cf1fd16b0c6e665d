import { importTs } from "../../run-ts.js";

/**
 * The routes every bench part measures: one page of each kind of the built content, from the
 * site's one list of pages (app/seo/site-pages.ts).
 */
export const benchRoutes = (await importTs("scripts/built-pages.ts")).onePathOfEachKind();
