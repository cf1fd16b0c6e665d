import { collectionTable } from "../support/collection-table";
import { expect, test } from "./fixtures";
import { expectImagesLoaded } from "./loaded-images";
import { collections } from "./sample";

test.beforeEach(async ({ page }) => {
  const response = await page.goto("/portfolio");
  expect(response?.status()).toBe(200);
});

test("six collection cards show title, description, thumbnail, print count and price range", async ({
  page,
}) => {
  const cards = page.getByRole("main").getByRole("listitem");
  await expect(cards).toHaveCount(6);
  for (const [i, row] of collectionTable.entries()) {
    const content = collections.find((c) => c.slug === row.slug);
    if (!content) throw new Error(`No content for ${row.slug}`);
    const card = cards.nth(i);
    await expect(card.getByRole("heading", { level: 2 })).toHaveText(content.title);
    await expect(card).toContainText(content.description);
    await expect(card.getByText(`${row.count} prints`, { exact: true })).toBeVisible();
    await expect(card.getByText(row.priceRange, { exact: true })).toBeVisible();
    await expect(card.getByRole("img")).toBeVisible();
    await expect(card.getByRole("link")).toHaveAttribute("href", `/portfolio/${row.slug}`);
  }
  await expectImagesLoaded(page.getByRole("main"));
});

test("clicking a card opens its collection", async ({ page }) => {
  await page.getByRole("heading", { level: 2, name: "Minimalist" }).click();
  await expect(page).toHaveURL("/portfolio/minimalist");
  await expect(page.getByRole("heading", { level: 1, name: "Minimalist" })).toBeVisible();
  await expect(page.getByText("8 prints", { exact: true })).toBeVisible();
});

test("clicking a card's thumbnail opens its collection too", async ({ page }) => {
  await page.getByRole("main").getByRole("listitem").last().getByRole("img").click();
  await expect(page).toHaveURL("/portfolio/nature");
});
