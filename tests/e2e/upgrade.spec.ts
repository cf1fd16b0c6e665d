import { execFileSync } from "node:child_process";
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { copyProject } from "../support/project-copy.js";
import { type ServerProcess, startServer } from "../support/server-process.js";
import { expect, test } from "./fixtures";

/**
 * An upgrade in place, as docs/deploy.md tells an operator: `npm run build` on the live site,
 * then a restart; then a rollback the same way. A page opened before each step (or kept by a CDN)
 * must still load every script it names: `remix build` empties public/build, so without the kept
 * assets the old page's scripts answer 404 and it never comes alive.
 */

let dir: string;
let server: ServerProcess | undefined;
// biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a hook needs from this pattern: none.
test.afterEach(async ({}, testInfo) => {
  // A server that died says why.
  if (testInfo.status !== testInfo.expectedStatus && server)
    await testInfo.attach("server output", { body: server.lines().join("\n") });
  await server?.stop("SIGKILL");
  server = undefined;
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/**
 * A site folder of its own: the sources copied, the packages linked, and the tests' sample as its
 * content, whose pictures the test run has already made: linked one by one, as the build only
 * reads them (`remix build` empties public/build, not build/images), and copying and removing
 * their 45 MB took several seconds.
 */
function siteFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), "prints-upgrade-"));
  copyProject(folder);
  cpSync(resolve("tests/fixtures/sample"), join(folder, "content"), { recursive: true });
  const images = resolve("build/images");
  mkdirSync(join(folder, "build/images"), { recursive: true });
  for (const name of readdirSync(images))
    symlinkSync(join(images, name), join(folder, "build/images", name));
  return folder;
}

/** `npm run build` without the picture step (the pictures are already made). */
function build(folder: string) {
  for (const args of [
    ["scripts/check.js", "--quiet"],
    ["scripts/keep-assets.js"],
    ["node_modules/@remix-run/dev/dist/cli.js", "build"],
  ]) {
    execFileSync(process.execPath, args, { cwd: folder, stdio: "pipe" });
  }
}

/** A change that gives the browser's root script a new fingerprint, as any release does. */
function release(folder: string, mark: string) {
  const root = join(folder, "app/root.tsx");
  const original = readFileSync(root, "utf8").replace(/ data-release="[^"]*"/, "");
  const source = original.replace("<html", `<html data-release="${mark}"`);
  writeFileSync(root, source);
}

const scriptsOf = (html: string) =>
  [...html.matchAll(/(?:src|href)="(\/build\/[^"]+\.js)"/g)].map((m) => m[1] as string);

async function missing(url: string, scripts: string[]): Promise<string[]> {
  const statuses = await Promise.all(
    scripts.map(async (s) => [s, (await fetch(url + s)).status] as const),
  );
  return statuses.filter(([, status]) => status !== 200).map(([s]) => s);
}

test("pages opened before an upgrade and before a rollback keep loading their scripts", async () => {
  test.setTimeout(120_000);
  dir = siteFolder();
  release(dir, "1");
  build(dir);
  server = await startServer({ cwd: dir });
  const first = scriptsOf(await (await fetch(`${server.url}/portfolio`)).text());
  expect(first.length).toBeGreaterThan(3);
  const firstBuild = (await (await fetch(`${server.url}/healthz`)).json()).build;

  // The upgrade: built while the old server still answers, then a restart.
  release(dir, "2");
  build(dir);
  expect(await missing(server.url, first)).toEqual([]);
  await server.stop("SIGKILL");
  server = await startServer({ cwd: dir });
  const second = scriptsOf(await (await fetch(`${server.url}/portfolio`)).text());
  expect(second).not.toEqual(first);
  expect(await missing(server.url, first)).toEqual([]);
  expect((await (await fetch(`${server.url}/healthz`)).json()).build).not.toBe(firstBuild);

  // The rollback: the previous release built again; the page opened on the upgrade still works.
  release(dir, "1");
  build(dir);
  await server.stop("SIGKILL");
  server = await startServer({ cwd: dir });
  expect(scriptsOf(await (await fetch(`${server.url}/portfolio`)).text())).toEqual(first);
  expect(await missing(server.url, second)).toEqual([]);
  expect((await (await fetch(`${server.url}/healthz`)).json()).build).toBe(firstBuild);
});
