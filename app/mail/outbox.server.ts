import { randomUUID } from "node:crypto";
import * as nodeFs from "node:fs/promises";
import { hostname } from "node:os";
import { join, resolve } from "node:path";

/**
 * The outbox: every accepted inquiry is a standard .eml file named by its one-time form key.
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
 * A file appears in the outbox only complete and on disk: written to tmp/, fsynced, hard-linked
 * under its key (link(2) fails if the name exists: of two processes accepting one key, one wins),
 * and the directory fsynced. Several server processes may share one outbox (a rolling restart, a
 * cluster): the folders, not any process's memory, decide whether a key was seen, and a message is
 * sent only by the process that claimed it by renaming it into its own sending/ folder.
 */

export type Folder = "sent" | "failed" | "dismissed" | "quarantine";
/** Where a message rests once it has left the queue: the retention setting deletes from these. */
export const RESTING: Folder[] = ["sent", "failed", "dismissed", "quarantine"];
export type Acceptance = "accepted" | "duplicate";
export type Waiting = { key: string; file: string; queuedAt: number };
export type Claim = { key: string; file: string; queuedAt: number };
export type Resting = {
  key: string;
  file: string;
  folder: Folder;
  acceptedAt: number;
  bytes: number;
};

/** The file-system calls the outbox makes: Node's, or a test's that fails on purpose. */
export type OutboxFs = Pick<
  typeof nodeFs,
  | "link"
  | "mkdir"
  | "open"
  | "readdir"
  | "readFile"
  | "rename"
  | "rmdir"
  | "stat"
  | "statfs"
  | "unlink"
>;

const KEY = /^[0-9a-f-]{36}$/;
const EML = ".eml";
const HOUR = 3_600_000;
/** Keys this process remembers having seen, to spare the file system: a bounded cache. */
const SEEN_FOR_MS = 30 * 24 * HOUR;
const SEEN_MAX = 100_000;

/** The key a file name in the outbox stands for, if it is one of ours. */
function keyOf(name: string): string | undefined {
  if (!name.endsWith(EML)) return undefined;
  const key = name.slice(0, -EML.length);
  return KEY.test(key) ? key : undefined;
}

/**
 * A receipt's key: its inquiry's form key (a version 4 UUID) with version 8, so that it never
 * equals a form key and no form can name it.
 */
export function receiptKeyFor(inquiryKey: string): string {
  return `${inquiryKey.slice(0, 14)}8${inquiryKey.slice(15)}`;
}

export function isReceiptKey(key: string): boolean {
  return key[14] === "8";
}

function inquiryKeyOf(receiptKey: string): string {
  return `${receiptKey.slice(0, 14)}4${receiptKey.slice(15)}`;
}

export function errorCode(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return typeof code === "string" ? code : "UNKNOWN";
}

const isMissing = (error: unknown) => errorCode(error) === "ENOENT";

/** Whether a process with this id runs on this machine (EPERM: it does, as another user). */
function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return errorCode(error) === "EPERM";
  }
}

