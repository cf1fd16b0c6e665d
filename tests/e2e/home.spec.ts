import { featuredPrints } from "~/catalog/catalog";
import { aboutTeaser, hero } from "~/content/site";
import { expect, test } from "./fixtures";
import { expectImagesLoaded } from "./loaded-images";

test.beforeEach(async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
});

test("the hero has a 'Shop Prints' link that opens the portfolio", async ({ page }) => {
  await expect(page.getByRole("heading", { level: 1, name: hero.title })).toBeVisible();
  const shop = page.getByRole("link", { name: "Shop Prints", exact: true });
  await expect(shop).toHaveAttribute("href", "/portfolio");
  await shop.click();
  await expect(page).toHaveURL("/portfolio");
  await expect(page.getByRole("heading", { level: 1, name: "Portfolio" })).toBeVisible();
});

test("three featured prints show a picture, a caption and a price of $45, $55 and $65", async ({
  page,
}) => {
  const featured = page.getByRole("region", { name: "Featured prints" });
  const items = featured.getByRole("listitem");
  await expect(items).toHaveCount(3);
  for (const [i, f] of featuredPrints().entries()) {
    const item = items.nth(i);
    await expect(item.getByText(f.caption, { exact: true })).toBeVisible();
    await expect(item).toContainText(f.price);
    await expect(item.getByRole("img")).toBeVisible();
  }
  await expect(featured).toContainText("$45");
  await expect(featured).toContainText("$55");
  await expect(featured).toContainText("$65");
  await expectImagesLoaded(featured);
});

test("a featured print opens in the viewer", async ({ page }) => {
  const [first] = featuredPrints();
  if (!first) throw new Error("no featured print");
  const { reference, collectionSlug } = first.print;
  await page.getByRole("link", { name: new RegExp(first.caption) }).click();
  await expect(page).toHaveURL(`/portfolio/${collectionSlug}/${reference}`);
  await expect(page.getByText(reference, { exact: true })).toBeVisible();
});

test("the about teaser links to /about", async ({ page }) => {
  const teaser = page.getByRole("region", { name: aboutTeaser.title });
  await expect(teaser).toContainText(aboutTeaser.text);
  await teaser.getByRole("link", { name: aboutTeaser.link }).click();
  await expect(page).toHaveURL("/about");
  await expect(page.getByRole("heading", { level: 2, name: "Philosophy" })).toBeVisible();
});
