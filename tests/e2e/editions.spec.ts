import type { Page } from "@playwright/test";
import escapeHtml from "escape-html";
import { SmtpReceiver } from "../support/smtp";
import { inquiryForm, Site } from "../support/smtp-site";
import { escapeRegExp, say } from "../support/words";
import { expect, test } from "./fixtures";

/**
 * Editions as the photographer set them in app/content/site.ts: LANDSCAPES-001 limited (25, 18
 * sold), LANDSCAPES-002 sold out, LANDSCAPES-003 an open edition, LANDSCAPES-004 none at all.
 */

/** LANDSCAPES-001's edition: 25, 7 of them still available. */
const limited = say("edition.of", { size: 25, proofs: 0 });
const LIMITED = say("edition.available", { edition: limited, available: 7 });
/** Any word that says a print has an edition. */
const anyEdition = new RegExp(
  [say("viewer.edition"), say("edition.open"), say("edition.soldOut")].map(escapeRegExp).join("|"),
  "i",
);

const card = (page: Page, title: string) =>
  page
    .getByRole("list", { name: say("collection.printsLabel") })
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
  await expect(card(page, "Landscapes Print 1")).toContainText(LIMITED);
  const sold = card(page, "Landscapes Print 2");
  await expect(sold.getByText(say("edition.soldOut"), { exact: true })).toBeVisible();
  await expect(sold.getByRole("link", { name: say("quote.addToInquiry") })).toHaveAttribute(
    "href",
    "/contact?ref=LANDSCAPES-002&title=Landscapes+Print+2",
  );
  await expect(card(page, "Landscapes Print 3")).toContainText(say("edition.open"));
  const plain = card(page, "Landscapes Print 4");
  await expect(plain).not.toContainText(anyEdition);
});

/** The viewer's details, JSON-LD and Open Graph of the print open say `label`. */
async function sayEdition(page: Page, label: string, availability: string) {
  const details = page.getByRole("complementary", { name: say("viewer.details") });
  // (A sold-out print's page heads its offer with the same words.)
  await expect(details.locator(".viewer__facts").getByText(label, { exact: true })).toBeAttached();
  await expect(details.getByRole("button", { name: say("quote.addToInquiry") })).toBeAttached();
  expect(await offerAvailability(page)).toBe(availability);
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
    "content",
    new RegExp(`${escapeRegExp(label)}\\.$`),
  );
}

// One test for the prints' pages that only say their edition (the sold-out one is below, with
// all it says), each page loaded once.
test("the viewer, JSON-LD and Open Graph say each print's edition, or none", async ({ page }) => {
  for (const [reference, label, availability] of [
    ["LANDSCAPES-001", LIMITED, "LimitedAvailability"],
    ["LANDSCAPES-003", say("edition.open"), "InStock"],
  ] as const) {
    await test.step(`the viewer, JSON-LD and Open Graph of ${reference} say '${label}'`, async () => {
      await page.goto(`/portfolio/landscapes/${reference}`);
      await sayEdition(page, label, availability);
    });
  }

  await test.step("a print without an edition: no edition in the viewer, made to order in JSON-LD", async () => {
    await page.goto("/portfolio/landscapes/LANDSCAPES-004");
    const details = page.getByRole("complementary", { name: say("viewer.details") });
    await expect(details.getByText(say("viewer.collection"), { exact: true })).toBeAttached();
    await expect(details).not.toContainText(anyEdition);
    expect(await offerAvailability(page)).toBe("MadeToOrder");
    await expect(page.locator('meta[property="product:availability"]')).toHaveCount(0);
  });
});

