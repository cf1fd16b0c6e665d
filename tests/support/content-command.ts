/**
 * A photographer's command (`npm run edition`, `npm run collection`) run for real, as its script,
 * on a content folder of the test's own (a copy of a fixture in a temporary folder).
 */
import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

export type CommandResult = { code: number; stdout: string; stderr: string };

/** Runs `script` (scripts/edition.js) with `args` on the content folder `dir`, never throwing. */
export async function contentCommand(
  script: string,
  dir: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<CommandResult> {
  try {
    const { stdout, stderr } = await run(process.execPath, [script, ...args], {
      env: { NODE_ENV: "production", PATH: process.env.PATH ?? "", CONTENT_DIR: dir, ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

/** A copy of `fixture` as `<tmp>/content`: its path, and how to remove it. */
export function contentCopy(fixture: string, prefix: string): { dir: string; remove: () => void } {
  const root = mkdtempSync(join(tmpdir(), prefix));
  const dir = join(root, "content");
  cpSync(fixture, dir, { recursive: true });
  return { dir, remove: () => rmSync(root, { recursive: true, force: true }) };
}
