import type { Page } from "@playwright/test";
import { escapeRegExp, say } from "../support/words";
import { expect, test } from "./fixtures";
import { collections } from "./sample";

/**
 * A visitor with a keyboard and a screen reader: what axe cannot see. Arrow keys belong to the
 * control with focus, results are spoken, every control says what it acts on.
 *
 * A page load is the costly part of a browser test: where several checks need the same page, one
 * test opens it once and checks them in named steps, in an order that leaves each step the page
 * as it needs it.
 */

const PRINT = "/portfolio/landscapes/LANDSCAPES-003";
const landscapes = collections.find((c) => c.slug === "landscapes");

/** Matches a name that begins with `words`. */
const startsWith = (words: string) => new RegExp(`^${escapeRegExp(words)}`);

/** The page's status regions outside its forms (a form's own answer, or its total, is its own). */
const statusRegions = (page: Page) =>
  page.locator("[role='status'], output").filter({
    has: page.locator("xpath=self::*[not(ancestor::form)]"),
  });

/** The words a sighted visitor reads in an element: its text less what is visually hidden. */
const visibleWords = (el: Element) => {
  const copy = el.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll(".visually-hidden")) hidden.remove();
  return copy.textContent?.trim();
};

// Chromium puts a space where visually hidden text begins: "Add to Inquiry : Landscapes Print 3"
// (the words in the page have none, and a screen reader says both alike).
const inquiryName = (title: string) =>
  new RegExp(`^${escapeRegExp(say("quote.addToInquiry"))} ?: ${escapeRegExp(title)}$`);

const copy = say("reference.copy", { reference: "LANDSCAPES-003" });
const copied = say("reference.copied", { reference: "LANDSCAPES-003" });

/** Every polite live region of the page, with what it says now. */
const spoken = (page: Page) =>
  page.locator("[aria-live='polite'], [role='status']").allInnerTexts();

test("a print page: one status region, an 'Add to Inquiry' that names the print, and radios that keep their arrow keys", async ({
  page,
  jsEnabled,
}) => {
  await page.goto(PRINT);
  await test.step("a print page has one status region", async () => {
    await expect(statusRegions(page)).toHaveCount(1);
    await expect(statusRegions(page)).toHaveAttribute("role", "status");
  });

  await test.step("the print page's 'Add to Inquiry' names the print", async () => {
    // One 'Add to Inquiry' on the print page: the quote form's button, which carries the choice.
    await expect(
      page.getByRole("link", { name: new RegExp(escapeRegExp(say("quote.addToInquiry"))) }),
    ).toHaveCount(0);
    const button = page.getByRole("button", { name: inquiryName("Landscapes Print 3") });
    await expect(button).toBeAttached();
    expect(await button.evaluate(visibleWords)).toBe(say("quote.addToInquiry"));
  });

  // The browser moves a radio group's choice with the arrows; with scripts on, the viewer's own
  // keys (paging, Escape) must leave them to it. Without scripts nothing can take them: the
  // groups are the same markup, which the run with scripts checks along with them.
  if (!jsEnabled) return;
  await test.step("each group's arrows choose within it and stay on the print; Escape still returns", async () => {
    // ArrowRight on the frames chooses the next frame.
    const unframed = page.getByRole("radio", { name: /^Unframed/ });
    await unframed.focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("radio", { name: /^Black frame/ })).toBeChecked();
    await expect(page.getByRole("radio", { name: /^Black frame/ })).toBeFocused();
    await expect(page).toHaveURL(/LANDSCAPES-003$/);

    // ArrowLeft on the papers chooses the other paper.
    await page.getByRole("radio", { name: /^Baryta/ }).focus();
    await page.keyboard.press("Space");
    await expect(page.getByRole("radio", { name: /^Baryta/ })).toBeChecked();
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("radio", { name: /^Cotton rag/ })).toBeChecked();
    await expect(page).toHaveURL(/LANDSCAPES-003$/);

    // ArrowDown, then ArrowRight, on the sizes chooses the next size each time.
    await page.getByRole("radio", { name: /^8x10 in/ }).focus();
    await page.keyboard.press("Space");
    await expect(page.getByRole("radio", { name: /^8x10 in/ })).toBeChecked();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("radio", { name: /^11x14 in/ })).toBeChecked();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("radio", { name: /^16x20 in/ })).toBeChecked();
    await expect(page).toHaveURL(/LANDSCAPES-003$/);

    // Escape on a radio button still returns to the collection.
    await page.getByRole("radio", { name: /^Unframed/ }).focus();
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(/\/portfolio\/landscapes#LANDSCAPES-003$/);
  });
});

