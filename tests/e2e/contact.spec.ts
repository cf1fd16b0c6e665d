import { readFileSync } from "node:fs";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { sharedOutbox } from "../../playwright.config";
import { expect, test } from "./fixtures";

/**
 * The contact page against the shared server (no SMTP_URL: inquiries stay in the outbox).
 * Delivery over SMTP, abuse and faults are in inquiry-*.spec.ts, each with its own server.
 */

const GREETING = /^Hello, I'm interested in the following prints/;

function list(page: Page) {
  return page.getByRole("region", { name: "Prints in your inquiry" });
}

/** axe-core runs as a script in the page: with JavaScript on only (the markup is the same). */
async function axeViolations(page: Page) {
  return (await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id);
}

async function fill(page: Page, values: { name: string; email: string; type: string }) {
  await page.getByLabel("Full name").fill(values.name);
  await page.getByLabel("Email").fill(values.email);
  await page.getByLabel("Inquiry type").selectOption({ label: values.type });
}

test("'Add to Inquiry' starts the list and the message; removing rewrites it, the last clears it", async ({
  page,
  jsEnabled,
}) => {
  await page.goto("/portfolio/landscapes");
  await page.getByRole("link", { name: "Add to Inquiry" }).first().click();
  await expect(page).toHaveURL(/\/contact\?ref=LANDSCAPES-001/);
  await expect(list(page).getByText("Landscapes Print 1")).toBeVisible();
  await expect(page.getByLabel("Message")).toHaveValue(GREETING);

  // Several prints by query, as links from elsewhere can carry them.
  await page.goto("/contact?ref=LANDSCAPES-001&ref=URBAN-003");
  const message = page.getByLabel("Message");
  await expect(message).toHaveValue(/Landscapes Print 1 \(Ref: LANDSCAPES-001\)/);
  await expect(message).toHaveValue(/Urban Print 3 \(Ref: URBAN-003\)/);
  if (jsEnabled) await page.getByLabel("Full name").fill("Typed before removing");

  await list(page).getByRole("link", { name: "Remove Urban Print 3 from the inquiry" }).click();
  await expect(list(page).getByText("Urban Print 3")).toHaveCount(0);
  await expect(message).toHaveValue(GREETING);
  await expect(message).not.toHaveValue(/URBAN-003/);
  await expect(message).toHaveValue(/LANDSCAPES-001/);
  // With JavaScript the list changes in place: what the visitor typed stays.
  if (jsEnabled) await expect(page.getByLabel("Full name")).toHaveValue("Typed before removing");

  await list(page)
    .getByRole("link", { name: "Remove Landscapes Print 1 from the inquiry" })
    .click();
  await expect(list(page)).toHaveCount(0);
  await expect(message).toHaveValue("");
});

test("a valid inquiry is kept in the outbox as an .eml, then confirmed; a refresh sends nothing more", async ({
  page,
  jsEnabled,
}) => {
  await page.goto("/contact?ref=URBAN-003&title=Urban%20Print%203");
  const key = await page.locator('input[name="formKey"]').inputValue();
  expect(key).toMatch(/^[0-9a-f-]{36}$/);
  await fill(page, { name: "Ada Confirm", email: "ada@example.com", type: "Custom Size" });
  await page.getByRole("button", { name: "Send Inquiry" }).click();

  await expect(
    page.getByRole("heading", { name: "Thank you, your inquiry is on its way" }),
  ).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Thank you, your inquiry is on its way" }),
  ).toContainText("I'll respond within 24 hours");
  await expect(page).toHaveURL(/\/contact\?sent=1$/);
  if (jsEnabled) expect(await axeViolations(page)).toEqual([]);

  const eml = readFileSync(join(sharedOutbox, `${key}.eml`), "utf8");
  expect(eml).toMatch(/^Subject: Inquiry: Custom Size, URBAN-003 \(Ada Confirm\)$/m);
  expect(eml).toMatch(/^Reply-To: Ada Confirm <ada@example\.com>$/m);

  // Post/redirect/get: reloading the confirmation is a plain GET.
  const reload = await page.reload();
  expect(reload?.request().method()).toBe("GET");
  await expect(page.getByRole("link", { name: "Send another inquiry" })).toBeVisible();
});

