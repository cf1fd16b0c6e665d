import { rmSync } from "node:fs";

/** Each run starts with an empty outbox. */
export default function globalSetup() {
  const port = Number(process.env.E2E_PORT ?? 3100);
  rmSync(process.env.E2E_OUTBOX_DIR ?? `test-results/outbox-${port}`, {
    recursive: true,
    force: true,
  });
}
