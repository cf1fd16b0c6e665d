import * as nodeFs from "node:fs/promises";
import { join } from "node:path";
import { type InquiryLog, logInquiryEvent } from "~/outbox/inquiry-log.server";
import { addressesOf, headerFields, messageProblem } from "~/outbox/message-check.server";
import { errorCode, type Folder, type Outbox, RESTING } from "~/outbox/outbox.server";

/**
 * The operator's command for the outbox: `npm run outbox -- <command>`.
 *
 *   list [folder]        what is in failed/ and quarantine/ (or the folder named), oldest first
 *   show <key>           one message, as it would be sent, and why it rests where it is
 *   retry <key>|--all    back into the queue (from failed/ or quarantine/)
 *   dismiss <key>|--all  looked at, and not to be sent: to dismissed/ (deleted after retention)
 *   find <email>         the keys of one person's messages, wherever they are
 *   erase <email>        deletes them (a visitor's request); the keys stay known as duplicates
 *
 * Run it as the service's user, or as root: as root, whatever it creates or moves is handed to
 * the owner of OUTBOX_DIR, so the service can still read, send and delete it.
 */

export const USAGE = `usage: npm run outbox -- list [failed|quarantine|dismissed|sent]
       npm run outbox -- show <key>
       npm run outbox -- retry <key>|--all
       npm run outbox -- dismiss <key>|--all
       npm run outbox -- find <email>
       npm run outbox -- erase <email>`;

export type CommandContext = {
  outbox: Outbox;
  /** A line for the person at the terminal. */
  print: (line: string) => void;
  /** Each change, as a JSON log line (no personal data). */
  log?: InquiryLog;
  now?: () => number;
  /** Whether to hand created and moved files to the outbox's owner (as root: yes). */
  adopt?: boolean;
  /**
   * What else the site keeps of a person, found and erased with their messages (the subscriber
   * and their consent record): one erasure request is one command.
   */
  records?: readonly PersonRecord[];
};

export type PersonRecord = {
  /** What it is, for the person at the terminal: "subscriber and consent record". */
  what: string;
  find: (address: string) => Promise<boolean>;
  erase: (address: string) => Promise<boolean>;
};

const ATTENTION: Folder[] = ["failed", "quarantine"];

function age(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return hours < 48 ? `${hours} h` : `${Math.floor(hours / 24)} d`;
}

/** Hands a path to the outbox's owner when it belongs to someone else (run as root). */
async function adopt(context: CommandContext, paths: string[]): Promise<void> {
  if (!context.adopt) return;
  const owner = await nodeFs.stat(context.outbox.dir);
  for (const path of paths) {
    const info = await nodeFs.lstat(path).catch(() => undefined);
    if (!info) continue;
    if (info.uid !== owner.uid || info.gid !== owner.gid) {
      await nodeFs.chown(path, owner.uid, owner.gid);
    }
    // A file someone copied in as root with mode 0600 stays readable by its new owner.
    if (info.isFile() && (info.mode & 0o600) !== 0o600) {
      await nodeFs.chmod(path, (info.mode & 0o777) | 0o600);
    }
  }
}

/** The outbox's own folders, which a run as root may have created. */
function folders(outbox: Outbox): string[] {
  return ["tmp", "held", "bulk", "erased", "sending", ...RESTING].map((f) => join(outbox.dir, f));
}

async function findKey(outbox: Outbox, key: string): Promise<Folder | undefined> {
  for (const folder of RESTING) {
    const entries = await outbox.list(folder);
    if (entries.some((e) => e.key === key)) return folder;
  }
  return undefined;
}

/**
 * Every message one address wrote or is written to: waiting, held, being sent (claimed by a server
 * process in sending/<owner>/) or resting. Also the folders and files it could not read (the run's
 * user lacks the right, a disk error): the operator must hear that the search was not whole.
 */
async function messagesOf(
  outbox: Outbox,
  address: string,
): Promise<{ keys: string[]; unreadable: string[] }> {
  const wanted = address.trim().toLowerCase();
  const unreadable: string[] = [];
  const emlsIn = async (folder: string) => {
    try {
      return (await nodeFs.readdir(folder))
        .filter((n) => n.endsWith(".eml"))
        .map((n) => ({ key: n.slice(0, -4), file: join(folder, n) }));
    } catch (error) {
      if (errorCode(error) !== "ENOENT") unreadable.push(`${folder} (${errorCode(error)})`);
      return [];
    }
  };
  const sending = join(outbox.dir, "sending");
  const owners = await namesIn(sending, unreadable);
  const candidates = [
    ...(await emlsIn(outbox.dir)),
    ...(await emlsIn(join(outbox.dir, "held"))),
    ...(await emlsIn(join(outbox.dir, "bulk"))),
  ];
  for (const owner of owners) candidates.push(...(await emlsIn(join(sending, owner))));
  for (const folder of RESTING) candidates.push(...(await emlsIn(join(outbox.dir, folder))));
  const keys = new Set<string>();
  for (const { key, file } of candidates) {
    try {
      if (addressesOf(await nodeFs.readFile(file)).includes(wanted)) keys.add(key);
    } catch (error) {
      // Moved on meanwhile (sent, claimed): it is looked for where it went.
      if (errorCode(error) !== "ENOENT") unreadable.push(`${file} (${errorCode(error)})`);
    }
  }
  return { keys: [...keys], unreadable };
}

