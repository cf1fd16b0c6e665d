import { hostname } from "node:os";
import { join } from "node:path";
import { errorCode, type Folder, isMissing, keyOf, namesIn } from "~/outbox/core.server";
import { OutboxIntake } from "~/outbox/intake.server";
import { inquiryKeyOf, isReceiptKey, receiptKeyFor } from "~/outbox/message-key";

/**
 * The delivery worker's side of the outbox (worker.server.ts): what waits, a message claimed by
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

export class OutboxClaims extends OutboxIntake {
  /** Waiting messages, oldest first. */
  async waiting(): Promise<Waiting[]> {
    await this.prepare();
    const names = await this.withFolders(() => this.fs.readdir(this.dir));
    const entries = await Promise.all(
      names.flatMap((name) => {
        const key = keyOf(name);
        if (!key) return [];
        const file = join(this.dir, name);
        return [
          this.fs.stat(file).then(
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
    const file = join(this.ownClaims, `${key}.eml`);
    try {
      await this.withFolders(() => this.fs.rename(this.fileFor(key), file));
    } catch (error) {
      if (isMissing(error) && !(await this.exists(this.fileFor(key)))) return undefined;
      throw error;
    }
    // rename(2) keeps the modification time: when the inquiry was accepted.
    const info = await this.fs.stat(file);
    return { key, file, queuedAt: info.mtimeMs };
  }

  read(claim: Claim): Promise<Buffer> {
    return this.fs.readFile(claim.file);
  }

  /** Moves a claimed message aside; returns where it now is. */
  async finish(claim: Claim, folder: Folder): Promise<string> {
    const target = this.fileFor(claim.key, folder);
    await this.withFolders(() => this.fs.rename(claim.file, target));
    await this.syncDirectory(join(this.dir, folder));
    return target;
  }

  /**
   * Sets a claimed file aside that cannot be sent as it is (unreadable, empty, cut short): moved
   * to quarantine/ with the reason written beside it. It is never sent and never blocks another
   * message; the operator looks at it (npm run outbox -- show) and retries or dismisses it.
   */
  async quarantine(claim: Claim, reason: string, code?: string): Promise<string> {
    const target = this.fileFor(claim.key, "quarantine");
    await this.withFolders(() => this.fs.rename(claim.file, target));
    const note = `${JSON.stringify({ reason, code, at: new Date(this.now()).toISOString() })}\n`;
    const handle = await this.fs.open(this.reasonFile(claim.key), "w", 0o600);
    try {
      await handle.writeFile(note);
    } finally {
      await handle.close();
    }
    await this.syncDirectory(join(this.dir, "quarantine"));
    return target;
  }

  /** Puts a claimed message back to waiting, for any process to send (at shutdown). */
  async release(claim: Claim): Promise<void> {
    await this.returnClaim(claim.file, claim.key);
  }

  /**
   * Returns to waiting what processes that are gone had claimed: those of this host whose
   * process has ended, and any older than the claim timeout (another host's, which cannot be
   * asked). A claim is linked back under its key (never over a file of the same name) and then
   * removed. Returns how many came back.
   */
  async recoverClaims(): Promise<number> {
    await this.prepare();
    const host = hostname();
    let recovered = 0;
    for (const owner of await namesIn(this.fs, this.sending)) {
      if (owner === this.owner) continue;
      const dot = owner.lastIndexOf(".");
      const pid = Number(owner.slice(dot + 1));
      const deadHere = owner.slice(0, dot) === host && Number.isInteger(pid) && !processAlive(pid);
      const cutoff = this.now() - this.claimTimeoutMs;
      recovered += await this.returnClaims(
        join(this.sending, owner),
        (changedAt) => deadHere || changedAt < cutoff,
      );
      if (deadHere) await this.fs.rmdir(join(this.sending, owner)).catch(() => undefined);
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
    const key = receiptKeyFor(inquiryKey);
    const held = this.heldFile(key);
    if (!(await this.exists(held))) return undefined;
    if ((await this.exists(this.fileFor(key))) || (await this.pastWaiting(key))) {
      await this.fs.unlink(held).catch(() => undefined);
      return undefined;
    }
    try {
      await this.fs.rename(held, this.fileFor(key));
    } catch (error) {
      if (isMissing(error)) return undefined; // released by another process just now
      throw error;
    }
    await this.syncDirectory(this.dir);
    return key;
  }

  /**
   * Receipts a crash left held though their inquiry was delivered are released; those whose
   * inquiry failed for good go to failed/ with it. Returns the keys now waiting.
   */
  async releaseHeldReceipts(): Promise<string[]> {
    const names = await this.fs.readdir(join(this.dir, "held")).catch(() => [] as string[]);
    const released: string[] = [];
    for (const name of names) {
      const key = keyOf(name);
      if (!key || !isReceiptKey(key)) continue;
      const inquiry = inquiryKeyOf(key);
      if (await this.exists(this.fileFor(inquiry, "sent"))) {
        const queued = await this.releaseReceipt(inquiry);
        if (queued) released.push(queued);
      } else if (await this.exists(this.fileFor(inquiry, "failed"))) {
        await this.fs
          .rename(this.heldFile(key), this.fileFor(key, "failed"))
          .catch(() => undefined);
      }
    }
    return released;
  }

  /** How many messages of bulk sends wait in bulk/ to be let into the queue. */
  async bulkWaiting(): Promise<number> {
    return (await namesIn(this.fs, join(this.dir, "bulk"))).filter((n) => keyOf(n)).length;
  }

  /**
   * Lets up to `count` messages of bulk sends into the queue, oldest first: each moved from bulk/
   * to waiting by a link and an unlink (never over a waiting file of that name; of two processes
   * letting one in, one links it and the other finds the name taken or the file gone). Returns
   * the keys now waiting.
   */
  async releaseBulk(count: number): Promise<string[]> {
    const dir = join(this.dir, "bulk");
    const entries: { key: string; at: number }[] = [];
    for (const name of await namesIn(this.fs, dir)) {
      const key = keyOf(name);
      if (!key) continue;
      const info = await this.fs.stat(join(dir, name)).catch(() => undefined);
      if (info) entries.push({ key, at: info.mtimeMs });
    }
    entries.sort((a, b) => a.at - b.at || a.key.localeCompare(b.key));
    const released: string[] = [];
    for (const { key } of entries) {
      if (released.length >= count) break;
      try {
        await this.fs.link(this.bulkFile(key), this.fileFor(key));
      } catch (error) {
        if (errorCode(error) === "EEXIST") {
          await this.fs.unlink(this.bulkFile(key)).catch(() => undefined);
          continue;
        }
        if (isMissing(error)) continue; // let in by another process just now
        throw error;
      }
      await this.fs.unlink(this.bulkFile(key)).catch(() => undefined);
      released.push(key);
    }
    if (released.length > 0) await this.syncDirectory(this.dir);
    return released;
  }
}
