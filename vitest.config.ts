import { resolve } from "node:path";
import { defineConfig } from "vitest/config";

/**
 * Test files that need a module graph of their own: the image pipeline's (they fail when they
 * share one another's modules), and one that mocks a module. Every other file shares its
 * worker's modules, which saves about 25 s of start-up on two cores; they pass in any order
 * (`npx vitest run --project shared --sequence.shuffle`), and must go on doing so.
 */
const isolated = ["tests/unit/images-*.test.ts", "tests/unit/contact-action.test.ts"];

export default defineConfig({
  resolve: {
    tsconfigPaths: true,
    // The app's content is the tests' own sample (tests/unit/content-setup.ts), whatever
    // content/ holds.
    alias: { "~/content/generated/content.json": resolve(".cache/test-content/sample.json") },
  },
  test: {
    environment: "node",
    globalSetup: ["tests/unit/content-setup.ts", "tests/unit/scratch-setup.ts"],
    projects: [
      { extends: true, test: { name: "isolated", include: isolated } },
      {
        extends: true,
        test: {
          name: "shared",
          include: ["tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx"],
          exclude: isolated,
          isolate: false,
        },
      },
    ],
  },
});
