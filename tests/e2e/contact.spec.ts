import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { sharedOutbox } from "../../playwright.config";
import { escapeRegExp, say } from "../support/words";
import { axeViolations } from "./axe";
import { expect, test } from "./fixtures";

/**
 * The contact page against the shared server (no SMTP_URL: inquiries stay in the outbox).
 * Delivery over SMTP, abuse and faults are in inquiry-*.spec.ts, each with its own server.
 */

const GREETING = new RegExp(`^${escapeRegExp(say("template.greeting"))}`);

/** The message's line for a print, as the form writes it. */
const printLine = (title: string, reference: string) =>
  new RegExp(escapeRegExp(say("template.print", { title, reference })));

function list(page: Page) {
  return page.getByRole("region", { name: say("form.prints") });
}

async function fill(page: Page, values: { name: string; email: string; type: string }) {
  await page.getByLabel(say("form.fullName")).fill(values.name);
  await page.getByLabel(say("form.email")).fill(values.email);
  await page.getByLabel(say("form.inquiryType")).selectOption({ label: values.type });
}

test("'Add to Inquiry' starts the list and the message; removing rewrites it, the last clears it", async ({
  page,
  jsEnabled,
}) => {
  await page.goto("/portfolio/landscapes");
  await page
    .getByRole("link", { name: say("quote.addToInquiry") })
    .first()
    .click();
  await expect(page).toHaveURL(/\/contact\?ref=LANDSCAPES-001/);
  await expect(list(page).getByText("Landscapes Print 1")).toBeVisible();
  await expect(page.getByLabel(say("form.message"))).toHaveValue(GREETING);

  // Several prints by query, as links from elsewhere can carry them.
  await page.goto("/contact?ref=LANDSCAPES-001&ref=URBAN-003");
  const message = page.getByLabel(say("form.message"));
  await expect(message).toHaveValue(printLine("Landscapes Print 1", "LANDSCAPES-001"));
  await expect(message).toHaveValue(printLine("Urban Print 3", "URBAN-003"));
  if (jsEnabled) await page.getByLabel(say("form.fullName")).fill("Typed before removing");

  await list(page)
    .getByRole("link", { name: say("form.removeLabel", { title: "Urban Print 3" }) })
    .click();
  await expect(list(page).getByText("Urban Print 3")).toHaveCount(0);
  await expect(message).toHaveValue(GREETING);
  await expect(message).not.toHaveValue(/URBAN-003/);
  await expect(message).toHaveValue(/LANDSCAPES-001/);
  // With JavaScript the list changes in place: what the visitor typed stays.
  if (jsEnabled)
    await expect(page.getByLabel(say("form.fullName"))).toHaveValue("Typed before removing");

  await list(page)
    .getByRole("link", { name: say("form.removeLabel", { title: "Landscapes Print 1" }) })
    .click();
  await expect(list(page)).toHaveCount(0);
  await expect(message).toHaveValue("");
});

test("the list and the confirmation show each print's size, paper, frame and price, and the total", async ({
  page,
  jsEnabled,
}) => {
  const inches = (size: string, cm: string) => say("quote.sizeInches", { inches: size, cm });
  const landscape = say("quote.choiceLine", {
    size: inches("16x20", "41x51"),
    paper: "Cotton rag",
    frame: "Black frame",
    price: "$95",
  });
  const urban = say("quote.choiceLine", {
    size: inches("24x30", "61x76"),
    paper: "Baryta",
    frame: "Oak frame",
    price: "$180",
  });
  const nature = say("quote.choiceLine", {
    size: inches("8x10", "20x25"),
    paper: "Cotton rag",
    frame: "Unframed",
    price: "$35",
  });
  const total = (amount: string) => say("quote.total", { amount });
  await page.goto(
    "/contact?ref=LANDSCAPES-001&size=16x20&paper=cotton-rag&frame=black" +
      "&ref=URBAN-003&size=24x30&paper=baryta&frame=oak&ref=NATURE-002&size=8x10&paper=&frame=",
  );
  const items = list(page).getByRole("listitem");
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toContainText(landscape);
  await expect(items.nth(1)).toContainText(urban);
  await expect(items.nth(2)).toContainText(nature);
  await expect(list(page).getByText(total("$310"), { exact: true })).toBeVisible();
  // (axe on such a list, each print's choice and the total, is a11y.spec.ts's, at both widths.)

  // Removing a print (in place with JavaScript, by a link without) takes its price off the total.
  await list(page)
    .getByRole("link", { name: say("form.removeLabel", { title: "Nature Print 2" }) })
    .click();
  await expect(items).toHaveCount(2);
  await expect(list(page).getByText(total("$275"), { exact: true })).toBeVisible();

  await fill(page, {
    name: "Ada Totals",
    email: "ada.totals@example.com",
    type: say("inquiryType.print-purchase"),
  });
  await page.getByRole("button", { name: say("form.send") }).click();
  const sent = page.getByRole("region", { name: say("sent.heading") });
  await expect(sent.getByRole("heading", { name: say("sent.heading") })).toBeVisible();
  const recalled = sent.getByRole("listitem");
  await expect(recalled).toHaveCount(2);
  await expect(recalled.nth(0)).toContainText("Landscapes Print 1");
  await expect(recalled.nth(0)).toContainText(landscape);
  await expect(recalled.nth(1)).toContainText("Urban Print 3");
  await expect(recalled.nth(1)).toContainText(urban);
  await expect(sent.getByText(total("$275"), { exact: true })).toBeVisible();
  if (jsEnabled) expect(await axeViolations(page)).toEqual([]);
});

