import type { Page } from "@playwright/test";
import { DOUBLE_TAP_MS } from "~/viewer/tap";
import { say } from "../support/words";
import { expect, test } from "./fixtures";
import { pinch, swipe, tap } from "./viewer-helpers";

/** The viewer's picture of a sample print, named by its alt text (its title begins with its collection's name). */
const mainImage = (page: Page, title: string) =>
  page
    .getByRole("img", { name: say("print.alt", { title, collection: title.split(" ")[0] ?? "" }) })
    .first();
const position = (page: Page, index: number, total: number) =>
  page.getByText(say("viewer.position", { index, total }), { exact: true });
const zoomButton = (page: Page) => page.getByRole("button", { name: say("viewer.zoom") });
const layerScale = (page: Page) =>
  page.evaluate(() => {
    const layer = document.querySelector("[data-zoom-layer]") as Element;
    const t = getComputedStyle(layer).transform;
    return t === "none" ? 1 : new DOMMatrix(t).a;
  });

async function centreOf(page: Page, title: string) {
  const box = await mainImage(page, title).boundingBox();
  if (!box) throw new Error("the print is not on screen");
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

test.describe("touch", () => {
  test.use({ hasTouch: true, viewport: { width: 375, height: 740 } });
  // One browser page for every touch: the swipes from the grid, then from it the print's page
  // for the gestures that start from it whole (each leaves it whole and on the print, for the
  // next; the vertical swipe, which ends by paging, comes last); the wrap, then the Info sheet.
  test("swipes from the grid; a pinch, a double tap, a vertical swipe; the wrap; the Info sheet", async ({
    page,
  }) => {
    /** The third card of the grid, tapped: its print whole in the viewer. */
    const openThird = async () => {
      await page
        .getByRole("link", {
          name: say("collection.viewPrint", { title: "Abstract Print 3" }),
          exact: true,
        })
        .click();
      await expect(position(page, 3, 12)).toBeVisible();
    };
    await page.goto("/portfolio/abstract");
    await test.step("60 px swipes page both ways, 40 px ones do nothing; no history is added and one Back shows the print", async () => {
      await openThird();
      const length = await page.evaluate(() => history.length);
      const at = await centreOf(page, "Abstract Print 3");

      // If the 40 px swipe had moved, the 60 px one would land on 5, not 4.
      await swipe(page, at, -40);
      await swipe(page, at, -60);
      await expect(position(page, 4, 12)).toBeVisible();
      await expect(page).toHaveURL(/ABSTRACT-004$/);

      await swipe(page, at, 40);
      await swipe(page, at, 60);
      await expect(position(page, 3, 12)).toBeVisible();
      await swipe(page, at, -60);
      await expect(position(page, 4, 12)).toBeVisible();
      await expect(mainImage(page, "Abstract Print 4")).toBeVisible();
      expect(await page.evaluate(() => history.length)).toBe(length);

      await page.goBack();
      await expect(page).toHaveURL(/\/portfolio\/abstract$/);
      const card = page.getByRole("link", {
        name: say("collection.viewPrint", { title: "Abstract Print 4" }),
        exact: true,
      });
      await expect(card).toBeFocused();
      await expect(card).toBeInViewport();
    });

    // From the grid, the print a visitor taps: its page whole, for the gestures that follow.
    await openThird();
    const at = await centreOf(page, "Abstract Print 3");
    await test.step("a pinch zooms, and pinching back shows the whole print", async () => {
      await pinch(page, at, 60, 180);
      await expect(zoomButton(page)).toHaveAttribute("aria-pressed", "true");
      await expect.poll(() => layerScale(page)).toBeGreaterThan(2.5);
      await pinch(page, at, 180, 40);
      await expect(zoomButton(page)).toHaveAttribute("aria-pressed", "false");
      await expect(position(page, 3, 12)).toBeVisible();
    });

    await test.step("a double tap zooms in and a later one out; zoomed, a swipe pans instead of paging", async () => {
      const lastTouch = await tap(page, at, 2);
      await expect(zoomButton(page)).toHaveAttribute("aria-pressed", "true");
      await expect.poll(() => layerScale(page)).toBeCloseTo(2.5);
      await swipe(page, at, -80);
      await expect(position(page, 3, 12)).toBeVisible();
      await expect(page).toHaveURL(/ABSTRACT-003$/);
      // The page reads each touch's own time (the event's timeStamp), which the protocol lets the
      // test state: the second double tap begins just over DOUBLE_TAP_MS after the first ended, as
      // a visitor's would, so it cannot be read as going on from the first. No waiting for it.
      await tap(page, at, 2, lastTouch + (DOUBLE_TAP_MS + 1) / 1000);
      await expect(zoomButton(page)).toHaveAttribute("aria-pressed", "false");
      await expect.poll(() => layerScale(page)).toBe(1);
    });

    await test.step("a mostly vertical swipe does not page", async () => {
      await swipe(page, at, -60, -120);
      await page.evaluate(() => window.scrollTo(0, 0));
      await swipe(page, at, -60);
      await expect(position(page, 4, 12)).toBeVisible();
    });

    await test.step("swipes wrap around at both ends", async () => {
      await page.goto("/portfolio/minimalist/MINIMALIST-001");
      const first = await centreOf(page, "Minimalist Print 1");
      await swipe(page, first, 70);
      await expect(position(page, 8, 8)).toBeVisible();
      await swipe(page, first, -70);
      await expect(position(page, 1, 8)).toBeVisible();
    });

    await test.step("the Info sheet closes with a tap on the photograph and with a swipe down it; focus goes back to Info", async () => {
      await page.goto("/portfolio/landscapes/LANDSCAPES-003");
      const info = page.getByRole("button", { name: say("viewer.info"), exact: true });
      const sheet = page.locator("#viewer-more");
      await info.tap();
      await expect(info).toHaveAttribute("aria-expanded", "true");
      // A tap on the photograph closes the sheet, and does nothing else: no page, no zoom.
      await tap(page, await centreOf(page, "Landscapes Print 3"));
      await expect(info).toHaveAttribute("aria-expanded", "false");
      await expect(info).toBeFocused();
      await expect(position(page, 3, 10)).toBeVisible();
      expect(await layerScale(page)).toBe(1);

      await info.tap();
      await expect(info).toHaveAttribute("aria-expanded", "true");
      const box = await sheet.boundingBox();
      if (!box) throw new Error("the sheet is not drawn");
      const head = { x: box.x + box.width / 2, y: box.y + 24 };
      // A short pull, or one upwards, leaves it open; a swipe down closes it.
      await swipe(page, head, 0, 30);
      await swipe(page, head, 0, -80);
      await expect(info).toHaveAttribute("aria-expanded", "true");
      await swipe(page, head, 0, 120);
      await expect(info).toHaveAttribute("aria-expanded", "false");
      await expect(info).toBeFocused();
      await expect(sheet).toBeHidden();
    });
  });
});

test.describe("mouse and keys", () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  // One print's page: the wheel, then a click and a drag, each leaving it whole; then the keys,
  // which end on the next print.
  test("the wheel, a click and a drag, and the keys zoom; a new print starts whole", async ({
    page,
  }) => {
    await page.goto("/portfolio/landscapes/LANDSCAPES-002");
    const at = await centreOf(page, "Landscapes Print 2");
    await test.step("the wheel zooms in and back out", async () => {
      await page.mouse.move(at.x, at.y);
      await page.mouse.wheel(0, -300);
      await expect(zoomButton(page)).toHaveAttribute("aria-pressed", "true");
      await page.mouse.wheel(0, 2000);
      await expect(zoomButton(page)).toHaveAttribute("aria-pressed", "false");
    });

    await test.step("a click zooms into the point, a drag pans, another click shows the whole print", async () => {
      await page.mouse.click(at.x + 100, at.y);
      await expect(zoomButton(page)).toHaveAttribute("aria-pressed", "true");
      await expect.poll(() => layerScale(page)).toBeCloseTo(2.5);
      const before = await mainImage(page, "Landscapes Print 2").boundingBox();
      await page.mouse.move(at.x, at.y);
      await page.mouse.down();
      await page.mouse.move(at.x + 60, at.y + 40, { steps: 5 });
      await page.mouse.up();
      const after = await mainImage(page, "Landscapes Print 2").boundingBox();
      expect(Math.round((after?.x ?? 0) - (before?.x ?? 0))).toBe(60);
      // A drag is not a click: still zoomed.
      await expect(zoomButton(page)).toHaveAttribute("aria-pressed", "true");
      await page.mouse.click(at.x, at.y);
      await expect(zoomButton(page)).toHaveAttribute("aria-pressed", "false");
    });

    await test.step("+ and - zoom, 0 resets, the Zoom button toggles, arrows pan while zoomed, and a new print starts whole", async () => {
      await page.keyboard.press("+");
      await expect(zoomButton(page)).toHaveAttribute("aria-pressed", "true");
      await page.keyboard.press("+");
      await expect.poll(() => layerScale(page)).toBeCloseTo(3.75);
      await page.keyboard.press("-");
      await expect.poll(() => layerScale(page)).toBeCloseTo(2.5);
      await page.keyboard.press("0");
      await expect(zoomButton(page)).toHaveAttribute("aria-pressed", "false");
      await zoomButton(page).click();
      await expect(zoomButton(page)).toHaveAttribute("aria-pressed", "true");
      // Zoomed, an arrow moves the picture, not to the next print; the next is a link away.
      await page.keyboard.press("ArrowRight");
      await expect(position(page, 2, 10)).toBeVisible();
      await page
        .getByRole("link", { name: say("viewer.nextLabel", { title: "Landscapes Print 3" }) })
        .click();
      await expect(position(page, 3, 10)).toBeVisible();
      await expect(zoomButton(page)).toHaveAttribute("aria-pressed", "false");
    });
  });
});
