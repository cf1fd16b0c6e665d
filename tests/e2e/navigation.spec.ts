import { say } from "../support/words";
import { expect, test } from "./fixtures";

const footerLinks = [say("nav.home"), say("nav.portfolio"), say("nav.about"), say("nav.contact")];

// One visit from the home page: round the header's links, back home, then on to an inquiry.
test("a visitor goes round the header's links, then from the home page to an inquiry about a print", async ({
  page,
}) => {
  await page.goto("/");
  await test.step("the header links lead to their pages, each marked current there, the footer's links on each", async () => {
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
      await expect(header.locator('[aria-current="page"]:visible')).toHaveCount(1);
      const footer = page.getByRole("navigation", { name: say("nav.footer") });
      for (const link of footerLinks)
        await expect(footer.getByRole("link", { name: link })).toBeVisible();
    }
  });

  await test.step("a visitor goes from the home page to an inquiry about a print", async () => {
    // The header's last link led home.
    await expect(page).toHaveURL("/");
    await page.getByRole("link", { name: "Shop Prints" }).click();
    await expect(page).toHaveURL("/portfolio");
    await expect(page.getByRole("heading", { level: 1, name: "Portfolio" })).toBeVisible();
    await page.getByRole("heading", { level: 2, name: "Urban" }).click();
    await expect(page).toHaveURL("/portfolio/urban");
    // A collection is part of the portfolio: its header link stays the current one.
    await expect(
      page
        .getByRole("navigation", { name: say("nav.main") })
        .getByRole("link", { name: say("nav.portfolio") }),
    ).toHaveAttribute("aria-current", "page");
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
});
