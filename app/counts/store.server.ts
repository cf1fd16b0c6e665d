import { createHash, randomBytes } from "node:crypto";
import * as nodeFs from "node:fs/promises";
import { hostname } from "node:os";
import { join, resolve } from "node:path";
import {
  addCounts,
  addDays,
  type CountEvent,
  countKey,
  DAY,
  type DayCounts,
  dayOf,
} from "~/counts/counts";

/**
 * The counts on disk, shared by every server process on the host:
 *
 *   COUNTS_DIR/<day>/<host>.<pid>.<start>.json   one process's counts of that day, rewritten whole
 *                                                (temporary file, rename) a few seconds after a count
 *   COUNTS_DIR/<day>/day.json                    the day's total, once the day is two days old:
 *                                                the processes' files are added up and removed, and
 *                                                the visitors' hashes become a number
 *   COUNTS_DIR/salt/<day>                        today's salt for the visitors' hashes, its own file,
 *                                                never in a counts file; yesterday's is deleted
 *
 * A count is a number in memory first (about a microsecond, no disk on the request's way); a
 * failed write (disk full, read-only) is logged once and tried again at the next flush, and never
 * reaches a visitor. Up to FLUSH_MS of counts are lost if the process is killed.
 */

type CountsFs = Pick<
  typeof nodeFs,
  "mkdir" | "readdir" | "readFile" | "writeFile" | "rename" | "link" | "unlink" | "rm"
>;

export type CountsLog = (event: string, fields: Record<string, string | number>) => void;

export type CountStoreOptions = {
  dir: string;
  timeZone: string;
  /** Days older than this are deleted. */
  retentionMs: number;
  log: CountsLog;
  fs?: CountsFs;
  now?: () => number;
  flushMs?: number;
  owner?: string;
};

export const FLUSH_MS = 2000;
const DAY_FILE = "day.json";
const HASH_HEX = 16;
const PENDING_MAX = 10_000;

type Today = {
  counts: Map<string, number>;
  visitors: Set<string>;
  /** Visitor and print of each arrival counted today: in memory only, never written. */
  arrivals: Set<string>;
  dirty: boolean;
};
type ProcessFile = { counts: Record<string, number>; visitors: string[] };
type ClosedDay = { counts: Record<string, number>; visitors: number };

export class CountStore {
  readonly dir: string;
  private readonly fs: CountsFs;
  private readonly now: () => number;
  /** Names this process's files: host, process id and start, so a restart never reuses them. */
  private readonly owner: string;
  private readonly days = new Map<string, Today>();
  private salt: { day: string; value: Buffer } | undefined;
  /** The day whose salt is being fetched, and the visitors waiting for it (in memory only). */
  private saltDay: string | undefined;
  /** Settles once the salt being fetched is known and the visitors waiting for it are hashed. */
  private salting: Promise<void> = Promise.resolve();
  private pendingVisitors: { day: string; visitor: { address: string; userAgent: string } }[] = [];
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;
  private failing = false;

  constructor(private readonly options: CountStoreOptions) {
    this.dir = resolve(options.dir);
    this.fs = options.fs ?? nodeFs;
    this.now = options.now ?? Date.now;
    this.owner = options.owner ?? `${hostname()}.${process.pid}.${Date.now().toString(36)}`;
  }

  today(): string {
    return dayOf(this.now(), this.options.timeZone);
  }

  /**
   * Counts one event (and, with a visitor, that visitor once for the day). Never throws, never
   * waits: the write happens later, off the request's way.
   */
  record(events: readonly CountEvent[], visitor?: { address: string; userAgent: string }): void {
    if (events.length === 0) return;
    const day = this.today();
    const today = this.dayState(day);
    const hash = visitor && this.salt?.day === day ? visitorHash(this.salt.value, visitor) : "";
    for (const event of events) {
      // A visitor who removes one print from the list, or corrects the form, sees the contact page
      // again with the others: an arrival with a print counts once per visitor and day.
      if (event.kind === "add" && hash) {
        const arrival = `${hash}|${event.subject}`;
        if (today.arrivals.has(arrival)) continue;
        today.arrivals.add(arrival);
      }
      const key = countKey(event);
      today.counts.set(key, (today.counts.get(key) ?? 0) + 1);
    }
    if (visitor) this.countVisitor(day, visitor);
    today.dirty = true;
    this.scheduleFlush();
  }

