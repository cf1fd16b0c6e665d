import type { Page } from "@playwright/test";
import { say } from "../support/words";
import { expect, test } from "./fixtures";
import { expectImagesLoaded } from "./loaded-images";
import { collections } from "./sample";

const landscapes = collections.find((c) => c.slug === "landscapes");
if (!landscapes) throw new Error("No landscapes collection");

const prints = (page: Page) =>
  page.getByRole("list", { name: say("collection.printsLabel") }).getByRole("listitem");

test.beforeEach(async ({ page }) => {
  const response = await page.goto("/portfolio/landscapes");
  expect(response?.status()).toBe(200);
});

test("the header has a breadcrumb, a back link, the long description and the count", async ({
  page,
}) => {
  const breadcrumb = page.getByRole("navigation", { name: say("nav.breadcrumb") });
  await expect(breadcrumb.getByRole("link", { name: say("nav.home") })).toHaveAttribute(
    "href",
    "/",
  );
  await expect(breadcrumb.getByRole("link", { name: say("nav.portfolio") })).toHaveAttribute(
    "href",
    "/portfolio",
  );
  await expect(breadcrumb.getByText("Landscapes", { exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByRole("heading", { level: 1, name: "Landscapes" })).toBeVisible();
  await expect(page.getByText(landscapes.longDescription, { exact: true })).toBeVisible();
  await expect(
    page.getByText(say("portfolio.printCount", { count: 10 }), { exact: true }),
  ).toBeVisible();
});

test("the back link returns to the portfolio", async ({ page }) => {
  await page.getByRole("link", { name: say("collection.back") }).click();
  await expect(page).toHaveURL("/portfolio");
  await expect(page.getByRole("heading", { level: 1, name: "Portfolio" })).toBeVisible();
});

test("the breadcrumb leads back to the portfolio", async ({ page }) => {
  await page
    .getByRole("navigation", { name: say("nav.breadcrumb") })
    .getByRole("link", { name: say("nav.portfolio") })
    .click();
  await expect(page).toHaveURL("/portfolio");
});

test("the grid shows every print: thumbnail, title, reference, price range and 'Add to Inquiry'", async ({
  page,
}) => {
  const cards = prints(page);
  await expect(cards).toHaveCount(10);
  for (let n = 1; n <= 10; n++) {
    const card = cards.nth(n - 1);
    const reference = `LANDSCAPES-${String(n).padStart(3, "0")}`;
    const title = `Landscapes Print ${n}`;
    await expect(card.getByRole("heading", { name: title, exact: true })).toBeVisible();
    await expect(card.getByRole("img")).toBeVisible();
    await expect(card.getByText(reference, { exact: true })).toBeVisible();
    await expect(card.getByText("$35 - $125", { exact: true })).toBeVisible();
    const inquiry = card.getByRole("link", { name: say("quote.addToInquiry") });
    const href = new URL((await inquiry.getAttribute("href")) ?? "", "http://x");
    expect(href.pathname).toBe("/contact");
    expect(href.searchParams.get("ref")).toBe(reference);
    expect(href.searchParams.get("title")).toBe(title);
  }
  await expectImagesLoaded(page.getByRole("list", { name: say("collection.printsLabel") }));
});

test("'Add to Inquiry' is a real link to the contact page with the print", async ({ page }) => {
  const card = prints(page).nth(3);
  await card.getByRole("link", { name: say("quote.addToInquiry") }).click();
  await expect(page).toHaveURL("/contact?ref=LANDSCAPES-004&title=Landscapes+Print+4");
  await expect(page.getByRole("heading", { level: 1, name: "Contact" })).toBeVisible();
});

test("clicking a print's image opens it in the viewer", async ({ page }) => {
  await prints(page).nth(2).getByRole("img").click();
  await expect(page).toHaveURL("/portfolio/landscapes/LANDSCAPES-003");
  await expect(
    page.getByText(say("viewer.position", { index: 3, total: 10 }), { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Landscapes Print 3" })).toBeVisible();
});

test("a reference can be copied to the clipboard", async ({ page, context, jsEnabled }) => {
  test.skip(!jsEnabled, "the copy button needs JavaScript; the reference stays selectable text");
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const card = prints(page).nth(1);
  await card
    .getByRole("button", { name: say("reference.copy", { reference: "LANDSCAPES-002" }) })
    .click();
  await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()))
    .toBe("LANDSCAPES-002");
});

test.describe("the server's pages", () => {
  // What the server sends, the same whichever browser reads it: checked once, without a browser.
  test.skip(({ jsEnabled }) => !jsEnabled, "the server's HTML: the same in both projects");

  test("each collection shows as many prints as the specification's table", async ({ request }) => {
    for (const [slug, count] of [
      ["abstract", 12],
      ["urban", 15],
      ["minimalist", 8],
      ["portraits", 12],
      ["nature", 18],
    ] as const) {
      const html = await (await request.get(`/portfolio/${slug}`)).text();
      expect(html).toContain(`>${say("portfolio.printCount", { count })}<`);
      const cards = [...html.matchAll(/<li id="([A-Z]+-\d{3})" class="print-card"/g)].map(
        (m) => m[1],
      );
      expect(cards).toHaveLength(count);
      expect(cards.at(-1)).toBe(`${slug.toUpperCase()}-${String(count).padStart(3, "0")}`);
    }
  });
});

test.describe("on a small phone (320 px)", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("every reference stays on one line, inside its card", async ({ page }) => {
    // Landscapes is open already (beforeEach); then the collection of the longest references.
    for (const slug of ["landscapes", "minimalist"]) {
      if (!page.url().endsWith(`/portfolio/${slug}`)) await page.goto(`/portfolio/${slug}`);
      const problems = await prints(page).evaluateAll((cards) =>
        cards.flatMap((card) => {
          const code = card.querySelector("code");
          if (!code) return ["no reference"];
          const box = card.getBoundingClientRect();
          const out: string[] = [];
          if (code.getClientRects().length !== 1 || code.getBoundingClientRect().height > 24) {
            out.push(`${code.textContent} wraps`);
          }
          for (const el of card.querySelectorAll("*")) {
            const r = el.getBoundingClientRect();
            if (r.width > 0 && (r.right > box.right + 0.5 || r.left < box.left - 0.5)) {
              out.push(`${el.tagName} of ${code.textContent} overflows its card`);
            }
          }
          return out;
        }),
      );
      expect(problems).toEqual([]);
    }
  });
});

test.describe("on a phone (375 px)", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("two prints a row, each card's title, price, 'Add to Inquiry' and reference in it", async ({
    page,
  }) => {
    const [first, second] = [prints(page).nth(0), prints(page).nth(1)];
    const [a, b] = [await first.boundingBox(), await second.boundingBox()];
    expect(a && b && Math.abs(a.y - b.y)).toBe(0);
    expect(b && a && b.x).toBeGreaterThan((a?.x ?? 0) + (a?.width ?? 0));
    // Half a screen each, and the whole of the card's content still shown within it.
    for (const [card, n] of [
      [first, 1],
      [second, 2],
    ] as const) {
      await expect(card.getByRole("heading", { name: `Landscapes Print ${n}` })).toBeVisible();
      await expect(card.getByText("$35 - $125", { exact: true })).toBeVisible();
      await expect(card.getByText(`LANDSCAPES-00${n}`, { exact: true })).toBeVisible();
      await expect(card.getByRole("link", { name: say("quote.addToInquiry") })).toBeVisible();
    }
    expect(a?.width).toBeLessThan(375 / 2);
  });
});

test.describe("on a touch screen", () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test("each copy button is a 44 × 44 px target for a thumb", async ({ page, jsEnabled }) => {
    test.skip(!jsEnabled, "the copy button needs JavaScript; the reference stays selectable text");
    expect(await page.evaluate(() => matchMedia("(pointer: coarse)").matches)).toBe(true);
    const boxes = [];
    for (let n = 1; n <= 10; n++) {
      const reference = `LANDSCAPES-${String(n).padStart(3, "0")}`;
      const button = prints(page).getByRole("button", {
        name: say("reference.copy", { reference }),
      });
      const box = await button.boundingBox();
      boxes.push({ width: Math.round(box?.width ?? 0), height: Math.round(box?.height ?? 0) });
    }
    expect(boxes).toEqual(Array(10).fill({ width: 44, height: 44 }));
  });
});

test("the title and price lead each card; the reference is quieter", async ({ page }) => {
  const card = prints(page).first();
  const size = (locator: ReturnType<typeof card.locator>) =>
    locator.evaluate((el) => {
      const style = getComputedStyle(el);
      return { size: parseFloat(style.fontSize), weight: Number(style.fontWeight) };
    });
  const title = await size(card.getByRole("heading", { name: "Landscapes Print 1" }));
  const price = await size(card.getByText("$35 - $125", { exact: true }));
  const reference = await size(card.getByText("LANDSCAPES-001", { exact: true }));
  expect(title.size).toBeGreaterThan(price.size);
  expect(price.size).toBeGreaterThan(reference.size);
  // In the reading order too: title, price, then the reference.
  expect(await card.innerText()).toMatch(/^Landscapes Print 1\s+\$35 - \$125[\s\S]*LANDSCAPES-001/);
});
