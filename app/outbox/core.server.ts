import { randomUUID } from "node:crypto";
import * as nodeFs from "node:fs/promises";
import { hostname } from "node:os";
import { join, resolve } from "node:path";
import { isMessageKey } from "~/outbox/message-key";

/**
 * The outbox's core, shared by its three sides (the action's, the worker's, the operator's; the
 * folders and who uses what: outbox.server.ts): where each file lives, how a file is written
 * durably, and the error codes.
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

export type OutboxOptions = {
  fs?: OutboxFs;
  /** Names this process's claims: host and process id. */
  owner?: string;
  /** A claim older than this, by a process on another host, is taken to be abandoned. */
  claimTimeoutMs?: number;
  now?: () => number;
};

const EML = ".eml";
export const HOUR = 3_600_000;

/** The key a file name in the outbox stands for, if it is one of ours. */
export function keyOf(name: string): string | undefined {
  if (!name.endsWith(EML)) return undefined;
  const key = name.slice(0, -EML.length);
  return isMessageKey(key) ? key : undefined;
}

export function errorCode(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return typeof code === "string" ? code : "UNKNOWN";
}

export const isMissing = (error: unknown) => errorCode(error) === "ENOENT";

/** Names in a folder; none when the folder is not there. */
export async function namesIn(fs: OutboxFs, folder: string): Promise<string[]> {
  try {
    return await fs.readdir(folder);
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
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

/** One outbox folder on disk, and the operations every side of the outbox builds on. */
export class OutboxCore {
  readonly dir: string;
  readonly owner: string;
  readonly fs: OutboxFs;
  readonly claimTimeoutMs: number;
  readonly now: () => number;
  /** fsyncs a directory, one sync for all callers waiting at once (see groupSync). */
  readonly syncDirectory: (dir: string) => Promise<void>;
  private prepared?: Promise<void>;

  constructor(dir: string, options: OutboxOptions = {}) {
    this.dir = resolve(dir);
    this.fs = options.fs ?? nodeFs;
    this.owner = options.owner ?? `${hostname()}.${process.pid}`;
    this.claimTimeoutMs = options.claimTimeoutMs ?? 15 * 60_000;
    this.now = options.now ?? Date.now;
    this.syncDirectory = groupSync(new Map(), (d) => fsyncDirectory(this.fs, d));
  }

  /** A message's file: waiting (no folder) or resting in a folder. */
  fileFor(key: string, folder?: Folder): string {
    if (!isMessageKey(key)) throw new Error("Not an inquiry key");
    return folder ? join(this.dir, folder, `${key}${EML}`) : join(this.dir, `${key}${EML}`);
  }

  heldFile(key: string): string {
    return join(this.dir, "held", `${key}${EML}`);
  }

  /** A message of a bulk send (an announcement), before the worker lets it into the queue. */
  bulkFile(key: string): string {
    return join(this.dir, "bulk", `${key}${EML}`);
  }

  reasonFile(key: string): string {
    return join(this.dir, "quarantine", `${key}.reason`);
  }

  get sending(): string {
    return join(this.dir, "sending");
  }

  get ownClaims(): string {
    return join(this.sending, this.owner);
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
  async ensureFolders(): Promise<void> {
    for (const sub of ["tmp", "held", "bulk", "erased", ...RESTING, join("sending", this.owner)]) {
      await this.fs.mkdir(join(this.dir, sub), { recursive: true });
    }
  }

  /** Runs a file operation; if a folder has gone missing, makes it again and retries once. */
  async withFolders<T>(operation: () => Promise<T>): Promise<T> {
    try {
      return await operation();
    } catch (error) {
      if (!isMissing(error)) throw error;
      await this.ensureFolders();
      return operation();
    }
  }

  /** Whether the file exists (and, given `notIno`, is not that very file under another name). */
  async exists(file: string, notIno?: number): Promise<boolean> {
    try {
      const info = await this.fs.stat(file);
      return notIno === undefined || info.ino !== notIno;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  /**
   * Whether the key is in sending/ or a resting folder (sent/, failed/, dismissed/, quarantine/,
   * erased/): the stages after waiting, looked at in the order a message moves through them, so
   * that a move during the look cannot hide it.
   */
  async pastWaiting(key: string, notIno?: number): Promise<boolean> {
    for (const owner of await namesIn(this.fs, this.sending)) {
      if (await this.exists(join(this.sending, owner, `${key}${EML}`), notIno)) return true;
    }
    for (const folder of RESTING) {
      if (await this.exists(this.fileFor(key, folder), notIno)) return true;
    }
    return this.isErased(key);
  }

  /** Whether the message was erased on request (the marker erased/<key>): it must never be sent. */
  isErased(key: string): Promise<boolean> {
    return this.exists(join(this.dir, "erased", key));
  }

  /**
   * Writes a complete file under `target`: to tmp/, fsynced, then hard-linked (EEXIST when the
   * name is taken: nothing is replaced). The caller syncs the target's directory. Returns the
   * file's inode, which stays its own through every rename.
   */
  async writeAs(target: string, message: Buffer): Promise<number> {
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

  /** Returns the claims in one owner's folder that `abandoned` says so of (by the claim's time). */
  async returnClaims(folder: string, abandoned: (changedAt: number) => boolean): Promise<number> {
    let returned = 0;
    for (const name of await namesIn(this.fs, folder)) {
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

  /** Puts one claimed file back to waiting: linked under its key (never over a file of that name). */
  async returnClaim(file: string, key: string): Promise<boolean> {
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
}
