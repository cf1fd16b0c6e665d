import { defineConfig } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./scripts/chromium-path.js";

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;
const executablePath: string | undefined = chromiumPath();

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  globalSetup: "./tests/e2e/global-setup.ts",
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: { executablePath, args: chromiumArgs },
  },
  projects: [
    { name: "js", use: { javaScriptEnabled: true } },
    { name: "no-js", use: { javaScriptEnabled: false } },
  ],
  webServer: {
    // The production build, served as in production by remix-serve.
    command: "npx remix-serve ./build/index.js",
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      SITE_URL: baseURL,
      OUTBOX_DIR: process.env.E2E_OUTBOX_DIR ?? `test-results/outbox-${port}`,
      INQUIRY_RATE_LIMIT: "off", // every test browser is 127.0.0.1; the limit has its own tests
    },
  },
});
