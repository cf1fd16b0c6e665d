import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { jsonSchemas } from "../../scripts/content/json-schema";

describe("the JSON Schemas an editor reads", () => {
  it("are the zod schemas' own, as committed (npm run check -- --write-schema makes them)", () => {
    for (const [name, text] of Object.entries(jsonSchemas()))
      expect(readFileSync(join("content/schema", name), "utf8"), name).toBe(text);
  });

  it("are named on the first line of every content file", () => {
    const files = [
      "content",
      "tests/fixtures/sample",
      "tests/fixtures/second-photographer",
    ].flatMap((dir) => [
      join(dir, "site.yaml"),
      ...readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isDirectory() && e.name !== "schema")
        .map((e) => join(dir, e.name, "collection.yaml")),
    ]);
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const first = readFileSync(file, "utf8").split("\n")[0] ?? "";
      const schema = file.endsWith("site.yaml") ? "site.json" : "collection.json";
      expect(first, file).toMatch(
        new RegExp(
          `^# yaml-language-server: \\$schema=(\\.\\./)*(content/)?(\\./)?schema/${schema}$`,
        ),
      );
    }
  });
});

// Each runs the command as a photographer does: esbuild bundles the checker first (a second or
// two, longer on a busy machine).
describe("npm run check, from the command line", { timeout: 60_000 }, () => {
  const root = mkdtempSync(join(tmpdir(), "check-cli-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("prints one line per problem, no stack trace, exits 1 and leaves the last good content", () => {
    const dir = join(root, "content");
    cpSync("tests/fixtures/second-photographer", dir, { recursive: true });
    const path = join(dir, "harbour/collection.yaml");
    writeFileSync(path, readFileSync(path, "utf8").replace("size: 10", "size: twenty"));
    const out = join(root, "content.json");
    writeFileSync(out, "the last good content");
    const run = spawnSync(process.execPath, ["scripts/check.js", "--content", dir, "--out", out], {
      encoding: "utf8",
    });
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split("\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      /collection\.yaml:13 › prints\.001\.edition\.size: expected a whole number, got "twenty"$/,
    );
    expect(lines[1]).toMatch(
      /^check: 1 problem in .+; nothing was built \(the site keeps its last good build\)$/,
    );
    expect(readFileSync(out, "utf8")).toBe("the last good content");
  });

  it("writes the checked content when all is well", () => {
    const out = join(root, "good.json");
    const run = spawnSync(
      process.execPath,
      ["scripts/check.js", "--content", "tests/fixtures/second-photographer", "--out", out],
      { encoding: "utf8" },
    );
    expect(run.status).toBe(0);
    expect(run.stderr).toMatch(
      /^check: tests\/fixtures\/second-photographer\/ is fine: 4 collections, 69 prints \(\d+\.\d+ s\)\n$/,
    );
    const written = JSON.parse(readFileSync(out, "utf8"));
    expect(written.contentDir).toBe("tests/fixtures/second-photographer");
    expect(written.photographer.name).toBe("Mira Okafor");
  });
});
