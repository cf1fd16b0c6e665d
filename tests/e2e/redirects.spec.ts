import { say } from "../support/words";
import { expect, test } from "./fixtures";
import { photographer } from "./sample";
import { SMOKE } from "./smoke";

// Real HTTP redirects and statuses, as a crawler or a browser without JavaScript sees them.

/** Each case once; `lands` is the heading a visitor who follows it sees (checked in a browser). */
const redirects: { from: string; to: string; why: string; lands?: string }[] = [
  {
    from: "/portfolio/no-such-collection",
    to: "/portfolio",
    why: "an unknown collection",
    lands: "Portfolio",
  },
  { from: "/portfolio/ABSTRACT", to: "/portfolio", why: "a slug in the wrong case" },
  {
    from: "/portfolio/no-such-collection/ABSTRACT-001",
    to: "/portfolio",
    why: "a print in an unknown collection",
  },
  {
    from: "/portfolio/abstract/ABSTRACT-999",
    to: "/portfolio/abstract",
    why: "an unknown reference",
    lands: "Abstract",
  },
  {
    from: "/portfolio/abstract/URBAN-001",
    to: "/portfolio/abstract",
    why: "a reference from another collection",
  },
];

for (const r of redirects) {
  test(`${r.why} answers 302 to ${r.to}`, SMOKE, async ({ request }) => {
    const response = await request.get(r.from, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe(r.to);
  });
  const { lands } = r;
  if (lands)
    test(`a visitor following ${r.why} lands on ${r.to}`, async ({ page }) => {
      await page.goto(r.from);
      await expect(page).toHaveURL(r.to);
      await expect(page.getByRole("heading", { level: 1, name: lands })).toBeVisible();
    });
}

for (const path of ["/no-such-page", "/portfolio/abstract/ABSTRACT-001/extra", "/about/me"]) {
  test(`${path} answers HTTP 404 with the specification's words`, SMOKE, async ({ request }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain(say("error.notFoundText"));
  });
}

test("an unknown path's 404 is never stored, and is compressed for its own request by the server", async ({
  request,
}) => {
  // Any number of unknown paths exist: storing their 404s would evict real pages. Each is
  // rendered and compressed for its request by the server's compression middleware (brotli 4),
  // never at the stored pages' quality 11.
  const headers = { "Accept-Encoding": "gzip, deflate, br" };
  for (const path of ["/no-such-page", "/no-such-page"]) {
    const response = await request.get(path, { headers, maxRedirects: 0 });
    expect(response.status()).toBe(404);
    expect(response.headers()["content-encoding"]).toBe("br");
    expect(response.headers()["server-timing"]).toBeUndefined();
    expect(response.headers().etag).toBeUndefined();
  }
});

test("a form posted to an unknown path answers 404 too", async ({ request }) => {
  const response = await request.post("/no-such-page", { form: { a: "b" }, maxRedirects: 0 });
  expect(response.status()).toBe(404);
});

test("the 404 page shows '404' and 'Sorry, this page does not exist' inside the site's layout", async ({
  page,
}) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  // The specification's own words, kept literal on purpose: the sample build must show them exactly.
  await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
  await expect(page.getByText("Sorry, this page does not exist", { exact: true })).toBeVisible();
  await expect(
    page.getByRole("banner").getByRole("link", { name: photographer.name }),
  ).toBeVisible();
  await expect(page.getByRole("navigation", { name: say("nav.footer") })).toBeVisible();
  await page
    .getByRole("main")
    .getByRole("link", { name: say("error.portfolio") })
    .click();
  await expect(page).toHaveURL("/portfolio");
});