  /** Resolves once today's salt is known and every visitor recorded so far is counted. */
  settled(): Promise<void> {
    return this.salting;
  }

  /** Writes what is not yet on disk; resolves when done (a failure is logged, not thrown). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const run = async () => {
      const current = this.today();
      for (const [day, state] of this.days) {
        if (state.dirty) {
          state.dirty = false;
          try {
            await this.writeProcessFile(day, state);
            if (this.failing) {
              this.failing = false;
              this.options.log("counts.saved", { dir: this.dir });
            }
          } catch (error) {
            state.dirty = true;
            this.reportFailure(error);
          }
        }
        // Only today's counts can still grow; an older day written once is done with.
        if (day !== current && !state.dirty) this.days.delete(day);
      }
    };
    this.flushing = (this.flushing ?? Promise.resolve()).then(run, run);
    return this.flushing;
  }

  private scheduleFlush() {
    if (this.timer) return;
    this.timer = setTimeout(() => void this.flush(), this.options.flushMs ?? FLUSH_MS);
    this.timer.unref();
  }

  private reportFailure(error: unknown) {
    if (this.failing) return;
    this.failing = true;
    this.options.log("counts.unsaved", {
      dir: this.dir,
      code: (error as NodeJS.ErrnoException).code ?? "UNKNOWN",
      problem: "counts cannot be written: they are kept in memory and written when the disk allows",
    });
  }

  private dayState(day: string): Today {
    let state = this.days.get(day);
    if (!state) {
      state = { counts: new Map(), visitors: new Set(), arrivals: new Set(), dirty: false };
      this.days.set(day, state);
      // Memory stays bounded whatever the disk does: today and yesterday at most.
      for (const other of [...this.days.keys()]) {
        if (other < addDays(day, -1)) this.days.delete(other);
      }
    }
    return state;
  }

  private async writeProcessFile(day: string, state: Today): Promise<void> {
    const folder = join(this.dir, day);
    await this.fs.mkdir(folder, { recursive: true });
    const body: ProcessFile = {
      counts: Object.fromEntries(state.counts),
      visitors: [...state.visitors],
    };
    const temporary = join(folder, `.${this.owner}.tmp`);
    await this.fs.writeFile(temporary, JSON.stringify(body), { mode: 0o640 });
    await this.fs.rename(temporary, join(folder, `${this.owner}.json`));
  }

  /**
   * Today's salt, shared by the processes on this host through its own file (the first process to
   * need it writes it; link(2) lets one win); the files of earlier days are deleted. Until it is
   * known (the first moments of a process's day), visitors wait in memory to be hashed. When the
   * disk cannot keep it, this process uses a salt of its own (a visitor seen by two processes
   * then counts twice).
   */
  private countVisitor(day: string, visitor: { address: string; userAgent: string }) {
    if (this.salt?.day === day) {
      this.dayState(day).visitors.add(visitorHash(this.salt.value, visitor));
      return;
    }
    if (this.pendingVisitors.length < PENDING_MAX) this.pendingVisitors.push({ day, visitor });
    if (this.saltDay === day) return;
    this.saltDay = day;
    this.salting = this.shareSalt(day).then((value) => {
      this.salt = { day, value };
      const pending = this.pendingVisitors.filter((p) => p.day === day);
      this.pendingVisitors = [];
      for (const p of pending) this.dayState(day).visitors.add(visitorHash(value, p.visitor));
      if (pending.length > 0) {
        this.dayState(day).dirty = true;
        this.scheduleFlush();
      }
    });
  }

