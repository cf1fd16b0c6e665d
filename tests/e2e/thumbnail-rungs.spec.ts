import { say } from "../support/words";
import { expect, test } from "./fixtures";

// The viewer's thumbnails are drawn 64 px wide (sizes="64px"). On a phone at 2× density the
// browser needs 128 px: the ladder's 192 px rung, not the 320 px one it had to take before
// (2.8 times the pixels of 192, 25 times the 64 px shown at 1×).
test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });

test("a 64 px thumbnail loads a file at most 192 px wide at 2× density", async ({ page }) => {
  await page.goto("/portfolio/landscapes/LANDSCAPES-001");
  const strip = page.getByRole("navigation", { name: say("viewer.thumbnails") });
  // The current print's thumbnail and its neighbours' (the previous, LANDSCAPES-010, and the
  // next, LANDSCAPES-002) are left out: their pictures are already loading at the stage's size
  // (the viewer preloads the neighbours), and the browser may draw one of those again rather than
  // fetch a small file, which costs no bytes.
  const pictures = strip.locator(
    'a:not([aria-current]):not([href$="LANDSCAPES-010"]):not([href$="LANDSCAPES-002"]) img',
  );
  await expect(pictures.first()).toBeVisible();
  // On a phone the strip sits below the print's details, and its pictures load once near view.
  await strip.scrollIntoViewIfNeeded();
  // The thumbnails in view have loaded; read what each one fetched.
  await expect
    .poll(() =>
      pictures.evaluateAll(
        (imgs) =>
          imgs.filter((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).currentSrc)
            .length,
      ),
    )
    .toBeGreaterThanOrEqual(3);
  const loaded = await pictures.evaluateAll((imgs) =>
    (imgs as HTMLImageElement[])
      .filter((i) => i.complete && i.currentSrc)
      .map((i) => ({
        src: i.currentSrc,
        drawn: i.getBoundingClientRect().width,
        // The strip asks for each picture by reference (/images/thumbnail/REF): the file the
        // server chose is known by its size.
        width: Math.max(i.naturalWidth, i.naturalHeight),
      })),
  );
  for (const { src, drawn, width } of loaded) {
    expect(drawn, src).toBeLessThanOrEqual(64);
    expect(src, src).toMatch(/\/images\/thumbnail\/LANDSCAPES-\d{3}$/);
    expect(width, src).toBeLessThanOrEqual(192);
    expect(width, src).toBeGreaterThanOrEqual(128);
  }
});
