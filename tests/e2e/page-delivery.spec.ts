import { expect, test } from "./fixtures";

/**
 * How a page reaches the screen: its stylesheets are in the document, so the first paint waits
 * for no other request, and its script (an enhancement: every page works without it) is fetched
 * only after the page has loaded.
 */
for (const path of ["/", "/portfolio/landscapes/LANDSCAPES-001", "/contact"]) {
  test(`${path}: no stylesheet request, and scripts only after the load event`, async ({
    page,
    jsEnabled,
  }) => {
    const events: string[] = [];
    page.on("request", (request) => events.push(new URL(request.url()).pathname));
    page.on("load", () => events.push("load"));
    await page.goto(path);
    await expect(page.locator("style[data-href]")).toHaveCount(2);
    expect(events.filter((e) => e.endsWith(".css"))).toEqual([]);
    const load = events.indexOf("load");
    expect(load).toBeGreaterThan(0);
    const scripts = events.filter((e) => e.endsWith(".js"));
    if (!jsEnabled) {
      expect(scripts).toEqual([]);
      return;
    }
    // The fixture's goto has waited for hydration: the scripts came, all after the load event.
    expect(scripts.length).toBeGreaterThan(1);
    expect(events.slice(0, load).filter((e) => e.endsWith(".js"))).toEqual([]);
  });
}
