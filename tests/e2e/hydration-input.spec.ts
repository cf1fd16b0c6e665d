import type { Page } from "@playwright/test";
import { say } from "../support/words";
import { expect, test } from "./fixtures";

/**
 * Visitors press keys and tap while a page loads, and that must never leave it dead. React starts
 * hydrating the page in the app's entry script and tries its first render in a later task;
 * RemixBrowser (single fetch) suspends in that render until it has decoded the page's data. A key
 * or tap that reached React before that first render was tried made React 18.3 hydrate at once,
 * which cannot suspend, and it threw its error #345: the page never hydrated (keys, swipe, share
 * and copy dead). On a throttled phone that window, a few milliseconds, was hit in 3 of 16 runs.
 * Here it is hit every time: the entry script, as served, goes on to send a key, a touch and a
 * click to the page right after it has started hydrating, before React's next task.
 */
test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

const EARLY_INPUT = `
for (const event of [
  new KeyboardEvent("keydown", { bubbles: true, key: "ArrowRight" }),
  new KeyboardEvent("keyup", { bubbles: true, key: "ArrowRight" }),
  new PointerEvent("pointerdown", { bubbles: true }),
  new TouchEvent("touchstart", { bubbles: true }),
  new MouseEvent("click", { bubbles: true }),
]) document.querySelector("h1").dispatchEvent(event);
`;

/** Opens `path` with input arriving as hydration starts; the errors the page threw meanwhile. */
async function openWithEarlyInput(page: Page, path: string) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.route(/\/build\/entry\.client-\w+\.js$/, async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers["content-encoding"];
    delete headers["content-length"];
    await route.fulfill({ response, headers, body: (await response.text()) + EARLY_INPUT });
  });
  // The fixture's goto returns once the page has hydrated (html[data-hydrated]), or fails.
  await page.goto(path, { timeout: 10_000 });
  return errors;
}

test("the viewer, with keys and taps as it starts hydrating, still works", async ({ page }) => {
  expect(await openWithEarlyInput(page, "/portfolio/abstract/ABSTRACT-001")).toEqual([]);
  // A key pressed after hydration moves on: the viewer is alive.
  const before = page.url();
  await page.keyboard.press("ArrowRight");
  await expect(page).not.toHaveURL(before);
});

test("the contact form, with keys and taps as it starts hydrating, still works", async ({
  page,
}) => {
  const path = "/contact?ref=URBAN-002&title=Urban%20Print%202";
  expect(await openWithEarlyInput(page, path)).toEqual([]);
  // Live: removing the print changes the list in place, with no page load.
  await page.evaluate(() => Object.assign(window, { stillThisPage: true }));
  await page
    .getByRole("link", { name: say("form.removeLabel", { title: "Urban Print 2" }) })
    .click();
  await expect(page.getByRole("region", { name: say("form.prints") })).toHaveCount(0);
  expect(await page.evaluate(() => Reflect.get(window, "stillThisPage"))).toBe(true);
});
