import { randomBytes } from "node:crypto";
import * as fs from "node:fs/promises";
import { join } from "node:path";
import { type Collection, printIn, printsIn } from "~/catalog/catalog";
import { type EmailThumbnail, emailThumbnails } from "~/mail/email-thumbnails.server";
import { type MailSite, rawMessage } from "~/mail/envelope.server";
import { mailText } from "~/mail/mail-render";
import type { Outbox } from "~/outbox/outbox.server";
import {
  ANNOUNCE_USAGE,
  type AnnouncedPrint,
  type AnnounceRequest,
  announcedPrint,
  newReferences,
  parseAnnounceArgs,
  unknownReferences,
} from "~/subscriptions/announcement";
import {
  type Announcement,
  announcementEmail,
  announcementId,
  announcementKey,
  announcementMail,
} from "~/subscriptions/announcement-mail.server";
import type { SubscriberStore } from "~/subscriptions/subscribers.server";

/**
 * `npm run announce`: one letter of new prints per confirmed subscriber, written into the outbox's
 * bulk/ folder, which the running site's delivery worker empties at ANNOUNCE_PER_MINUTE. Each
 * letter's key is made from the announcement (its prints and note) and the subscriber, so a
 * second --send, or two at once from two processes, writes each letter once.
 *
 * Without --prints it announces the prints added since the last announcement: SUBSCRIBERS_DIR/
 * announced.json keeps every reference announced, or known when announcements began (the first
 * run finds it missing and records every print the site has then, announcing none).
 */

export type AnnounceContext = {
  store: Pick<SubscriberStore, "confirmed" | "dir">;
  outbox: Pick<Outbox, "acceptBulk" | "knows">;
  site: MailSite;
  /** The catalogue as the site serves it (servedCatalog()). */
  collections: Collection[];
  /** ANNOUNCE_PER_MINUTE, and whether mail goes out at all (SMTP_URL): what the command says. */
  perMinute: number;
  mailOn: boolean;
  print: (line: string) => void;
  now?: () => number;
  /** The prints' pictures; emailThumbnails by default (none where the pictures are not built). */
  thumbnails?: (prints: readonly AnnouncedPrint[]) => Promise<EmailThumbnail[]>;
};

/** The record of what was announced, beside the subscribers (no address in it). */
export const ANNOUNCED_FILE = "announced.json";

type Announced = { references: string[]; updatedAt: string };

