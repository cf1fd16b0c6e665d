import { resolve } from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    tsconfigPaths: true,
    // The app's content is the tests' own sample (tests/unit/content-setup.ts), whatever
    // content/ holds.
    alias: { "~/content/generated/content.json": resolve(".cache/test-content/sample.json") },
  },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx"],
    environment: "node",
    globalSetup: ["tests/unit/content-setup.ts"],
  },
});
