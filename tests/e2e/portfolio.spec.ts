import { expect, test } from "./fixtures";
import { expectImagesLoaded } from "./loaded-images";
import { collections } from "./sample";

// The specification's table, written out so a content edit cannot silently change it.
const specTable = [
  { slug: "abstract", count: 12, priceRange: "$35 - $85" },
  { slug: "landscapes", count: 10, priceRange: "$45 - $125" },
  { slug: "urban", count: 15, priceRange: "$40 - $95" },
  { slug: "minimalist", count: 8, priceRange: "$50 - $110" },
  { slug: "portraits", count: 12, priceRange: "$55 - $135" },
  { slug: "nature", count: 18, priceRange: "$40 - $100" },
];

test.beforeEach(async ({ page }) => {
  const response = await page.goto("/portfolio");
  expect(response?.status()).toBe(200);
});

test("six collection cards show title, description, thumbnail, print count and price range", async ({
  page,
}) => {
  const cards = page.getByRole("main").getByRole("listitem");
  await expect(cards).toHaveCount(6);
  for (const [i, row] of specTable.entries()) {
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