/** The references announced or known, or undefined when nothing was ever recorded. */
export async function readAnnounced(dir: string): Promise<string[] | undefined> {
  let text: string;
  try {
    text = await fs.readFile(join(dir, ANNOUNCED_FILE), "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  const value = JSON.parse(text) as Partial<Announced>;
  if (!Array.isArray(value.references)) {
    throw new Error(`${join(dir, ANNOUNCED_FILE)} is not a record of announced prints`);
  }
  return value.references.filter((r): r is string => typeof r === "string");
}

/**
 * Adds references to the record, written whole (a temporary file, fsync, rename, the folder
 * fsynced): a crash leaves the old record or the new. Read again just before, so two commands
 * recording at once lose at most the other's last few names, which only means announcing a print
 * as new that was in a letter already, never a letter twice (the keys see to that).
 */
export async function recordAnnounced(
  dir: string,
  references: readonly string[],
  now: number,
): Promise<void> {
  const known = (await readAnnounced(dir)) ?? [];
  const record: Announced = {
    references: [...new Set([...known, ...references])].sort(),
    updatedAt: new Date(now).toISOString(),
  };
  await fs.mkdir(join(dir, "tmp"), { recursive: true });
  const temporary = join(dir, "tmp", `${ANNOUNCED_FILE}.${randomBytes(8).toString("hex")}`);
  const handle = await fs.open(temporary, "wx", 0o600);
  try {
    await handle.writeFile(`${JSON.stringify(record, null, 2)}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await fs.rename(temporary, join(dir, ANNOUNCED_FILE));
  } catch (error) {
    await fs.unlink(temporary).catch(() => undefined);
    throw error;
  }
  const folder = await fs.open(dir, "r");
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}

const namePrints = (mode: AnnounceRequest["mode"]) =>
  `To announce prints the site had already, name them: npm run announce -- --${mode} --prints REF,REF`;

/** Which prints to announce, or the exit code when there are none (said already). */
async function chosenPrints(
  request: AnnounceRequest,
  context: AnnounceContext,
): Promise<string[] | number> {
  const { print } = context;
  const current = printsIn(context.collections).map((p) => p.reference);
  if (request.prints) {
    const unknown = unknownReferences(request.prints, current);
    if (unknown.length > 0) {
      print(
        `No print ${unknown.join(", ")} in the catalogue: nothing written (references read like LANDSCAPES-001).`,
      );
      return 2;
    }
    return request.prints;
  }
  const known = await readAnnounced(context.store.dir);
  if (!known) {
    if (request.mode === "send") {
      await recordAnnounced(context.store.dir, current, (context.now ?? Date.now)());
      print(
        `Nothing new to announce: this is the first announcement, so the ${current.length} prints the site has now are recorded as known; prints added from now on are announced.`,
      );
    } else {
      print(
        `Nothing new to announce: nothing was announced before, so the ${current.length} prints the site has now count as known (the first --send records them).`,
      );
    }
    print(namePrints(request.mode));
    return 0;
  }
  const fresh = newReferences(current, known);
  if (fresh.length === 0) {
    print(
      "Nothing new to announce: every print was announced before (or known when announcements began).",
    );
    print(namePrints(request.mode));
    return 0;
  }
  return fresh;
}

/** Runs the command; returns its exit code. */
export async function runAnnounce(
  args: readonly string[],
  context: AnnounceContext,
): Promise<number> {
  const { print } = context;
  const request = parseAnnounceArgs(args);
  if ("problem" in request) {
    print(request.problem);
    for (const line of ANNOUNCE_USAGE) print(line);
    return 2;
  }
  const chosen = await chosenPrints(request, context);
  if (typeof chosen === "number") return chosen;

  const prints = chosen.flatMap((r) => {
    const found = printIn(context.collections, r);
    return found ? [announcedPrint(found)] : [];
  });
  const announcement: Announcement = {
    id: announcementId(chosen, request.note),
    prints,
    ...(request.note ? { note: request.note } : {}),
  };
  const subscribers = await context.store.confirmed();
  const count = subscribers.length;
  const references = chosen.join(", ");

  if (request.mode === "preview") {
    const link = `${context.site.siteUrl}/unsubscribe/<token>`;
    print(mailText(announcementMail(announcement, context.site, link)));
    print("");
    print(
      `(announcement ${announcement.id} of ${references}: it would go to ${count} confirmed ${count === 1 ? "subscriber" : "subscribers"}; nothing written)`,
    );
    return 0;
  }

  const now = context.now ?? Date.now;
  let queued = 0;
  let duplicates = 0;
  if (count > 0) {
    const thumbnails = await (context.thumbnails ?? emailThumbnails)(prints).catch(() => []);
    const date = new Date(now());
    // One at a time: a thousand letters never sit in memory together.
    for (const subscriber of subscribers) {
      const key = announcementKey(announcement.id, subscriber.id);
      // Written before (a second --send): not composed again. acceptBulk decides in the end.
      if (await context.outbox.knows(key)) {
        duplicates += 1;
        continue;
      }
      const email = announcementEmail(announcement, subscriber, context.site, date, thumbnails);
      const outcome = await context.outbox.acceptBulk(key, await rawMessage(email));
      if (outcome === "accepted") queued += 1;
      else duplicates += 1;
    }
  }
  await recordAnnounced(context.store.dir, chosen, now());

  if (count === 0) {
    print(
      `No confirmed subscriber yet: no letter written. ${references} ${chosen.length === 1 ? "is" : "are"} recorded as announced.`,
    );
    return 0;
  }
  print(
    `Announcement ${announcement.id} of ${references}: ${queued} ${queued === 1 ? "letter" : "letters"} queued in the outbox's bulk/ folder, ${duplicates} there already${duplicates > 0 ? " (written before: each letter is written once)" : ""}.`,
  );
  if (context.mailOn) {
    const minutes = Math.ceil(queued / context.perMinute);
    print(
      `The running site sends them at ${context.perMinute} a minute (ANNOUNCE_PER_MINUTE)${queued > 0 ? `: about ${minutes} ${minutes === 1 ? "minute" : "minutes"} for these` : ""}.`,
    );
  } else {
    print("SMTP_URL is not set: they stay in the outbox until it is, then the site sends them.");
  }
  return 0;
}
