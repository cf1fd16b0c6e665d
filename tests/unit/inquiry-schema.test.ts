import { describe, expect, it } from "vitest";
import { contentCatalog, printIn } from "~/catalog/catalog";
import { parseInquiry } from "~/inquiry/inquiry-schema";

const KEY = "3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b";

function form(fields: Record<string, string | string[]>): URLSearchParams {
  const q = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) q.append(name, v);
  }
  return q;
}

const valid = {
  formKey: KEY,
  fullName: "  Jane Doe ",
  email: "jane@example.com",
  inquiryType: "print-purchase",
  message: "Hello,\r\nis it available?",
  ref: ["LANDSCAPES-001", "urban-003", "LANDSCAPES-001"],
};

describe("parseInquiry", () => {
  it("accepts a complete inquiry, trims it, and takes prints from the catalogue", () => {
    const result = parseInquiry(form(valid));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { inquiry } = result;
    expect(inquiry.fullName).toBe("Jane Doe");
    expect(inquiry.message).toBe("Hello,\nis it available?");
    expect(inquiry.prints.map((p) => [p.reference, p.title])).toEqual([
      ["LANDSCAPES-001", "Landscapes Print 1"],
      ["URBAN-003", "Urban Print 3"],
    ]);
  });

  it("takes each print, and the values to refill, from the catalogue it is given", () => {
    // The server's catalogue carries the originals' words (catalog.server.ts).
    const withFileWords = (reference: string) => {
      const print = printIn(contentCatalog, reference);
      return print && { ...print, title: `${print.reference} from its file` };
    };
    const result = parseInquiry(form(valid), withFileWords);
    expect(result.ok && result.inquiry.prints.map((p) => p.title)).toEqual([
      "LANDSCAPES-001 from its file",
      "URBAN-003 from its file",
    ]);
    const invalid = parseInquiry(form({ ...valid, email: "nope" }), withFileWords);
    expect(!invalid.ok && invalid.items.map((i) => i.title)).toEqual([
      "LANDSCAPES-001 from its file",
      "URBAN-003 from its file",
    ]);
  });

  it("accepts a message of 5,000 characters, the most the field takes", () => {
    const result = parseInquiry(form({ ...valid, message: "a".repeat(5_000) }));
    expect(result.ok && result.inquiry.message.length).toBe(5_000);
  });

  it("accepts an inquiry without prints", () => {
    const result = parseInquiry(form({ ...valid, ref: [] }));
    expect(result.ok && result.inquiry.prints).toEqual([]);
  });

  const bad: [string, Record<string, string | string[]>, string, string][] = [
    ["a missing name", { fullName: "" }, "fullName", "Please enter your name."],
    ["a blank name", { fullName: "   " }, "fullName", "Please enter your name."],
    [
      "a 10,000-character name",
      { fullName: "a".repeat(10_000) },
      "fullName",
      "Please keep your name under 100 characters.",
    ],
    [
      "CR/LF in the name",
      { fullName: "Jane\r\nBcc: x@example.com" },
      "fullName",
      "Please write your name on one line, without special characters.",
    ],
    [
      "a line separator in the name",
      { fullName: "Jane\u2028Doe" },
      "fullName",
      "Please write your name on one line, without special characters.",
    ],
    [
      "a missing email",
      { email: "" },
      "email",
      "Please enter a valid email address, such as name@example.com.",
    ],
    [
      "a bad email",
      { email: "jane-at-example" },
      "email",
      "Please enter a valid email address, such as name@example.com.",
    ],
    [
      "an email with a header in it",
      { email: "jane@example.com\r\nBcc: x@y.z" },
      "email",
      "Please enter a valid email address, such as name@example.com.",
    ],
    ["a missing type", { inquiryType: "" }, "inquiryType", "Please choose an inquiry type."],
    [
      "an unknown type",
      { inquiryType: "wholesale" },
      "inquiryType",
      "Please choose an inquiry type.",
    ],
    ["a missing message", { message: " \n " }, "message", "Please write a message."],
    [
      "a long message",
      { message: "a".repeat(5_001) },
      "message",
      "Please keep your message under 5,000 characters.",
    ],
    [
      "a control character in the message",
      { message: "hi\u0007" },
      "message",
      "Please remove the special characters from your message.",
    ],
    [
      "an unknown reference",
      { ref: ["LANDSCAPES-001", "NOPE-999"] },
      "prints",
      "Some prints are not in the catalogue any more and were taken off your list.",
    ],
    [
      "too many prints",
      { ref: Array.from({ length: 21 }, (_, i) => `NATURE-${String(i + 1).padStart(3, "0")}`) },
      "prints",
      "Please choose at most 20 prints per inquiry.",
    ],
    [
      "a missing form key",
      { formKey: "" },
      "form",
      "This form has expired. Please check your details and send it again.",
    ],
    [
      "a made-up form key",
      { formKey: "../../etc/passwd" },
      "form",
      "This form has expired. Please check your details and send it again.",
    ],
  ];

  for (const [name, change, field, message] of bad) {
    it(`refuses ${name}, naming the field`, () => {
      const result = parseInquiry(form({ ...valid, ...change }));
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.errors[field as keyof typeof result.errors]).toBe(message);
    });
  }

  it("gives back every typed value and the known prints to refill the form", () => {
    const result = parseInquiry(
      form({ ...valid, email: "nope", ref: ["URBAN-001", "NOPE-1"], message: "<b>hi</b>" }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.values).toEqual({
      fullName: "  Jane Doe ",
      email: "nope",
      inquiryType: "print-purchase",
      message: "<b>hi</b>",
    });
    expect(result.items).toEqual([{ reference: "URBAN-001", title: "Urban Print 1" }]);
    expect(Object.keys(result.errors).sort()).toEqual(["email", "prints"]);
  });

  it("reports every missing field of an empty form at once", () => {
    const result = parseInquiry(new URLSearchParams());
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual([
      "email",
      "form",
      "fullName",
      "inquiryType",
      "message",
    ]);
  });
});
