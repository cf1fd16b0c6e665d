import { type Acceptance, OutboxIntake } from "~/mail/outbox-accept.server";
import { type Claim, OutboxClaims, type Waiting } from "~/mail/outbox-claims.server";
import { type Folder, OutboxCore } from "~/mail/outbox-core.server";
import { OutboxOperator, type Resting } from "~/mail/outbox-operator.server";

/**
 * The outbox: every accepted inquiry is a standard .eml file in OUTBOX_DIR, named by its one-time
 * form key, moved from folder to folder as it is sent:
 *
 *   OUTBOX_DIR/<key>.eml                   waiting to be sent
 *   OUTBOX_DIR/sending/<owner>/<key>.eml   claimed by one server process's delivery worker
 *   OUTBOX_DIR/sent/<key>.eml              delivered (moved aside, never deleted)
 *   OUTBOX_DIR/failed/<key>.eml            refused for good, or waited longer than OUTBOX_MAX_AGE
 *   OUTBOX_DIR/dismissed/<key>.eml         failed, looked at and dismissed by the operator
 *   OUTBOX_DIR/quarantine/<key>.eml        a file that could not be read or is not a whole message,
 *                                          with <key>.reason beside it; never sent as it is
 *   OUTBOX_DIR/erased/<key>                an empty marker: the message was erased on request,
 *                                          its key is still known (a resubmission is a duplicate)
 *   OUTBOX_DIR/held/<key>.eml              a visitor's receipt, until its inquiry is delivered
 *   OUTBOX_DIR/tmp/                        half-written files (older than an hour: removed at start)
 *
 * One object per process, used from three sides; each side's code is in its own module, over a
 * shared core (outbox-core.server.ts: paths, durable writes, error codes):
 *
 *   the contact action      outbox-accept.server.ts     knows, accept, holdReceipt
 *   the delivery worker     outbox-claims.server.ts     waiting, claim, read, finish, quarantine,
 *                                                       release, recoverClaims, releaseReceipt(s)
 *   the operator            outbox-operator.server.ts   list, quarantineReason, move, erase, sweep
 *   (command, retention,                                backlog, probe, freeBytes
 *    /healthz, start-up log)
 */

export {
  errorCode,
  isReceiptKey,
  type OutboxFs,
  RESTING,
  receiptKeyFor,
} from "~/mail/outbox-core.server";
export type { Acceptance, Claim, Folder, Resting, Waiting };

export class Outbox extends OutboxCore {
  private readonly intake = new OutboxIntake(this);
  private readonly claims = new OutboxClaims(this);
  private readonly operator = new OutboxOperator(this);

  // The contact action's side.
  knows(key: string): Promise<boolean> {
    return this.intake.knows(key);
  }
  accept(key: string, message: Buffer): Promise<Acceptance> {
    return this.intake.accept(key, message);
  }
  holdReceipt(inquiryKey: string, message: Buffer): Promise<void> {
    return this.intake.holdReceipt(inquiryKey, message);
  }

  // The delivery worker's side.
  waiting(): Promise<Waiting[]> {
    return this.claims.waiting();
  }
  claim(key: string): Promise<Claim | undefined> {
    return this.claims.claim(key);
  }
  read(claim: Claim): Promise<Buffer> {
    return this.claims.read(claim);
  }
  finish(claim: Claim, folder: Folder): Promise<string> {
    return this.claims.finish(claim, folder);
  }
  quarantine(claim: Claim, reason: string, code?: string): Promise<string> {
    return this.claims.quarantine(claim, reason, code);
  }
  release(claim: Claim): Promise<void> {
    return this.claims.release(claim);
  }
  recoverClaims(): Promise<number> {
    return this.claims.recoverClaims();
  }
  releaseReceipt(inquiryKey: string): Promise<string | undefined> {
    return this.claims.releaseReceipt(inquiryKey);
  }
  releaseHeldReceipts(): Promise<string[]> {
    return this.claims.releaseHeldReceipts();
  }

  // The operator's side.
  list(folder: Folder): Promise<Resting[]> {
    return this.operator.list(folder);
  }
  quarantineReason(key: string): Promise<string | undefined> {
    return this.operator.quarantineReason(key);
  }
  move(key: string, from: Folder, to: Folder | "waiting"): Promise<string> {
    return this.operator.move(key, from, to);
  }
  erase(key: string): Promise<{ found: string[]; unreachable: string[] }> {
    return this.operator.erase(key);
  }
  sweep(olderThanMs: number): Promise<{ key: string; folder: string; ageDays: number }[]> {
    return this.operator.sweep(olderThanMs);
  }
  async backlog(): Promise<{ count: number; oldestAt: number | null }> {
    return this.operator.backlog((await this.waiting()).map((w) => w.queuedAt));
  }
  probe(): Promise<void> {
    return this.operator.probe();
  }
  freeBytes(): Promise<number> {
    return this.operator.freeBytes();
  }
}
