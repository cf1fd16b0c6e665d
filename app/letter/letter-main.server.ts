import { config } from "~/config/env.server";
import { dayOf } from "~/counts/counts";
import { CountStore } from "~/counts/store.server";
import { letterMessage, letterSite, queueLetter, weekReport } from "~/letter/letter.server";
import { letterKey, letterText } from "~/letter/letter-mail.server";
import { daysOfWeek, weekBefore } from "~/letter/week";
import { Outbox } from "~/outbox/outbox.server";
import { SubscriberStore } from "~/subscriptions/subscribers.server";

/**
 * Entry of `npm run letter -- …`, bundled to build/letter.js by `npm run build`:
 *
 *   npm run letter -- --preview [--week 2026-W48]    prints the letter as it would be sent
 *   npm run letter -- --send-now [--week 2026-W48]   queues it; the running site's worker sends it
 *
 * The week is last week unless named. It reads the same .env, outbox, counts and subscribers as
 * the server.
 */
const args = process.argv.slice(2);
const settings = config();
const weekAt = args.indexOf("--week");
const week =
  weekAt >= 0 ? (args[weekAt + 1] ?? "") : weekBefore(dayOf(Date.now(), settings.timeZone));
const print = (line: string) => process.stdout.write(`${line}\n`);

if (!daysOfWeek(week)) {
  print(`Not a week: "${week}". Name one as 2026-W48.`);
  process.exitCode = 2;
} else {
  const sources = {
    settings,
    outbox: new Outbox(settings.outboxDir),
    subscribers: new SubscriberStore(settings.subscribersDir, { timeZone: settings.timeZone }),
    ...(settings.counts
      ? {
          store: new CountStore({
            dir: settings.countsDir,
            timeZone: settings.timeZone,
            retentionMs: settings.countsRetentionMs,
            log: () => {},
          }),
        }
      : {}),
  };
  if (args.includes("--send-now")) {
    const { outcome, key } = await queueLetter(week, sources, { always: true });
    print(
      outcome === "queued"
        ? `The letter for ${week} is in the outbox (${key}): the running site sends it to ${settings.inquiryTo ?? "INQUIRY_TO"} within OUTBOX_RESCAN_SECONDS.`
        : `The letter for ${week} was queued before (${key}): it is never sent twice.`,
    );
  } else if (args.includes("--preview")) {
    const report = await weekReport(week, sources);
    print(
      args.includes("--raw")
        ? (await letterMessage(report, sources)).toString("utf8")
        : letterText(report, letterSite(settings)),
    );
    print(`(outbox key ${letterKey(week)})`);
  } else {
    print("npm run letter -- --preview [--week 2026-W48] [--raw]");
    print("npm run letter -- --send-now [--week 2026-W48]");
    process.exitCode = 2;
  }
}
