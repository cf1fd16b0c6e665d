import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { loadContent, problemLine } from "../../scripts/content/load";

/**
 * The unit tests' site is the specification's sample as the tests keep it (tests/fixtures/sample),
 * not whatever content/ holds: vitest.config.ts points the app's content module at what this
 * writes, so a photographer's own content never changes what the unit tests expect.
 */
export const SAMPLE_FIXTURE = "tests/fixtures/sample";
export const SAMPLE_CONTENT = ".cache/test-content/sample.json";

export default async function setup() {
  const { content, problems } = await loadContent(SAMPLE_FIXTURE);
  if (!content) throw new Error(problems.map(problemLine).join("\n"));
  mkdirSync(dirname(SAMPLE_CONTENT), { recursive: true });
  writeFileSync(SAMPLE_CONTENT, JSON.stringify(content));
}