test("a print page has one live region, the status region, where paging says the new print", async ({
  page,
  jsEnabled,
}) => {
  await page.goto("/portfolio/abstract/ABSTRACT-003");
  // Every region a screen reader keeps listening to, by attribute or by role, outside the forms.
  const live = page
    .locator("[aria-live], [role='status'], [role='alert'], [role='log'], [role='marquee'], output")
    .filter({ has: page.locator("xpath=self::*[not(ancestor::form)]") });
  await expect(live).toHaveCount(1);
  await expect(live).toHaveAttribute("role", "status");
  if (!jsEnabled) return;
  await expect(live).toHaveText("");
  await page.keyboard.press("ArrowRight");
  await expect(page).toHaveURL(/ABSTRACT-004$/);
  await expect(live).toHaveText(
    say("viewer.label", {
      title: "Abstract Print 4",
      position: say("viewer.position", { index: 4, total: 12 }),
    }),
  );
  await expect(live).toHaveCount(1);
});

test.describe("copy and share results are spoken", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });
  test.beforeEach(({ jsEnabled }) => test.skip(!jsEnabled, "the clipboard needs JavaScript"));

  test("a copy by keyboard is said for 2 seconds; Share's fallback says 'Link copied' through the same region", async ({
    page,
  }) => {
    // Chromium on Linux has no navigator.share; make sure of it elsewhere too. (The first step
    // never presses Share.)
    await page.addInitScript(() => {
      delete (Navigator.prototype as { share?: unknown }).share;
    });
    await page.clock.install();
    await page.goto(PRINT);
    await page.clock.pauseAt(Date.now() + 1000);
    await test.step("copying a reference by keyboard says so through a polite live region for 2 seconds", async () => {
      expect((await spoken(page)).filter((t) => t.trim())).toEqual([]);
      await page.getByRole("button", { name: copy }).focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => spoken(page)).toContain(copied);
      const check = page.getByRole("button", { name: copied });
      await expect(check).toHaveAttribute("data-copied");
      await page.clock.runFor(1999);
      await expect(check).toHaveAttribute("data-copied");
      await page.clock.runFor(1);
      await expect(page.getByRole("button", { name: copy })).toBeVisible();
      expect(await spoken(page)).not.toContain(copied);
    });

    await test.step("Share's fallback says 'Link copied' through the same region", async () => {
      // The page's clock moves on by itself from here, as in a visitor's browser.
      await page.clock.resume();
      await page.getByRole("button", { name: copy }).click();
      await expect.poll(() => spoken(page)).toContain(copied);
      const region = page.getByText(copied, { exact: true });
      await page.getByRole("button", { name: say("share.button") }).click();
      await expect(region).toHaveCount(0);
      await expect.poll(() => spoken(page)).toContain(say("share.copied"));
      // One region for both: the reference's result gave way to the link's.
      expect(await spoken(page)).not.toContain(copied);
    });
  });

  test("the one status region says a copy, then a navigation's loading sign", async ({ page }) => {
    await page.goto(PRINT);
    const region = statusRegions(page);
    await expect(region).toHaveCount(1);
    await page.getByRole("button", { name: copy }).click();
    await expect(region).toHaveText(copied);
    // The collection's data held on its way, the sign is said in the same region.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => url.pathname === "/portfolio/landscapes.data",
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page
      .getByRole("link", { name: say("viewer.backTo", { collection: "Landscapes" }) })
      .click();
    await expect(region).toHaveText(say("page.loading"));
    await expect(statusRegions(page)).toHaveCount(1);
    release();
    await expect(page).toHaveURL(/\/portfolio\/landscapes#LANDSCAPES-003$/);
    await expect(region).toHaveText("");
  });
  // That a failed copy says nothing is viewer-share.spec.ts's, on the page it checks failing.
});

