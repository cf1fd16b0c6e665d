import { chmodSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Each run builds its fixture sites afresh (fixture-site.ts), and makes its temporary folders
 * under one of its own (TMPDIR, which the workers inherit and `os.tmpdir()` reads), removed by the
 * tear-down: nothing a test forgets is left in /tmp. The folder is open for reading, as /tmp is,
 * so that a site run as another user can be reached.
 *
 * The shared server's outbox is not emptied here: Playwright starts the server before this runs,
 * and removing a folder the server is writing in fails now and then (ENOTEMPTY). It lies in
 * test-results/, which Playwright empties before it starts the server.
 */
export default function globalSetup() {
  process.env.FIXTURE_RUN = `${Date.now()}-${process.pid}`;
  const scratch = mkdtempSync(join(tmpdir(), "prints-e2e-"));
  chmodSync(scratch, 0o755);
  process.env.E2E_SCRATCH = scratch;
  process.env.TMPDIR = scratch;
}