  private async shareSalt(day: string): Promise<Buffer> {
    const mine = randomBytes(32);
    const folder = join(this.dir, "salt");
    const file = join(folder, day);
    try {
      await this.fs.mkdir(folder, { recursive: true, mode: 0o700 });
      const temporary = join(folder, `.${this.owner}.tmp`);
      await this.fs.writeFile(temporary, mine, { mode: 0o600 });
      try {
        await this.fs.link(temporary, file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      } finally {
        await this.fs.unlink(temporary).catch(() => undefined);
      }
      const shared = await this.fs.readFile(file);
      for (const name of await this.fs.readdir(folder)) {
        if (DAY.test(name) && name !== day)
          await this.fs.unlink(join(folder, name)).catch(() => {});
      }
      return shared.length === mine.length ? shared : mine;
    } catch (error) {
      this.reportFailure(error);
      return mine;
    }
  }

  /** The counts of each day from `from` to `to` (inclusive), every process's added up. */
  async read(from: string, to: string): Promise<Map<string, DayCounts>> {
    const result = new Map<string, DayCounts>();
    for (const day of await this.storedDays()) {
      if (day < from || day > to) continue;
      result.set(day, await this.readDay(day));
    }
    return result;
  }

  private async storedDays(): Promise<string[]> {
    try {
      return (await this.fs.readdir(this.dir)).filter((name) => DAY.test(name)).sort();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
      throw error;
    }
  }

  private async readDay(day: string): Promise<DayCounts> {
    const folder = join(this.dir, day);
    const names = await this.fs.readdir(folder).catch(() => [] as string[]);
    if (names.includes(DAY_FILE)) {
      const closed = JSON.parse(
        await this.fs.readFile(join(folder, DAY_FILE), "utf8"),
      ) as ClosedDay;
      return { counts: closed.counts, visitors: closed.visitors };
    }
    const parts: ProcessFile[] = [];
    for (const name of names) {
      if (name.startsWith(".") || !name.endsWith(".json")) continue;
      const text = await this.fs.readFile(join(folder, name), "utf8").catch(() => undefined);
      if (!text) continue;
      try {
        parts.push(JSON.parse(text) as ProcessFile);
      } catch {
        // A file cut short by a crash mid-write cannot be: writes are renamed into place.
      }
    }
    const visitors = new Set(parts.flatMap((p) => p.visitors));
    return { counts: addCounts(parts.map((p) => p.counts)), visitors: visitors.size };
  }

  /**
   * Adds up the days at least two days old into one file each (the visitors' hashes become a
   * number), and deletes the days older than the retention. Safe with several processes: the
   * day's file is linked into place (one wins) before the processes' files are removed, and
   * readers take the day's file alone once it is there.
   */
  async tidy(): Promise<void> {
    const today = this.today();
    const oldest = dayOf(this.now() - this.options.retentionMs, this.options.timeZone);
    for (const day of await this.storedDays()) {
      const folder = join(this.dir, day);
      if (day < oldest) {
        await this.fs.rm(folder, { recursive: true, force: true });
        this.options.log("counts.deleted", { day, reason: "retention" });
        continue;
      }
      if (day >= addDays(today, -1)) continue;
      const names = await this.fs.readdir(folder);
      if (names.includes(DAY_FILE)) {
        for (const name of names) {
          if (name !== DAY_FILE) await this.fs.unlink(join(folder, name)).catch(() => {});
        }
        continue;
      }
      const closed: ClosedDay = await this.readDay(day);
      const temporary = join(folder, `.${this.owner}.day.tmp`);
      await this.fs.writeFile(temporary, JSON.stringify(closed), { mode: 0o640 });
      try {
        await this.fs.link(temporary, join(folder, DAY_FILE));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      } finally {
        await this.fs.unlink(temporary).catch(() => undefined);
      }
      for (const name of names) await this.fs.unlink(join(folder, name)).catch(() => {});
    }
  }

  stop(): Promise<void> {
    return this.flush();
  }
}

/** A visitor for one day: the salted hash of address and user agent, cut to 64 bits. */
export function visitorHash(salt: Buffer, visitor: { address: string; userAgent: string }): string {
  return createHash("sha256")
    .update(salt)
    .update(visitor.address)
    .update("\n")
    .update(visitor.userAgent)
    .digest("hex")
    .slice(0, HASH_HEX);
}
