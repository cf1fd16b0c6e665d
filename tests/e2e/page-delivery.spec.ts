import { expect, test } from "./fixtures";

/**
 * How a page reaches the screen: its stylesheets are in the document, so the first paint waits
 * for no other request; its scripts are Remix's own module preloads and module script.
 */
for (const path of ["/", "/portfolio/landscapes/LANDSCAPES-001", "/contact"]) {
  test(`${path}: no stylesheet request; with JavaScript, Remix's scripts`, async ({
    page,
    jsEnabled,
  }) => {
    const events: string[] = [];
    page.on("request", (request) => events.push(new URL(request.url()).pathname));
    await page.goto(path);
    await expect(page.locator("style[data-href]")).toHaveCount(2);
    expect(events.filter((e) => e.endsWith(".css"))).toEqual([]);
    const scripts = events.filter((e) => e.endsWith(".js"));
    // Without JavaScript, Chromium still fetches the module preloads (it never runs them).
    if (!jsEnabled) return;
    // The fixture's goto has waited for hydration: the scripts came.
    expect(scripts.length).toBeGreaterThan(1);
  });
}
