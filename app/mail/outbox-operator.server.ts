import { randomUUID } from "node:crypto";
import { join } from "node:path";
import {
  errorCode,
  type Folder,
  HOUR,
  isMissing,
  KEY,
  keyOf,
  namesIn,
  type OutboxCore,
  RESTING,
} from "~/mail/outbox-core.server";

/**
 * The operator's side of the outbox: what rests in each folder, a message moved (retried,
 * dismissed) or erased, the reason a message was quarantined (the outbox command,
 * outbox-command.server.ts), the retention sweep (retention.server.ts), and the backlog, a real
 * write and the free space (/healthz, health.server.ts, and the start-up log).
 */

export type Resting = {
  key: string;
  file: string;
  folder: Folder;
  acceptedAt: number;
  bytes: number;
};

export class OutboxOperator {
  constructor(private readonly core: OutboxCore) {}

  /** The messages in one resting folder, oldest first (by when they were accepted). */
  async list(folder: Folder): Promise<Resting[]> {
    const { core } = this;
    const dir = join(core.dir, folder);
    const entries: Resting[] = [];
    for (const name of await namesIn(core.fs, dir)) {
      const key = keyOf(name);
      if (!key) continue;
      const file = join(dir, name);
      const info = await core.fs.stat(file).catch(() => undefined);
      if (info) entries.push({ key, file, folder, acceptedAt: info.mtimeMs, bytes: info.size });
    }
    return entries.sort((a, b) => a.acceptedAt - b.acceptedAt || a.key.localeCompare(b.key));
  }

  /** Why a quarantined message was set aside, as written at the time. */
  async quarantineReason(key: string): Promise<string | undefined> {
    if (!KEY.test(key)) return undefined;
    const text = await this.core.fs
      .readFile(this.core.reasonFile(key), "utf8")
      .catch(() => undefined);
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
    const { core } = this;
    const source = core.fileFor(key, from);
    const target = to === "waiting" ? core.fileFor(key) : core.fileFor(key, to);
    if (to === "waiting") {
      // Never over a waiting file of that name: link, then remove the old name.
      await core.fs.link(source, target);
      await core.fs.unlink(source);
    } else {
      await core.withFolders(() => core.fs.rename(source, target));
    }
    if (from === "quarantine") {
      await core.fs.unlink(core.reasonFile(key)).catch(() => undefined);
    }
    await core.syncDirectory(to === "waiting" ? core.dir : join(core.dir, to));
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
    const { core } = this;
    if (!KEY.test(key)) throw new Error("Not an inquiry key");
    const found: string[] = [];
    await core.ensureFolders();
    const marker = await core.fs.open(join(core.dir, "erased", key), "w", 0o600);
    await marker.close();
    const places: [string, string][] = [
      ["waiting", core.fileFor(key)],
      ["held", core.heldFile(key)],
      ...(await namesIn(core.fs, core.sending)).map((owner): [string, string] => [
        `sending/${owner}`,
        join(core.sending, owner, `${key}.eml`),
      ]),
      ...RESTING.map((folder): [string, string] => [folder, core.fileFor(key, folder)]),
    ];
    const unreachable: string[] = [];
    for (const [where, file] of places) {
      try {
        await core.fs.unlink(file);
        found.push(where);
      } catch (error) {
        // A place this run cannot change is named, and the others are still erased.
        if (!isMissing(error)) unreachable.push(`${where} (${errorCode(error)})`);
      }
    }
    await core.fs.unlink(core.reasonFile(key)).catch(() => undefined);
    return { found, unreachable };
  }

  /**
   * Deletes what has rested longer than the retention period (counted from when the inquiry was
   * accepted: rename keeps the modification time), and erased markers as old. Returns each
   * deletion, for the log.
   */
  async sweep(olderThanMs: number): Promise<{ key: string; folder: string; ageDays: number }[]> {
    const { core } = this;
    const cutoff = core.now() - olderThanMs;
    const deleted: { key: string; folder: string; ageDays: number }[] = [];
    const ageDays = (at: number) => Math.floor((core.now() - at) / (24 * HOUR));
    for (const folder of RESTING) {
      for (const entry of await this.list(folder)) {
        if (entry.acceptedAt >= cutoff) continue;
        try {
          await core.fs.unlink(entry.file);
        } catch (error) {
          if (isMissing(error)) continue;
          throw error;
        }
        if (folder === "quarantine") {
          await core.fs.unlink(core.reasonFile(entry.key)).catch(() => undefined);
        }
        deleted.push({ key: entry.key, folder, ageDays: ageDays(entry.acceptedAt) });
      }
    }
    const erased = join(core.dir, "erased");
    for (const name of await core.fs.readdir(erased).catch(() => [] as string[])) {
      if (!KEY.test(name)) continue;
      const info = await core.fs.stat(join(erased, name)).catch(() => undefined);
      if (!info || info.mtimeMs >= cutoff) continue;
      await core.fs.unlink(join(erased, name)).catch(() => undefined);
      deleted.push({ key: name, folder: "erased", ageDays: ageDays(info.mtimeMs) });
    }
    return deleted;
  }

  /** Messages not yet sent (waiting or claimed), and when the oldest of them was accepted. */
  async backlog(waitingTimes: number[]): Promise<{ count: number; oldestAt: number | null }> {
    const { core } = this;
    const times = [...waitingTimes];
    const owners = await core.fs.readdir(core.sending).catch(() => [] as string[]);
    for (const owner of owners) {
      const folder = join(core.sending, owner);
      const names = await core.fs.readdir(folder).catch(() => [] as string[]);
      for (const name of names.filter((n) => keyOf(n))) {
        const info = await core.fs.stat(join(folder, name)).catch(() => undefined);
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
    const { core } = this;
    const file = join(core.dir, "tmp", `.probe-${process.pid}-${randomUUID()}`);
    const handle = await core.withFolders(() => core.fs.open(file, "wx", 0o600));
    try {
      try {
        await handle.writeFile("probe");
        await handle.sync();
      } finally {
        await handle.close();
      }
    } finally {
      await core.fs.unlink(file).catch(() => undefined);
    }
  }

  /** Bytes free for the outbox on its file system (for the start-up log). */
  async freeBytes(): Promise<number> {
    const info = await this.core.fs.statfs(this.core.dir);
    return info.bavail * info.bsize;
  }
}