// One page for the refusal and the send that follows it: the form the server refused, corrected,
// is the inquiry kept and confirmed.
test("the server refuses what the browser let through, nothing typed lost; corrected, the inquiry is kept in the outbox as an .eml, then confirmed; a refresh sends nothing more", async ({
  page,
  jsEnabled,
}) => {
  await page.goto("/contact?ref=URBAN-003&title=Urban%20Print%203");
  await test.step("the server refuses what the browser let through: 400, a message by each field, nothing typed lost", async () => {
    // Both pass the browser's own checks ('required', type=email); neither passes the server's.
    await fill(page, { name: "   ", email: "jane@localhost", type: say("inquiryType.bulk-order") });
    await page.getByLabel(say("form.message")).fill("Ten prints, please.");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.getByRole("button", { name: say("form.send") }).click(),
    ]);
    expect(response.status()).toBe(400);

    const email = page.getByLabel(say("form.email"));
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(say("field.email"));
    await expect(page.getByLabel(say("form.fullName"))).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel(say("form.fullName"))).toHaveAccessibleDescription(
      say("field.fullNameMissing"),
    );
    await expect(page.getByLabel(say("form.message"))).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("alert")).toContainText(say("form.checkFields", { count: 2 }));

    await expect(email).toHaveValue("jane@localhost");
    await expect(page.getByLabel(say("form.inquiryType"))).toHaveValue("bulk-order");
    await expect(page.getByLabel(say("form.message"))).toHaveValue("Ten prints, please.");
    await expect(list(page).getByText("Urban Print 3")).toBeVisible();
    // The browser's own required checks are still there.
    await expect(email).toHaveAttribute("required", "");
    if (jsEnabled) expect(await axeViolations(page)).toEqual([]);
  });

  await test.step("a valid inquiry is kept in the outbox as an .eml, then confirmed; a refresh sends nothing more", async () => {
    const key = await page.locator('input[name="formKey"]').inputValue();
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    await fill(page, {
      name: "Ada Confirm",
      email: "ada@example.com",
      type: say("inquiryType.custom-size"),
    });
    await page.getByRole("button", { name: say("form.send") }).click();

    await expect(page.getByRole("heading", { name: say("sent.heading") })).toBeVisible();
    await expect(page.getByRole("region", { name: say("sent.heading") })).toContainText(
      "I'll respond within 24 hours",
    );
    await expect(page).toHaveURL(/\/contact\?sent=1$/);
    // axe is a script in the page: with JavaScript on only (a11y.spec.ts rebuilds pages without).
    if (jsEnabled) expect(await axeViolations(page)).toEqual([]);

    const eml = readFileSync(join(sharedOutbox, `${key}.eml`), "utf8");
    const subject = say("inquiryMail.subject", {
      type: say("inquiryType.custom-size"),
      references: "URBAN-003",
      name: "Ada Confirm",
    });
    expect(eml).toMatch(new RegExp(`^Subject: ${escapeRegExp(subject)}$`, "m"));
    expect(eml).toMatch(/^Reply-To: Ada Confirm <ada@example\.com>$/m);

    // Post/redirect/get: reloading the confirmation is a plain GET.
    const reload = await page.reload();
    expect(reload?.request().method()).toBe("GET");
    await expect(page.getByRole("link", { name: say("sent.anotherLink") })).toBeVisible();
  });
});

test.describe("the list's other sources (JavaScript)", () => {
  test.beforeEach(({ jsEnabled }) => {
    test.skip(!jsEnabled, "navigation state and localStorage exist only with JavaScript");
  });

  // One page for both: the second step's first load replaces the first's stored list.
  test("the list from navigation state, and from the stored list", async ({ page }) => {
    await test.step("a print passed in navigation state fills the list, and the stored list is left alone", async () => {
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
      await expect(page.getByLabel(say("form.message"))).toHaveValue(
        printLine("Nature Print 3", "NATURE-003"),
      );
      await expect(page.locator('input[name="ref"]')).toHaveValue("NATURE-003");

      await list(page)
        .getByRole("link", { name: say("form.removeLabel", { title: "Nature Print 3" }) })
        .click();
      await expect(page.getByLabel(say("form.message"))).toHaveValue("");
      expect(await page.evaluate(() => localStorage.getItem("inquiryItems"))).toBe(
        JSON.stringify(stored),
      );
    });

    await test.step("without a query the stored list is used and kept in step; a query's list is stored; a send clears it", async () => {
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
      await expect(page.getByLabel(say("form.message"))).toHaveValue(
        printLine("Urban Print 2", "URBAN-002"),
      );
      await list(page)
        .getByRole("link", { name: say("form.removeLabel", { title: "Abstract Print 1" }) })
        .click();
      await expect
        .poll(stored)
        .toBe(JSON.stringify([{ reference: "URBAN-002", title: "Urban Print 2" }]));
      await expect(page.getByLabel(say("form.message"))).not.toHaveValue(/ABSTRACT-001/);

      await fill(page, {
        name: "Stored List",
        email: "stored@example.com",
        type: say("inquiryType.print-purchase"),
      });
      await page.getByRole("button", { name: say("form.send") }).click();
      await expect(page.getByRole("heading", { name: say("sent.heading") })).toBeVisible();
      await expect.poll(stored).toBeNull();
    });
  });
});
