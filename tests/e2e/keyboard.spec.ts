import { expect, test } from "./fixtures";

/**
 * A visitor with a keyboard and a screen reader: what axe cannot see. Arrow keys belong to the
 * control with focus, results are spoken, every control says what it acts on.
 */

const PRINT = "/portfolio/landscapes/LANDSCAPES-003";

test.describe("arrow keys on the price table's radio buttons", () => {
  test("ArrowRight on the frames chooses the next frame and stays on the print", async ({
    page,
  }) => {
    await page.goto(PRINT);
    const unframed = page.getByRole("radio", { name: /^Unframed/ });
    await unframed.focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("radio", { name: /^Black frame/ })).toBeChecked();
    await expect(page.getByRole("radio", { name: /^Black frame/ })).toBeFocused();
    await expect(page).toHaveURL(/LANDSCAPES-003$/);
  });

  test("ArrowLeft on the papers chooses the other paper and stays on the print", async ({
    page,
  }) => {
    await page.goto(PRINT);
    await page.getByRole("radio", { name: /^Baryta/ }).focus();
    await page.keyboard.press("Space");
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("radio", { name: /^Cotton rag/ })).toBeChecked();
    await expect(page).toHaveURL(/LANDSCAPES-003$/);
  });

  test("ArrowDown on the sizes chooses the next size and stays on the print", async ({ page }) => {
    await page.goto(PRINT);
    await page.getByRole("radio", { name: /^8x10 in/ }).focus();
    await page.keyboard.press("Space");
    await expect(page.getByRole("radio", { name: /^8x10 in/ })).toBeChecked();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("radio", { name: /^11x14 in/ })).toBeChecked();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("radio", { name: /^16x20 in/ })).toBeChecked();
    await expect(page).toHaveURL(/LANDSCAPES-003$/);
  });

  test("Escape on a radio button still returns to the collection", async ({ page, jsEnabled }) => {
    test.skip(!jsEnabled, "keys need JavaScript");
    await page.goto(PRINT);
    await page.getByRole("radio", { name: /^Unframed/ }).focus();
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(/\/portfolio\/landscapes#LANDSCAPES-003$/);
  });
});
