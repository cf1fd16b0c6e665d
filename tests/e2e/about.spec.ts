import { say } from "../support/words";
import { expect, test } from "./fixtures";
import { photographer } from "./sample";

// One load of /about for its four checks, each a named step; the link followed last.
test("the about page: bio, philosophy, blurbs, and where it leads", async ({ page }) => {
  const response = await page.goto("/about");
  expect(response?.status()).toBe(200);

  await test.step("shows the photographer's bio, specialty and 5+ years of experience", async () => {
    await expect(page.getByRole("heading", { level: 1, name: photographer.name })).toBeVisible();
    for (const paragraph of photographer.bio) {
      await expect(page.getByText(paragraph, { exact: true })).toBeVisible();
    }
    const specialty = page.getByRole("term").filter({ hasText: say("about.specialty") });
    await expect(specialty).toBeVisible();
    await expect(
      page.getByRole("definition").filter({ hasText: photographer.specialty }),
    ).toBeVisible();
    await expect(page.getByRole("term").filter({ hasText: say("about.experience") })).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: "5+ years" })).toBeVisible();
  });

  await test.step("states the philosophy", async () => {
    const philosophy = page.getByRole("region", { name: say("about.philosophy") });
    await expect(philosophy.getByRole("heading", { level: 2 })).toHaveText(say("about.philosophy"));
    await expect(philosophy).toContainText(photographer.philosophy);
  });

  await test.step("shows three feature blurbs", async () => {
    const blurbs = page.locator("main").getByRole("heading", { level: 3 });
    await expect(blurbs).toHaveText(photographer.features.map((f) => f.title));
    for (const f of photographer.features) {
      await expect(page.getByText(f.text, { exact: true })).toBeVisible();
    }
  });

  await test.step("leads on to the portfolio and the contact page", async () => {
    await page.getByRole("main").getByRole("link", { name: "Get in touch" }).click();
    await expect(page).toHaveURL("/contact");
  });
});