test.describe("a zoomed picture and the keyboard", () => {
  test.beforeEach(({ jsEnabled }) => test.skip(!jsEnabled, "zoom needs JavaScript"));

  const ZOOMED = "/portfolio/landscapes/LANDSCAPES-002";
  const layer = (page: Page) =>
    page.evaluate(() => {
      const t = getComputedStyle(document.querySelector("[data-zoom-layer]") as Element).transform;
      const m = t === "none" ? new DOMMatrix() : new DOMMatrix(t);
      return { scale: m.a, x: Math.round(m.e), y: Math.round(m.f) };
    });

  test("+ zooms the picture, the Zoom button too; while zoomed the arrows pan it and it is a Tab stop", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(ZOOMED);
    await test.step("+ zooms and gives the picture focus, visibly; the arrows then pan it, 0 shows it whole", async () => {
      await page.keyboard.press("+");
      const stage = page.getByRole("group", {
        name: say("viewer.zoomed", { title: "Landscapes Print 2" }),
      });
      await expect(stage).toBeFocused();
      expect(await stage.evaluate((el) => el.matches(":focus-visible"))).toBe(true);
      expect(await stage.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe("solid");
      await expect(stage).toHaveAccessibleDescription(say("viewer.zoomKeys"));
      await expect.poll(() => layer(page)).toEqual({ scale: 2.5, x: 0, y: 0 });

      await page.keyboard.press("ArrowRight");
      await expect.poll(async () => (await layer(page)).x).toBeLessThan(0);
      await page.keyboard.press("ArrowDown");
      await expect.poll(async () => (await layer(page)).y).toBeLessThan(0);
      const moved = await layer(page);
      await page.keyboard.press("ArrowLeft");
      await expect.poll(async () => (await layer(page)).x).toBeGreaterThan(moved.x);
      await expect(page).toHaveURL(/LANDSCAPES-002$/);

      await page.keyboard.press("-");
      await page.keyboard.press("0");
      await expect.poll(() => layer(page)).toEqual({ scale: 1, x: 0, y: 0 });
      // Shown whole again, the arrows page as the specification says.
      await page.keyboard.press("ArrowRight");
      await expect(page).toHaveURL(/LANDSCAPES-003$/);
    });

    await test.step("the Zoom button names the keys; while zoomed the picture is a Tab stop", async () => {
      // Back to the print, at the width the projects open pages at.
      await page.keyboard.press("ArrowLeft");
      await expect(page).toHaveURL(/LANDSCAPES-002$/);
      await page.setViewportSize({ width: 1280, height: 720 });
      const zoom = page.getByRole("button", { name: say("viewer.zoom") });
      await expect(zoom).toHaveAccessibleDescription(say("viewer.zoomKeys"));
      await zoom.press("Enter");
      await expect(zoom).toHaveAttribute("aria-pressed", "true");
      await expect(zoom).toBeFocused();
      // Zoomed from the button, the arrows move the picture too: the focus stays on the button,
      // and the next print is one zoom-out (0) away, not one arrow.
      await expect.poll(() => layer(page)).toEqual({ scale: 2.5, x: 0, y: 0 });
      await page.keyboard.press("ArrowRight");
      await expect.poll(async () => (await layer(page)).x).toBeLessThan(0);
      await expect(page).toHaveURL(/LANDSCAPES-002$/);
      await page.keyboard.press("ArrowLeft");
      await expect.poll(async () => (await layer(page)).x).toBe(0);
      // The picture comes just before its controls: Previous, Fullscreen, Zoom.
      for (let i = 0; i < 3; i++) await page.keyboard.press("Shift+Tab");
      await expect(
        page.getByRole("group", { name: say("viewer.zoomed", { title: "Landscapes Print 2" }) }),
      ).toBeFocused();
      await page.keyboard.press("ArrowUp");
      await expect.poll(async () => (await layer(page)).y).toBeGreaterThan(0);
    });
  });
});

