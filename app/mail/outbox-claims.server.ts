import { hostname } from "node:os";
import { join } from "node:path";
import {
  errorCode,
  type Folder,
  inquiryKeyOf,
  isMissing,
  isReceiptKey,
  keyOf,
  namesIn,
  type OutboxCore,
  receiptKeyFor,
} from "~/mail/outbox-core.server";

/**
 * The delivery worker's side of the outbox (delivery.server.ts): what waits, a message claimed by
 * this process (a rename into its own sending/ folder, so one process wins), read, moved to its
 * folder when done or set aside in quarantine/, put back at shutdown; claims of processes that
 * are gone recovered; a receipt released once its inquiry is delivered.
 */

export type Waiting = { key: string; file: string; queuedAt: number };
export type Claim = { key: string; file: string; queuedAt: number };

/** Whether a process with this id runs on this machine (EPERM: it does, as another user). */
function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return errorCode(error) === "EPERM";
  }
}

export class OutboxClaims {
  constructor(private readonly core: OutboxCore) {}

  /** Waiting messages, oldest first. */
  async waiting(): Promise<Waiting[]> {
    const { core } = this;
    await core.prepare();
    const names = await core.withFolders(() => core.fs.readdir(core.dir));
    const entries = await Promise.all(
      names.flatMap((name) => {
        const key = keyOf(name);
        if (!key) return [];
        const file = join(core.dir, name);
        return [
          core.fs.stat(file).then(
            (info) => ({ key, file, queuedAt: info.mtimeMs }),
            () => undefined, // claimed or moved meanwhile
          ),
        ];
      }),
    );
    return entries
      .filter((e): e is Waiting => e !== undefined)
      .sort((a, b) => a.queuedAt - b.queuedAt || a.key.localeCompare(b.key));
  }

  /**
   * Takes a waiting message for this process to send (a rename, so one process wins). Undefined
   * when it is no longer waiting: another process took it, or it was moved by hand.
   */
  async claim(key: string): Promise<Claim | undefined> {
    const { core } = this;
    const file = join(core.ownClaims, `${key}.eml`);
    try {
      await core.withFolders(() => core.fs.rename(core.fileFor(key), file));
    } catch (error) {
      if (isMissing(error) && !(await core.exists(core.fileFor(key)))) return undefined;
      throw error;
    }
    // rename(2) keeps the modification time: when the inquiry was accepted.
    const info = await core.fs.stat(file);
    return { key, file, queuedAt: info.mtimeMs };
  }

  read(claim: Claim): Promise<Buffer> {
    return this.core.fs.readFile(claim.file);
  }

  /** Moves a claimed message aside; returns where it now is. */
  async finish(claim: Claim, folder: Folder): Promise<string> {
    const { core } = this;
    const target = core.fileFor(claim.key, folder);
    await core.withFolders(() => core.fs.rename(claim.file, target));
    await core.syncDirectory(join(core.dir, folder));
    return target;
  }

  /**
   * Sets a claimed file aside that cannot be sent as it is (unreadable, empty, cut short): moved
   * to quarantine/ with the reason written beside it. It is never sent and never blocks another
   * message; the operator looks at it (npm run outbox -- show) and retries or dismisses it.
   */
  async quarantine(claim: Claim, reason: string, code?: string): Promise<string> {
    const { core } = this;
    const target = core.fileFor(claim.key, "quarantine");
    await core.withFolders(() => core.fs.rename(claim.file, target));
    const note = `${JSON.stringify({ reason, code, at: new Date(core.now()).toISOString() })}\n`;
    const handle = await core.fs.open(core.reasonFile(claim.key), "w", 0o600);
    try {
      await handle.writeFile(note);
    } finally {
      await handle.close();
    }
    await core.syncDirectory(join(core.dir, "quarantine"));
    return target;
  }

  /** Puts a claimed message back to waiting, for any process to send (at shutdown). */
  async release(claim: Claim): Promise<void> {
    await this.core.returnClaim(claim.file, claim.key);
  }

  /**
   * Returns to waiting what processes that are gone had claimed: those of this host whose
   * process has ended, and any older than the claim timeout (another host's, which cannot be
   * asked). A claim is linked back under its key (never over a file of the same name) and then
   * removed. Returns how many came back.
   */
  async recoverClaims(): Promise<number> {
    const { core } = this;
    await core.prepare();
    const host = hostname();
    let recovered = 0;
    for (const owner of await namesIn(core.fs, core.sending)) {
      if (owner === core.owner) continue;
      const dot = owner.lastIndexOf(".");
      const pid = Number(owner.slice(dot + 1));
      const deadHere = owner.slice(0, dot) === host && Number.isInteger(pid) && !processAlive(pid);
      const cutoff = core.now() - core.claimTimeoutMs;
      recovered += await core.returnClaims(
        join(core.sending, owner),
        (changedAt) => deadHere || changedAt < cutoff,
      );
      if (deadHere) await core.fs.rmdir(join(core.sending, owner)).catch(() => undefined);
    }
    return recovered;
  }

  /**
   * Moves the receipt held for a delivered inquiry into the queue, once, and not at all if it was
   * queued or sent before. A rename: of two processes releasing it at once (a worker and another
   * process's rescan), one moves it and the other finds it gone. (A link, then an unlink, let the
   * second link the still-held file again after a worker had claimed the first copy: two receipts.)
   * Returns the receipt's key when it is now waiting.
   */
  async releaseReceipt(inquiryKey: string): Promise<string | undefined> {
    const { core } = this;
    const key = receiptKeyFor(inquiryKey);
    const held = core.heldFile(key);
    if (!(await core.exists(held))) return undefined;
    if ((await core.exists(core.fileFor(key))) || (await core.pastWaiting(key))) {
      await core.fs.unlink(held).catch(() => undefined);
      return undefined;
    }
    try {
      await core.fs.rename(held, core.fileFor(key));
    } catch (error) {
      if (isMissing(error)) return undefined; // released by another process just now
      throw error;
    }
    await core.syncDirectory(core.dir);
    return key;
  }

  /**
   * Receipts a crash left held though their inquiry was delivered are released; those whose
   * inquiry failed for good go to failed/ with it. Returns the keys now waiting.
   */
  async releaseHeldReceipts(): Promise<string[]> {
    const { core } = this;
    const names = await core.fs.readdir(join(core.dir, "held")).catch(() => [] as string[]);
    const released: string[] = [];
    for (const name of names) {
      const key = keyOf(name);
      if (!key || !isReceiptKey(key)) continue;
      const inquiry = inquiryKeyOf(key);
      if (await core.exists(core.fileFor(inquiry, "sent"))) {
        const queued = await this.releaseReceipt(inquiry);
        if (queued) released.push(queued);
      } else if (await core.exists(core.fileFor(inquiry, "failed"))) {
        await core.fs
          .rename(core.heldFile(key), core.fileFor(key, "failed"))
          .catch(() => undefined);
      }
    }
    return released;
  }
}
