/**
 * How much the home page's hero photograph is enlarged on a screen: the device pixels its box
 * covers per pixel of the file the browser chose (over 1 is soft). The pipeline crops the hero
 * to each box, so this stays at or under 1 wherever the original has the pixels.
 */

/** Screens the hero is checked on: phones, a tablet (square box), laptops (4:3 box). */
export const heroScreens = {
  "375@3": { viewport: { width: 375, height: 812 }, deviceScaleFactor: 3, isMobile: true },
  "412@2.625": { viewport: { width: 412, height: 915 }, deviceScaleFactor: 2.625, isMobile: true },
  "820@2": { viewport: { width: 820, height: 1180 }, deviceScaleFactor: 2 },
  "1440@1": { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 },
  "1440@2": { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 2 },
};

/** `{ file, filePx, boxPx, enlargement }` of the hero on one screen. */
export async function heroEnlargement(browser, base, options) {
  const context = await browser.newContext(options);
  try {
    const page = await context.newPage();
    await page.goto(`${base}/`);
    const img = page.locator(".hero__photo img");
    await img.evaluate((i) => i.decode());
    return await img.evaluate((i) => {
      // The file's own width is in its name (landscapes-006-1x1-1280.<fp>.avif): naturalWidth
      // is divided by the density the srcset descriptor implies.
      const filePx = Number(/-(\d+)\.[0-9a-f]{10}\.\w+$/.exec(i.currentSrc)?.[1]);
      const fileHeight = (filePx * i.naturalHeight) / i.naturalWidth;
      const box = i.getBoundingClientRect();
      // object-fit: cover scales the file to the larger of the two ratios.
      const cover = Math.max(box.width / filePx, box.height / fileHeight);
      return {
        file: new URL(i.currentSrc).pathname.split("/").pop(),
        filePx,
        boxPx: Math.round(box.width * devicePixelRatio),
        enlargement: Math.round(cover * devicePixelRatio * 100) / 100,
      };
    });
  } finally {
    await context.close();
  }
}
