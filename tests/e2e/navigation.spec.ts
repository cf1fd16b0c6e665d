import { expect, test } from "./fixtures";

const routes = [
  { path: "/", heading: "Light, space and stillness", nav: "Home" },
  { path: "/portfolio", heading: "Portfolio", nav: "Portfolio" },
  { path: "/portfolio/abstract", heading: "Abstract", nav: "Portfolio" },
  { path: "/about", heading: "Elena Marlowe", nav: "About" },
  { path: "/contact", heading: "Contact", nav: "Contact" },
];

for (const route of routes) {
  test(`${route.path} renders with its header link marked current`, async ({ page }) => {
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: route.heading })).toBeVisible();
    const header = page.getByRole("navigation", { name: "Main" });
    await expect(header.getByRole("link", { name: route.nav })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(header.locator('[aria-current="page"]:visible')).toHaveCount(1);
    const footer = page.getByRole("navigation", { name: "Footer" });
    for (const name of ["Home", "Portfolio", "About", "Contact"]) {
      await expect(footer.getByRole("link", { name })).toBeVisible();
    }
  });
}

test("the header links lead to their pages", async ({ page }) => {
  await page.goto("/");
  const header = page.getByRole("navigation", { name: "Main" });
  for (const [name, path, heading] of [
    ["Portfolio", "/portfolio", "Portfolio"],
    ["About", "/about", "Elena Marlowe"],
    ["Contact", "/contact", "Contact"],
    ["Home", "/", "Light, space and stillness"],
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
  await page.getByRole("link", { name: "View Urban Print 5" }).click();
  await expect(page).toHaveURL("/portfolio/urban/URBAN-005");
  await expect(page.getByText("5 of 15", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Add to Inquiry" }).click();
  await expect(page).toHaveURL(/^[^?]+\/contact\?ref=URBAN-005&title=Urban\+Print\+5&/);
  await expect(page.getByRole("heading", { level: 1, name: "Contact" })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL("/portfolio/urban/URBAN-005");
});
