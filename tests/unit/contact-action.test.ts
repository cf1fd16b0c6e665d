import { describe, expect, it, vi } from "vitest";

// A fault nobody foresaw inside reception (a bug, a library that throws): injected here, since
// the real failures the site knows of are answered inside reception itself.
vi.mock("~/mail/receive.server", () => ({
  receiveInquiryRequest: async (request: Request) => {
    await request.formData();
    throw new Error("an unforeseen fault");
  },
}));

const { action } = await import("~/routes/contact");

describe("the contact action", () => {
  it("gives the form back with every word and a mailto link when reception throws", async () => {
    const body = new URLSearchParams({
      fullName: "Ada Lovelace",
      email: "ada@example.com",
      inquiryType: "general",
      message: "Do you ship to Lisbon?",
      ref: "URBAN-003",
    });
    const request = new Request("http://localhost/contact", {
      method: "POST",
      body,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    const stderr = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    const result = (await action({ request, context: { buildId: "test" }, params: {} })) as {
      data: { notice: string; mailto: string; values: Record<string, string>; items: unknown[] };
      init: { status: number };
    };
    stderr.mockRestore();
    expect(result.init.status).toBe(500);
    expect(result.data.values).toEqual({
      fullName: "Ada Lovelace",
      email: "ada@example.com",
      inquiryType: "general",
      message: "Do you ship to Lisbon?",
    });
    expect(result.data.items).toEqual([{ reference: "URBAN-003", title: "Urban Print 3" }]);
    expect(result.data.notice).toMatch(/^Sorry, your inquiry could not be saved just now/);
    expect(decodeURIComponent(result.data.mailto)).toContain("Do you ship to Lisbon?");
  });
});
