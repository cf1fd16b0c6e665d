import type { Page } from "@playwright/test";
import { SmtpReceiver } from "../support/smtp";
import { Site } from "../support/smtp-site";
import { confirmationLink, keptSubscribers } from "../support/subscriptions";
import { say } from "../support/words";
import { axeViolations } from "./axe";
import { expect, test } from "./fixtures";

/**
 * A visitor hears of new work, with JavaScript on and off, over a real SMTP server that asks for
 * a password: the form on the About page, the confirmation mail, its link's page (pressed at once
 * with scripts, one button without), and the way out.
 */
/** The subscriber's own pages pass axe too (with scripts: axe is one; a11y.spec.ts does the rest). */
async function noViolations(page: Page, jsEnabled: boolean) {
  if (!jsEnabled) return;
  expect(await axeViolations(page)).toEqual([]);
}

test("a wrong address is refused; a visitor subscribes on the About page, confirms from the mail and can stop", async ({
  page,
  jsEnabled,
}) => {
  const smtp = await new SmtpReceiver({ login: { user: "site", pass: "s3cret" } }).start();
  const site = new Site({ smtpUrl: `smtp://site:s3cret@127.0.0.1:${smtp.port}` });
  await site.start();
  try {
    // On the test's own site, as the rest: one context for both (a wrong address is kept nowhere).
    await test.step("a wrong address is answered in the site's words and keeps what was typed", async () => {
      await page.goto(`${site.baseUrl}/subscribe`);
      const field = page.getByLabel(say("subscribe.email"));
      // The browser's own check stops an address without @; one with a bad domain reaches the server.
      await field.fill("ada@example");
      await page.getByRole("button", { name: say("subscribe.submit") }).click();
      await expect(
        page.getByRole("status").filter({ hasText: say("subscriber.invalid") }),
      ).toBeVisible();
      await expect(field).toHaveValue("ada@example");
      await expect(field).toHaveAttribute("aria-invalid", "true");
    });

    await test.step("a visitor subscribes on the About page, confirms from the mail and can stop", async () => {
      await page.goto(`${site.baseUrl}/about`);
      const form = page.locator("form", { has: page.getByLabel(say("subscribe.email")) });
      await expect(form.getByText(say("subscribe.consent"))).toBeVisible();
      await form.getByLabel(say("subscribe.email")).fill("Ada@Example.com");
      await form.getByRole("button", { name: say("subscribe.submit") }).click();
      const asked = say("subscriber.asked", { email: "ada@example.com" });
      await expect(page.getByRole("status").filter({ hasText: asked })).toBeVisible();
      // With scripts the answer comes where the form is; without, on the form's own page.
      await expect(page).toHaveURL(`${site.baseUrl}${jsEnabled ? "/about" : "/subscribe"}`);

      const [mail] = await smtp.waitFor(1);
      expect(mail?.to).toEqual(["ada@example.com"]);
      expect(mail?.mail.subject).toBe(
        say("subscriptionMail.subject", { site: "Elena Marlowe Fine Art" }),
      );
      const [kept] = keptSubscribers(site.subscribersDir);
      expect(kept).toMatchObject({
        address: "ada@example.com",
        asked: { page: "/about", words: say("subscribe.consent"), language: "en" },
      });
      expect(kept?.confirmed).toBeUndefined();

      await page.goto(confirmationLink(mail).replace(/^https?:\/\/[^/]+/, site.baseUrl));
      if (!jsEnabled) {
        await expect(
          page.getByRole("heading", { name: say("subscriber.confirmTitle") }),
        ).toBeVisible();
        expect(keptSubscribers(site.subscribersDir)[0]?.confirmed).toBeUndefined();
        await page.getByRole("button", { name: say("subscriber.confirmButton") }).click();
      }
      await expect(
        page.getByRole("heading", { name: say("subscriber.confirmedTitle") }),
      ).toBeVisible();
      expect(keptSubscribers(site.subscribersDir)[0]?.confirmed?.at).toMatch(/^\d{4}-/);

      await page.goto(`${site.baseUrl}/unsubscribe/${kept?.id}${kept?.secret}`);
      await noViolations(page, jsEnabled);
      await page.getByRole("button", { name: say("subscriber.unsubscribeButton") }).click();
      await expect(
        page.getByRole("heading", { name: say("subscriber.unsubscribedTitle") }),
      ).toBeVisible();
      expect(keptSubscribers(site.subscribersDir)).toEqual([]);
    });
  } finally {
    await site.stop();
    await smtp.stop();
  }
});