/** The entries of a folder; none when it does not exist, and noted when it cannot be read. */
async function namesIn(folder: string, unreadable: string[]): Promise<string[]> {
  try {
    return await nodeFs.readdir(folder);
  } catch (error) {
    if (errorCode(error) !== "ENOENT") unreadable.push(`${folder} (${errorCode(error)})`);
    return [];
  }
}

export async function runOutboxCommand(args: string[], context: CommandContext): Promise<number> {
  try {
    return await run(args, context);
  } finally {
    // The command claims nothing: its own (empty) claims folder goes with it.
    await nodeFs.rmdir(join(context.outbox.dir, "sending", context.outbox.owner)).catch(() => {});
  }
}

async function run(args: string[], context: CommandContext): Promise<number> {
  const { outbox, print } = context;
  const log = context.log ?? logInquiryEvent;
  const now = context.now ?? Date.now;
  const [command, argument] = args;
  await outbox.prepare();
  await adopt(context, folders(outbox));

  switch (command) {
    case "list": {
      const wanted = argument ? [argument as Folder] : ATTENTION;
      if (wanted.some((f) => !RESTING.includes(f))) {
        print(`unknown folder: ${argument} (one of ${RESTING.join(", ")})`);
        return 2;
      }
      let total = 0;
      for (const folder of wanted) {
        for (const entry of await outbox.list(folder)) {
          total += 1;
          const message = await nodeFs.readFile(entry.file).catch(() => undefined);
          const subject = message ? (headerFields(message)?.get("subject") ?? "") : "";
          const why =
            folder === "quarantine"
              ? ` [${(await outbox.quarantineReason(entry.key)) ?? "?"}]`
              : "";
          print(
            `${folder}\t${entry.key}\t${age(now() - entry.acceptedAt)} ago\t${entry.bytes} B\t${subject}${why}`,
          );
        }
      }
      const waiting = (await outbox.backlog()).count;
      print(`${total} listed; ${waiting} waiting to be sent`);
      return 0;
    }
    case "show": {
      const folder = argument ? await findKey(outbox, argument) : undefined;
      const file = folder
        ? outbox.fileFor(argument as string, folder)
        : argument && (await nodeFs.stat(outbox.fileFor(argument)).catch(() => undefined))
          ? outbox.fileFor(argument)
          : undefined;
      if (!argument || !file) {
        print(`no message ${argument ?? ""} in the outbox`);
        return 1;
      }
      print(`# ${folder ?? "waiting"}: ${file}`);
      if (folder === "quarantine") print(`# reason: ${await outbox.quarantineReason(argument)}`);
      try {
        const message = await nodeFs.readFile(file);
        const problem = messageProblem(message);
        if (problem) print(`# not a whole message: ${problem}`);
        print(message.toString("utf8"));
      } catch (error) {
        print(`# cannot be read: ${(error as Error).message}`);
      }
      return 0;
    }
    case "retry":
    case "dismiss": {
      if (!argument) {
        print(USAGE);
        return 2;
      }
      const targets: { key: string; folder: Folder }[] = [];
      if (argument === "--all") {
        for (const folder of ATTENTION) {
          for (const e of await outbox.list(folder)) targets.push({ key: e.key, folder });
        }
      } else {
        const folder = await findKey(outbox, argument);
        if (!folder || !ATTENTION.includes(folder)) {
          print(`no message ${argument} in failed/ or quarantine/`);
          return 1;
        }
        targets.push({ key: argument, folder });
      }
      for (const { key, folder } of targets) {
        const file = await outbox.move(key, folder, command === "retry" ? "waiting" : "dismissed");
        await adopt(context, [file]);
        log(command === "retry" ? "outbox.retried" : "outbox.dismissed", { key, from: folder });
        print(`${command === "retry" ? "queued again" : "dismissed"}: ${key} (from ${folder}/)`);
      }
      if (command === "retry" && targets.length > 0) {
        print("the running server sends them within OUTBOX_RESCAN_SECONDS");
      }
      return 0;
    }
    case "find":
    case "erase": {
      if (!argument?.includes("@")) {
        print(USAGE);
        return 2;
      }
      const { keys, unreadable } = await messagesOf(outbox, argument);
      for (const key of keys) {
        if (command === "find") {
          print(key);
          continue;
        }
        const { found, unreachable } = await outbox.erase(key);
        await adopt(context, [join(outbox.dir, "erased", key)]);
        log("outbox.erased", { key, folders: found, reason: "request" });
        print(`erased: ${key} (${found.join(", ")})`);
        for (const place of unreachable) unreadable.push(`${key} in ${place}`);
      }
      print(
        `${keys.length} message${keys.length === 1 ? "" : "s"} ${command === "find" ? "found" : "erased"}`,
      );
      for (const record of context.records ?? []) {
        try {
          const address = argument.trim().toLowerCase();
          if (command === "find" && (await record.find(address))) print(`found: ${record.what}`);
          if (command === "erase" && (await record.erase(address))) print(`erased: ${record.what}`);
        } catch (error) {
          unreadable.push(`${record.what} (${errorCode(error)})`);
        }
      }
      for (const place of unreadable) {
        print(`could not ${command === "find" ? "read" : "read or erase"}: ${place}`);
      }
      if (command === "erase") {
        print(
          "not reached: backups of the outbox, and the emails already in the photographer's mailbox",
        );
      }
      // A search that could not look everywhere is not a clean answer: scripts must notice.
      return unreadable.length > 0 ? 1 : 0;
    }
    default:
      print(USAGE);
      return 2;
  }
}
