import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import * as nodeFs from "node:fs/promises";
import { join, resolve } from "node:path";
import { dayOf } from "~/counts/counts";
import {
  type Consent,
  type Decision,
  decide,
  expired,
  ID_LENGTH,
  parseSubscriber,
  parseToken,
  type Subscriber,
} from "~/subscriptions/subscription";

/**
 * The subscribers to new work, in files under SUBSCRIBERS_DIR, the way the outbox and the counts
 * are kept: one JSON file per address, `<id>.json` (the id is a hash of the address, so a file is
 * found without a list), each written whole (tmp/, fsync, then linked or renamed into place, and
 * the folder fsynced) so a crash leaves the old record or the new, never half of one. Two
 * processes share the folder: a new address is linked in (link(2) fails when the name exists, so
 * of two processes asking for one address at once, one writes it and the other reads it back).
 *
 *   <id>.json          a subscriber: the address, consent asked and given, the link's secret
 *   journal/<day>.log  one line per subscriber who joined or left that day ("joined"/"left"), no
 *                      address: the weekly letter's figures
 *   tmp/               files being written
 *
 * Nothing else is kept: no client address, no opening or clicking of a mail. An unsubscribe or an
 * erasure deletes the file; an unconfirmed address is deleted after 7 days (sweep).
 */

type Fs = Pick<
  typeof nodeFs,
  "appendFile" | "link" | "mkdir" | "open" | "readdir" | "readFile" | "rename" | "stat" | "unlink"
>;

export type StoreOptions = { fs?: Fs; now?: () => number; timeZone?: string };

export type Listed = { id: string; subscriber: Subscriber };

const JSON_EXT = ".json";

