import type { Page } from "@playwright/test";
import { say } from "../support/words";
import { expect, test } from "./fixtures";
import { onePageOfEach } from "./sample";

const mainNav = (page: Page) => page.getByRole("navigation", { name: say("nav.main") });

test("the footer repeats the header links, and they work; the brand links home", async ({
  page,
}) => {
  await page.goto("/");
  const footer = page.getByRole("navigation", { name: say("nav.footer") });
  const links = footer.getByRole("link");
  await expect(links).toHaveText([
    say("nav.home"),
    say("nav.portfolio"),
    say("nav.about"),
    say("nav.contact"),
  ]);
  await footer.getByRole("link", { name: say("nav.contact") }).click();
  await expect(page).toHaveURL("/contact");
  await footer.getByRole("link", { name: say("nav.portfolio") }).click();
  await expect(page).toHaveURL("/portfolio");
  await footer.getByRole("link", { name: say("nav.about") }).click();
  await expect(page).toHaveURL("/about");
  await test.step("the brand links home", async () => {
    await page.getByRole("banner").getByRole("link", { name: "Elena Marlowe" }).click();
    await expect(page).toHaveURL("/");
  });
  // And back, for the footer's own way home.
  await footer.getByRole("link", { name: say("nav.about") }).click();
  await expect(page).toHaveURL("/about");
  await footer.getByRole("link", { name: say("nav.home") }).click();
  await expect(page).toHaveURL("/");
});

// One page for both: the skip link is tried first, from the page as it opens, since it starts
// from the first Tab.
test("a keyboard visitor can skip to the content, with focus visible; the active header link is highlighted and marked as the current page", async ({
  page,
}) => {
  await page.goto("/portfolio/urban");
  await test.step("a keyboard visitor can skip to the content, with focus visible", async () => {
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: say("page.skipToContent") });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await expect(skip).not.toHaveCSS("outline-style", "none");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);
    await page.keyboard.press("Tab");
    // The next stop is inside the page's content, not back in the header.
    const inMain = await page.evaluate(() => !!document.activeElement?.closest("main"));
    expect(inMain).toBe(true);
  });
  await test.step("the active header link is highlighted and marked as the current page", async () => {
    const nav = mainNav(page);
    const active = nav.getByRole("link", { name: say("nav.portfolio") });
    await expect(active).toHaveAttribute("aria-current", "page");
    for (const name of [say("nav.home"), say("nav.about"), say("nav.contact")]) {
      await expect(nav.getByRole("link", { name })).not.toHaveAttribute("aria-current", /.*/);
    }
    // Highlighted: an underline and a darker colour than its neighbours.
    const style = (name: string) =>
      nav.getByRole("link", { name }).evaluate((el) => {
        const s = getComputedStyle(el);
        return { color: s.color, underline: s.borderBottomColor };
      });
    const on = await style(say("nav.portfolio"));
    const off = await style(say("nav.about"));
    expect(on.color).not.toBe(off.color);
    expect(on.underline).not.toBe(off.underline);
    expect(off.underline).toBe("rgba(0, 0, 0, 0)");
  });
});

