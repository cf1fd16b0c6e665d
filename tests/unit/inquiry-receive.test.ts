import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { RateLimiter } from "~/inquiry/rate-limit";
import { type ReceptionContext, receiveInquiry } from "~/inquiry/receive.server";
import { Outbox } from "~/outbox/outbox.server";
import { inquiryRequest as form, formKeyOf } from "../support/inquiry-request";
import { temporaryOutbox } from "../support/outbox-dir";

/** The contact action's reception, with a real outbox in a temporary folder. */

function context(outbox: Outbox, limiter: RateLimiter | null): ReceptionContext {
  return {
    outbox,
    limiter,
    client: "203.0.113.7",
    site: {
      siteUrl: "http://site.test",
      siteName: "Elena Marlowe",
      from: "site@example.com",
      to: "elena@example.com",
    },
    delivering: false,
    queue: () => {},
    log: () => {},
    now: () => new Date(),
  };
}

const newOutbox = () => new Outbox(temporaryOutbox());

describe("receiveInquiry", () => {
  it("12 concurrent posts from one client with a limit of 5: exactly 5 accepted, 7 held back", async () => {
    const ctx = context(newOutbox(), new RateLimiter({ max: 5, windowMs: 600_000 }));
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, () => receiveInquiry(form(), ctx).then((r) => r.outcome)),
    );
    expect(outcomes.filter((o) => o === "accepted")).toHaveLength(5);
    expect(outcomes.filter((o) => o === "rate-limited")).toHaveLength(7);
  });

  it("submissions that are not accepted (400, 415, duplicate) give their slot back", async () => {
    const outbox = newOutbox();
    const ctx = context(outbox, new RateLimiter({ max: 2, windowMs: 600_000 }));
    const first = form();
    const key = await formKeyOf(first);
    expect((await receiveInquiry(first, ctx)).outcome).toBe("accepted");
    const notAccepted = await Promise.all([
      receiveInquiry(form({ email: "not an address" }), ctx),
      receiveInquiry(form({ formKey: key }), ctx),
      receiveInquiry(
        new Request("http://site.test/contact", {
          method: "POST",
          body: "{}",
          headers: { "content-type": "application/json" },
        }),
        ctx,
      ),
    ]);
    expect(notAccepted.map((r) => r.outcome)).toEqual(["invalid", "duplicate", "refused"]);
    expect((await receiveInquiry(form(), ctx)).outcome).toBe("accepted");
    expect((await receiveInquiry(form(), ctx)).outcome).toBe("rate-limited");
  });

  it("bodies cut off mid-way (the connection closed after 500 of 3,200 bytes) give their slot back, are logged as aborted, and the visitor's next inquiry is accepted", async () => {
    const ctx = context(newOutbox(), new RateLimiter({ max: 5, windowMs: 600_000 }));
    const events: string[] = [];
    ctx.log = (event, fields) => events.push(`${event} ${JSON.stringify(fields)}`);
    const cut = () => {
      const whole = new TextEncoder().encode(`message=${"x".repeat(3192)}`);
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(whole.subarray(0, 500));
          // What Node's request stream does when the client's socket closes mid-body.
          controller.error(Object.assign(new Error("aborted"), { code: "ECONNRESET" }));
        },
      });
      return new Request("http://site.test/contact", {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "content-length": "3200",
        },
        body,
        duplex: "half",
      } as RequestInit);
    };
    for (let i = 0; i < 5; i++) {
      expect(await receiveInquiry(cut(), ctx)).toEqual({ outcome: "aborted", status: 400 });
    }
    expect(events).toEqual(Array(5).fill('inquiry.aborted {"code":"ECONNRESET"}'));
    expect((await receiveInquiry(form(), ctx)).outcome).toBe("accepted");
  });

  it("a honeypot or a fault of ours (a log that throws) keeps no slot either", async () => {
    const ctx = context(newOutbox(), new RateLimiter({ max: 1, windowMs: 600_000 }));
    expect((await receiveInquiry(form({ website: "http://spam.example" }), ctx)).outcome).toBe(
      "dropped",
    );
    const broken = {
      ...ctx,
      log: () => {
        throw new Error("log failed");
      },
    };
    await expect(receiveInquiry(form({ email: "bad" }), broken)).rejects.toThrow("log failed");
    expect((await receiveInquiry(form(), ctx)).outcome).toBe("accepted");
    expect((await receiveInquiry(form(), ctx)).outcome).toBe("rate-limited");
  });

  it("an outbox that cannot be written: 'unsaved' with the code and every typed value; the slot is given back", async () => {
    const outbox = newOutbox();
    await outbox.prepare();
    rmSync(join(outbox.dir, "tmp"), { recursive: true });
    writeFileSync(join(outbox.dir, "tmp"), "");
    const ctx = context(outbox, new RateLimiter({ max: 1, windowMs: 600_000 }));
    const events: string[] = [];
    ctx.log = (event, fields) => events.push(`${event} ${JSON.stringify(fields)}`);
    const reception = await receiveInquiry(form({ message: "Line one\nLine two" }), ctx);
    expect(reception).toMatchObject({
      outcome: "unsaved",
      code: "ENOTDIR",
      values: { fullName: "Jane Doe", email: "jane@example.com", message: "Line one\nLine two" },
      items: [{ reference: "URBAN-004", title: "Urban Print 4" }],
    });
    expect(events).toEqual(['inquiry.unsaved {"code":"ENOTDIR"}']);
    rmSync(join(outbox.dir, "tmp"));
    expect((await receiveInquiry(form(), ctx)).outcome).toBe("accepted");
  });
});
