import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { type Reception, receiveInquiry } from "~/inquiry/receive.server";
import { Outbox } from "~/outbox/outbox.server";

// The contact action's answer to each reception is checked against a reception given here; the
// reception itself, with a fault nobody foresaw inside it, is checked below on a real outbox.
const given: { reception?: Reception } = {};
vi.mock("~/inquiry/receive.server", async (original) => ({
  ...(await original<typeof import("~/inquiry/receive.server")>()),
  receiveInquiryRequest: async () => given.reception,
}));

const { action } = await import("~/routes/contact");

const words = {
  fullName: "Ada Lovelace",
  email: "ada@example.com",
  inquiryType: "general",
  message: "Do you ship to Lisbon?",
};
const post = () =>
  new Request("http://localhost/contact", {
    method: "POST",
    body: new URLSearchParams({ ...words, ref: "TEST-003", formKey: crypto.randomUUID() }),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });

describe("a fault nobody foresaw (a bug, a library that throws)", () => {
  it("inside reception, after the body was read: 'failed', with every word and no message kept", async () => {
    const outbox = new Outbox(mkdtempSync(join(tmpdir(), "outbox-")));
    const errors: string[] = [];
    const reception = await receiveInquiry(post(), {
      outbox,
      limiter: null,
      client: undefined,
      site: {
        siteUrl: "http://site.test",
        siteName: "S",
        from: "s@example.com",
        to: "p@example.com",
      },
      delivering: false,
      queue: () => {},
      log: (event, fields) => errors.push(`${event} ${String(fields?.error)}`),
      now: () => new Date(),
      printLookup: () => {
        throw new Error("an unforeseen fault");
      },
    });
    expect(reception).toMatchObject({ outcome: "failed", values: words });
    expect(errors).toEqual(["inquiry.error an unforeseen fault"]);
    expect(await outbox.waiting()).toEqual([]);
  });

  it("the action gives the form back with every word and a mailto link, answered 500", async () => {
    const items = [{ reference: "TEST-003", title: "A test print" }];
    given.reception = { outcome: "failed", values: words, items };
    const context = {
      buildId: "test",
      inquiries: undefined as never,
      subscriptions: undefined as never,
      limiter: null,
      counts: undefined,
    };
    const result = (await action({ request: post(), context, params: {} })) as {
      data: { notice: string; mailto: string; values: Record<string, string>; items: unknown[] };
      init: { status: number };
    };
    expect(result.init.status).toBe(500);
    expect(result.data.values).toEqual(words);
    expect(result.data.items).toEqual(items);
    expect(result.data.notice).toMatch(/^Sorry, your inquiry could not be saved just now/);
    expect(decodeURIComponent(result.data.mailto)).toContain("Do you ship to Lisbon?");
    expect(decodeURIComponent(result.data.mailto)).toContain("TEST-003");
  });
});
