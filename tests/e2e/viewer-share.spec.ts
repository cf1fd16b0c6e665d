import { say } from "../support/words";
import { expect, test } from "./fixtures";
import { deniedClipboard } from "./viewer-helpers";

const PAGE = "/portfolio/abstract/ABSTRACT-003";
const COPY = say("reference.copy", { reference: "ABSTRACT-003" });

test.describe("copy and share", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });
  const clipboard = (page: import("@playwright/test").Page) =>
    page.evaluate(() => navigator.clipboard.readText());

  // Without a share facility (Chromium on Linux has none; made sure of elsewhere too), on one page
  // whose clock the test moves: the reference's copy, then Share's.
  test("copying the reference, and Share without a share facility, put it on the clipboard with a check mark for 2 seconds", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      delete (Navigator.prototype as { share?: unknown }).share;
    });
    await page.clock.install();
    await page.goto(PAGE);
    // Stop the page's clock: the check mark then stays until the test moves time on.
    await page.clock.pauseAt(Date.now() + 1000);
    await test.step("copying the reference puts it on the clipboard and shows a check mark for 2 seconds", async () => {
      await page.getByRole("button", { name: COPY }).click();
      const copied = page.getByRole("button", {
        name: say("reference.copied", { reference: "ABSTRACT-003" }),
      });
      await expect(copied).toBeVisible();
      expect(await clipboard(page)).toBe("ABSTRACT-003");
      await page.clock.runFor(1999);
      await expect(copied).toBeVisible();
      await page.clock.runFor(1);
      await expect(page.getByRole("button", { name: COPY })).toBeVisible();
    });

    await test.step("without a share facility, Share copies the URL and shows a check mark for 2 seconds", async () => {
      await page.getByRole("button", { name: say("share.button") }).click();
      const copied = page.getByRole("button", { name: say("share.copied") });
      await expect(copied).toBeVisible();
      expect(await clipboard(page)).toBe(page.url());
      await page.clock.runFor(1999);
      await expect(copied).toBeVisible();
      await page.clock.runFor(1);
      await expect(page.getByRole("button", { name: say("share.button") })).toBeVisible();
    });
  });

  test("Share hands the title, the text and the URL to the browser's share facility", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { shared: unknown[] };
      w.shared = [];
      Object.defineProperty(navigator, "share", {
        configurable: true,
        value: async (data: unknown) => {
          w.shared.push(data);
        },
      });
    });
    await page.goto(PAGE);
    await page.getByRole("button", { name: say("share.button") }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: unknown[] }).shared))
      .toEqual([
        {
          title: "Abstract Print 3",
          text: say("share.text", { title: "Abstract Print 3" }),
          url: page.url(),
        },
      ]);
    // Shared, not copied: no check mark.
    await expect(page.getByRole("button", { name: say("share.button") })).toBeVisible();
  });

  test("a failed copy is only logged to the console, and says nothing", async ({ page }) => {
    const errors = await deniedClipboard(page);
    await page.goto(PAGE);
    const before = await page.locator("main").innerText();
    await page.getByRole("button", { name: COPY }).click();
    await page.getByRole("button", { name: say("share.button") }).click();
    await test.step("a failed copy is only logged to the console", async () => {
      const logged = ["Failed to copy reference number", "Failed to copy to clipboard"];
      await expect
        .poll(() => logged.map((m) => errors.filter((e) => e.startsWith(m)).length))
        .toEqual([1, 1]);
      await expect(page.getByRole("button", { name: COPY })).toBeVisible();
      await expect(page.getByRole("button", { name: say("share.button") })).toBeVisible();
      expect(await page.locator("main").innerText()).toBe(before);
    });
    await test.step("a failed copy says nothing", async () => {
      await expect.poll(() => errors.length).toBe(2);
      // Every polite live region of the page, with what it says now.
      const spoken = await page.locator("[aria-live='polite'], [role='status']").allInnerTexts();
      expect(spoken.filter((t) => t.trim())).toEqual([]);
    });
  });
});
