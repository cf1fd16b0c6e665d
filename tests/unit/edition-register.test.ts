import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { editionStatus } from "~/catalog/edition";
import { editionWithRegister, nextNumber, serialNumber, soldCount } from "~/catalog/register";
import { parseEditionArgs, planSale, printFacts, Refusal } from "../../scripts/content/edition";
import { loadContent, problemLine } from "../../scripts/content/load";
import { contentCommand, contentCopy } from "../support/content-command";

/**
 * The register of sold copies (editions.yaml): its rules, `npm run check`'s refusals naming file
 * and line, and `npm run edition` run for real on a copy of the sample (tests/fixtures/sample:
 * LANDSCAPES-001 limited, 25, 18 sold before the register; 002 sold out; 003 open).
 */

const SAMPLE = "tests/fixtures/sample";
let remove: (() => void) | undefined;

afterEach(() => {
  remove?.();
  remove = undefined;
});

function sample(): string {
  const copy = contentCopy(SAMPLE, "editions-");
  remove = copy.remove;
  return copy.dir;
}

const edition = (dir: string, ...args: string[]) =>
  contentCommand("scripts/edition.js", dir, args, { SITE_URL: "https://prints.example" });

const limited = { kind: "limited" as const, size: 25, sold: 18 };
const copy = (number: number, extra: object = {}) => ({
  number,
  token: `token-${String(number).padStart(12, "0")}`,
  date: "2026-11-20",
  size: "16x20",
  ...extra,
});

describe("the register's rules", () => {
  it("counts the copies sold before it and its standing copies, artist's proofs apart", () => {
    const entry = {
      soldBefore: 18,
      copies: [
        copy(19),
        copy(20, { void: { date: "2026-11-21", reason: "returned" } }),
        copy(1, { proof: true }),
      ],
    };
    expect(soldCount(entry)).toBe(19);
    expect(editionStatus(editionWithRegister(limited, entry))?.label).toBe(
      "Edition of 25 · 6 available",
    );
    // The voided copy's number is free again.
    expect(nextNumber(entry, limited)).toBe(20);
    expect(nextNumber({ soldBefore: 25, copies: [] }, limited)).toBeUndefined();
    expect(serialNumber(copy(19), limited)).toBe("19/25");
    expect(serialNumber(copy(1, { proof: true }), { ...limited, artistProofs: 2 })).toBe("AP 1/2");
  });

  it("reads the command line and refuses what it cannot do", async () => {
    expect(
      parseEditionArgs(["sell", "landscapes-001", "--size", "16x20", "--buyer", " Ada "]),
    ).toEqual({
      kind: "sell",
      reference: "LANDSCAPES-001",
      size: "16x20",
      buyer: "Ada",
      proof: false,
    });
    expect(() => parseEditionArgs(["sell", "LANDSCAPES-001"])).toThrow(/--size/);
    // A token is base64url: one beginning with "-" is still the certificate, not an option.
    for (const token of ["-oWq3Zr8XbLk1mN0pQ7sTw", "--Wq3Zr8XbLk1mN0pQ7sTw"]) {
      expect(parseEditionArgs(["transfer", token, "--to", "Mo"])).toEqual({
        kind: "transfer",
        token,
        to: "Mo",
      });
    }
    expect(() =>
      parseEditionArgs(["sell", "LANDSCAPES-001", "--size", "8x10", "--date", "2026-02-30"]),
    ).toThrow(Refusal);
    expect(() => parseEditionArgs(["void", "LANDSCAPES-001", "19"])).toThrow(/--reason/);
    // A transfer names the certificate by its printed address or its token, never upper-cased.
    expect(
      parseEditionArgs([
        "transfer",
        "https://prints.example/certificate/aB3-x_YzaB3-x_YzaB3-xQ/",
        "--to",
        " Jonas Weber ",
      ]),
    ).toEqual({ kind: "transfer", token: "aB3-x_YzaB3-x_YzaB3-xQ", to: "Jonas Weber" });
    expect(() => parseEditionArgs(["transfer", "aB3-x_YzaB3-x_YzaB3-xQ"])).toThrow(/--to "Name"/);
    const { content } = await loadContent(SAMPLE, { photographs: false });
    if (!content) throw new Error("the sample does not pass the check");
    const sell = parseEditionArgs(["sell", "LANDSCAPES-001", "--size", "16x20"]);
    if (sell.kind !== "sell") throw new Error("not a sale");
    const planned = planSale(
      sell,
      printFacts(content, "LANDSCAPES-001"),
      content.register,
      "t".repeat(22),
      "2026-11-26",
    );
    expect(
      printFacts(content, "LANDSCAPES-001", { title: "Seebrücke bei Ebbe" })?.title,
      "the photograph's own title, as the site shows it",
    ).toBe("Seebrücke bei Ebbe");
    expect(printFacts(content, "LANDSCAPES-001")?.title).toBe("Landscapes Print 1");
    expect(planned.copy).toEqual({
      number: 19,
      token: "t".repeat(22),
      date: "2026-11-26",
      size: "16x20",
      paper: "cotton-rag",
      frame: "unframed",
    });
  });
});

