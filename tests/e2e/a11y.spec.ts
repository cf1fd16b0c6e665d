import type { Page } from "@playwright/test";
import { axe, axeWithoutJavaScript, violationsOf } from "./axe";
import { expect, test } from "./fixtures";
import { onePageOfEach } from "./sample";

/**
 * Every route, with JavaScript on and off: no axe violation, no console error, no failed request.
 * A `width` checks a route at a phone's width too (the viewer's heading lives in its own row there).
 */
const routes: { path: string; status: number; width?: number }[] = [
  ...onePageOfEach.map(({ path }) => ({ path, status: 200 })),
  // The phone's layouts of their own: the viewer's heading in its own row, the home page's hero,
  // a collection's two columns of cards.
  ...onePageOfEach
    .filter((p) => p.kind === "print" || p.kind === "home" || p.kind === "collection")
    .map(({ path }) => ({ path, status: 200, width: 375 })),
  { path: "/contact?ref=ABSTRACT-001&title=Abstract%20Print%201", status: 200 },
  // A list with each print's choice and price, and the total, at both widths.
  ...[1440, 375].map((width) => ({
    path: "/contact?ref=ABSTRACT-001&size=8x10&paper=&frame=&ref=URBAN-003&size=16x20&paper=baryta&frame=oak",
    status: 200,
    width,
  })),
  { path: "/no/such/page", status: 404 },
];

async function watchForProblems(page: Page, expectedStatus: number, jsEnabled: boolean) {
  const problems: string[] = [];
  // Chromium only fires an event when the page breaks its Content-Security-Policy (Firefox logs an
  // error): say it in the console, where the check below hears it.
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    ),
  );
  page.on("console", (m) => {
    if (m.type() !== "error") return;
    // The browser reports the 404 page's own status; that one is the point of the page.
    const own404 = expectedStatus === 404 && m.location().url === page.url();
    if (!own404) problems.push(`console: ${m.text()} (${m.location().url})`);
  });
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
  page.on("requestfailed", (r) => {
    // With JavaScript off, Chromium declines to fetch the scripts it would not run
    // (modulepreload links), reporting them as blocked: the browser's choice, not a failure.
    const declined = !jsEnabled && r.failure()?.errorText === "csp" && r.url().endsWith(".js");
    if (!declined) problems.push(`failed: ${r.url()} ${r.failure()?.errorText}`);
  });
  page.on("response", (r) => {
    const isDocument =
      r.request().isNavigationRequest() && r.request().frame() === page.mainFrame();
    if (r.status() >= 400 && !isDocument) problems.push(`${r.status()}: ${r.url()}`);
  });
  return problems;
}

for (const route of routes) {
  const at = route.width ? ` at ${route.width} px` : "";
  test(`${route.path}${at}: accessible, no console errors, no failed requests`, async ({
    page,
    browser,
    jsEnabled,
  }) => {
    if (route.width) await page.setViewportSize({ width: route.width, height: 740 });
    const problems = await watchForProblems(page, route.status, jsEnabled);
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(route.status);
    await page.waitForLoadState("networkidle");

    const results = jsEnabled
      ? await axe(page).analyze()
      : await axeWithoutJavaScript(
          browser,
          page.url(),
          route.status,
          (await response?.text()) ?? "",
          page.viewportSize(),
        );
    expect(violationsOf(results)).toEqual([]);
    expect(problems).toEqual([]);
  });
}
