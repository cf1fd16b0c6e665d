import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Every temporary folder the unit tests make (outboxes, subscribers, pictures) goes under one
 * folder of the run's own, removed when the run ends: a test that does not tidy after itself
 * leaves nothing in the system's temporary folder. The workers start after this and inherit
 * TMPDIR, which `os.tmpdir()` reads.
 */
export default function setup() {
  const scratch = mkdtempSync(join(tmpdir(), "prints-unit-"));
  process.env.TMPDIR = scratch;
  return () => rmSync(scratch, { recursive: true, force: true });
}
