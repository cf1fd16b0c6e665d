import escapeHtml from "escape-html";
import { SmtpReceiver } from "../support/smtp";
import { inquiryForm, keyOf, Site } from "../support/smtp-site";
import { say } from "../support/words";
import { expect, test } from "./fixtures";
import { sendInquiry } from "./send-inquiry";
import { SMOKE } from "./smoke";

/**
 * From the form to the photographer's inbox, over a real SMTP server, with JavaScript on and off;
 * then the faults: an SMTP outage, a crash (kill -9) with inquiries waiting, a permanent refusal.
 * Each test has its own server process, port (chosen by the OS) and outbox.
 */

/** The keys of the messages received, from the `from`th on. */
const messageKeys = (smtp: SmtpReceiver, from = 0) =>
  smtp.received
    .slice(from)
    .map((m) => m.mail.messageId?.replace(/^<|@.*$/g, ""))
    .sort();

test(
  "the photographer receives the inquiry: text and HTML, Reply-To the visitor, every print",
  SMOKE,
  async ({ page }) => {
    const smtp = await new SmtpReceiver().start();
    const site = new Site({ smtpUrl: smtp.url });
    site.clearOutbox();
    await site.start();
    try {
      await sendInquiry(page, `${site.baseUrl}/contact?ref=PORTRAITS-004&ref=MINIMALIST-002`);

      const [received] = await smtp.waitFor(1);
      if (!received) throw new Error("no mail");
      const { mail } = received;
      expect(received.to).toEqual(["elena@example.com"]);
      expect(received.from).toBe("inquiries@example.com");
      const type = say("inquiryType.print-purchase");
      expect(mail.subject).toBe(
        say("inquiryMail.subject", {
          type,
          references: "PORTRAITS-004, MINIMALIST-002",
          name: "Grace Hopper",
        }),
      );
      expect(mail.replyTo?.value).toEqual([{ name: "Grace Hopper", address: "grace@example.com" }]);
      expect(mail.from?.value[0]?.address).toBe("inquiries@example.com");
      const text = mail.text ?? "";
      const html = mail.html || "";
      expect(text).toContain("  PORTRAITS-004 Portraits Print 4");
      expect(html).toContain("<strong>PORTRAITS-004</strong> Portraits Print 4");
      const labelled = (label: string, value: string) => say("mail.labelled", { label, value });
      for (const [part, written] of [
        [text, (words: string) => words],
        [html, escapeHtml],
      ] as const) {
        for (const expected of [
          "Grace Hopper",
          "grace@example.com",
          type,
          "Minimalist Print 2",
          labelled(say("inquiryMail.collection"), "Portraits"),
          labelled(say("inquiryMail.sizes"), "8x10, 11x14, 16x20, 24x30"),
          labelled(say("inquiryMail.priceRange"), "$35 - $125"),
          `${site.baseUrl}/portfolio/minimalist/MINIMALIST-002`,
          `${site.baseUrl}/portfolio/portraits/PORTRAITS-004`,
        ]) {
          expect(part).toContain(written(expected));
        }
      }

      // A refresh of the confirmation, or going back and sending the same form, sends nothing.
      await page.reload();
      await site.until(() => site.files("sent").length === 1, "the message in sent/");
      expect(smtp.received).toHaveLength(1);
    } finally {
      await site.stop();
      await smtp.stop();
    }
  },
);

test.describe("faults", () => {
  test.beforeEach(({ jsEnabled }) => {
    // Server-side behaviour: run once, in the no-JavaScript project, to share the load.
    test.skip(jsEnabled, "HTTP-level: one run is enough");
  });

  // One SMTP server and one site for the three faults, one after the other (starting them is most
  // of the time): each step counts only the messages and files of its own inquiries.
  test("SMTP down during 3 submissions, then up; a kill -9 with an inquiry waiting; a permanent refusal", async () => {
    const smtp = await new SmtpReceiver().start();
    await smtp.stop(); // the port is known, nothing listens on it
    const site = new Site({ smtpUrl: smtp.url });
    site.clearOutbox();
    await site.start();
    try {
      await test.step("SMTP down during 3 submissions, then up: all 3 delivered, each once", async () => {
        const forms = [1, 2, 3].map((n) => inquiryForm({ fullName: `Outage ${n}` }));
        for (const form of forms) expect((await site.postInquiry(form)).status).toBe(303);
        expect(site.unsent()).toHaveLength(3);
        await site.until(() => site.events("inquiry.retry").length > 0, "a retry");

        await smtp.start();
        await smtp.waitFor(3);
        await site.until(() => site.files("sent").length === 3, "3 messages in sent/");
        expect(site.unsent()).toHaveLength(0);
        expect(messageKeys(smtp)).toEqual(forms.map(keyOf).sort());
        expect(smtp.received).toHaveLength(3);
      });

      await test.step("SMTP down, submit, kill -9 the server, restart with SMTP up: delivered", async () => {
        await smtp.stop();
        const before = smtp.received.length;
        const form = inquiryForm({ fullName: "Before The Crash" });
        expect((await site.postInquiry(form)).status).toBe(303);
        expect(site.unsent()).toEqual([`${keyOf(form)}.eml`]);
        await site.stop("SIGKILL");

        await smtp.start();
        await site.start();
        await smtp.waitFor(before + 1);
        await site.until(() => site.files("sent").length === 3 + 1, "the message in sent/");
        expect(messageKeys(smtp, before)).toEqual([keyOf(form)]);
        expect(site.events("outbox.resumed").at(-1)).toMatchObject({ waiting: 1 });
      });

      await test.step("a permanent refusal (5xx) moves the message to failed/ and logs it, without addresses", async () => {
        smtp.refusal = { code: 550, text: "No such user <elena@example.com>" };
        const form = inquiryForm();
        expect((await site.postInquiry(form)).status).toBe(303);
        await site.until(() => site.events("inquiry.failed").length === 1, "inquiry.failed");
        expect(site.files("failed")).toEqual([`${keyOf(form)}.eml`]);
        expect(site.files()).toHaveLength(0);
        const [failed] = site.events("inquiry.failed");
        expect(failed).toMatchObject({ key: keyOf(form), responseCode: 550 });
        expect(JSON.stringify(site.events())).not.toContain("@example.com");
      });
    } finally {
      await site.stop();
      await smtp.stop();
    }
  });
});
