import { expect, type Page } from "@playwright/test";
import { type Say, say as sampleWords } from "../support/words";

/**
 * A visitor sends an inquiry from the contact page at `url` (its prints in the query): Grace
 * Hopper, a print purchase, the message given or the one the page wrote. Returns once the page
 * thanks them. `say`: the site's words, where it is not the sample's build.
 */
export async function sendInquiry(
  page: Page,
  url: string,
  options: { message?: string; say?: Say } = {},
) {
  const say = options.say ?? sampleWords;
  await page.goto(url);
  await fillVisitor(page, say);
  if (options.message !== undefined)
    await page.getByLabel(say("form.message")).fill(options.message);
  await page.getByRole("button", { name: say("form.send") }).click();
  await expect(page.getByRole("heading", { name: say("sent.heading") })).toBeVisible();
}

/** Grace Hopper, her address and a print purchase, typed into the contact form on the page. */
export async function fillVisitor(page: Page, say: Say = sampleWords) {
  await page.getByLabel(say("form.fullName")).fill("Grace Hopper");
  await page.getByLabel(say("form.email"), { exact: true }).fill("grace@example.com");
  await page
    .getByLabel(say("form.inquiryType"))
    .selectOption({ label: say("inquiryType.print-purchase") });
}
