import { say } from "../support/words";
import { expect, test } from "./fixtures";

/**
 * Newsletter, Facebook and ads links carry query strings no page reads (`utm_source`,
 * `fbclid`): they get the plain page, which hydrates and navigates. (What such a flood costs
 * beside the plain page is in the bench's faults part.)
 */

const collection = "/portfolio/abstract";
const tracked = (id: string) => `${collection}?utm_source=newsletter&fbclid=IwAR${id}`;
const headers = { "Accept-Encoding": "gzip, deflate, br" };
/** A page without its one-time nonce (the only part that differs between two renders). */
const withoutNonce = (html: string) => html.replace(/ nonce="[^"]+"/g, "");

test("a page rendered for a tracking link is the plain page: nothing from the query in it", async ({
  request,
}) => {
  const first = await request.get(tracked("Zq81"), { headers });
  const html = await first.text();
  // The document and Remix's hydration context (window.__remixContext, the streamed loader data).
  expect(html).toContain("__remixContext");
  expect(html).not.toMatch(/utm|fbclid|newsletter|IwAR/);
  const plain = await request.get(collection, { headers });
  expect(withoutNonce(await plain.text())).toBe(withoutNonce(html));
  expect(plain.headers().etag).toBe(first.headers().etag);
});

test("a tracking link hydrates and navigates on the client", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    // React reports a hydration mismatch with console.error.
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  const response = await page.goto(tracked("Visit2")); // returns once hydrated
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Abstract" })).toBeVisible();

  // A client-side navigation keeps the window: a full page load would lose this mark.
  await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));
  await page.getByRole("link", { name: say("collection.back") }).click();
  await expect(page).toHaveURL(/\/portfolio$/);
  await expect(page.getByRole("heading", { level: 1, name: "Portfolio" })).toBeVisible();
  expect(await page.evaluate(() => "stayedOnPage" in window)).toBe(true);
  expect(problems).toEqual([]);
});
