import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readStylesheets } from "~/server/read-stylesheets.server";

describe("readStylesheets", () => {
  const publicDir = mkdtempSync(join(tmpdir(), "stylesheets-"));
  mkdirSync(join(publicDir, "build/_assets"), { recursive: true });
  writeFileSync(join(publicDir, "build/_assets/site-X.css"), "a>b{color:red}");

  it("reads each built stylesheet by its URL and gives the CSP hash a browser computes of its bytes", () => {
    const sheets = readStylesheets(publicDir, ["/build/_assets/site-X.css"]);
    expect(sheets.byHref.get("/build/_assets/site-X.css")).toBe("a>b{color:red}");
    // SHA-256 of the 14 bytes, base64: what the browser compares against style-src.
    expect(sheets.hashes).toEqual(["sha256-rvtYj5Zuo04pv1VPwe5SZ51aKD25l6oK+4n/LdajFOk="]);
  });

  it("fails at once for a missing file or a path outside the public directory", () => {
    expect(() => readStylesheets(publicDir, ["/build/_assets/gone.css"])).toThrow(/gone\.css/);
    expect(() => readStylesheets(publicDir, ["/../secret.css"])).toThrow(/not a built asset/);
    expect(() => readStylesheets(publicDir, ["build/x.css"])).toThrow(/not a built asset/);
  });
});