/** A subscriber's id: the first 128 bits of the address's SHA-256, in hex. */
export function subscriberId(address: string): string {
  return createHash("sha256").update(address).digest("hex").slice(0, ID_LENGTH);
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const code = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code;

export class SubscriberStore {
  readonly dir: string;
  private readonly fs: Fs;
  private readonly now: () => number;
  private readonly timeZone: string;

  constructor(dir: string, options: StoreOptions = {}) {
    this.dir = resolve(dir);
    this.fs = options.fs ?? nodeFs;
    this.now = options.now ?? Date.now;
    this.timeZone = options.timeZone ?? "UTC";
  }

  fileOf(id: string): string {
    if (!/^[0-9a-f]+$/.test(id)) throw new Error("Not a subscriber id");
    return join(this.dir, `${id}${JSON_EXT}`);
  }

  private async folders(): Promise<void> {
    for (const sub of ["tmp", "journal"]) {
      await this.fs.mkdir(join(this.dir, sub), { recursive: true });
    }
  }

  /** The record, or undefined when there is none (or it is not one of ours). */
  async read(id: string): Promise<Subscriber | undefined> {
    let text: string;
    try {
      text = await this.fs.readFile(this.fileOf(id), "utf8");
    } catch (error) {
      if (code(error) === "ENOENT") return undefined;
      throw error;
    }
    return parseSubscriber(text);
  }

  /** Writes a record whole: linked in when `fresh` (EEXIST if another process was first), else renamed over. */
  private async write(id: string, subscriber: Subscriber, fresh: boolean): Promise<void> {
    await this.folders();
    const temporary = join(this.dir, "tmp", `${id}.${randomBytes(8).toString("hex")}.tmp`);
    const handle = await this.fs.open(temporary, "wx", 0o600);
    try {
      await handle.writeFile(`${JSON.stringify(subscriber, null, 2)}\n`);
      await handle.sync();
    } finally {
      await handle.close();
    }
    try {
      if (fresh) {
        await this.fs.link(temporary, this.fileOf(id));
        await this.fs.unlink(temporary);
      } else {
        await this.fs.rename(temporary, this.fileOf(id));
      }
    } catch (error) {
      await this.fs.unlink(temporary).catch(() => undefined);
      throw error;
    }
    await this.syncFolder();
  }

  private async syncFolder(): Promise<void> {
    const handle = await this.fs.open(this.dir, "r");
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  }

  /**
   * Asks for an address with the consent words shown: records it (or asks again) and says whether a
   * confirmation mail is due. Throws what the disk says.
   */
  async ask(
    address: string,
    consent: Consent,
  ): Promise<Decision & { id: string; previous?: Subscriber }> {
    const id = subscriberId(address);
    const secret = randomBytes(16).toString("base64url");
    for (let attempt = 0; ; attempt += 1) {
      const existing = await this.read(id);
      const decision = decide(existing, { address, consent, secret }, this.now());
      if (decision.action === "quiet") return { ...decision, id };
      try {
        await this.write(id, decision.subscriber, existing === undefined);
        return { ...decision, id, ...(existing ? { previous: existing } : {}) };
      } catch (error) {
        // Another process has just written this address: decide again on what it wrote.
        if (code(error) !== "EEXIST" || attempt > 0) throw error;
      }
    }
  }

  /**
   * Takes back what ask() wrote when its confirmation could not be kept: the record as it was, or
   * none, so that asking again mails at once.
   */
  async forget(id: string, previous: Subscriber | undefined): Promise<void> {
    if (previous) await this.write(id, previous, false);
    else await this.remove(id);
  }

  /** The subscriber a link's token names, when the secret matches. */
  async byToken(token: string): Promise<Listed | undefined> {
    const parsed = parseToken(token);
    if (!parsed) return undefined;
    const subscriber = await this.read(parsed.id);
    if (!subscriber || !sameSecret(subscriber.secret, parsed.secret)) return undefined;
    if (expired(subscriber, this.now())) return undefined;
    return { id: parsed.id, subscriber };
  }

  /** Confirms the subscription a token names: "confirmed", "already" (confirmed before) or "unknown". */
  async confirm(token: string): Promise<"confirmed" | "already" | "unknown"> {
    const found = await this.byToken(token);
    if (!found) return "unknown";
    if (found.subscriber.confirmed) return "already";
    const at = new Date(this.now()).toISOString();
    await this.write(found.id, { ...found.subscriber, confirmed: { at } }, false);
    await this.journal("joined");
    return "confirmed";
  }

  /** Ends the subscription a token names at once: the record is deleted. */
  async unsubscribe(token: string): Promise<"ended" | "unknown"> {
    const found = await this.byToken(token);
    if (!found) return "unknown";
    if (!(await this.remove(found.id))) return "unknown";
    if (found.subscriber.confirmed) await this.journal("left");
    return "ended";
  }

  /** Deletes a subscriber and their consent record (an erasure request). Whether there was one. */
  async erase(address: string): Promise<boolean> {
    return this.remove(subscriberId(address));
  }

  private async remove(id: string): Promise<boolean> {
    try {
      await this.fs.unlink(this.fileOf(id));
    } catch (error) {
      if (code(error) === "ENOENT") return false;
      throw error;
    }
    await this.syncFolder();
    return true;
  }

  /** Every subscriber, unconfirmed ones too, by when they were asked for. */
  async list(): Promise<Listed[]> {
    let names: string[];
    try {
      names = await this.fs.readdir(this.dir);
    } catch (error) {
      if (code(error) === "ENOENT") return [];
      throw error;
    }
    const listed: Listed[] = [];
    for (const name of names) {
      if (!name.endsWith(JSON_EXT)) continue;
      const id = name.slice(0, -JSON_EXT.length);
      if (!/^[0-9a-f]+$/.test(id)) continue;
      const subscriber = await this.read(id).catch(() => undefined);
      if (subscriber) listed.push({ id, subscriber });
    }
    return listed.sort((a, b) => a.subscriber.asked.at.localeCompare(b.subscriber.asked.at));
  }

  /** Whether the address is a confirmed subscriber (an announcement written for it still goes). */
  async isSubscribed(address: string): Promise<boolean> {
    const subscriber = await this.read(subscriberId(address.trim().toLowerCase()));
    return subscriber?.confirmed !== undefined;
  }

  /** The confirmed subscribers: whom an announcement goes to. */
  async confirmed(): Promise<Listed[]> {
    return (await this.list()).filter((l) => l.subscriber.confirmed);
  }

  /** Forgets the unconfirmed addresses past keeping, and files an hour half-written. Returns how many. */
  async sweep(): Promise<number> {
    let forgotten = 0;
    const now = this.now();
    for (const { id, subscriber } of await this.list()) {
      if (expired(subscriber, now) && (await this.remove(id))) forgotten += 1;
    }
    // A younger file may be another process's write in progress.
    for (const name of await this.fs.readdir(join(this.dir, "tmp")).catch(() => [] as string[])) {
      const file = join(this.dir, "tmp", name);
      const info = await this.fs.stat(file).catch(() => undefined);
      if (info && now - info.mtimeMs > 3_600_000) await this.fs.unlink(file).catch(() => undefined);
    }
    return forgotten;
  }

  /** One line in the day's journal: a count, never a name. */
  private async journal(event: "joined" | "left"): Promise<void> {
    await this.folders();
    const day = dayOf(this.now(), this.timeZone);
    await this.fs.appendFile(join(this.dir, "journal", `${day}.log`), `${event}\n`);
  }

  /** How many joined and left on these days (the weekly letter's week). */
  async movements(days: readonly string[]): Promise<{ joined: number; left: number }> {
    let joined = 0;
    let left = 0;
    for (const day of days) {
      const file = join(this.dir, "journal", `${day}.log`);
      const text = await this.fs.readFile(file, "utf8").catch(() => "");
      for (const line of text.split("\n")) {
        if (line === "joined") joined += 1;
        else if (line === "left") left += 1;
      }
    }
    return { joined, left };
  }
}
