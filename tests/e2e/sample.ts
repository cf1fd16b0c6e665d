import { readFileSync } from "node:fs";
import type { Collection } from "~/catalog/catalog";
import type { Content } from "~/content/content-schema";
import type { SitePage } from "~/seo/site-pages";
import { importTs } from "../../scripts/run-ts.js";

/**
 * The content the tested build was made from, which must be the specification's sample as the
 * tests keep it (tests/fixtures/sample): `npm run test:e2e` builds it, and so does
 * `npm run build:sample` before one spec file is run by hand. A build of other content (the
 * photographer's own) stops the run here, rather than failing every spec on its words.
 */
export const SAMPLE_DIR = "tests/fixtures/sample";

const built = JSON.parse(readFileSync("app/content/generated/content.json", "utf8")) as Content;
if (built.contentDir !== SAMPLE_DIR)
  throw new Error(
    `The build holds ${built.contentDir}/, not the sample the browser tests check: run \`npm run build:sample\` (or \`npm run test:e2e\`).`,
  );

export const { photographer, hero, aboutPage, faq, collections } = built;

/**
 * One page of each kind (app/seo/site-pages.ts, the site's one list of pages) of the sample: where
 * every page of a kind is drawn by the same code, the first stands for the rest.
 */
export type SamplePage = SitePage<Collection>;
// Bundled as the bench does (scripts/built-pages.ts): the catalogue reads the content module,
// which the test runner cannot import as JSON.
export const onePageOfEach: SamplePage[] = (
  await importTs("scripts/built-pages.ts")
).onePageOfEachKindBuilt();
