import { test as base, expect, type Page } from "@playwright/test";

/**
 * The shared test. A spec runs with JavaScript on and off unless playwright.config.ts names it
 * (a server spec runs once, a spec about scripts with them on only); `jsEnabled` tells a test
 * which mode it is in, for the few checks that differ.
 *
 * With JavaScript on, `page.goto` and `page.reload` return once React has hydrated the page (the
 * root layout then sets `<html data-hydrated>`), as a visitor's first tap would find it: a test
 * that clicked at the load event could reach the bare HTML, before the keys, gestures and copy
 * buttons work. A page that never hydrates fails the test here, with that message.
 */
export const test = base.extend<{ jsEnabled: boolean }>({
  jsEnabled: async ({ javaScriptEnabled }, use) => {
    await use(javaScriptEnabled !== false);
  },
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => afterHydration(page, await goto(...args));
      page.reload = async (...args) => afterHydration(page, await reload(...args));
    }
    await use(page);
  },
});

type Navigation = Awaited<ReturnType<Page["goto"]>>;

async function afterHydration(page: Page, response: Navigation): Promise<Navigation> {
  const isPage = response?.headers()["content-type"]?.startsWith("text/html") ?? false;
  if (!isPage) return response;
  await page
    .waitForSelector("html[data-hydrated]", { state: "attached" })
    .catch((error: unknown) => {
      throw new Error(`${page.url()} did not hydrate: ${String(error)}`);
    });
  return response;
}

export { expect };
