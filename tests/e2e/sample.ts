import { readFileSync } from "node:fs";
import type { Content } from "~/content/content-schema";

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
