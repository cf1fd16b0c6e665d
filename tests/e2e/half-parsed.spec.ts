import type { Page } from "@playwright/test";
import { say } from "../support/words";
import { expect, test } from "./fixtures";

/**
 * A browser may paint a page before it has parsed all of it (a slow machine, a large document):
 * what it has drawn must not move when the rest arrives. Each test removes what a half-parsed
 * page would not have yet, and checks that what was there keeps its box. (The layout-shift test
 * in images.spec.ts sees these shifts only now and then, when the timing falls that way.)
 */
const VIEWER = "/portfolio/landscapes/LANDSCAPES-001";

/**
 * Removes what `selector` matches, as the parser has not reached it yet, and tells how many it
 * removed; `putBack` puts each where it was and checks that the page is whole again, so that one
 * load serves several checks (a load costs 0.5 to 1.5 s on the test machine).
 */
async function removing(page: Page, selector: string) {
  const removed = await page.evaluateHandle((s) => {
    const before = document.body.innerHTML;
    const places = [...document.querySelectorAll(s)].map((e) => ({
      e,
      parent: e.parentNode,
      next: e.nextSibling,
    }));
    for (const { e } of places) e.remove();
    return { before, places };
  }, selector);
  return {
    count: await removed.evaluate(({ places }) => places.length),
    putBack: async () => {
      const whole = await removed.evaluate(({ before, places }) => {
        // Last first, so that each one's next sibling is back before it.
        for (const { e, parent, next } of places.reverse()) parent?.insertBefore(e, next);
        return document.body.innerHTML === before;
      });
      expect(whole, `${selector} put back as it was`).toBe(true);
    },
  };
}

/**
 * The boxes of `selectors` before and after removing `remove`, which must match `count`
 * elements: a selector that no longer matches would remove nothing and prove nothing. Each box
 * must exist, for the same reason.
 */
async function boxesKept(page: Page, selectors: string[], remove: string, count: number) {
  const boxes = async () =>
    Promise.all(selectors.map((s) => page.locator(s).first().boundingBox()));
  const whole = await boxes();
  expect(whole, selectors.join(", ")).not.toContain(null);
  const removed = await removing(page, remove);
  expect(removed.count, `removed ${remove}`).toBe(count);
  return { whole, half: await boxes(), putBack: removed.putBack };
}

// One load of each page, at 1440 px, serves all its checks: each puts back what it removed, and
// sees the page at another width by resizing it (only the stylesheet lays these parts out).
test("the viewer: its window, stage, tools, bar, navigation and choice form stay put half parsed", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(VIEWER);

  await test.step("on a wide screen the page's footer lies below the viewer's window, out of view", async () => {
    // It is anchored to the bottom of a short page: while parsed, it would grow upwards in view.
    await expect(page.locator(".site-footer")).not.toBeInViewport();
    const position = say("viewer.position", { index: 1, total: 10 });
    await expect(
      page.getByRole("region", {
        name: say("viewer.label", { title: "Landscapes Print 1", position }),
      }),
    ).toBeInViewport();
  });

  await test.step("the viewer's stage and arrows stay put with its thumbnail strip not yet parsed", async () => {
    const { whole, half, putBack } = await boxesKept(
      page,
      [".viewer__stage", ".viewer__nav--previous", ".viewer__nav--next"],
      ".viewer__thumbs > ul", // the list of the collection's thumbnails
      1,
    );
    expect(half).toEqual(whole);
    await putBack();
  });

  await test.step("the header's navigation is drawn only once it is all parsed", async () => {
    await headerNavigationWaits(page, VIEWER);
  });

  await test.step("the choice form is drawn only once all of it is parsed", async () => {
    // Its size table sizes its columns by every row: with the rows not yet parsed, the frames'
    // headings took one line, then two once the sizes' labels came, and the rows moved down. Its
    // frames are a wrapping row, whose half-parsed last option fitted beside the others, then
    // wrapped. So the form waits for its last part, the bar's button.
    const form = page.locator(".quote__form");
    const table = form.locator(".quote__table");
    const frames = form.locator(".quote__frames");
    await expect(table).toBeVisible();
    await expect(frames).toBeVisible();
    const rows = await table.locator("tbody > tr").count();
    expect(rows).toBeGreaterThan(2);
    // What a half-parsed page has: the headings, no row yet, and nothing after the table's fieldset.
    const after = await page.locator(".quote__group:has(> .quote__table) ~ *").count();
    expect(after).toBeGreaterThan(0);
    const { whole, half, putBack } = await boxesKept(
      page,
      [".quote__table thead"],
      ".quote__table tbody > tr, .quote__group:has(> .quote__table) ~ *",
      rows + after,
    );
    expect(half[0], "what the test stands on: the headings are laid out otherwise").not.toEqual(
      whole[0],
    );
    await expect(table).toBeHidden();
    await putBack();

    // Parsed up to the bar's button, whose label has not come yet: the frames and the table wait.
    await expect(table).toBeVisible();
    const title = form.locator(".quote__bar .button > .visually-hidden");
    await expect(title).toHaveCount(1);
    const label = await removing(page, ".quote__bar .button > .visually-hidden");
    expect(label.count).toBe(1);
    await expect(frames).toBeHidden();
    await expect(table).toBeHidden();
    await label.putBack();
  });

  await test.step("the viewer's first tool stays put with the second not yet parsed", async () => {
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const { whole, half, putBack } = await boxesKept(
        page,
        [".viewer__tools", ".viewer__tool"],
        ".viewer__tool + .viewer__tool",
        1,
      );
      expect(half, `${width} px`).toEqual(whole);
      await putBack();
    }
  });

  await test.step("the viewer's action bar is drawn only once its button's label is parsed", async () => {
    // The bar is a wrapping row: drawn with the button still empty, the button fitted beside the
    // choice at the row's end, then wrapped below it once its label came. Stuck to the screen's
    // foot, the bar also grew upwards. So it waits for the whole button before it is drawn.
    for (const width of [375, 412, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const bar = page.locator(".quote__bar");
      const button = bar.locator("button");
      await expect(button).toHaveCount(1);
      await expect(bar).toBeVisible();
      await expect(button).toBeVisible();
      const whole = await button.boundingBox();
      const label = await button.innerHTML();
      // The button as the parser leaves it before its label: an element with nothing in it yet.
      const nodes = await button.evaluateHandle((b) => {
        const children = [...b.childNodes];
        b.replaceChildren();
        return children;
      });
      const emptied = await nodes.evaluate((children) => children.length);
      expect(emptied, "the label's nodes").toBeGreaterThan(0);
      const half = await button.boundingBox();
      // What the test stands on: the empty button has a smaller box than the whole one.
      expect(half?.width, `${width} px: the empty button's width`).toBeLessThan(whole?.width ?? 0);
      await expect(bar, `${width} px`).toBeHidden();
      await expect(bar.locator(".quote__choice"), `${width} px`).toBeHidden();
      await button.evaluate((b, children) => b.replaceChildren(...children), nodes);
      expect(await button.innerHTML(), "the label put back").toBe(label);
    }
  });
});

