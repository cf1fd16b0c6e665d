import { rmSync } from "node:fs";
import { sharedOutbox } from "../../playwright.config";

/** Each run starts with an empty outbox. */
export default function globalSetup() {
  rmSync(sharedOutbox, { recursive: true, force: true });
}
