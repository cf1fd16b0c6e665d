import { say } from "../support/words";
import { expect, test } from "./fixtures";
import { expectImageLoaded } from "./loaded-images";

// What the viewer page shows. Its interactions (keys, swipe, scroll lock, share sheet) are
// tested with the viewer itself. One print's page, loaded once: each step names what it checks.

test("a print's page shows the print, its details and a thumbnail link for every print; its links lead on", async ({
  page,
  jsEnabled,
}) => {
  const response = await page.goto("/portfolio/urban/URBAN-002");
  expect(response?.status()).toBe(200);
  const thumbs = page.getByRole("navigation", { name: say("viewer.thumbnails") }).getByRole("link");

  await test.step("shows the print's image, its position as 'n of total' and its title", async () => {
    await expect(page.getByRole("heading", { level: 1, name: "Urban Print 2" })).toBeVisible();
    await expect(
      page.getByText(say("viewer.position", { index: 2, total: 15 }), { exact: true }),
    ).toBeVisible();
    const image = page.getByRole("img", { name: /^Urban Print 2\b/ });
    await expect(image).toBeVisible();
    await expectImageLoaded(image);
  });

  await test.step("shows the reference, collection, sizes and price range", async () => {
    await expect(page.getByText("URBAN-002", { exact: true })).toBeVisible();
    await expect(
      page.getByRole("definition").filter({ hasText: "Urban" }).getByRole("link"),
    ).toHaveAttribute("href", "/portfolio/urban");
    await expect(page.getByText("8x10, 11x14, 16x20, 24x30", { exact: true })).toBeVisible();
    await expect(page.getByText("$35 - $125", { exact: true })).toBeVisible();
  });

  if (jsEnabled)
    await test.step("has a Share button and a button to copy the reference", async () => {
      await expect(page.getByRole("button", { name: say("share.button") })).toBeVisible();
      await expect(
        page.getByRole("button", { name: say("reference.copy", { reference: "URBAN-002" }) }),
      ).toBeVisible();
    });

  await test.step("shows a thumbnail link for every print of the collection, the current one marked", async () => {
    await expect(thumbs).toHaveCount(15);
    for (let n = 1; n <= 15; n++) {
      await expect(thumbs.nth(n - 1)).toHaveAttribute(
        "href",
        `/portfolio/urban/URBAN-${String(n).padStart(3, "0")}`,
      );
    }
    await expect(thumbs.nth(1)).toHaveAttribute("aria-current", /.+/);
  });

  await test.step("'Add to Inquiry' takes the print and its choice to the contact page", async () => {
    await page.getByRole("button", { name: say("quote.addToInquiry") }).click();
    await expect(page).toHaveURL(
      "/contact?ref=URBAN-002&title=Urban+Print+2&size=8x10&frame=unframed&paper=cotton-rag",
    );
    await page.goBack();
    await expect(page).toHaveURL("/portfolio/urban/URBAN-002");
  });

  await test.step("a thumbnail link shows its print", async () => {
    await thumbs.nth(6).click();
    await expect(page).toHaveURL("/portfolio/urban/URBAN-007");
    await expect(
      page.getByText(say("viewer.position", { index: 7, total: 15 }), { exact: true }),
    ).toBeVisible();
  });

  await test.step("thumbnails are links to each print", async () => {
    await page.getByRole("link", { name: "Urban Print 9", exact: true }).click();
    await expect(page).toHaveURL(/\/portfolio\/urban\/URBAN-009$/);
    await expect(
      page.getByText(say("viewer.position", { index: 9, total: 15 }), { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Urban Print 9", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  await test.step("the first and last prints count from 1 to the total", async () => {
    await page.goto("/portfolio/minimalist/MINIMALIST-001");
    await expect(
      page.getByText(say("viewer.position", { index: 1, total: 8 }), { exact: true }),
    ).toBeVisible();
    await page.goto("/portfolio/minimalist/MINIMALIST-008");
    await expect(
      page.getByText(say("viewer.position", { index: 8, total: 8 }), { exact: true }),
    ).toBeVisible();
  });
});
