import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { build } from "esbuild";
import type { Outcome, Step } from "./outbox-steps";

let bundled: Promise<string> | undefined;

/** outbox-steps.ts as one plain JavaScript file Node runs as it is (made once per test file). */
function bundle(): Promise<string> {
  bundled ??= (async () => {
    const outfile = join(mkdtempSync(join(tmpdir(), "outbox-steps-")), "outbox-steps.mjs");
    await build({
      entryPoints: [resolve("tests/support/outbox-steps.ts")],
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      alias: { "~": resolve("app") },
      logLevel: "warning",
      outfile,
    });
    return outfile;
  })();
  return bundled;
}

/**
 * Takes the steps on the outbox in `dir` in a Node process whose files the kernel keeps under
 * `bytes` (RLIMIT_FSIZE, set by util-linux's prlimit): a write past it fails with EFBIG, as a
 * write to a full disk fails with ENOSPC. Node ignores the SIGXFSZ that comes with it, so the
 * outbox sees the error as it would see any other. No root and no mount needed.
 */
export async function underFileSizeLimit(
  bytes: number,
  dir: string,
  steps: Step[],
): Promise<Outcome[]> {
  const script = await bundle();
  const out = execFileSync(
    "prlimit",
    [`--fsize=${bytes}`, process.execPath, script, dir, JSON.stringify(steps)],
    { encoding: "utf8" },
  );
  return JSON.parse(out) as Outcome[];
}