test.describe("Escape in fullscreen", () => {
  test.beforeEach(({ jsEnabled }) => test.skip(!jsEnabled, "fullscreen needs JavaScript"));

  test("the first Escape only leaves fullscreen; the next returns to the collection", async ({
    page,
  }) => {
    await page.goto(PRINT);
    await page.getByRole("button", { name: say("viewer.fullscreen") }).press("Enter");
    await expect(page.getByRole("button", { name: say("viewer.exitFullscreen") })).toBeFocused();
    expect(await page.evaluate(() => document.fullscreenElement?.className)).toBe("viewer");
    await page.keyboard.press("Escape");
    await expect(
      page.getByRole("button", { name: say("viewer.fullscreen"), exact: true }),
    ).toBeVisible();
    expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();
    await expect(page).toHaveURL(/LANDSCAPES-003$/);
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(/\/portfolio\/landscapes#LANDSCAPES-003$/);
  });
});

test.describe("names that say which print or collection", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("the portfolio's card for a collection, then that collection's grid: names, and a copy that is spoken", async ({
    page,
    jsEnabled,
  }) => {
    await page.goto("/portfolio");
    const card = page.getByRole("link", { name: "Landscapes", exact: true });
    await test.step("a portfolio card's link is named by the collection it shows, then tells its count, prices and description", async () => {
      await expect(card).toHaveAttribute("href", "/portfolio/landscapes");
      // The rest of the card follows the name; the picture's generic alt text is in neither.
      await expect(card).toHaveAccessibleDescription(
        `${say("portfolio.printCount", { count: 10 })} $45 - $125 ${landscapes?.description}`,
      );
    });

    await card.click();
    await expect(page).toHaveURL("/portfolio/landscapes");
    await test.step("each 'Add to Inquiry' on a collection's grid names its print, and reads 'Add to Inquiry'", async () => {
      const links = page
        .getByRole("main")
        .getByRole("link", { name: startsWith(say("quote.addToInquiry")) });
      await expect(links).toHaveCount(10);
      for (let n = 1; n <= 10; n++) {
        const link = links.nth(n - 1);
        await expect(link).toHaveAccessibleName(inquiryName(`Landscapes Print ${n}`));
        expect(await link.textContent()).toBe(
          `${say("quote.addToInquiry")}: Landscapes Print ${n}`,
        );
        expect(await link.evaluate(visibleWords)).toBe(say("quote.addToInquiry"));
      }
    });

    // The clipboard needs JavaScript.
    if (jsEnabled)
      await test.step("copying a reference on a collection's grid is spoken too", async () => {
        await page.getByRole("button", { name: copy }).focus();
        await page.keyboard.press("Space");
        await expect.poll(() => spoken(page)).toContain(copied);
      });
  });
});