describe("npm run check on the register", () => {
  const lines = async (dir: string) =>
    (await loadContent(dir, { root: dirname(dir), photographs: false })).problems.map(problemLine);

  /** A register of LANDSCAPES-001's copies (18 sold before it) in a copy of the sample. */
  const withCopies = (...lines: string[]) => {
    const dir = sample();
    const head = ["prints:", "  LANDSCAPES-001:", "    soldBefore: 18", "    copies:"];
    writeFileSync(join(dir, "editions.yaml"), [...head, ...lines, ""].join("\n"));
    return dir;
  };

  it("refuses owners out of order, at the line", async () => {
    const dir = withCopies(
      "      - { number: 19, token: aaaaaaaaaaaaaaaaaaaaaa, date: 2026-11-20, size: 16x20, buyer: Ada, owners: [{ name: Jonas, date: 2026-10-01 }] }",
    );
    expect((await lines(dir)).filter((line) => !line.includes("warning"))).toEqual([
      "content/editions.yaml:5 › prints.LANDSCAPES-001.copies.0.owners.0.date: Jonas acquired it on 2026-10-01, before the sale (2026-11-20): owners are listed in order",
    ]);
  });

  it("refuses a duplicate number, a number above the size, an unknown print, an open edition", async () => {
    const dir = withCopies(
      "      - { number: 19, token: aaaaaaaaaaaaaaaaaaaaaa, date: 2026-11-20, size: 16x20 }",
      "      - { number: 19, token: bbbbbbbbbbbbbbbbbbbbbb, date: 2026-11-21, size: 16x20 }",
      "      - { number: 26, token: cccccccccccccccccccccc, date: 2026-11-21, size: 16x20 }",
      "  LANDSCAPES-099:",
      "    copies: []",
      "  LANDSCAPES-003:",
      "    copies:",
      "      - { number: 1, token: dddddddddddddddddddddd, date: 2026-11-21, size: 16x20 }",
    );
    expect(await lines(dir)).toEqual([
      "content/editions.yaml:6 › prints.LANDSCAPES-001.copies.1.number: number 19 is already copy 1 of this list: void one of them first",
      "content/editions.yaml:7 › prints.LANDSCAPES-001.copies.2.number: 26 is above the edition of 25",
      "content/editions.yaml:8 › prints.LANDSCAPES-099: LANDSCAPES-099 does not exist: no print has it",
      "content/editions.yaml:10 › prints.LANDSCAPES-003: LANDSCAPES-003 is an open edition: only copies of a limited edition are numbered and recorded here",
      // The sample has limited editions and no signature.
      "content/signature.svg: warning: no signature yet: certificates show an empty line to sign by hand; add yours as signature.svg or signature.png (docs/editions.md)",
    ]);
  });
});

