import { describe, expect, it } from "vitest";
import { inquiryMailto } from "~/inquiry/mailto";

describe("inquiryMailto", () => {
  it("carries the type, each print's reference and title, and the message", () => {
    const href = inquiryMailto(
      "studio@example.com",
      {
        fullName: "Jane Doe",
        email: "jane@example.com",
        inquiryType: "custom-size",
        message: "Hello & welcome?\nSecond line",
      },
      [
        { reference: "URBAN-004", title: "Urban Print 4" },
        { reference: "NATURE-012", title: "Nature Print 12" },
      ],
    );
    const url = new URL(href);
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe("studio@example.com");
    expect(url.searchParams.get("subject")).toBe("Inquiry: Custom Size: URBAN-004, NATURE-012");
    expect(url.searchParams.get("body")).toBe(
      "Inquiry type: Custom Size\r\nPrints:\r\n- URBAN-004: Urban Print 4\r\n- NATURE-012: Nature Print 12\r\n\r\nHello & welcome?\r\nSecond line\r\n\r\nJane Doe",
    );
    // Nothing typed can add a header or a recipient.
    expect(href.split("?")[1]?.split("&")).toHaveLength(2);
  });

  it("leaves out what the visitor did not choose", () => {
    const url = new URL(
      inquiryMailto(
        "studio@example.com",
        { fullName: "", email: "", inquiryType: "bogus", message: "Hi" },
        [],
      ),
    );
    expect(url.searchParams.get("subject")).toBe("Inquiry");
    expect(url.searchParams.get("body")).toBe("Hi");
  });
});
