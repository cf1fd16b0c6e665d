import { randomUUID } from "node:crypto";
import { join } from "node:path";
import { OutboxClaims } from "~/outbox/claims.server";
import {
  errorCode,
  type Folder,
  HOUR,
  isMissing,
  keyOf,
  namesIn,
  RESTING,
} from "~/outbox/core.server";
import { isMessageKey } from "~/outbox/message-key";

/**
 * The outbox: every accepted inquiry is a standard .eml file in OUTBOX_DIR, named by its one-time
 * form key, moved from folder to folder as it is sent:
 *
 *   OUTBOX_DIR/<key>.eml                   waiting to be sent
 *   OUTBOX_DIR/sending/<owner>/<key>.eml   claimed by one server process's delivery worker
 *   OUTBOX_DIR/sent/<key>.eml              delivered; deleted after OUTBOX_RETENTION
 *   OUTBOX_DIR/failed/<key>.eml            refused for good, or waited longer than OUTBOX_MAX_AGE
 *   OUTBOX_DIR/dismissed/<key>.eml         failed, looked at and dismissed by the operator
 *   OUTBOX_DIR/quarantine/<key>.eml        a file that could not be read or is not a whole message,
 *                                          with <key>.reason beside it; never sent as it is
 *   OUTBOX_DIR/erased/<key>                an empty marker: the message was erased on request,
 *                                          its key is still known (a resubmission is a duplicate)
 *   OUTBOX_DIR/held/<key>.eml              a visitor's receipt, until its inquiry is delivered
 *   OUTBOX_DIR/bulk/<key>.eml              a message of an announcement, until the worker lets it
 *                                          into the queue (ANNOUNCE_PER_MINUTE)
 *   OUTBOX_DIR/tmp/                        half-written files (older than an hour: removed at start)
 *
 * One object per process, used from three sides. Each side's methods are a class of their own, one
 * built on the other, so that each module reads as one side's story and `Outbox` has them all:
 *
 *   core.server.ts      OutboxCore     paths, durable writes, claims returned      (every side)
 *   intake.server.ts    OutboxIntake   knows, accept, acceptBulk, holdReceipt      the contact action
 *   claims.server.ts    OutboxClaims   waiting, claim, read, finish, quarantine,   the delivery worker
 *                                      release, recoverClaims, releaseReceipt(s),
 *                                      releaseBulk
 *   outbox.server.ts    Outbox         list, quarantineReason, move, erase, sweep, the operator: the
 *                                      backlog, probe, freeBytes                   command, retention,
 *                                                                                  /healthz, start-up
 */

export type { Claim, Waiting } from "~/outbox/claims.server";
export { errorCode, type OutboxFs, RESTING } from "~/outbox/core.server";
export type { Acceptance } from "~/outbox/intake.server";
export type { Folder };

export type Resting = {
  key: string;
  file: string;
  folder: Folder;
  acceptedAt: number;
  bytes: number;
};

export class Outbox extends OutboxClaims {
  /** The messages in one resting folder, oldest first (by when they were accepted). */
  async list(folder: Folder): Promise<Resting[]> {
    const dir = join(this.dir, folder);
    const entries: Resting[] = [];
    for (const name of await namesIn(this.fs, dir)) {
      const key = keyOf(name);
      if (!key) continue;
      const file = join(dir, name);
      const info = await this.fs.stat(file).catch(() => undefined);
      if (info) entries.push({ key, file, folder, acceptedAt: info.mtimeMs, bytes: info.size });
    }
    return entries.sort((a, b) => a.acceptedAt - b.acceptedAt || a.key.localeCompare(b.key));
  }

  /** Why a quarantined message was set aside, as written at the time. */
  async quarantineReason(key: string): Promise<string | undefined> {
    if (!isMessageKey(key)) return undefined;
    const text = await this.fs.readFile(this.reasonFile(key), "utf8").catch(() => undefined);
    if (!text) return undefined;
    try {
      return String((JSON.parse(text) as { reason?: unknown }).reason ?? "");
    } catch {
      return text.trim();
    }
  }

  /**
   * Moves a resting message by its key: back to waiting (a retry) or to another folder (dismissed).
   * A rename, so the file keeps its owner, mode and modification time. Returns where it now is.
   */
  async move(key: string, from: Folder, to: Folder | "waiting"): Promise<string> {
    const source = this.fileFor(key, from);
    const target = to === "waiting" ? this.fileFor(key) : this.fileFor(key, to);
    if (to === "waiting") {
      // Never over a waiting file of that name: link, then remove the old name.
      await this.fs.link(source, target);
      await this.fs.unlink(source);
    } else {
      await this.withFolders(() => this.fs.rename(source, target));
    }
    if (from === "quarantine") {
      await this.fs.unlink(this.reasonFile(key)).catch(() => undefined);
    }
    await this.syncDirectory(to === "waiting" ? this.dir : join(this.dir, to));
    return target;
  }

