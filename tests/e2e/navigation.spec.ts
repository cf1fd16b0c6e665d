import { expect, test } from "./fixtures";

const routes = [
  { path: "/", heading: "Light, space and stillness", nav: "Home" },
  { path: "/portfolio", heading: "Portfolio", nav: "Portfolio" },
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
    const footer = page.getByRole("navigation", { name: "Footer" });
    for (const name of ["Home", "Portfolio", "About", "Contact"]) {
      await expect(footer.getByRole("link", { name })).toBeVisible();
    }
  });
}

test("unknown paths answer 404 with the specification's words", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
  await expect(page.getByText("Sorry, this page does not exist")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
});