async function fsyncDirectory(fs: OutboxFs, dir: string): Promise<void> {
  const handle = await fs.open(dir, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Makes a rename in a directory durable. Callers that arrive while a sync of that directory runs
 * share the next one (group commit): under load, one fsync covers many inquiries, and every
 * caller still waits for a sync that started after its own rename.
 */
type SyncState = { running?: Promise<void>; queued?: Promise<void> };

function groupSync(states: Map<string, SyncState>, sync: (dir: string) => Promise<void>) {
  return (dir: string): Promise<void> => {
    let s = states.get(dir);
    if (!s) {
      s = {};
      states.set(dir, s);
    }
    const state = s;
    const start = (): Promise<void> => {
      const running = sync(dir).finally(() => {
        if (state.running === running) state.running = undefined;
      });
      state.running = running;
      return running;
    };
    if (state.queued) return state.queued;
    if (state.running) {
      const queued = state.running
        .catch(() => undefined)
        .then(() => {
          state.queued = undefined;
          return start();
        });
      state.queued = queued;
      return queued;
    }
    return start();
  };
}

export type OutboxOptions = {
  fs?: OutboxFs;
  /** Names this process's claims: host and process id. */
  owner?: string;
  /** A claim older than this, by a process on another host, is taken to be abandoned. */
  claimTimeoutMs?: number;
  now?: () => number;
};

export class Outbox {
  readonly dir: string;
  readonly owner: string;
  private readonly fs: OutboxFs;
  private readonly claimTimeoutMs: number;
  private readonly now: () => number;
  private readonly seen = new Map<string, number>();
  private readonly accepting = new Set<string>();
  private readonly syncDirectory: (dir: string) => Promise<void>;
  private prepared?: Promise<void>;

  constructor(dir: string, options: OutboxOptions = {}) {
    this.dir = resolve(dir);
    this.fs = options.fs ?? nodeFs;
    this.owner = options.owner ?? `${hostname()}.${process.pid}`;
    this.claimTimeoutMs = options.claimTimeoutMs ?? 15 * 60_000;
    this.now = options.now ?? Date.now;
    this.syncDirectory = groupSync(new Map(), (d) => fsyncDirectory(this.fs, d));
  }

  fileFor(key: string, folder?: Folder): string {
    if (!KEY.test(key)) throw new Error("Not an inquiry key");
    return folder ? join(this.dir, folder, `${key}${EML}`) : join(this.dir, `${key}${EML}`);
  }

  private get ownClaims(): string {
    return join(this.dir, "sending", this.owner);
  }

  /**
   * Creates the folders, removes half-written files older than an hour (a younger one may be
   * another process's write in progress) and returns claims a previous life of this process left.
   * A failure is not remembered: the next call tries again, so the site recovers with the disk.
   */
  prepare(): Promise<void> {
    this.prepared ??= (async () => {
      await this.ensureFolders();
      const tmp = join(this.dir, "tmp");
      for (const name of await this.fs.readdir(tmp)) {
        const file = join(tmp, name);
        const info = await this.fs.stat(file).catch(() => undefined);
        if (info?.isFile() && this.now() - info.mtimeMs > HOUR) {
          await this.fs.unlink(file).catch(() => undefined);
        }
      }
      await this.returnClaims(this.ownClaims, () => true);
    })().catch((error: unknown) => {
      this.prepared = undefined;
      throw error;
    });
    return this.prepared;
  }

  /** The folders again, should someone have removed them while the server runs. */
  private async ensureFolders(): Promise<void> {
    for (const sub of ["tmp", "held", "erased", ...RESTING, join("sending", this.owner)]) {
      await this.fs.mkdir(join(this.dir, sub), { recursive: true });
    }
  }

  /** Runs a file operation; if a folder has gone missing, makes it again and retries once. */
  private async withFolders<T>(operation: () => Promise<T>): Promise<T> {
    try {
      return await operation();
    } catch (error) {
      if (!isMissing(error)) throw error;
      await this.ensureFolders();
      return operation();
    }
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

  /** Whether the file exists (and, given `notIno`, is not that very file under another name). */
  private async exists(file: string, notIno?: number): Promise<boolean> {
    try {
      const info = await this.fs.stat(file);
      return notIno === undefined || info.ino !== notIno;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  private async claimedByAnyone(key: string, notIno?: number): Promise<boolean> {
    let owners: string[];
    try {
      owners = await this.fs.readdir(join(this.dir, "sending"));
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
    for (const owner of owners) {
      if (await this.exists(join(this.dir, "sending", owner, `${key}${EML}`), notIno)) return true;
    }
    return false;
  }

  /**
   * Whether the key is in sending/ or a resting folder (sent/, failed/, dismissed/, quarantine/,
   * erased/): the stages after waiting, looked at in the order a message moves through them, so
   * that a move during the look cannot hide it.
   */
  private async pastWaiting(key: string, notIno?: number): Promise<boolean> {
    if (await this.claimedByAnyone(key, notIno)) return true;
    for (const folder of RESTING) {
      if (await this.exists(this.fileFor(key, folder), notIno)) return true;
    }
    return this.exists(join(this.dir, "erased", key));
  }

  /** Whether this key was accepted before, by any process sharing the outbox. */
  async knows(key: string): Promise<boolean> {
    if (!KEY.test(key)) return false;
    if (this.remembers(key) || this.accepting.has(key)) return true;
    return this.knownOnDisk(key);
  }

  private async knownOnDisk(key: string): Promise<boolean> {
    const known = (await this.exists(this.fileFor(key))) || (await this.pastWaiting(key));
    if (known) this.remember(key);
    return known;
  }

  /** Writes the message durably, unless the key was accepted before. Throws what the disk says. */
  async accept(key: string, message: Buffer): Promise<Acceptance> {
    if (!KEY.test(key)) throw new Error("Not an inquiry key");
    // Of two submissions of one form to this process, the second waits for nothing: duplicate.
    if (this.remembers(key) || this.accepting.has(key)) return "duplicate";
    this.accepting.add(key);
    try {
      await this.prepare();
      if (await this.knownOnDisk(key)) return "duplicate";
      let ino: number;
      try {
        ino = await this.writeAs(this.fileFor(key), message);
      } catch (error) {
        if (errorCode(error) === "EEXIST") {
          this.remember(key); // another process has just accepted it
          return "duplicate";
        }
        throw error;
      }
      const waiting = this.fileFor(key);
      try {
        // Sent (or claimed) by another process between the first look and the link: not twice.
        // Our own file, claimed meanwhile by a worker's rescan, is the same inode: not another's.
        if (await this.pastWaiting(key, ino)) {
          await this.fs.unlink(waiting);
          this.remember(key);
          return "duplicate";
        }
        await this.syncDirectory(this.dir);
      } catch (error) {
        // Not known to be on disk: take it back, so the visitor is told the truth.
        await this.fs.unlink(waiting).catch(() => undefined);
        throw error;
      }
      this.remember(key);
      return "accepted";
    } finally {
      this.accepting.delete(key);
    }
  }

  /**
   * Writes a complete file under `target`: to tmp/, fsynced, then hard-linked (EEXIST when the
   * name is taken: nothing is replaced). The caller syncs the target's directory. Returns the
   * file's inode, which stays its own through every rename.
   */
  private async writeAs(target: string, message: Buffer): Promise<number> {
    const temporary = join(this.dir, "tmp", `${randomUUID()}.tmp`);
    const handle = await this.withFolders(() => this.fs.open(temporary, "wx", 0o600));
    try {
      let ino: number;
      try {
        await handle.writeFile(message);
        await handle.sync();
        ino = (await handle.stat()).ino;
      } finally {
        await handle.close();
      }
      await this.withFolders(() => this.fs.link(temporary, target));
      return ino;
    } finally {
      await this.fs.unlink(temporary).catch(() => undefined);
    }
  }

  /**
   * Keeps a visitor's receipt in held/ until the inquiry it answers has been delivered
   * (see releaseReceipt). A receipt held already stays as it is.
   */
  async holdReceipt(inquiryKey: string, message: Buffer): Promise<void> {
    const file = join(this.dir, "held", `${receiptKeyFor(inquiryKey)}${EML}`);
    try {
      await this.writeAs(file, message);
    } catch (error) {
      if (errorCode(error) !== "EEXIST") throw error;
    }
    await this.syncDirectory(join(this.dir, "held"));
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
    const held = join(this.dir, "held", `${key}${EML}`);
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
          .rename(join(this.dir, "held", name), this.fileFor(key, "failed"))
          .catch(() => undefined);
      }
    }
    return released;
  }

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
    const file = join(this.ownClaims, `${key}${EML}`);
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
    let owners: string[];
    try {
      owners = await this.fs.readdir(join(this.dir, "sending"));
    } catch (error) {
      if (isMissing(error)) return 0;
      throw error;
    }
    const host = hostname();
    let recovered = 0;
    for (const owner of owners) {
      if (owner === this.owner) continue;
      const dot = owner.lastIndexOf(".");
      const pid = Number(owner.slice(dot + 1));
      const deadHere = owner.slice(0, dot) === host && Number.isInteger(pid) && !processAlive(pid);
      const cutoff = this.now() - this.claimTimeoutMs;
      recovered += await this.returnClaims(
        join(this.dir, "sending", owner),
        (changedAt) => deadHere || changedAt < cutoff,
      );
      if (deadHere) await this.fs.rmdir(join(this.dir, "sending", owner)).catch(() => undefined);
    }
    return recovered;
  }

  /** Returns the claims in one owner's folder that `abandoned` says so of (by the claim's time). */
  private async returnClaims(
    folder: string,
    abandoned: (changedAt: number) => boolean,
  ): Promise<number> {
    let names: string[];
    try {
      names = await this.fs.readdir(folder);
    } catch (error) {
      if (isMissing(error)) return 0;
      throw error;
    }
    let returned = 0;
    for (const name of names) {
      const key = keyOf(name);
      if (!key) continue;
      const file = join(folder, name);
      // rename(2) sets the change time: when the message was claimed.
      const info = await this.fs.stat(file).catch(() => undefined);
      if (!info || !abandoned(info.ctimeMs)) continue;
      if (await this.returnClaim(file, key)) returned += 1;
    }
    return returned;
  }

  private async returnClaim(file: string, key: string): Promise<boolean> {
    try {
      await this.fs.link(file, this.fileFor(key));
    } catch (error) {
      // A waiting file of that name (a resubmission being accepted): leave the claim for later.
      if (errorCode(error) === "EEXIST" || isMissing(error)) return false;
      throw error;
    }
    await this.fs.unlink(file);
    await this.syncDirectory(this.dir);
    return true;
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

  /**
   * Sets a claimed file aside that cannot be sent as it is (unreadable, empty, cut short): moved
   * to quarantine/ with the reason written beside it. It is never sent and never blocks another
   * message; the operator looks at it (npm run outbox -- show) and retries or dismisses it.
   */
  async quarantine(claim: Claim, reason: string, code?: string): Promise<string> {
    const target = this.fileFor(claim.key, "quarantine");
    await this.withFolders(() => this.fs.rename(claim.file, target));
    const note = `${JSON.stringify({ reason, code, at: new Date(this.now()).toISOString() })}\n`;
    const handle = await this.fs.open(
      join(this.dir, "quarantine", `${claim.key}.reason`),
      "w",
      0o600,
    );
    try {
      await handle.writeFile(note);
    } finally {
      await handle.close();
    }
    await this.syncDirectory(join(this.dir, "quarantine"));
    return target;
  }

  /** Why a quarantined message was set aside, as written at the time. */
  async quarantineReason(key: string): Promise<string | undefined> {
    if (!KEY.test(key)) return undefined;
    const text = await this.fs
      .readFile(join(this.dir, "quarantine", `${key}.reason`), "utf8")
      .catch(() => undefined);
    if (!text) return undefined;
    try {
      return String((JSON.parse(text) as { reason?: unknown }).reason ?? "");
    } catch {
      return text.trim();
    }
  }

  /** The messages in one resting folder, oldest first (by when they were accepted). */
  async list(folder: Folder): Promise<Resting[]> {
    const dir = join(this.dir, folder);
    const names = await this.fs.readdir(dir).catch((error: unknown) => {
      if (isMissing(error)) return [] as string[];
      throw error;
    });
    const entries: Resting[] = [];
    for (const name of names) {
      const key = keyOf(name);
      if (!key) continue;
      const file = join(dir, name);
      const info = await this.fs.stat(file).catch(() => undefined);
      if (info) entries.push({ key, file, folder, acceptedAt: info.mtimeMs, bytes: info.size });
    }
    return entries.sort((a, b) => a.acceptedAt - b.acceptedAt || a.key.localeCompare(b.key));
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
      await this.fs.unlink(join(this.dir, "quarantine", `${key}.reason`)).catch(() => undefined);
    }
    await this.syncDirectory(to === "waiting" ? this.dir : join(this.dir, to));
    return target;
  }

  /**
   * Deletes one message wherever it rests or waits, and leaves an empty marker under erased/ so
   * that a resubmission of its form is still recognised. Returns the folders it was found in.
   */
  async erase(key: string): Promise<string[]> {
    if (!KEY.test(key)) throw new Error("Not an inquiry key");
    const found: string[] = [];
    const places: [string, string][] = [
      ["waiting", this.fileFor(key)],
      ["held", join(this.dir, "held", `${key}${EML}`)],
      ...RESTING.map((folder): [string, string] => [folder, this.fileFor(key, folder)]),
    ];
    await this.ensureFolders();
    const marker = await this.fs.open(join(this.dir, "erased", key), "w", 0o600);
    await marker.close();
    for (const [where, file] of places) {
      try {
        await this.fs.unlink(file);
        found.push(where);
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    }
    await this.fs.unlink(join(this.dir, "quarantine", `${key}.reason`)).catch(() => undefined);
    return found;
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
          await this.fs
            .unlink(join(this.dir, folder, `${entry.key}.reason`))
            .catch(() => undefined);
        }
        deleted.push({ key: entry.key, folder, ageDays: ageDays(entry.acceptedAt) });
      }
    }
    const erased = join(this.dir, "erased");
    for (const name of await this.fs.readdir(erased).catch(() => [] as string[])) {
      if (!KEY.test(name)) continue;
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
    const owners = await this.fs.readdir(join(this.dir, "sending")).catch(() => [] as string[]);
    for (const owner of owners) {
      const folder = join(this.dir, "sending", owner);
      const names = await this.fs.readdir(folder).catch(() => [] as string[]);
      for (const name of names.filter((n) => keyOf(n))) {
        const info = await this.fs.stat(join(folder, name)).catch(() => undefined);
        if (info) times.push(info.mtimeMs);
      }
    }
    return { count: times.length, oldestAt: times.length > 0 ? Math.min(...times) : null };
  }
}
