import { defineConfig } from "@playwright/test";
import { chromiumArgs, testChromiumPath } from "./scripts/chromium-path.js";
import { freePort } from "./tests/support/free-port";

// The shared server's port: E2E_PORT when given, else one the OS chose. The runner evaluates this
// file first; its workers inherit the runner's environment and evaluate the file again, so
// setting E2E_PORT here is what makes them all agree on the one port.
process.env.E2E_PORT ??= String(await freePort());
const port = Number(process.env.E2E_PORT);
export const baseURL = `http://127.0.0.1:${port}`;
/**
 * The shared server's outbox (no SMTP_URL: inquiries stay there). In test-results/, which
 * Playwright empties before it starts the server: each run starts with an empty outbox.
 */
export const sharedOutbox = `test-results/outbox-${port}`;
/** The shared server's subscribers (SUBSCRIBERS_DIR). */
export const sharedSubscribers = `test-results/subscribers-${port}`;
const executablePath: string | undefined = testChromiumPath();

// Which specs run where, decided here only. Every spec not named below runs twice, in the `js`
// and `no-js` projects, since every page must work without scripts; a test of such a spec may
// still skip one mode where its one check is about scripts (a key, the clipboard).

/**
 * Checks of what the server sends and does: HTTP, headers, files, the outbox and mail, processes,
 * builds of their own, and the bytes of every page. The same whatever the browser runs: once,
 * in a project of their own (a page one opens has JavaScript on).
 */
const serverSpecs = [
  "announcements",
  "browser-scripts",
  "certificate",
  "deploy-files",
  "feeds",
  "inquiry-abuse",
  "inquiry-outbox",
  "inquiry-thumbnails",
  "letter",
  "machine-rights",
  "mail-outage",
  "ops",
  "photo-original",
  "photo-rights",
  "photo-words",
  "proxy-visitors",
  "redirects",
  "refused-body",
  "retired-images",
  "rolling-restart",
  "second-photographer",
  "start",
  "subscriptions-http",
  "thumbnail-rungs",
  "upgrade",
  "valid-pages",
];
/** Browser specs whose every check is about scripts (gestures, the clipboard, hydration, a real Firefox's console): with JavaScript on only. */
const needsJavaScript = [
  "firefox",
  "hydration-input",
  "tracking-links",
  "viewer-gestures",
  "viewer-share",
];
const specs = (names: string[]) => names.map((name) => `**/${name}.spec.ts`);

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
  globalTeardown: "./tests/e2e/global-teardown.ts",
  use: {
    baseURL,
    // Recording a trace costs about a sixth of the suite's time, so only a retry records one: under
    // CI a failure is retried, and its retry's trace is kept. To see a failure's own trace here:
    // `npx playwright test <spec> --trace on`.
    trace: "on-first-retry",
    launchOptions: { executablePath, args: chromiumArgs },
  },
  projects: [
    { name: "server", testMatch: specs(serverSpecs) },
    { name: "js", testIgnore: specs(serverSpecs), use: { javaScriptEnabled: true } },
    {
      name: "no-js",
      testIgnore: specs([...serverSpecs, ...needsJavaScript]),
      use: { javaScriptEnabled: false },
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
      SUBSCRIBERS_DIR: sharedSubscribers,
      INQUIRY_RATE_LIMIT: "off", // every test browser is 127.0.0.1; the limit has its own tests
      SUBSCRIBE_RATE_LIMIT: "off",
    },
  },
});
