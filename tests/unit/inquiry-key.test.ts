import { describe, expect, it } from "vitest";
import { letterKey } from "~/letter/letter-mail.server";
import {
  inquiryKeyOf,
  isFormKey,
  isMessageKey,
  isReceiptKey,
  receiptKeyFor,
} from "~/outbox/message-key";

const form = "3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b";

describe("the one key pattern", () => {
  it("a form carries a version 4 UUID in lower case, and nothing else", () => {
    expect(isFormKey(form)).toBe(true);
    expect(isFormKey(crypto.randomUUID())).toBe(true);
    for (const other of [
      form.toUpperCase(),
      "3f1c2a4e-5b6d-1e7f-8a9b-0c1d2e3f4a5b", // version 1
      "3f1c2a4e-5b6d-4e7f-7a9b-0c1d2e3f4a5b", // not the RFC variant
      `${form}0`,
      "../../etc/passwd-00000000000000000000",
      receiptKeyFor(form),
      letterKey("2026-W48"),
    ]) {
      expect(isFormKey(other), other).toBe(false);
    }
  });

  it("names a message in the outbox: a form's, its receipt's, a week's letter", () => {
    expect(isMessageKey(form)).toBe(true);
    expect(isMessageKey(receiptKeyFor(form))).toBe(true);
    expect(isMessageKey(letterKey("2026-W48"))).toBe(true);
    expect(isMessageKey("3f1c2a4e-5b6d-1e7f-8a9b-0c1d2e3f4a5b")).toBe(false);
  });

  it("a receipt's key is its inquiry's with version 8, and back", () => {
    expect(receiptKeyFor(form)).toBe("3f1c2a4e-5b6d-8e7f-8a9b-0c1d2e3f4a5b");
    expect(isReceiptKey(receiptKeyFor(form))).toBe(true);
    expect(isReceiptKey(form)).toBe(false);
    expect(inquiryKeyOf(receiptKeyFor(form))).toBe(form);
  });
});
