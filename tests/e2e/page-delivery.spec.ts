import { expect, test } from "./fixtures";

/**
 * How a page reaches the screen: its stylesheets are in the document, so the first paint waits
 * for no other request; its scripts are Remix's own module scripts at the end of the body (an
 * enhancement: every page works without them).
 */
for (const path of ["/", "/portfolio/landscapes/LANDSCAPES-001", "/contact"]) {
  test(`${path}: no stylesheet request, and the scripts hydrate it`, async ({
    page,
    jsEnabled,
  }) => {
    const events: string[] = [];
    page.on("request", (request) => events.push(new URL(request.url()).pathname));
    page.on("load", () => events.push("load"));
    await page.goto(path);
    await expect(page.locator("style[data-href]")).toHaveCount(2);
    expect(events.filter((e) => e.endsWith(".css"))).toEqual([]);
    // The document is the first request, and every script is one the document itself names:
    // all fetched before its load event, none later (no route module fetched on demand).
    expect(events[0]).toBe(path);
    const load = events.indexOf("load");
    expect(load).toBeGreaterThan(0);
    expect(events.slice(load).filter((e) => e.endsWith(".js"))).toEqual([]);
    const scripts = events.filter((e) => e.endsWith(".js"));
    // Without JavaScript Chromium still fetches the module preloads; it runs nothing.
    if (!jsEnabled) return;
    // The fixture's goto has waited for hydration: the scripts came.
    expect(scripts.length).toBeGreaterThan(1);
  });
}
