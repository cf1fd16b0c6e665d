import { defineConfig } from "@playwright/test";
import { chromiumArgs, testChromiumPath } from "./scripts/chromium-path.js";
import { freePort } from "./tests/support/free-port";

// The shared server's port: E2E_PORT when given, else one the OS chose. The runner evaluates this
// file first; its workers inherit the runner's environment and evaluate the file again, so
// setting E2E_PORT here is what makes them all agree on the one port.
process.env.E2E_PORT ??= String(await freePort());
const port = Number(process.env.E2E_PORT);
export const baseURL = `http://127.0.0.1:${port}`;
/** The shared server's outbox (no SMTP_URL: inquiries stay there); emptied before each run. */
export const sharedOutbox = process.env.E2E_OUTBOX_DIR ?? `test-results/outbox-${port}`;
const executablePath: string | undefined = testChromiumPath();

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // One retry under CI, so a flake is seen (with its trace) rather than stopping the run; the
  // retries reporter prints how many were used at the end of every run, and the goal is none.
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  reporter: [["list"], ["./tests/support/retries-reporter.ts"]],
  globalSetup: "./tests/e2e/global-setup.ts",
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: { executablePath, args: chromiumArgs },
  },
  projects: [
    { name: "js", use: { javaScriptEnabled: true } },
    {
      name: "no-js",
      use: { javaScriptEnabled: false },
      // Specs whose every check is of what the server sends (files, headers, the page's HTML and
      // its pictures' files), the same with JavaScript off: the run with it on is enough.
      testIgnore: [
        "**/feeds.spec.ts",
        "**/photo-words.spec.ts",
        "**/inquiry-thumbnails.spec.ts",
        "**/thumbnail-rungs.spec.ts",
        "**/redirects.spec.ts",
      ],
    },
  ],
  webServer: {
    // The production build, served as in production.
    command: "node build/index.js",
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      SITE_URL: baseURL,
      OUTBOX_DIR: sharedOutbox,
      COUNTS_DIR: `test-results/counts-${port}`,
      INQUIRY_RATE_LIMIT: "off", // every test browser is 127.0.0.1; the limit has its own tests
    },
  },
});