test("the server refuses what the browser let through: 400, a message by each field, nothing typed lost", async ({
  page,
  jsEnabled,
}) => {
  await page.goto("/contact?ref=NATURE-002");
  // Both pass the browser's own checks ('required', type=email); neither passes the server's.
  await fill(page, { name: "   ", email: "jane@localhost", type: "Bulk Order (5+ prints)" });
  await page.getByLabel("Message").fill("Ten prints, please.");
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST"),
    page.getByRole("button", { name: "Send Inquiry" }).click(),
  ]);
  expect(response.status()).toBe(400);

  const email = page.getByLabel("Email");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription(
    "Please enter a valid email address, such as name@example.com.",
  );
  await expect(page.getByLabel("Full name")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Full name")).toHaveAccessibleDescription("Please enter your name.");
  await expect(page.getByLabel("Message")).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("alert")).toContainText("Please check these fields");

  await expect(email).toHaveValue("jane@localhost");
  await expect(page.getByLabel("Inquiry type")).toHaveValue("bulk-order");
  await expect(page.getByLabel("Message")).toHaveValue("Ten prints, please.");
  await expect(list(page).getByText("Nature Print 2")).toBeVisible();
  // The browser's own required checks are still there.
  await expect(email).toHaveAttribute("required", "");
  if (jsEnabled) expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel("Full name").fill("Jane Fixed");
  await email.fill("jane@example.com");
  await page.getByRole("button", { name: "Send Inquiry" }).click();
  await expect(
    page.getByRole("heading", { name: "Thank you, your inquiry is on its way" }),
  ).toBeVisible();
});

test.describe("the list's other sources (JavaScript)", () => {
  test.beforeEach(({ jsEnabled }) => {
    test.skip(!jsEnabled, "navigation state and localStorage exist only with JavaScript");
  });

  test("a print passed in navigation state fills the list, and the stored list is left alone", async ({
    page,
  }) => {
    const stored = [{ reference: "ABSTRACT-004", title: "Abstract Print 4" }];
    await page.goto("/about");
    await page.evaluate(
      (items) => localStorage.setItem("inquiryItems", JSON.stringify(items)),
      stored,
    );
    await page.evaluate(() =>
      (
        window as unknown as {
          __remixRouter: { navigate(to: string, opts: { state: unknown }): void };
        }
      ).__remixRouter.navigate("/contact", {
        state: { selectedPrint: { reference: "NATURE-003", title: "Nature Print 3" } },
      }),
    );
    await expect(list(page).getByText("Nature Print 3")).toBeVisible();
    await expect(list(page).getByText("Abstract Print 4")).toHaveCount(0);
    await expect(page.getByLabel("Message")).toHaveValue(/Nature Print 3 \(Ref: NATURE-003\)/);
    await expect(page.locator('input[name="ref"]')).toHaveValue("NATURE-003");

    await list(page)
      .getByRole("link", { name: /^Remove Nature Print 3/ })
      .click();
    await expect(page.getByLabel("Message")).toHaveValue("");
    expect(await page.evaluate(() => localStorage.getItem("inquiryItems"))).toBe(
      JSON.stringify(stored),
    );
  });

  test("without a query the stored list is used and kept in step; a query's list is stored; a send clears it", async ({
    page,
  }) => {
    const stored = () => page.evaluate(() => localStorage.getItem("inquiryItems"));
    await page.goto("/contact?ref=ABSTRACT-001&ref=URBAN-002");
    await expect(list(page).getByText("Urban Print 2")).toBeVisible();
    await expect.poll(stored).toBe(
      JSON.stringify([
        { reference: "ABSTRACT-001", title: "Abstract Print 1" },
        { reference: "URBAN-002", title: "Urban Print 2" },
      ]),
    );

    await page.goto("/contact");
    await expect(list(page).getByText("Abstract Print 1")).toBeVisible();
    await expect(page.getByLabel("Message")).toHaveValue(/Urban Print 2 \(Ref: URBAN-002\)/);
    await list(page)
      .getByRole("link", { name: /^Remove Abstract Print 1/ })
      .click();
    await expect
      .poll(stored)
      .toBe(JSON.stringify([{ reference: "URBAN-002", title: "Urban Print 2" }]));
    await expect(page.getByLabel("Message")).not.toHaveValue(/ABSTRACT-001/);

    await fill(page, { name: "Stored List", email: "stored@example.com", type: "Print Purchase" });
    await page.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(
      page.getByRole("heading", { name: "Thank you, your inquiry is on its way" }),
    ).toBeVisible();
    await expect.poll(stored).toBeNull();
  });
});
