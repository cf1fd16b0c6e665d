import type { Page } from "@playwright/test";
import { collectionTable } from "../support/collection-table";
import { escapeRegExp } from "../support/words";
import { expect, test } from "./fixtures";
import { expectImagesLoaded } from "./loaded-images";
import { collections } from "./sample";

// WCAG 2.5.3, label in name: a visitor who says what a link shows ("click Landscapes") reaches it.
async function cardLinksNamedByTheirWords(page: Page) {
  const links = page.getByRole("main").getByRole("listitem").getByRole("link");
  expect(await links.count()).toBeGreaterThan(5);
  for (const link of await links.all()) {
    const shown = (await link.innerText()).replace(/\s+/g, " ").trim();
    if (!shown) continue; // a picture alone: named by its alt or label, which nothing contradicts
    await expect(link).toHaveAccessibleName(new RegExp(`^${escapeRegExp(shown)}`));
  }
}

// One load of /portfolio, at a phone's width then widened (only the stylesheet lays the cards
// out), for every check in a named step; the cards' links followed last, going back each time.
test("the portfolio: six cards, their rules, names and links", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const response = await page.goto("/portfolio");
  expect(response?.status()).toBe(200);

  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1440, height: 900 },
  ]) {
    await test.step(`at ${viewport.width} px the rule under each card runs the picture's width`, async () => {
      await page.setViewportSize(viewport);
      const widths = await page
        .getByRole("main")
        .getByRole("listitem")
        .evaluateAll((cards) =>
          cards.map((card) => {
            const picture = card.querySelector("img")?.getBoundingClientRect();
            const rule = card.querySelector("p:last-child")?.getBoundingClientRect();
            return {
              picture: Math.round(picture?.width ?? 0),
              rule: Math.round(rule?.width ?? 0),
            };
          }),
        );
      expect(widths).toHaveLength(6);
      expect(widths.map((w) => w.rule)).toEqual(widths.map((w) => w.picture));
    });
  }

  await test.step("six collection cards show title, description, thumbnail, print count and price range", async () => {
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

  await test.step("/portfolio: each card link is named first by the words it shows", async () => {
    await cardLinksNamedByTheirWords(page);
  });

  await test.step("clicking a card's thumbnail, or its words, opens its collection too", async () => {
    // The title's link covers the card: a click lands on the link wherever the visitor clicks.
    const card = page.getByRole("main").getByRole("listitem").last();
    await card.scrollIntoViewIfNeeded();
    const picture = await card.getByRole("img").boundingBox();
    if (!picture) throw new Error("no thumbnail");
    await page.mouse.click(picture.x + picture.width / 2, picture.y + picture.height / 2);
    await expect(page).toHaveURL("/portfolio/nature");
    await page.goBack();
    await expect(page).toHaveURL("/portfolio");
    const words = page
      .getByRole("main")
      .getByRole("listitem")
      .first()
      .getByText("$35 - $85", { exact: true });
    await words.scrollIntoViewIfNeeded();
    const price = await words.boundingBox();
    if (!price) throw new Error("no price");
    await page.mouse.click(price.x + price.width / 2, price.y + price.height / 2);
    await expect(page).toHaveURL("/portfolio/abstract");
    await page.goBack();
    await expect(page).toHaveURL("/portfolio");
  });

  await test.step("clicking a card opens its collection", async () => {
    await page.getByRole("heading", { level: 2, name: "Minimalist" }).click();
    await expect(page).toHaveURL("/portfolio/minimalist");
    await expect(page.getByRole("heading", { level: 1, name: "Minimalist" })).toBeVisible();
    await expect(page.getByText("8 prints", { exact: true })).toBeVisible();
  });

  await test.step("/portfolio/landscapes: each card link is named first by the words it shows", async () => {
    await page.goto("/portfolio/landscapes");
    await cardLinksNamedByTheirWords(page);
  });
});
