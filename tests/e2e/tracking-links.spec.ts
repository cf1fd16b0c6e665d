import { Site } from "../support/smtp-site";
import { expect, test } from "./fixtures";

/**
 * Newsletter, Facebook and ads links carry query strings no page reads (`utm_source`,
 * `fbclid`): they name the same stored page as the plain path, whichever was asked for first.
 * Each test has its own server, so that it decides which URL renders the page.
 */

const collection = "/portfolio/abstract";
const tracked = (id: string) => `${collection}?utm_source=newsletter&fbclid=IwAR${id}`;
const headers = { "Accept-Encoding": "gzip, deflate, br" };

let site: Site | undefined;
test.afterEach(async () => {
  await site?.stop();
  site = undefined;
});

test("a page rendered for a tracking link is the plain page: nothing from the query in it", async ({
  request,
  jsEnabled,
}) => {
  test.skip(!jsEnabled, "server behaviour: the same without JavaScript, checked once");
  site = await new Site().start();
  const first = await request.get(`${site.baseUrl}${tracked("Zq81")}`, { headers });
  expect(first.headers()["server-timing"]).toContain('page-cache;desc="miss"');
  const html = await first.text();
  // The document and Remix's hydration context (window.__remixContext, the streamed loader data).
  expect(html).toContain("__remixContext");
  expect(html).not.toMatch(/utm|fbclid|newsletter|IwAR/);

  const plain = await request.get(`${site.baseUrl}${collection}`, { headers });
  expect(plain.headers()["server-timing"]).toBe('page-cache;desc="hit"');
  expect(await plain.text()).toBe(html);
  const another = await request.get(`${site.baseUrl}${tracked("Other")}`, { headers });
  expect(another.headers()["server-timing"]).toBe('page-cache;desc="hit"');
});

for (const order of ["plain first", "tracking link first"] as const) {
  test(`a tracking link hydrates and navigates on the client (${order})`, async ({
    page,
    request,
    jsEnabled,
  }) => {
    test.skip(!jsEnabled, "hydration needs JavaScript");
    site = await new Site().start();
    const stored = order === "plain first" ? collection : tracked("Stored1");
    await request.get(`${site.baseUrl}${stored}`, { headers });

    const problems: string[] = [];
    page.on("console", (message) => {
      // React reports a hydration mismatch with console.error.
      if (message.type() === "error") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    const visited = order === "plain first" ? tracked("Visit2") : collection;
    const response = await page.goto(`${site.baseUrl}${visited}`); // returns once hydrated
    expect(response?.headers()["server-timing"]).toBe('page-cache;desc="hit"');
    await expect(page.getByRole("heading", { level: 1, name: "Abstract" })).toBeVisible();

    // A client-side navigation keeps the window: a full page load would lose this mark.
    await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));
    await page.getByRole("link", { name: "Back to Portfolio" }).click();
    await expect(page).toHaveURL(`${site.baseUrl}/portfolio`);
    await expect(page.getByRole("heading", { level: 1, name: "Portfolio" })).toBeVisible();
    expect(await page.evaluate(() => "stayedOnPage" in window)).toBe(true);
    expect(problems).toEqual([]);
  });
}
