import { rmSync } from "node:fs";
import { sharedOutbox } from "../../playwright.config";

/** Each run starts with an empty outbox, and builds its fixture sites afresh (fixture-site.ts). */
export default function globalSetup() {
  rmSync(sharedOutbox, { recursive: true, force: true });
  process.env.FIXTURE_RUN = `${Date.now()}-${process.pid}`;
}
