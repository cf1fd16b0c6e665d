import { say } from "../support/words";
import { expect, test } from "./fixtures";

const routes = [
  { path: "/", heading: "Light, space and stillness", nav: say("nav.home") },
  { path: "/portfolio", heading: "Portfolio", nav: say("nav.portfolio") },
  { path: "/portfolio/abstract", heading: "Abstract", nav: say("nav.portfolio") },
  { path: "/about", heading: "Elena Marlowe", nav: say("nav.about") },
  { path: "/contact", heading: "Contact", nav: say("nav.contact") },
];

for (const route of routes) {
  test(`${route.path} renders with its header link marked current`, async ({ page }) => {
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: route.heading })).toBeVisible();
    const header = page.getByRole("navigation", { name: say("nav.main") });
    await expect(header.getByRole("link", { name: route.nav })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(header.locator('[aria-current="page"]:visible')).toHaveCount(1);
    const footer = page.getByRole("navigation", { name: say("nav.footer") });
    for (const name of [
      say("nav.home"),
      say("nav.portfolio"),
      say("nav.about"),
      say("nav.contact"),
    ]) {
      await expect(footer.getByRole("link", { name })).toBeVisible();
    }
  });
}

test("the header links lead to their pages", async ({ page }) => {
  await page.goto("/");
  const header = page.getByRole("navigation", { name: say("nav.main") });
  for (const [name, path, heading] of [
    [say("nav.portfolio"), "/portfolio", "Portfolio"],
    [say("nav.about"), "/about", "Elena Marlowe"],
    [say("nav.contact"), "/contact", "Contact"],
    [say("nav.home"), "/", "Light, space and stillness"],
  ] as const) {
    await header.getByRole("link", { name }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(header.getByRole("link", { name })).toHaveAttribute("aria-current", "page");
  }
});

test("a visitor goes from the home page to an inquiry about a print", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Shop Prints" }).click();
  await expect(page).toHaveURL("/portfolio");
  await page.getByRole("heading", { level: 2, name: "Urban" }).click();
  await expect(page).toHaveURL("/portfolio/urban");
  await page
    .getByRole("link", { name: say("collection.viewPrint", { title: "Urban Print 5" }) })
    .click();
  await expect(page).toHaveURL("/portfolio/urban/URBAN-005");
  await expect(
    page.getByText(say("viewer.position", { index: 5, total: 15 }), { exact: true }),
  ).toBeVisible();
  await page.getByRole("button", { name: say("quote.addToInquiry") }).click();
  await expect(page).toHaveURL(/^[^?]+\/contact\?ref=URBAN-005&title=Urban\+Print\+5&/);
  await expect(page.getByRole("heading", { level: 1, name: "Contact" })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL("/portfolio/urban/URBAN-005");
});
