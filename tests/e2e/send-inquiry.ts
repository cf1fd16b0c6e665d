import { expect, type Page } from "@playwright/test";

/**
 * A visitor sends an inquiry from the contact page at `url` (its prints in the query): Grace
 * Hopper, a print purchase, the message given or the one the page wrote. Returns once the page
 * thanks them.
 */
export async function sendInquiry(page: Page, url: string, options: { message?: string } = {}) {
  await page.goto(url);
  await page.getByLabel("Full name").fill("Grace Hopper");
  await page.getByLabel("Email").fill("grace@example.com");
  await page.getByLabel("Inquiry type").selectOption({ label: "Print Purchase" });
  if (options.message !== undefined) await page.getByLabel("Message").fill(options.message);
  await page.getByRole("button", { name: "Send Inquiry" }).click();
  await expect(
    page.getByRole("heading", { name: "Thank you, your inquiry is on its way" }),
  ).toBeVisible();
}