describe("npm run edition", { timeout: 60_000 }, () => {
  it("sells the next number, prints the certificate's address, and the availability follows", async () => {
    const dir = sample();
    const before = (await loadContent(dir, { photographs: false })).content;
    expect(before?.register.prints["LANDSCAPES-001"]?.copies).toEqual([]);
    const sold = await edition(
      dir,
      "sell",
      "LANDSCAPES-001",
      "--size",
      "16x20",
      "--frame",
      "black",
      "--buyer",
      "Ada Lovelace",
      "--date",
      "2026-11-20",
    );
    expect(sold.stderr).toBe("");
    expect(sold.code).toBe(0);
    const url = /Certificate: (\S+)/.exec(sold.stdout)?.[1] ?? "";
    expect(url).toMatch(/^https:\/\/prints\.example\/certificate\/[A-Za-z0-9_-]{22}$/);
    expect(sold.stdout).toContain(
      "19 of 25 (16x20, Cotton rag, Black frame), 2026-11-20, for Ada Lovelace",
    );
    expect(sold.stdout).toMatch(/Printable certificate: open \S+ and print it/);

    const text = readFileSync(join(dir, "editions.yaml"), "utf8");
    // The photographer's comments are kept.
    expect(text).toContain("# Record a sale with `npm run edition");
    const after = (await loadContent(dir, { photographs: false })).content;
    const entry = after?.register.prints["LANDSCAPES-001"];
    expect(entry?.copies).toEqual([
      {
        number: 19,
        token: url.split("/").at(-1),
        date: "2026-11-20",
        size: "16x20",
        paper: "cotton-rag",
        frame: "black",
        buyer: "Ada Lovelace",
      },
    ]);
    const edition001 = after?.collections.find((c) => c.slug === "landscapes")?.prints["1"]
      ?.edition;
    expect(editionStatus(edition001 && editionWithRegister(edition001, entry))?.label).toBe(
      "Edition of 25 · 6 available",
    );

    const listed = await edition(dir, "list", "LANDSCAPES-001");
    expect(listed.stdout).toContain("19 sold (18 before the register), 6 available");
    expect(listed.stdout).toContain(
      `19/25    2026-11-20  16x20 cotton-rag black  Ada Lovelace  ${url}`,
    );

    // Passed on: the register keeps the buyer and adds the new owner, with the day.
    const passed = await edition(
      dir,
      "transfer",
      url,
      "--to",
      "Jonas Weber",
      "--date",
      "2027-03-03",
    );
    expect(passed.stderr).toBe("");
    expect(passed.stdout).toContain("held by Jonas Weber from 2027-03-03");
    expect(passed.stdout).toContain("lists Ada Lovelace, then Jonas Weber.");
    const token = url.split("/").at(-1) ?? "";
    const early = await edition(dir, "transfer", token, "--to", "Mo", "--date", "2027-01-01");
    expect(early.stderr).toBe(
      "LANDSCAPES-001 19 was passed on to Jonas Weber on 2027-03-03: a transfer on 2027-01-01 would come before it\n",
    );
    const same = await edition(dir, "transfer", token, "--to", "jonas weber");
    expect(same.stderr).toBe("LANDSCAPES-001 19 is held by Jonas Weber already\n");
    const unknown = await edition(dir, "transfer", `${token.slice(0, -1)}x`, "--to", "Mo");
    expect(unknown.stderr).toMatch(
      /^No copy in the register has the certificate \S+: check the address/,
    );
    const owned = (await loadContent(dir, { photographs: false })).content;
    expect(owned?.register.prints["LANDSCAPES-001"]?.copies[0]?.owners).toEqual([
      { name: "Jonas Weber", date: "2027-03-03" },
    ]);
    expect((await edition(dir, "list", "LANDSCAPES-001")).stdout).toContain(
      "Ada Lovelace → Jonas Weber (2027-03-03)",
    );

    const voided = await edition(
      dir,
      "void",
      "LANDSCAPES-001",
      "19",
      "--reason",
      "Returned damaged",
    );
    expect(voided.code).toBe(0);
    const reread = (await loadContent(dir, { photographs: false })).content;
    expect(reread?.register.prints["LANDSCAPES-001"]?.copies[0]?.void?.reason).toBe(
      "Returned damaged",
    );
    // A void certificate is passed on to nobody.
    const toNobody = await edition(dir, "transfer", token, "--to", "Mo");
    expect(toNobody.stderr).toMatch(
      /^LANDSCAPES-001 19 was voided on \d{4}-\d{2}-\d{2}: a void certificate is passed on to nobody\n$/,
    );
  });

  for (const [what, args, line] of [
    [
      "an unknown reference",
      ["LANDSCAPES-099", "--size", "16x20"],
      "LANDSCAPES-099 does not exist: no print has that reference",
    ],
    [
      "an open edition",
      ["LANDSCAPES-003", "--size", "16x20"],
      "LANDSCAPES-003 is an open edition: only copies of a limited edition are numbered",
    ],
    [
      "a sold-out edition",
      ["LANDSCAPES-002", "--size", "16x20"],
      "LANDSCAPES-002 is sold out: all 10 copies are sold",
    ],
    [
      "a size not offered",
      ["LANDSCAPES-001", "--size", "40x60"],
      "LANDSCAPES-001 is not made in 40x60: its sizes are 8x10, 11x14, 16x20, 24x30",
    ],
  ] as const) {
    it(`refuses ${what} with one line and writes nothing`, async () => {
      const dir = sample();
      const text = readFileSync(join(dir, "editions.yaml"), "utf8");
      const refused = await edition(dir, "sell", ...args);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toBe(`${line}\n`);
      expect(refused.stdout).toBe("");
      expect(readFileSync(join(dir, "editions.yaml"), "utf8")).toBe(text);
    });
  }
});
