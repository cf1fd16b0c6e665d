import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sharedOutbox } from "../../playwright.config";

/**
 * Each run starts with an empty outbox, builds its fixture sites afresh (fixture-site.ts), and
 * makes its temporary folders under one of its own (TMPDIR, which the workers inherit and
 * `os.tmpdir()` reads), removed by the tear-down: nothing a test forgets is left in /tmp. The
 * folder is open for reading, as /tmp is, so that a site run as another user can be reached.
 */
export default function globalSetup() {
  rmSync(sharedOutbox, { recursive: true, force: true });
  process.env.FIXTURE_RUN = `${Date.now()}-${process.pid}`;
  const scratch = mkdtempSync(join(tmpdir(), "prints-e2e-"));
  chmodSync(scratch, 0o755);
  process.env.E2E_SCRATCH = scratch;
  process.env.TMPDIR = scratch;
}
