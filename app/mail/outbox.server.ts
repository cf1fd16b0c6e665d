import { randomUUID } from "node:crypto";
import { mkdir, open, readdir, readFile, rename, rm, stat } from "node:fs/promises";
import { join, resolve } from "node:path";

/**
 * The outbox: every accepted inquiry is a standard .eml file named by its one-time form key.
 *
 *   OUTBOX_DIR/<key>.eml         waiting to be sent
 *   OUTBOX_DIR/sent/<key>.eml    delivered (moved aside, never deleted)
 *   OUTBOX_DIR/failed/<key>.eml  refused for good by the SMTP server (5xx)
 *   OUTBOX_DIR/tmp/              half-written files; cleared at start
 *
 * A file appears in the outbox only complete and on disk: written to tmp/, fsynced, renamed,
 * and the directory fsynced. Because the name is the form key, a key seen before (waiting, sent or
 * failed) is a duplicate: the keys are read from the three folders once at start and kept in
 * memory (36 bytes each), so checking one costs no file system call. One server process owns an
 * outbox (remix-serve runs one).
 */

export type Folder = "sent" | "failed";
export type Acceptance = "accepted" | "duplicate";
export type Waiting = { key: string; file: string; queuedAt: number };

const KEY = /^[0-9a-f-]{36}$/;
const EML = ".eml";

/** The key a file name in the outbox stands for, if it is one of ours. */
function keyOf(name: string): string | undefined {
  if (!name.endsWith(EML)) return undefined;
  const key = name.slice(0, -EML.length);
  return KEY.test(key) ? key : undefined;
}

async function fsyncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, "r");
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
const directorySyncs = new Map<string, { running?: Promise<void>; queued?: Promise<void> }>();

export function syncDirectory(dir: string): Promise<void> {
  let state = directorySyncs.get(dir);
  if (!state) {
    state = {};
    directorySyncs.set(dir, state);
  }
  const s = state;
  const start = (): Promise<void> => {
    const running = fsyncDirectory(dir).finally(() => {
      if (s.running === running) s.running = undefined;
    });
    s.running = running;
    return running;
  };
  if (s.queued) return s.queued;
  if (s.running) {
    const queued = s.running
      .catch(() => undefined)
      .then(() => {
        s.queued = undefined;
        return start();
      });
    s.queued = queued;
    return queued;
  }
  return start();
}

export class Outbox {
  readonly dir: string;
  private readonly known = new Set<string>();
  private prepared?: Promise<void>;

  constructor(dir: string) {
    this.dir = resolve(dir);
  }

  fileFor(key: string, folder?: Folder): string {
    if (!KEY.test(key)) throw new Error("Not an inquiry key");
    return folder ? join(this.dir, folder, `${key}${EML}`) : join(this.dir, `${key}${EML}`);
  }

  /** Creates the folders, clears half-written files left by a crash, reads the known keys. */
  prepare(): Promise<void> {
    this.prepared ??= (async () => {
      await rm(join(this.dir, "tmp"), { recursive: true, force: true });
      await this.ensureFolders();
      for (const folder of [this.dir, join(this.dir, "sent"), join(this.dir, "failed")]) {
        for (const name of await readdir(folder)) {
          const key = keyOf(name);
          if (key) this.known.add(key);
        }
      }
    })();
    return this.prepared;
  }

  /** The folders again, should someone have removed them while the server runs. */
  private async ensureFolders(): Promise<void> {
    for (const sub of ["tmp", "sent", "failed"]) {
      await mkdir(join(this.dir, sub), { recursive: true });
    }
  }

  /** Runs a file operation; if a folder has gone missing, makes it again and retries once. */
  private async withFolders<T>(operation: () => Promise<T>): Promise<T> {
    try {
      return await operation();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      await this.ensureFolders();
      return operation();
    }
  }

  /** Whether this key was accepted before (waiting, sent or failed) or is being accepted now. */
  async knows(key: string): Promise<boolean> {
    await this.prepare();
    return this.known.has(key);
  }

  /** Writes the message durably, unless the key was accepted before. */
  async accept(key: string, message: Buffer): Promise<Acceptance> {
    await this.prepare();
    // Checked and claimed with no await between: of two simultaneous submissions, one writes.
    if (this.known.has(key)) return "duplicate";
    this.known.add(key);
    try {
      const temporary = join(this.dir, "tmp", `${key}.${randomUUID()}.tmp`);
      const handle = await this.withFolders(() => open(temporary, "wx", 0o600));
      try {
        await handle.writeFile(message);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temporary, this.fileFor(key));
      await syncDirectory(this.dir);
      return "accepted";
    } catch (error) {
      this.known.delete(key); // not written: a retry of this form may still be accepted
      throw error;
    }
  }

  /** Waiting messages, oldest first. */
  async waiting(): Promise<Waiting[]> {
    await this.prepare();
    const names = (await this.withFolders(() => readdir(this.dir))).filter((n) => keyOf(n));
    const entries = await Promise.all(
      names.map(async (name) => {
        const file = join(this.dir, name);
        try {
          return { key: name.slice(0, -EML.length), file, queuedAt: (await stat(file)).mtimeMs };
        } catch {
          return undefined; // moved meanwhile
        }
      }),
    );
    return entries
      .filter((e): e is Waiting => e !== undefined)
      .sort((a, b) => a.queuedAt - b.queuedAt || a.key.localeCompare(b.key));
  }

  read(key: string): Promise<Buffer> {
    return readFile(this.fileFor(key));
  }

  /** Moves a waiting message aside; returns where it now is. */
  async moveTo(key: string, folder: Folder): Promise<string> {
    const target = this.fileFor(key, folder);
    await this.withFolders(() => rename(this.fileFor(key), target));
    await syncDirectory(join(this.dir, folder));
    return target;
  }

  /** How many messages are waiting (for health checks). */
  async backlog(): Promise<number> {
    return (await this.waiting()).length;
  }
}