test("the navigation is drawn only once it is all parsed, the phone menu's button whole", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/about");

  await test.step("the header's navigation is drawn only once it is all parsed", async () => {
    await headerNavigationWaits(page, "/about");
  });

  await test.step("the navigation is drawn only once the phone menu's list is parsed, its button whole", async () => {
    // A <details> without its <summary> yet shows a small one of the browser's own, which grows to
    // the menu's word once parsed: however long the word, nothing of it may be drawn before.
    await page.setViewportSize({ width: 375, height: 812 });
    const nav = page.locator(".main-nav");
    const drawn = () => nav.evaluate((n) => n.checkVisibility({ visibilityProperty: true }));
    expect(await drawn()).toBe(true);
    // A long word in the button (as a language may have), then the page as it was before its list
    // and its summary were parsed. (The last check of this page: nothing is put back.)
    await page.locator(".main-nav__menu > summary").evaluate((s) => s.append(" Navigationsmenü"));
    for (const part of [".main-nav__menu > ul", ".main-nav__menu > summary"]) {
      expect(await page.locator(part).evaluateAll((e) => e.map((x) => x.remove()).length)).toBe(1);
      expect(await drawn(), `without ${part}`).toBe(false);
    }
  });
});

/**
 * The header's navigation sits at the header's right end, so its left edge (and every link) moved
 * left as each later link was parsed. Its last part is the phone menu, after the wide list.
 */
async function headerNavigationWaits(page: Page, path: string) {
  const nav = page.getByRole("navigation", { name: say("nav.main") });
  await expect(nav).toBeVisible();
  const { whole, half, putBack } = await boxesKept(
    page,
    [".main-nav"],
    ".main-nav__menu, .main-nav__wide li:nth-child(n+3)",
    (await page.locator(".main-nav__wide li").count()) - 2 + 1,
  );
  expect(half, "what the test stands on: the nav is narrower").not.toEqual(whole);
  await expect(nav, path).toBeHidden();
  await putBack();
}

test("the portfolio's cards are drawn only once the last is parsed, so none shrinks", async ({
  page,
}) => {
  // A justified row sizes each card by the cards beside it: drawn half parsed, the first cards
  // were wide, then shrank as the rest arrived.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/portfolio");
  const cards = page.locator(".collection-grid > li");
  const count = await cards.count();
  expect(count).toBeGreaterThan(2);
  const shown = () =>
    cards.first().evaluate((li) => li.checkVisibility({ visibilityProperty: true }));
  expect(await shown()).toBe(true);
  const { whole, half, putBack } = await boxesKept(
    page,
    [".collection-grid > li"],
    ".collection-grid > li:nth-child(n+3)",
    count - 2,
  );
  // Two cards alone fill the row, wider than they will be (what the test stands on), but are not
  // drawn until the rest has come.
  expect(half, "two cards laid out alone").not.toEqual(whole);
  expect(await shown()).toBe(false);
  await putBack();

  // On a phone, one card a row: nothing beside a card sizes it, so it is drawn at once.
  await page.setViewportSize({ width: 375, height: 812 });
  const phone = await boxesKept(
    page,
    [".collection-grid > li", ".collection-grid > li + li"],
    ".collection-grid > li:nth-child(n+3)",
    count - 2,
  );
  expect(phone.half).toEqual(phone.whole);
  expect(await shown()).toBe(true);
});
