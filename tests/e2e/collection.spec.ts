import type { Page } from "@playwright/test";
import { say } from "../support/words";
import { expect, test } from "./fixtures";
import { expectImagesLoaded } from "./loaded-images";
import { collections } from "./sample";

const landscapes = collections.find((c) => c.slug === "landscapes");
if (!landscapes) throw new Error("No landscapes collection");

const prints = (page: Page) =>
  page.getByRole("list", { name: say("collection.printsLabel") }).getByRole("listitem");

const LANDSCAPES = "/portfolio/landscapes";

/** References of the cards, each on one line and every part inside its card (a phone's width). */
const referenceProblems = (page: Page) =>
  prints(page).evaluateAll((cards) =>
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

// The collection's page loaded once for what it shows (at the default width, then a phone's:
// only the stylesheet lays it out anew), then each of its ways out, coming Back between them.
test("a collection's page: its header, its grid of prints at each width, and its ways out", async ({
  page,
  context,
  jsEnabled,
}) => {
  const response = await page.goto(LANDSCAPES);
  expect(response?.status()).toBe(200);
  const landscapesShown = () =>
    expect(page.getByRole("heading", { level: 1, name: "Landscapes" })).toBeVisible();

  await test.step("the header has a breadcrumb, a back link, the long description and the count", async () => {
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

  await test.step("the grid shows every print: thumbnail, title, reference, price range and 'Add to Inquiry'", async () => {
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

  await test.step("the title and price lead each card; the reference is quieter", async () => {
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
    expect(await card.innerText()).toMatch(
      /^Landscapes Print 1\s+\$35 - \$125[\s\S]*LANDSCAPES-001/,
    );
  });

  // The copy button needs JavaScript; without it the reference stays selectable text.
  if (jsEnabled) {
    await test.step("a reference can be copied to the clipboard", async () => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      const card = prints(page).nth(1);
      await card
        .getByRole("button", { name: say("reference.copy", { reference: "LANDSCAPES-002" }) })
        .click();
      await expect
        .poll(() => page.evaluate(() => navigator.clipboard.readText()))
        .toBe("LANDSCAPES-002");
    });
  }

  await test.step("on a phone (375 px): two prints a row, each card's title, price, 'Add to Inquiry' and reference in it", async () => {
    await page.setViewportSize({ width: 375, height: 812 });
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

  await test.step("on a small phone (320 px): every reference stays on one line, inside its card", async () => {
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await referenceProblems(page)).toEqual([]);
  });

  // Each way out from the page as it opens, at the default width; Back between them.
  await page.setViewportSize({ width: 1280, height: 720 });

  await test.step("the back link returns to the portfolio", async () => {
    await page.getByRole("link", { name: say("collection.back") }).click();
    await expect(page).toHaveURL("/portfolio");
    await expect(page.getByRole("heading", { level: 1, name: "Portfolio" })).toBeVisible();
    await page.goBack();
    await landscapesShown();
  });

  await test.step("the breadcrumb leads back to the portfolio", async () => {
    await page
      .getByRole("navigation", { name: say("nav.breadcrumb") })
      .getByRole("link", { name: say("nav.portfolio") })
      .click();
    await expect(page).toHaveURL("/portfolio");
    await page.goBack();
    await landscapesShown();
  });

  await test.step("clicking a print's image opens it in the viewer", async () => {
    await prints(page).nth(2).getByRole("img").click();
    await expect(page).toHaveURL("/portfolio/landscapes/LANDSCAPES-003");
    await expect(
      page.getByText(say("viewer.position", { index: 3, total: 10 }), { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Landscapes Print 3" })).toBeVisible();
    await page.goBack();
    await landscapesShown();
  });

  await test.step("'Add to Inquiry' is a real link to the contact page with the print", async () => {
    const card = prints(page).nth(3);
    await card.getByRole("link", { name: say("quote.addToInquiry") }).click();
    await expect(page).toHaveURL("/contact?ref=LANDSCAPES-004&title=Landscapes+Print+4");
    await expect(page.getByRole("heading", { level: 1, name: "Contact" })).toBeVisible();
  });

  await test.step("on a small phone (320 px): the collection of the longest references too", async () => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto("/portfolio/minimalist");
    expect(await referenceProblems(page)).toEqual([]);
  });
});

test.describe("the server's pages", () => {
  // What the server sends, the same whichever browser reads it: checked once, without a browser.
  test.skip(({ jsEnabled }) => !jsEnabled, "the server's HTML: the same in both projects");

  test("each collection shows as many prints as the specification's table, on one page with no way between pages", async ({
    request,
  }) => {
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
      // The sample's collections stay one page: no way between pages, under the grid or in the
      // head (collection-pages.spec.ts has a collection of three).
      expect(html, slug).not.toContain(`aria-label="${say("collection.pagesLabel")}"`);
      expect(html, slug).not.toContain('<link rel="next"');
    }
  });
});

test.describe("on a touch screen", () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });
  test.skip(
    ({ jsEnabled }) => !jsEnabled,
    "the copy button needs JavaScript; the reference stays selectable text",
  );

  test("each copy button is a 44 × 44 px target for a thumb", async ({ page }) => {
    await page.goto(LANDSCAPES);
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
