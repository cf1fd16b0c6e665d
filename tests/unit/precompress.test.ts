import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { precompress } from "../../scripts/precompress.js";

describe("precompress (the build's Brotli copies)", () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const script = "export const words = 'a print, a frame, a paper';\n".repeat(100); // 5,000 bytes

  it("writes a copy beside each script and stylesheet of 1 kB or more, in sub-folders too", () => {
    dir = mkdtempSync(join(tmpdir(), "precompress-"));
    mkdirSync(join(dir, "_shared"));
    writeFileSync(join(dir, "_shared/chunk.js"), script);
    writeFileSync(join(dir, "root.css"), script);
    writeFileSync(join(dir, "tiny.js"), "export {};\n");
    writeFileSync(join(dir, "font.woff2"), script);
    const result = precompress(dir);
    expect(result.written).toBe(2);
    expect(result.bytesBefore).toBe(10_000);
    expect(brotliDecompressSync(readFileSync(join(dir, "_shared/chunk.js.br"))).toString()).toBe(
      script,
    );
    expect(() => readFileSync(join(dir, "tiny.js.br"))).toThrow(/ENOENT/);
    expect(() => readFileSync(join(dir, "font.woff2.br"))).toThrow(/ENOENT/);
  });

  it("leaves an up-to-date copy alone and replaces one older than its file", () => {
    dir = mkdtempSync(join(tmpdir(), "precompress-"));
    writeFileSync(join(dir, "entry.js"), script);
    expect(precompress(dir).written).toBe(1);
    expect(precompress(dir).written).toBe(0);
    const changed = script.replace("a print", "a new print");
    writeFileSync(join(dir, "entry.js"), changed);
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(dir, "entry.js"), later, later);
    expect(precompress(dir).written).toBe(1);
    expect(brotliDecompressSync(readFileSync(join(dir, "entry.js.br"))).toString()).toBe(changed);
  });
});
