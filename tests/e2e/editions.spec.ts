import type { Page } from "@playwright/test";
import { SmtpReceiver } from "../support/smtp";
import { inquiryForm, Site } from "../support/smtp-site";
import { expect, test } from "./fixtures";

/**
 * Editions as the photographer set them in app/content/site.ts: LANDSCAPES-001 limited (25, 18
 * sold), LANDSCAPES-002 sold out, LANDSCAPES-003 an open edition, LANDSCAPES-004 none at all.
 */

const card = (page: Page, title: string) =>
  page
    .getByRole("list", { name: "Prints" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });

const offerAvailability = async (page: Page) => {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const text = blocks.join("\n");
  return /"availability":"https:\/\/schema.org\/(\w+)"/.exec(text)?.[1];
};

test("the grid says how limited each print is, and a sold-out print keeps 'Add to Inquiry'", async ({
  page,
}) => {
  await page.goto("/portfolio/landscapes");
  await expect(card(page, "Landscapes Print 1")).toContainText("Edition of 25 · 7 available");
  const sold = card(page, "Landscapes Print 2");
  await expect(sold.getByText("Sold out", { exact: true })).toBeVisible();
  await expect(sold.getByRole("link", { name: "Add to Inquiry" })).toHaveAttribute(
    "href",
    "/contact?ref=LANDSCAPES-002&title=Landscapes+Print+2",
  );
  await expect(card(page, "Landscapes Print 3")).toContainText("Open edition");
  const plain = card(page, "Landscapes Print 4");
  await expect(plain).not.toContainText(/edition|sold out/i);
});

for (const [reference, label, availability] of [
  ["LANDSCAPES-001", "Edition of 25 · 7 available", "LimitedAvailability"],
  ["LANDSCAPES-002", "Sold out", "SoldOut"],
  ["LANDSCAPES-003", "Open edition", "InStock"],
] as const) {
  test(`the viewer, JSON-LD and Open Graph of ${reference} say '${label}'`, async ({ page }) => {
    await page.goto(`/portfolio/landscapes/${reference}`);
    const details = page.getByRole("complementary", { name: "Print details" });
    await expect(details.getByText(label, { exact: true })).toBeAttached();
    await expect(details.getByRole("button", { name: "Add to Inquiry" })).toBeAttached();
    expect(await offerAvailability(page)).toBe(availability);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
      "content",
      new RegExp(`${label}\\.$`),
    );
  });
}

test("a print without an edition: no edition in the viewer, made to order in JSON-LD", async ({
  page,
}) => {
  await page.goto("/portfolio/landscapes/LANDSCAPES-004");
  const details = page.getByRole("complementary", { name: "Print details" });
  await expect(details.getByText("Collection", { exact: true })).toBeAttached();
  await expect(details).not.toContainText(/edition|sold out/i);
  expect(await offerAvailability(page)).toBe("MadeToOrder");
  await expect(page.locator('meta[property="product:availability"]')).toHaveCount(0);
});

test("the contact form marks a sold-out print and asks about similar work or a future edition", async ({
  page,
}) => {
  await page.goto(
    "/contact?ref=LANDSCAPES-002&title=Landscapes+Print+2&ref=LANDSCAPES-001&title=Landscapes+Print+1",
  );
  const list = page.getByRole("region", { name: "Prints in your inquiry" });
  await expect(list.getByRole("listitem").filter({ hasText: "LANDSCAPES-002" })).toContainText(
    "Sold out",
  );
  await expect(list.getByRole("listitem").filter({ hasText: "LANDSCAPES-001" })).not.toContainText(
    "Sold out",
  );
  const message = page.getByLabel("Message");
  await expect(message).toHaveValue(
    /- Landscapes Print 2 \(Ref: LANDSCAPES-002\) - sold out: is there similar work, or will there be a future edition\?/,
  );
  await expect(message).toHaveValue(/- Landscapes Print 1 \(Ref: LANDSCAPES-001\)\n/);
});

test("the photographer's email states each print's edition at the moment of the inquiry", async ({
  jsEnabled,
}) => {
  test.skip(!jsEnabled, "HTTP-level: one run is enough");
  const smtp = await new SmtpReceiver().start();
  const site = new Site({ smtpUrl: smtp.url });
  site.clearOutbox();
  await site.start();
  try {
    const form = inquiryForm({ ref: ["LANDSCAPES-001", "LANDSCAPES-002", "LANDSCAPES-004"] });
    const answer = await site.postInquiry(form);
    expect(answer.status).toBe(303);
    const [mail] = await smtp.waitFor(1);
    const text = mail?.mail.text ?? "";
    expect(text).toContain("Edition: Edition of 25, 7 available");
    expect(text).toContain("Edition: SOLD OUT (Edition of 10 + 2 AP)");
    expect(text.split("LANDSCAPES-004")[1]).not.toContain("Edition");
    expect(mail?.mail.html).toContain("<strong>SOLD OUT (Edition of 10 + 2 AP)</strong>");
  } finally {
    await site.stop();
    await smtp.stop();
  }
});
