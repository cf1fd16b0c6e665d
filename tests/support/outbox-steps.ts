import { healthStatus, outboxHealth } from "~/delivery/health.server";
import { errorCode, Outbox } from "~/outbox/outbox.server";

/**
 * A process of its own for the outbox, run by `underFileSizeLimit` (file-size-limit.ts) with a
 * limit the kernel enforces: it takes the outbox's folder and a list of steps as arguments, takes
 * each step in turn and prints what each gave, as JSON. A script, never imported but for its types.
 */

export type Step =
  /** An inquiry of exactly `bytes` bytes under the key. */
  | { accept: string; bytes: number }
  /** The probe /healthz makes: a small file written where the action writes. */
  | { probe: true }
  /** What /healthz would answer (without SMTP). */
  | { health: true };

export type Outcome =
  | "accepted"
  | "duplicate"
  | "probed"
  | { code: string }
  | { writable: boolean; error: string | null; httpStatus: number };

function inquiryOf(bytes: number): Buffer {
  const head = "Subject: An inquiry\r\n\r\n";
  return Buffer.from(head + "a".repeat(Math.max(0, bytes - head.length)));
}

async function take(outbox: Outbox, step: Step): Promise<Outcome> {
  try {
    if ("accept" in step) return await outbox.accept(step.accept, inquiryOf(step.bytes));
    if ("probe" in step) {
      await outbox.probe();
      return "probed";
    }
    const health = await outboxHealth(outbox, Date.now());
    return {
      writable: health.writable,
      error: health.error ?? null,
      httpStatus: healthStatus(health, false).httpStatus,
    };
  } catch (error) {
    return { code: errorCode(error) };
  }
}

const [dir, steps] = process.argv.slice(2);
const outbox = new Outbox(dir ?? "");
const outcomes: Outcome[] = [];
for (const step of JSON.parse(steps ?? "[]") as Step[]) outcomes.push(await take(outbox, step));
process.stdout.write(JSON.stringify(outcomes));
