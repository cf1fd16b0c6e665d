import { describe, expect, it } from "vitest";
import { contentCatalog, printIn, printsIn } from "~/catalog/catalog";
import { limits } from "~/inquiry/form-fields";
import { COOKIE_BYTES, readRecapCookie, setRecapCookie } from "~/inquiry/sent-cookie.server";
import { decodeRecap, encodeRecap, type SentRecap, sentSummary } from "~/inquiry/sent-recap";

// The confirmation's recap travels in a cookie of at most 4 kB (COOKIE_BYTES), read back once.

/** An address as long as the form takes (254 characters). */
const longestEmail = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(57)}.com`;
if (longestEmail.length !== 254) throw new Error(`the address is ${longestEmail.length} long`);

const cookieValue = (header: string) => header.slice(0, header.indexOf(";"));
const roundTrip = (recap: SentRecap) => {
  const header = setRecapCookie(recap, true);
  return { header, read: readRecapCookie(cookieValue(header)) };
};

describe("the confirmation's recap cookie", () => {
  it("carries each print's reference and choice, and reads back as the catalogue words it", () => {
    const recap: SentRecap = {
      email: "grace@example.com",
      prints: [
        {
          reference: "LANDSCAPES-001",
          choice: { size: "16x20", paper: "cotton-rag", frame: "black" },
        },
        { reference: "URBAN-003" },
      ],
      more: 0,
    };
    const { read } = roundTrip(recap);
    expect(read).toEqual(recap);
    if (!read) throw new Error("the recap did not come back");
    expect(sentSummary(read, (r) => printIn(contentCatalog, r))).toEqual({
      email: "grace@example.com",
      items: [
        {
          reference: "LANDSCAPES-001",
          title: "Landscapes Print 1",
          choice: {
            size: "16x20",
            paper: "cotton-rag",
            frame: "black",
            line: "16x20 in (41x51 cm), Cotton rag, Black frame — $95",
            price: 95,
          },
        },
        { reference: "URBAN-003", title: "Urban Print 3" },
      ],
      more: 0,
    });
  });

  it("holds a whole inquiry of the catalogue's longest references and ids, at the longest address", () => {
    const spec = printsIn(contentCatalog)[0]?.specification;
    if (!spec) throw new Error("no print");
    const longest = (ids: string[]) => ids.reduce((a, b) => (b.length > a.length ? b : a));
    const choice = {
      size: longest(spec.sizes.map((s) => s.size)),
      paper: longest(spec.papers.map((p) => p.id)),
      frame: longest(spec.frames.map((f) => f.id)),
    };
    const references = printsIn(contentCatalog)
      .map((p) => p.reference)
      .sort((a, b) => b.length - a.length)
      .slice(0, limits.prints);
    expect(references).toHaveLength(limits.prints);
    const recap: SentRecap = {
      email: longestEmail,
      prints: references.map((reference) => ({ reference, choice })),
      more: 0,
    };
    const { header, read } = roundTrip(recap);
    expect(header.length).toBeLessThanOrEqual(COOKIE_BYTES);
    expect(read).toEqual(recap);
  });

  it("past 4 kB keeps the first prints that fit and counts the rest, at the schema's limits", () => {
    // The inquiry schema's longest: 20 prints, each with a 20-character size and 40-character
    // paper and frame ids; references as long as the recap reads (100 characters).
    const recap: SentRecap = {
      email: longestEmail,
      prints: Array.from({ length: limits.prints }, (_, i) => ({
        reference: `${"R".repeat(96)}-${String(i).padStart(3, "0")}`,
        choice: {
          size: `${"1".repeat(9)}x${"2".repeat(10)}`,
          paper: "p".repeat(40),
          frame: "f".repeat(40),
        },
      })),
      more: 0,
    };
    const { header, read } = roundTrip(recap);
    expect(header.length).toBeLessThanOrEqual(COOKIE_BYTES);
    expect(header.length).toBeGreaterThan(COOKIE_BYTES - 400);
    if (!read) throw new Error("the recap did not come back");
    expect(read.prints.length).toBeGreaterThan(0);
    expect(read.prints.length + read.more).toBe(limits.prints);
    expect(read.prints).toEqual(recap.prints.slice(0, read.prints.length));
    expect(read.more).toBe(limits.prints - read.prints.length);
  });

  it("reads anything else as no recap", () => {
    expect(decodeRecap(undefined)).toBeNull();
    expect(decodeRecap("not base64 json")).toBeNull();
    const tooMany = encodeRecap({
      email: "grace@example.com",
      prints: Array.from({ length: limits.prints + 1 }, () => ({ reference: "URBAN-003" })),
      more: 0,
    });
    expect(decodeRecap(tooMany)).toBeNull();
    const old = Buffer.from(JSON.stringify({ email: "grace@example.com", prints: [] })).toString(
      "base64url",
    );
    expect(decodeRecap(old)).toBeNull();
  });
});
