import { say } from "../support/words";
import { expect, test } from "./fixtures";
import { faq, photographer } from "./sample";

// The contact page as it is shown. What the form does on submit is tested with the inquiry flow.
// One load for every check: each step reads the page as it opened (the FAQ's step opens its
// entries, and the empty form's is last: it leaves the form's fields marked invalid).

test("the contact page: its details, the Quick Inquiry form and the FAQ", async ({ page }) => {
  const response = await page.goto("/contact");
  expect(response?.status()).toBe(200);

  await test.step("shows the contact details and the promise to respond within 24 hours", async () => {
    await expect(page.getByRole("heading", { level: 1, name: "Contact" })).toBeVisible();
    await expect(page.getByText("I'll respond within 24 hours", { exact: true })).toBeVisible();
    const details = page.getByRole("complementary", { name: say("contact.detailsHeading") });
    await expect(details.getByRole("link", { name: photographer.contact.email })).toHaveAttribute(
      "href",
      `mailto:${photographer.contact.email}`,
    );
    await expect(details.getByRole("link", { name: photographer.contact.phone })).toHaveAttribute(
      "href",
      /^tel:\+?\d+$/,
    );
    await expect(details).toContainText(photographer.contact.location);
  });

  await test.step("the Quick Inquiry form has labelled, required fields and a 'Send Inquiry' button", async () => {
    const form = page.getByRole("region", { name: say("contact.formHeading") });
    await expect(form.getByRole("heading", { name: say("contact.formHeading") })).toBeVisible();

    const fullName = form.getByRole("textbox", { name: say("form.fullName") });
    await expect(fullName).toHaveAttribute("name", "fullName");
    await expect(fullName).toHaveAttribute("required", "");

    const email = form.getByRole("textbox", { name: say("form.email") });
    await expect(email).toHaveAttribute("name", "email");
    await expect(email).toHaveAttribute("type", "email");
    await expect(email).toHaveAttribute("required", "");

    const type = form.getByRole("combobox", { name: say("form.inquiryType") });
    await expect(type).toHaveAttribute("name", "inquiryType");
    await expect(type).toHaveAttribute("required", "");
    await expect(type).toHaveValue("");

    const message = form.getByRole("textbox", { name: say("form.message") });
    await expect(message).toHaveAttribute("name", "message");
    await expect(message).toHaveAttribute("required", "");

    await expect(form.getByRole("button", { name: say("form.send") })).toBeVisible();
  });

  await test.step("inquiry types are a blank 'Choose...' and the four of the specification", async () => {
    const options = page.getByRole("combobox", { name: say("form.inquiryType") }).locator("option");
    const pairs = await options.evaluateAll((els) =>
      els.map((el) => [(el as HTMLOptionElement).value, el.textContent]),
    );
    expect(pairs).toEqual([
      ["", say("form.choose")],
      ["print-purchase", say("inquiryType.print-purchase")],
      ["custom-size", say("inquiryType.custom-size")],
      ["bulk-order", say("inquiryType.bulk-order")],
      ["general", say("inquiryType.general")],
    ]);
  });

  await test.step("the FAQ opens and closes, with the specification's figures", async () => {
    const section = page.getByRole("region", { name: say("contact.faqHeading") });
    const entries = section.locator("details");
    // The content's questions, and what shipping costs (worked out from the content's rates).
    await expect(entries).toHaveCount(faq.length + 1);
    await expect(entries.last()).toContainText(say("quote.shippingFaqQuestion"));
    const first = entries.first();
    await expect(first.getByText(faq[0]?.answer ?? "")).toBeHidden();
    await first.getByText(faq[0]?.question ?? "").click();
    await expect(first.getByText(faq[0]?.answer ?? "")).toBeVisible();
    await first.getByText(faq[0]?.question ?? "").click();
    await expect(first.getByText(faq[0]?.answer ?? "")).toBeHidden();

    // Open every entry, then read the figures as a visitor would.
    for (let i = 0; i <= faq.length; i++) await entries.nth(i).locator("summary").click();
    for (const figure of [
      "8x10 to 40x60 inches",
      "5-7 business days",
      "3-5 days",
      "7-14 days",
      "tracking and insurance",
      "5+ prints",
    ]) {
      await expect(section.getByText(figure).first()).toBeVisible();
    }
    await expect(section).toContainText(/domestic[^.]*3-5 days/i);
    await expect(section).toContainText(/international[^.]*7-14 days/i);
  });

  await test.step("the browser refuses to send an empty form", async () => {
    await page.getByRole("button", { name: say("form.send") }).click();
    await expect(page).toHaveURL("/contact");
    const invalid = await page
      .locator("form :invalid")
      .evaluateAll((els) => els.map((el) => el.getAttribute("name")));
    expect(invalid).toEqual(["fullName", "email", "inquiryType", "message"]);
  });
});
