import { expect, type Locator } from "@playwright/test";

/** An <img> has loaded a real picture (it is not broken). */
export async function expectImageLoaded(img: Locator) {
  await img.scrollIntoViewIfNeeded();
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
    .toBe(true);
}

/** Every <img> inside `scope` has loaded a real picture. */
export async function expectImagesLoaded(scope: Locator) {
  const images = scope.locator("img");
  const count = await images.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) await expectImageLoaded(images.nth(i));
}
