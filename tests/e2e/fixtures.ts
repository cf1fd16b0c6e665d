import { test as base, expect } from "@playwright/test";

/**
 * The shared test: every spec runs in both projects, JavaScript on and off.
 * `jsEnabled` tells a test which one it is in, for the few checks that differ.
 */
export const test = base.extend<{ jsEnabled: boolean }>({
  jsEnabled: async ({ javaScriptEnabled }, use) => {
    await use(javaScriptEnabled !== false);
  },
});

export { expect };
