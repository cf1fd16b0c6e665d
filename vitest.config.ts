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
      // The image pipeline's tests encode real pictures: a few seconds each alone, and past vitest's
      // 5 s on a busy 2-core machine (a crop from a 3200 px original took 5.1 s there).
      { extends: true, test: { name: "isolated", include: isolated, testTimeout: 30_000 } },
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