test("a sold-out print says so in the viewer, JSON-LD and Open Graph, says so first, offers no choice or price, and turns to what is left", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/portfolio/landscapes/LANDSCAPES-002");
  await test.step(`the viewer, JSON-LD and Open Graph of LANDSCAPES-002 say '${say("edition.soldOut")}'`, () =>
    sayEdition(page, say("edition.soldOut"), "SoldOut"));
  const details = page.getByRole("complementary", { name: say("viewer.details") });
  // In the first screen of a phone.
  await expect(details.getByRole("heading", { name: say("soldOut.heading") })).toBeInViewport();
  // Nothing to choose and no price: no size, paper or frame, no total, no price range.
  await expect(details.getByRole("radio")).toHaveCount(0);
  await expect(details.getByText(say("viewer.priceRange"), { exact: true })).toHaveCount(0);
  await expect(details.locator(".viewer__facts")).not.toContainText("$");
  await expect(details.getByText(say("quote.total", { amount: "$35" }))).toHaveCount(0);
  // 'Add to Inquiry' asks about the print itself, without a choice.
  await details
    .getByRole("button", { name: new RegExp(`^${escapeRegExp(say("quote.addToInquiry"))}`) })
    .click();
  await expect(page).toHaveURL("/contact?ref=LANDSCAPES-002&title=Landscapes+Print+2");
  await page.goBack();
  // Four prints of the collection still to be had, the next ones first; and the feeds.
  const others = page
    .getByRole("complementary", { name: say("viewer.details") })
    .locator(".sold-out__others a");
  await expect(others).toHaveCount(4);
  expect(await others.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual(
    [3, 4, 5, 6].map((n) => `/portfolio/landscapes/LANDSCAPES-00${n}`),
  );
  await expect(page.getByRole("link", { name: say("feed.atomTitle") })).toHaveAttribute(
    "href",
    "/feed.xml",
  );
  // The visitor who wanted it can leave an address to hear of new work, kept with this page.
  const hear = page
    .getByRole("complementary", { name: say("viewer.details") })
    .getByRole("region", { name: say("subscribe.heading") });
  await expect(hear.getByLabel(say("subscribe.email"))).toBeVisible();
  await expect(hear.locator('input[name="page"]')).toHaveValue(
    "/portfolio/landscapes/LANDSCAPES-002",
  );
});

test("the contact form marks a sold-out print and asks about similar work or a future edition", async ({
  page,
}) => {
  await page.goto(
    "/contact?ref=LANDSCAPES-002&title=Landscapes+Print+2&ref=LANDSCAPES-001&title=Landscapes+Print+1",
  );
  const list = page.getByRole("region", { name: say("form.prints") });
  await expect(list.getByRole("listitem").filter({ hasText: "LANDSCAPES-002" })).toContainText(
    say("form.soldOut"),
  );
  await expect(list.getByRole("listitem").filter({ hasText: "LANDSCAPES-001" })).not.toContainText(
    say("form.soldOut"),
  );
  const message = page.getByLabel(say("form.message"));
  const line = (title: string, reference: string) => say("template.print", { title, reference });
  await expect(message).toHaveValue(
    new RegExp(
      escapeRegExp(line("Landscapes Print 2", "LANDSCAPES-002") + say("template.soldOut")),
    ),
  );
  await expect(message).toHaveValue(
    new RegExp(`${escapeRegExp(line("Landscapes Print 1", "LANDSCAPES-001"))}\n`),
  );
});

test.describe("the photographer's email", () => {
  test.skip(({ jsEnabled }) => !jsEnabled, "HTTP-level: one run is enough");

  test("the photographer's email states each print's edition at the moment of the inquiry", async () => {
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
      const label = say("inquiryMail.edition");
      const soldOut = say("edition.soldOutMail", {
        edition: say("edition.of", { size: 10, proofs: 2 }),
      });
      expect(text).toContain(
        say("mail.labelled", {
          label,
          value: say("edition.availableMail", { edition: limited, available: 7 }),
        }),
      );
      expect(text).toContain(say("mail.labelled", { label, value: soldOut }));
      expect(text.split("LANDSCAPES-004")[1]).not.toContain(label);
      expect(mail?.mail.html).toContain(`<strong>${escapeHtml(soldOut)}</strong>`);
    } finally {
      await site.stop();
      await smtp.stop();
    }
  });
});