  /**
   * Deletes one message wherever it rests, waits or is being sent, and leaves an empty marker under
   * erased/ so that a resubmission of its form is still recognised. The marker comes first: a
   * delivery worker holding the message (its claim in sending/<owner>/, waiting for the SMTP
   * server) looks for it before every attempt and drops the message instead of sending it.
   * Returns the folders it was found in, and those it could not erase from (with the error code).
   */
  async erase(key: string): Promise<{ found: string[]; unreachable: string[] }> {
    if (!isMessageKey(key)) throw new Error("Not an inquiry key");
    const found: string[] = [];
    await this.ensureFolders();
    const marker = await this.fs.open(join(this.dir, "erased", key), "w", 0o600);
    await marker.close();
    const places: [string, string][] = [
      ["waiting", this.fileFor(key)],
      ["held", this.heldFile(key)],
      ["bulk", this.bulkFile(key)],
      ...(await namesIn(this.fs, this.sending)).map((owner): [string, string] => [
        `sending/${owner}`,
        join(this.sending, owner, `${key}.eml`),
      ]),
      ...RESTING.map((folder): [string, string] => [folder, this.fileFor(key, folder)]),
    ];
    const unreachable: string[] = [];
    for (const [where, file] of places) {
      try {
        await this.fs.unlink(file);
        found.push(where);
      } catch (error) {
        // A place this run cannot change is named, and the others are still erased.
        if (!isMissing(error)) unreachable.push(`${where} (${errorCode(error)})`);
      }
    }
    await this.fs.unlink(this.reasonFile(key)).catch(() => undefined);
    return { found, unreachable };
  }

  /**
   * Deletes what has rested longer than the retention period (counted from when the inquiry was
   * accepted: rename keeps the modification time), and erased markers as old. Returns each
   * deletion, for the log.
   */
  async sweep(olderThanMs: number): Promise<{ key: string; folder: string; ageDays: number }[]> {
    const cutoff = this.now() - olderThanMs;
    const deleted: { key: string; folder: string; ageDays: number }[] = [];
    const ageDays = (at: number) => Math.floor((this.now() - at) / (24 * HOUR));
    for (const folder of RESTING) {
      for (const entry of await this.list(folder)) {
        if (entry.acceptedAt >= cutoff) continue;
        try {
          await this.fs.unlink(entry.file);
        } catch (error) {
          if (isMissing(error)) continue;
          throw error;
        }
        if (folder === "quarantine") {
          await this.fs.unlink(this.reasonFile(entry.key)).catch(() => undefined);
        }
        deleted.push({ key: entry.key, folder, ageDays: ageDays(entry.acceptedAt) });
      }
    }
    const erased = join(this.dir, "erased");
    for (const name of await this.fs.readdir(erased).catch(() => [] as string[])) {
      if (!isMessageKey(name)) continue;
      const info = await this.fs.stat(join(erased, name)).catch(() => undefined);
      if (!info || info.mtimeMs >= cutoff) continue;
      await this.fs.unlink(join(erased, name)).catch(() => undefined);
      deleted.push({ key: name, folder: "erased", ageDays: ageDays(info.mtimeMs) });
    }
    return deleted;
  }

  /** Messages not yet sent (waiting or claimed), and when the oldest of them was accepted. */
  async backlog(): Promise<{ count: number; oldestAt: number | null }> {
    const times = (await this.waiting()).map((w) => w.queuedAt);
    const owners = await this.fs.readdir(this.sending).catch(() => [] as string[]);
    for (const owner of owners) {
      const folder = join(this.sending, owner);
      const names = await this.fs.readdir(folder).catch(() => [] as string[]);
      for (const name of names.filter((n) => keyOf(n))) {
        const info = await this.fs.stat(join(folder, name)).catch(() => undefined);
        if (info) times.push(info.mtimeMs);
      }
    }
    return { count: times.length, oldestAt: times.length > 0 ? Math.min(...times) : null };
  }

  /**
   * Whether an inquiry can be written where the action writes one: a real file created, written,
   * fsynced and removed in tmp/ (as root, access(2) says yes even where a write would fail).
   * Throws the file system's error when it cannot.
   */
  async probe(): Promise<void> {
    const file = join(this.dir, "tmp", `.probe-${process.pid}-${randomUUID()}`);
    const handle = await this.withFolders(() => this.fs.open(file, "wx", 0o600));
    try {
      try {
        await handle.writeFile("probe");
        await handle.sync();
      } finally {
        await handle.close();
      }
    } finally {
      await this.fs.unlink(file).catch(() => undefined);
    }
  }

  /** Bytes free for the outbox on its file system (for the start-up log). */
  async freeBytes(): Promise<number> {
    const info = await this.fs.statfs(this.dir);
    return info.bavail * info.bsize;
  }
}