test.describe("the phone menu", () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test.beforeEach(({ jsEnabled }) =>
    test.skip(!jsEnabled, "a <details> closes on Escape or blur only with JavaScript"),
  );

  const nav = (page: Page) => page.getByRole("navigation", { name: say("nav.main") });

  test("Escape closes it and leaves focus on 'Menu'; Tab past its last link closes it", async ({
    page,
  }) => {
    await page.goto("/about");
    await test.step("Escape closes it and leaves focus on 'Menu'", async () => {
      const menu = nav(page).getByText(say("nav.menu"));
      await menu.focus();
      await page.keyboard.press("Enter");
      await expect(nav(page).getByRole("link", { name: say("nav.portfolio") })).toBeVisible();
      await page.keyboard.press("Tab");
      await expect(nav(page).getByRole("link", { name: say("nav.home") })).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(nav(page).getByRole("link", { name: say("nav.portfolio") })).toBeHidden();
      await expect(menu).toBeFocused();
      await expect(page).toHaveURL("/about");
    });

    await test.step("Tab past its last link closes it", async () => {
      await nav(page).getByText(say("nav.menu")).focus();
      await page.keyboard.press("Enter");
      for (const name of [
        say("nav.home"),
        say("nav.portfolio"),
        say("nav.about"),
        say("nav.contact"),
      ]) {
        await page.keyboard.press("Tab");
        await expect(nav(page).getByRole("link", { name })).toBeFocused();
      }
      await page.keyboard.press("Tab");
      await expect(nav(page).getByRole("link", { name: say("nav.portfolio") })).toBeHidden();
    });
  });
});

test.describe("the price table, heard and seen (with or without JavaScript)", () => {
  test("each group has its legend, radios say what they add, the price and caption follow the choice", async ({
    page,
  }) => {
    await page.goto("/portfolio/landscapes/LANDSCAPES-001");
    const quote = page.getByRole("region", { name: say("quote.heading") });
    const sizes = quote.getByRole("group", { name: say("quote.size"), exact: true });
    const frames = quote.getByRole("group", { name: say("quote.frame"), exact: true });
    const papers = quote.getByRole("group", { name: say("quote.paper"), exact: true });
    await expect(sizes.getByRole("radio")).toHaveCount(4);
    await expect(frames.getByRole("radio")).toHaveCount(3);
    await expect(papers.getByRole("radio")).toHaveCount(2);
    await expect(sizes.getByRole("radio").first()).toHaveAccessibleName(
      `8x10 in (${say("quote.sizeCentimetres", { cm: "20x25" })})`,
    );

    await sizes.getByRole("radio", { name: /^16x20 in/ }).check();
    await expect(frames.getByRole("radio").nth(0)).toHaveAccessibleName(
      new RegExp(`^Unframed,? ${escapeRegExp(say("quote.included"))}$`),
    );
    await expect(frames.getByRole("radio").nth(1)).toHaveAccessibleName(
      new RegExp(`^Black frame,? ${escapeRegExp(say("quote.adds", { amount: "$20" }))}$`),
    );
    await expect(papers.getByRole("radio").nth(1)).toHaveAccessibleName(
      new RegExp(`^Baryta,? ${escapeRegExp(say("quote.adds", { amount: "$10" }))}$`),
    );
    await frames.getByRole("radio", { name: /^Black frame/ }).check();
    const price = quote.getByRole("status");
    await expect(price).toHaveText(say("quote.total", { amount: "$95" }), { useInnerText: true });
    await expect(price).toBeVisible();

    // A smaller size: the frame says what it adds at that size.
    await sizes.getByRole("radio", { name: /^8x10 in/ }).check();
    await expect(frames.getByRole("radio").nth(1)).toHaveAccessibleName(
      new RegExp(`^Black frame,? ${escapeRegExp(say("quote.adds", { amount: "$15" }))}$`),
    );
    await expect(price).toHaveText(say("quote.total", { amount: "$50" }), { useInnerText: true });

    // Another paper: the caption, the table and the total follow it.
    await sizes.getByRole("radio", { name: /^16x20 in/ }).check();
    await papers.getByRole("radio", { name: /^Baryta/ }).check();
    const table = quote.getByRole("table");
    await expect(table).toHaveAccessibleName(say("quote.tableCaption", { paper: "Baryta" }));
    await expect(table.getByRole("row", { name: /16x20 in/ }).getByRole("cell")).toHaveText(
      ["$85", "$105", "$115"],
      { useInnerText: true },
    );
    await expect(price).toHaveText(say("quote.total", { amount: "$105" }), { useInnerText: true });
  });
});
