import { describe, expect, it } from "vitest";
import { letterKey } from "~/letter/letter-mail.server";
import { emailOf, rawMessage } from "~/mail/envelope.server";
import { kindOf } from "~/outbox/message-check.server";
import {
  inquiryKeyOf,
  isFormKey,
  isMessageKey,
  isReceiptKey,
  MESSAGE_KINDS,
  messageKind,
  receiptKeyFor,
  toPhotographer,
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

describe("a message's kind", () => {
  it("is the X-Outbox-Kind field the message carries, whatever its key", () => {
    expect(messageKind("announcement", form)).toBe("announcement");
    expect(messageKind(" Confirmation ", receiptKeyFor(form))).toBe("confirmation");
    expect(messageKind("letter", form)).toBe("letter");
  });

  it("of a message written before kinds were a field, is read from its key as it was then", () => {
    expect(messageKind(undefined, form)).toBe("inquiry");
    expect(messageKind(undefined, receiptKeyFor(form))).toBe("receipt");
    expect(messageKind(undefined, letterKey("2026-W48"))).toBe("letter");
    expect(messageKind("no such kind", receiptKeyFor(form))).toBe("receipt");
  });

  it("is written into the .eml by the envelope and read back from it", async () => {
    const site = {
      siteUrl: "https://prints.example.com",
      siteName: "S",
      from: "a@example.com",
      to: "b@example.com",
    };
    for (const kind of MESSAGE_KINDS) {
      const raw = await rawMessage(
        emailOf({ subject: "s", blocks: [{ kind: "paragraph", text: "t" }] }, site, {
          kind,
          key: form,
          date: new Date(0),
          from: { name: "S", address: site.from },
          to: site.to,
          replyTo: { name: "S", address: site.from },
        }),
      );
      expect(kindOf(raw, form)).toBe(kind);
    }
  });

  it("only inquiries and letters go to the photographer", () => {
    expect(MESSAGE_KINDS.filter(toPhotographer)).toEqual(["inquiry", "letter"]);
  });
});
