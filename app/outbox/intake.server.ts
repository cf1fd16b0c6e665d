import { dirname, join } from "node:path";
import { errorCode, HOUR, OutboxCore } from "~/outbox/core.server";
import { isMessageKey, receiptKeyFor } from "~/outbox/message-key";

/**
 * The action's side of the outbox (receive.server.ts): whether a form key was seen before, the
 * inquiry written durably under its key before the visitor is told it was sent, and the visitor's
 * receipt held back until the inquiry is delivered.
 */

export type Acceptance = "accepted" | "duplicate";

/** Keys this process remembers having seen, to spare the file system: a bounded cache. */
const SEEN_FOR_MS = 30 * 24 * HOUR;
const SEEN_MAX = 100_000;

export class OutboxIntake extends OutboxCore {
  private readonly seen = new Map<string, number>();
  private readonly accepting = new Set<string>();

  /** Whether this key was accepted before, by any process sharing the outbox. */
  async knows(key: string): Promise<boolean> {
    if (!isMessageKey(key)) return false;
    if (this.remembers(key) || this.accepting.has(key)) return true;
    return this.knownOnDisk(key);
  }

  /** Writes the message durably, unless the key was accepted before. Throws what the disk says. */
  accept(key: string, message: Buffer): Promise<Acceptance> {
    return this.acceptAs(key, message, this.fileFor(key));
  }

  /**
   * Writes one message of a bulk send (an announcement) into bulk/, unless the key was accepted
   * before: the delivery worker lets them into the queue at the pace the mail server takes
   * (ANNOUNCE_PER_MINUTE), so that they never hold up an inquiry.
   */
  acceptBulk(key: string, message: Buffer): Promise<Acceptance> {
    return this.acceptAs(key, message, this.bulkFile(key));
  }

  private async acceptAs(key: string, message: Buffer, target: string): Promise<Acceptance> {
    if (!isMessageKey(key)) throw new Error("Not an inquiry key");
    // Of two submissions of one form to this process, the second waits for nothing: duplicate.
    if (this.remembers(key) || this.accepting.has(key)) return "duplicate";
    this.accepting.add(key);
    try {
      return await this.acceptOnce(key, message, target);
    } finally {
      this.accepting.delete(key);
    }
  }

  private async acceptOnce(key: string, message: Buffer, waiting: string): Promise<Acceptance> {
    await this.prepare();
    if (await this.knownOnDisk(key)) return "duplicate";
    let ino: number;
    try {
      ino = await this.writeAs(waiting, message);
    } catch (error) {
      if (errorCode(error) === "EEXIST") {
        this.remember(key); // another process has just accepted it
        return "duplicate";
      }
      throw error;
    }
    try {
      // Sent (or claimed) by another process between the first look and the link: not twice.
      // Our own file, claimed meanwhile by a worker's rescan, is the same inode: not another's.
      // A bulk copy: another process's copy already let into the queue counts as well.
      const queuedElsewhere =
        waiting !== this.fileFor(key) && (await this.exists(this.fileFor(key), ino));
      if (queuedElsewhere || (await this.pastWaiting(key, ino))) {
        await this.fs.unlink(waiting);
        this.remember(key);
        return "duplicate";
      }
      await this.syncDirectory(dirname(waiting));
    } catch (error) {
      // Not known to be on disk: take it back, so the visitor is told the truth.
      await this.fs.unlink(waiting).catch(() => undefined);
      throw error;
    }
    this.remember(key);
    return "accepted";
  }

  /**
   * Keeps a visitor's receipt in held/ until the inquiry it answers has been delivered
   * (see OutboxClaims.releaseReceipt). A receipt held already stays as it is.
   */
  async holdReceipt(inquiryKey: string, message: Buffer): Promise<void> {
    try {
      await this.writeAs(this.heldFile(receiptKeyFor(inquiryKey)), message);
    } catch (error) {
      if (errorCode(error) !== "EEXIST") throw error;
    }
    await this.syncDirectory(join(this.dir, "held"));
  }

  private async knownOnDisk(key: string): Promise<boolean> {
    const known =
      (await this.exists(this.fileFor(key))) ||
      (await this.exists(this.bulkFile(key))) ||
      (await this.pastWaiting(key));
    if (known) this.remember(key);
    return known;
  }

  private remember(key: string): void {
    const now = this.now();
    this.seen.delete(key);
    this.seen.set(key, now);
    for (const [oldest, at] of this.seen) {
      if (this.seen.size <= SEEN_MAX && now - at < SEEN_FOR_MS) break;
      this.seen.delete(oldest);
    }
  }

  private remembers(key: string): boolean {
    const at = this.seen.get(key);
    return at !== undefined && this.now() - at < SEEN_FOR_MS;
  }
}
