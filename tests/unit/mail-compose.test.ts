import { describe, expect, it } from "vitest";
import { contentCatalog, type Print, printIn } from "~/catalog/catalog";
import {
  inquiryEmail,
  inquiryHtml,
  inquirySubject,
  inquiryText,
} from "~/inquiry/inquiry-mail.server";
import type { Inquiry } from "~/inquiry/inquiry-schema";
import { headerSafe, rawMessage } from "~/mail/envelope.server";
import { testMailSite } from "../support/inquiry-request";

const site = testMailSite;

const prints = ["LANDSCAPES-001", "URBAN-003"].map((r) => printIn(contentCatalog, r) as Print);

const inquiry: Inquiry = {
  formKey: "3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b",
  fullName: "Jane <b>Doe</b>",
  email: "jane@example.com",
  inquiryType: "bulk-order",
  message: 'Hello <script>alert("x")</script>\n\nSecond & last paragraph',
  prints,
};

describe("the inquiry email", () => {
  it("names the type label and the references in its subject", () => {
    expect(inquirySubject(inquiry)).toBe(
      "Inquiry: Bulk Order (5+ prints), LANDSCAPES-001, URBAN-003 (Jane <b>Doe</b>)",
    );
    expect(inquirySubject({ ...inquiry, prints: [], inquiryType: "general" })).toBe(
      "Inquiry: General Question (Jane <b>Doe</b>)",
    );
  });

  it("has every detail in the text part, with absolute links to each print's viewer page", () => {
    const text = inquiryText(inquiry, site);
    for (const expected of [
      "Name: Jane <b>Doe</b>",
      "Email: jane@example.com",
      "Inquiry type: Bulk Order (5+ prints)",
      'Hello <script>alert("x")</script>',
      "  LANDSCAPES-001 Landscapes Print 1",
      "Collection: Landscapes",
      "Sizes: 8x10, 11x14, 16x20, 24x30",
      "Price range: $35 - $125",
      "https://prints.example.com/portfolio/landscapes/LANDSCAPES-001",
      "https://prints.example.com/portfolio/urban/URBAN-003",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("escapes every visitor value in the HTML part", () => {
    const html = inquiryHtml(inquiry, site);
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<b>Doe");
    expect(html).toContain("Jane &lt;b&gt;Doe&lt;/b&gt;");
    expect(html).toContain("Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(html).toContain("Second &amp; last paragraph");
    expect(html).toContain('href="https://prints.example.com/portfolio/urban/URBAN-003"');
  });

  it("is from the site, to the photographer, with the visitor as Reply-To", () => {
    const email = inquiryEmail(inquiry, site, new Date("2026-01-02T03:04:05Z"));
    expect(email.from.address).toBe("inquiries@prints.example.com");
    expect(email.to).toBe("elena@example.com");
    expect(email.replyTo).toEqual({ name: "Jane <b>Doe</b>", address: "jane@example.com" });
    expect(email.messageId).toBe("<3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b@prints.example.com>");
  });

  it("builds a standard message whose headers no visitor text can break", async () => {
    const raw = (
      await rawMessage(
        inquiryEmail(
          { ...inquiry, fullName: "Jane\r\nBcc: victim@example.com" },
          site,
          new Date("2026-01-02T03:04:05Z"),
        ),
      )
    ).toString("utf8");
    const headers = raw.slice(0, raw.indexOf("\r\n\r\n"));
    expect(headers).not.toMatch(/^Bcc:/im);
    expect(headers).toMatch(/^Reply-To: .*jane@example\.com>$/m);
    expect(headers).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(raw).toContain("Content-Type: text/plain; charset=utf-8");
    expect(raw).toContain("Content-Type: text/html; charset=utf-8");
  });

  it("makes header text one line", () => {
    expect(headerSafe("a\r\nb\u0000c\u2028d")).toBe("a b c d");
  });
});
