import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { copyProject } from "./project-copy.js";
import { type ServerProcess, startServer } from "./server-process.js";
import { type Say, wordsOf } from "./words";

/**
 * Another photographer's site, built once per test run from a fixture of the tests' own: a copy
 * of the project with `tests/fixtures/<name>` as its `content/`, checked and built as
 * `npm run build` does, without the prints' pictures (the pages show their placeholders) but
 * with the About page's portrait, where the content gives one (one small file). Specs in
 * several workers and projects share the one build: the first to ask builds, the others wait
 * for it. The run's id (FIXTURE_RUN, set by the global set-up) keeps an older run's copy out.
 */
export async function fixtureSite(name: string): Promise<string> {
  const run = process.env.FIXTURE_RUN ?? String(process.pid);
  const dir = join(tmpdir(), `prints-fixture-${name}-${run}`);
  const built = join(dir, ".built");
  const failed = join(dir, ".failed");
  let mine = false;
  try {
    mkdirSync(dir);
    mine = true;
  } catch {
    // Another worker builds it.
  }
  if (mine) {
    try {
      build(name, dir);
      writeFileSync(built, "");
    } catch (error) {
      writeFileSync(failed, String(error));
      throw error;
    }
    return dir;
  }
  const deadline = Date.now() + 240_000;
  while (!existsSync(built)) {
    if (existsSync(failed))
      throw new Error(`the ${name} site's build failed:\n${readFileSync(failed, "utf8")}`);
    if (Date.now() > deadline) throw new Error(`the ${name} site was not built within 240 s`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return dir;
}

/**
 * A fixture's site, built once per run, served by a server of its own (stopped by the caller),
 * and the site's words.
 */
export async function servedFixtureSite(
  name: string,
  env: Record<string, string> = {},
): Promise<{ dir: string; server: ServerProcess; say: Say }> {
  const dir = await fixtureSite(name);
  return { dir, say: wordsOf(dir).say, server: await startServer({ cwd: dir, env }) };
}

/** Removes this run's builds (the global tear-down). */
export function removeFixtureSites(names: string[]) {
  const run = process.env.FIXTURE_RUN;
  if (!run) return;
  for (const name of names) {
    rmSync(join(tmpdir(), `prints-fixture-${name}-${run}`), { recursive: true, force: true });
  }
}

function build(name: string, dir: string) {
  copyProject(dir);
  cpSync(resolve("tests/fixtures", name), join(dir, "content"), { recursive: true });
  // As `npm run build` makes them: the content's check, the portrait's pictures, Remix's build,
  // the letter's command.
  const esbuild = join(dir, "node_modules/.bin/esbuild");
  const letter = [
    "app/letter/letter-main.server.ts",
    "--bundle",
    "--platform=node",
    "--format=esm",
    "--packages=external",
    "--alias:~=./app",
    "--log-level=warning",
    "--outfile=build/letter.js",
  ];
  for (const [command, ...args] of [
    [process.execPath, "scripts/check.js"],
    [process.execPath, "scripts/images.js", "--portrait-only", "--quiet"],
    [process.execPath, "node_modules/@remix-run/dev/dist/cli.js", "build"],
    [esbuild, ...letter],
  ] as [string, ...string[]][]) {
    execFileSync(command, args, { cwd: dir, stdio: "pipe" });
  }
}
