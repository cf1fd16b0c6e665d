import { randomUUID } from "node:crypto";
import { join } from "node:path";
import { simpleParser } from "mailparser";
import { describe, expect, it } from "vitest";
import { contentCatalog, type Print, printIn } from "~/catalog/catalog";
import type { Envelope } from "~/delivery/transport.server";
import { DeliveryWorker } from "~/delivery/worker.server";
import { receiptEmail } from "~/inquiry/inquiry-mail.server";
import { RateLimiter } from "~/inquiry/rate-limit";
import { type ReceptionContext, receiveInquiry } from "~/inquiry/receive.server";
import { rawMessage } from "~/mail/envelope.server";
import { recipientOf } from "~/outbox/message-check.server";
import { isReceiptKey, receiptKeyFor } from "~/outbox/message-key";
import { Outbox } from "~/outbox/outbox.server";
import { formKeyOf, inquiryRequest } from "../support/inquiry-request";
import { emls, temporaryOutbox } from "../support/outbox-dir";

const form = (overrides: Record<string, string> = {}) =>
  inquiryRequest({
    fullName: "Jane <b>Doe</b>",
    message: "Buy cheap pills at example.net",
    ...overrides,
  });

const site = {
  siteUrl: "https://prints.example.com",
  siteName: "Elena Marlowe Fine Art",
  from: "inquiries@prints.example.com",
  to: "elena@example.com",
};
const prints = ["LANDSCAPES-001", "URBAN-003"].map((r) => printIn(contentCatalog, r) as Print);
describe("the receipt", () => {
  it("carries the photographer's words, the promise and the prints, and nothing the visitor typed", async () => {
    const formKey = "3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b";
    const raw = await rawMessage(
      receiptEmail(
        { formKey, email: "jane@example.com", prints },
        { ...site, replyTo: "studio@example.com" },
        new Date(),
      ),
    );
    const mail = await simpleParser(raw);
    expect(mail.subject).toBe("Thank you for your inquiry");
    expect(mail.to && "text" in mail.to ? mail.to.text : "").toBe("jane@example.com");
    expect(mail.replyTo?.value[0]?.address).toBe("studio@example.com");
    // The form key with version 8: a receipt is never sent twice, and never taken for an inquiry.
    expect(mail.messageId).toBe("<3f1c2a4e-5b6d-8e7f-8a9b-0c1d2e3f4a5b@prints.example.com>");
    expect(mail.text).toContain("I'll respond within 24 hours.");
    expect(mail.text).toContain(
      "  LANDSCAPES-001 Landscapes Print 1\n    https://prints.example.com/portfolio/landscapes/LANDSCAPES-001",
    );
    expect(mail.html).toContain("<strong>URBAN-003</strong> Urban Print 3");
    // Signed with the photographer's name and the site, a link in the HTML part.
    expect(mail.html).toContain(
      '<a href="https://prints.example.com">https://prints.example.com</a>',
    );
    expect(recipientOf(raw)).toBe("jane@example.com");
  });

  it("a receipt's key is never a form key, and says which inquiry it answers", () => {
    const key = "3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b";
    expect(receiptKeyFor(key)).toBe("3f1c2a4e-5b6d-8e7f-8a9b-0c1d2e3f4a5b");
    expect(isReceiptKey(receiptKeyFor(key))).toBe(true);
    expect(isReceiptKey(key)).toBe(false);
  });
});

function context(outbox: Outbox, receipt: boolean, limit = 100): ReceptionContext {
  return {
    outbox,
    limiter: new RateLimiter({ max: limit, windowMs: 600_000 }),
    client: "203.0.113.9",
    site,
    delivering: true,
    ...(receipt ? { receipt: { replyTo: "studio@example.com" } } : {}),
    queue: () => {},
    log: () => {},
    now: () => new Date(),
  };
}

describe("receipts are held only for accepted inquiries", () => {
  it("accepted: held; honeypot, duplicate, rate-limited, invalid: none; receipts off: none", async () => {
    const outbox = new Outbox(temporaryOutbox());
    const ctx = context(outbox, true, 2); // the honeypot, like every post not accepted, keeps no slot
    const first = form();
    const key = await formKeyOf(first);
    expect((await receiveInquiry(first, ctx)).outcome).toBe("accepted");
    expect((await receiveInquiry(form({ formKey: key }), ctx)).outcome).toBe("duplicate");
    expect((await receiveInquiry(form({ website: "http://spam" }), ctx)).outcome).toBe("dropped");
    expect((await receiveInquiry(form({ email: "nope" }), ctx)).outcome).toBe("invalid");
    const second = form();
    const key2 = await formKeyOf(second);
    expect((await receiveInquiry(second, ctx)).outcome).toBe("accepted");
    expect((await receiveInquiry(form(), ctx)).outcome).toBe("rate-limited");
    expect(emls(join(outbox.dir, "held")).sort()).toEqual(
      [`${receiptKeyFor(key)}.eml`, `${receiptKeyFor(key2)}.eml`].sort(),
    );

    const off = new Outbox(temporaryOutbox());
    expect((await receiveInquiry(form(), context(off, false))).outcome).toBe("accepted");
    expect(emls(join(off.dir, "held"))).toEqual([]);
  });
});

describe("the worker sends a receipt once the inquiry is delivered, and once only", () => {
  it("two workers, a crash between delivery and release: each visitor gets exactly one receipt", async () => {
    const dir = temporaryOutbox();
    const a = new Outbox(dir, { owner: "host-a.1" });
    const b = new Outbox(dir, { owner: "host-b.1" });
    const keys = Array.from({ length: 10 }, () => randomUUID());
    for (const [i, formKey] of keys.entries()) {
      const outbox = i % 2 ? a : b;
      await outbox.accept(formKey, Buffer.from(`Message-ID: <${formKey}@x>\r\n\r\ninquiry`));
      const email = receiptEmail(
        { formKey, email: `visitor${i}@example.com`, prints },
        { ...site, replyTo: "studio@example.com" },
        new Date(),
      );
      await outbox.holdReceipt(formKey, await rawMessage(email));
    }
    // One inquiry was delivered by a process that died before releasing its receipt.
    const crashed = keys[0] as string;
    const claim = await a.claim(crashed);
    if (claim) await a.finish(claim, "sent");

    const sent: Envelope[] = [];
    const worker = (outbox: Outbox) =>
      new DeliveryWorker({
        outbox,
        connect: () => ({ send: async (envelope) => void sent.push(envelope), close: () => {} }),
        envelope: { from: site.from, to: site.to },
        retryBaseMs: 10,
        retryMaxMs: 40,
        maxAgeMs: 60_000,
        rescanMs: 20,
        concurrency: 4,
        receipts: true,
        log: () => {},
      });
    const [wa, wb] = [worker(a), worker(b)];
    await Promise.all([wa.start(), wb.start()]);
    const deadline = Date.now() + 5000;
    while (emls(join(dir, "sent")).length < 20 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 10));
    }
    await Promise.all([wa.stop(), wb.stop()]);
    const toVisitors = sent
      .filter((e) => e.to !== site.to)
      .map((e) => e.to)
      .sort();
    expect(toVisitors).toEqual(keys.map((_, i) => `visitor${i}@example.com`).sort());
    expect(sent.filter((e) => e.to === site.to)).toHaveLength(9); // the crashed one was sent before
    expect(emls(join(dir, "held"))).toEqual([]);
  });
});
