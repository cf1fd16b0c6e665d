import type { Page, Request } from "@playwright/test";
import { axe, violationsOf, withoutJavaScript } from "./axe";
import { expect, test } from "./fixtures";
import { onePageOfEach } from "./sample";

type Viewport = { width: number; height: number };
/** Playwright's default, at which a route without widths of its own is scanned. */
const desktop: Viewport = { width: 1280, height: 720 };
const phone: Viewport = { width: 375, height: 740 };

/**
 * Every route, with JavaScript on and off: no axe violation, no console error, no failed request.
 * A route with `widths` is scanned at each, on one load: only the stylesheet lays it out. The
 * narrowest comes first, so that widening the page fetches every larger picture it needs, where
 * the listeners hear a failure.
 */
const routes: { path: string; status: number; widths: Viewport[] }[] = [
  // The phone's layouts of their own: the viewer's heading in its own row, the home page's hero,
  // a collection's two columns of cards.
  ...onePageOfEach.map(({ path, kind }) => ({
    path,
    status: 200,
    widths:
      kind === "print" || kind === "home" || kind === "collection" ? [phone, desktop] : [desktop],
  })),
  { path: "/contact?ref=ABSTRACT-001&title=Abstract%20Print%201", status: 200, widths: [desktop] },
  // A list with each print's choice and price, and the total, at both widths.
  {
    path: "/contact?ref=ABSTRACT-001&size=8x10&paper=&frame=&ref=URBAN-003&size=16x20&paper=baryta&frame=oak",
    status: 200,
    widths: [phone, { width: 1440, height: 740 }],
  },
  { path: "/no/such/page", status: 404, widths: [desktop] },
];

/**
 * Every problem the page shows while it is watched: its console's errors, its errors, failed
 * requests and error statuses; `inFlight`, the requests not yet answered.
 */
async function watchForProblems(page: Page, jsEnabled: boolean) {
  const watch = { problems: [] as string[], inFlight: new Set<Request>(), expectedStatus: 200 };
  const { problems, inFlight } = watch;
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
    const own404 = watch.expectedStatus === 404 && m.location().url === page.url();
    if (!own404) problems.push(`console: ${m.text()} (${m.location().url})`);
  });
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
  page.on("request", (r) => inFlight.add(r));
  page.on("requestfinished", (r) => inFlight.delete(r));
  page.on("requestfailed", (r) => {
    inFlight.delete(r);
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
  return watch;
}

/**
 * The page at another width, once every picture it asked for there has come: a frame drawn (a
 * screenshot of one pixel, as a page without scripts runs no animation frame), so it has picked
 * its pictures for the width, then no request left unanswered.
 */
async function resized(page: Page, viewport: Viewport, inFlight: Set<Request>) {
  await page.setViewportSize(viewport);
  await page.screenshot({ clip: { x: 0, y: 0, width: 1, height: 1 } });
  await expect.poll(() => inFlight.size, { intervals: [50] }).toBe(0);
}

// Two routes a test, each scanned at its widths in named steps: a context and a page load cost
// 0.5 to 1.5 s here, and axe about 1 s a run, so a test of two routes may take longer than the
// usual 30 s on the busy machine.
test.describe.configure({ timeout: 60_000 });

for (let i = 0; i < routes.length; i += 2) {
  const pair = routes.slice(i, i + 2);
  const named = pair
    .map(({ path, widths }) => `${path} at ${widths.map((w) => w.width).join(" and ")} px`)
    .join(", ");
  test(`${named}: accessible, no console errors, no failed requests`, async ({
    page,
    browser,
    jsEnabled,
  }) => {
    const watch = await watchForProblems(page, jsEnabled);
    const rebuilt = jsEnabled ? null : await withoutJavaScript(browser);
    try {
      for (const route of pair) {
        const [first, ...others] = route.widths;
        if (!first) throw new Error(`${route.path}: no width`);
        watch.expectedStatus = route.status;
        // The last page resized would fetch pictures for the new width, which leaving it cancels.
        const size = page.viewportSize();
        if (size?.width !== first.width || size.height !== first.height) {
          await page.goto("about:blank");
          await page.setViewportSize(first);
        }
        const response = await page.goto(route.path);
        expect(response?.status()).toBe(route.status);
        await page.waitForLoadState("networkidle");
        const without = await rebuilt?.rebuild(
          page.url(),
          route.status,
          (await response?.text()) ?? "",
          first,
        );
        for (const viewport of [first, ...others]) {
          await test.step(`${route.path} at ${viewport.width} px: accessible`, async () => {
            if (viewport !== first) {
              await resized(page, viewport, watch.inFlight);
              await without?.setViewportSize(viewport);
            }
            const results = without ? await axe(without).analyze() : await axe(page).analyze();
            expect(violationsOf(results)).toEqual([]);
          });
        }
        await test.step(`${route.path}: no console errors, no failed requests`, async () => {
          await expect.poll(() => watch.inFlight.size, { intervals: [50] }).toBe(0);
          expect(watch.problems).toEqual([]);
        });
        await without?.close();
      }
    } finally {
      await rebuilt?.close();
    }
  });
}