test.describe("on a phone (375 px)", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  // One load for both: the toggle leaves the menu closed, as the page opened.
  test("the menu toggle opens and closes the links, with or without JavaScript; choosing the page already shown closes the menu too", async ({
    page,
  }) => {
    await page.goto("/about");
    const nav = mainNav(page);
    await expect(nav.getByRole("link", { name: say("nav.portfolio") })).toBeHidden();
    const toggle = nav.getByText(say("nav.menu"));
    await toggle.click();
    await expect(nav.getByRole("link")).toHaveText([
      say("nav.home"),
      say("nav.portfolio"),
      say("nav.about"),
      say("nav.contact"),
    ]);
    await expect(nav.getByRole("link", { name: say("nav.about") })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await toggle.click();
    await expect(nav.getByRole("link", { name: say("nav.portfolio") })).toBeHidden();
    await test.step("choosing the page already shown closes the menu too", async () => {
      await nav.getByText(say("nav.menu")).click();
      await nav.getByRole("link", { name: say("nav.about") }).click();
      await expect(page).toHaveURL("/about");
      await expect(nav.getByRole("link", { name: say("nav.about") })).toBeHidden();
    });
  });

  test("choosing a link in the menu goes there and closes the menu", async ({ page }) => {
    await page.goto("/");
    const nav = mainNav(page);
    await nav.getByText(say("nav.menu")).click();
    await nav.getByRole("link", { name: say("nav.portfolio") }).click();
    await expect(page).toHaveURL("/portfolio");
    await expect(page.getByRole("heading", { level: 1, name: "Portfolio" })).toBeVisible();
    await expect(nav.getByRole("link", { name: say("nav.portfolio") })).toBeHidden();
    await nav.getByText(say("nav.menu")).click();
    await expect(nav.getByRole("link", { name: say("nav.portfolio") })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  // The label's check on the About page the loop has loaded: one load fewer.
  test("nothing is wider than the screen, down to 320 px; a label as long as a language makes it wraps within 320 px", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    for (const path of [...onePageOfEach.map((p) => p.path), "/nope"]) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBe(0);
      if (path === "/about")
        await test.step("a label as long as a language makes it wraps within 320 px", async () => {
          // German writes one word where English writes two ("Berufserfahrung"); the page's labels
          // must wrap, not push the page wider than the screen.
          const labels = page.locator(".details-list dt");
          expect(await labels.count()).toBeGreaterThan(0);
          await labels.evaluateAll((dts) => {
            for (const dt of dts) dt.textContent = "Fotografieberufserfahrungsjahre";
          });
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow).toBe(0);
        });
    }
    expect(
      onePageOfEach.map((p) => p.path),
      "the About page's labels are checked",
    ).toContain("/about");
  });
});

test.describe("while a page's data is on its way", () => {
  test.skip(({ jsEnabled }) => !jsEnabled, "without JavaScript the browser shows its own progress");

  test("'Loading...' shows while a page's data is on its way", async ({ page }) => {
    await page.goto("/");
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Hold the portfolio's data request (single fetch: /portfolio.data) until we have looked.
    await page.route(
      (url) => url.pathname === "/portfolio.data",
      async (route) => {
        await held;
        await route.continue();
      },
    );
    // The sign on the screen, and the page's one status region, which says it to screen readers.
    const sign = page.locator(".loading");
    const status = page.getByRole("status");
    await expect(status).toHaveCount(1);
    await expect(sign).not.toHaveText(say("page.loading"));
    await expect(status).toHaveText("");
    await page.getByRole("link", { name: "Shop Prints" }).click();
    await expect(sign).toHaveText(say("page.loading"));
    await expect(sign).toBeVisible();
    await expect(status).toHaveText(say("page.loading"));
    release();
    await expect(page.getByRole("heading", { level: 1, name: "Portfolio" })).toBeVisible();
    await expect(sign).not.toHaveText(say("page.loading"));
    await expect(status).toHaveText("");
  });
});

test("every path change starts at the top of the page", async ({ page }) => {
  await page.goto("/portfolio/nature");
  await page.getByRole("navigation", { name: say("nav.footer") }).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page
    .getByRole("navigation", { name: say("nav.footer") })
    .getByRole("link", { name: say("nav.about") })
    .click();
  await expect(page).toHaveURL("/about");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  // From far down a collection's grid to the contact page.
  await page.goto("/portfolio/nature");
  const last = page
    .getByRole("list", { name: say("collection.printsLabel") })
    .getByRole("listitem")
    .last();
  await last.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await last.getByRole("link", { name: say("quote.addToInquiry") }).click();
  await expect(page).toHaveURL(/\/contact\?ref=NATURE-018/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
