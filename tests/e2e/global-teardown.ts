import { rmSync } from "node:fs";
import { removeFixtureSites } from "../support/fixture-site";

/** The fixture sites and temporary folders this run made are left behind by no run. */
export default function globalTeardown() {
  removeFixtureSites(["second-photographer"]);
  const scratch = process.env.E2E_SCRATCH;
  if (scratch) rmSync(scratch, { recursive: true, force: true });
}
