import { SmtpReceiver } from "../support/smtp";
import { inquiryForm, Site } from "../support/smtp-site";
import { say } from "../support/words";
import { expect, test } from "./fixtures";
import { sendInquiry } from "./send-inquiry";

/**
 * The visitor's receipt, over a real SMTP server: on with INQUIRY_RECEIPT=on, sent after the
 * photographer's email, carrying nothing the visitor typed; never for a honeypot or a duplicate;
 * nothing at all when off.
 */

test("with INQUIRY_RECEIPT=on the visitor gets one receipt after the photographer's email; a honeypot and a duplicate get none, and with receipts off nobody does", async ({
  page,
  jsEnabled,
}) => {
  const smtp = await new SmtpReceiver().start();
  const site = new Site({
    smtpUrl: smtp.url,
    env: { INQUIRY_RECEIPT: "on" },
  });
  // Receipts off: a second site on the same SMTP server, for the HTTP-level checks, made once
  // (with JavaScript on) on this test's servers rather than on servers of their own.
  const off = jsEnabled ? new Site({ smtpUrl: smtp.url }) : undefined;
  site.clearOutbox();
  off?.clearOutbox();
  await Promise.all([site.start(), off?.start()]);
  try {
    await test.step("the visitor gets one receipt after the photographer's email", async () => {
      await sendInquiry(page, `${site.baseUrl}/contact?ref=LANDSCAPES-001&ref=URBAN-003`, {
        message: "Visit https://spam.example for cheap pills",
      });

      const [inquiry, receipt] = await smtp.waitFor(2);
      expect(inquiry?.to).toEqual(["elena@example.com"]);
      expect(receipt?.to).toEqual(["grace@example.com"]);
      expect(receipt?.mail.subject).toBe(say("receipt.subject"));
      expect(receipt?.mail.replyTo?.value[0]?.address).toBe("studio@elenamarlowe.art");
      const text = receipt?.mail.text ?? "";
      expect(text).toContain(say("sent.promise", { promise: "I'll respond within 24 hours" }));
      expect(text).toContain(
        `  LANDSCAPES-001 Landscapes Print 1\n    ${site.baseUrl}/portfolio/landscapes/LANDSCAPES-001`,
      );
      expect(text).toContain("  URBAN-003 Urban Print 3");
      // Nothing the visitor typed: not the name, not the message.
      expect(receipt?.raw).not.toMatch(/Grace|Hopper|spam\.example|pills/);
      await site.until(() => site.files("sent").length === 2, "both in sent/");
      expect(site.files("held")).toEqual([]);
    });
    if (!off) return;

    // Three more posts to the site with receipts (four in all from this client: the default limit
    // is five).
    await test.step("a honeypot and a duplicate get no receipt; with receipts off, nobody does", async () => {
      const on = site;
      const before = smtp.received.length; // the first step's inquiry and receipt
      const real = inquiryForm({ email: "real@example.com" });
      expect((await on.postInquiry(real)).status).toBe(303);
      expect((await on.postInquiry(real)).status).toBe(303); // a double click
      expect(
        (await on.postInquiry(inquiryForm({ email: "bot@example.com", website: "x" }))).status,
      ).toBe(303);
      expect((await off.postInquiry(inquiryForm({ email: "quiet@example.com" }))).status).toBe(303);
      // The last message expected: the receipt of the real one, after its inquiry.
      await smtp.waitFor(before + 3);
      await on.until(() => on.files("sent").length === 2 + 2, "inquiry and receipt in sent/");
      await off.until(() => off.files("sent").length === 1, "the inquiry in sent/");
      const recipients = smtp.received
        .slice(before)
        .map((m) => m.to.join(","))
        .sort();
      expect(recipients).toEqual(["elena@example.com", "elena@example.com", "real@example.com"]);
      expect(on.files("held")).toEqual([]);
    });
  } finally {
    await Promise.all([site.stop(), off?.stop()]);
    await smtp.stop();
  }
});
