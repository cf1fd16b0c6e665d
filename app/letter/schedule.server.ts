import type { Config } from "~/config/env.server";
import type { CountStore } from "~/counts/store.server";
import type { InquiryDelivery } from "~/delivery/delivery-start.server";
import { type LetterSubscribers, queueLetter } from "~/letter/letter.server";
import { dueWeek } from "~/letter/week";
import { logEvent } from "~/server/log.server";

/**
 * The weekly letter's clock, in the server process: at start and every minute, is a week's letter
 * due (LETTER_SCHEDULE in LETTER_TIMEZONE)? Then it is written into the outbox once and handed to
 * the delivery worker. Every process sharing the outbox asks; the outbox lets one write it.
 */

const CHECK_MS = 60_000;

export function startWeeklyLetter(
  settings: Config,
  { outbox, worker }: InquiryDelivery,
  store: CountStore | undefined,
  subscribers?: LetterSubscribers,
): void {
  const schedule = settings.letterSchedule;
  if (!schedule) {
    logEvent("letter.off", { reason: "LETTER_SCHEDULE is off" });
    return;
  }
  if (!settings.inquiryTo) {
    logEvent("letter.off", { reason: "INQUIRY_TO is not set: nobody to write to" });
    return;
  }
  let done: string | undefined;
  let running = false;
  const check = async () => {
    const week = dueWeek(Date.now(), schedule, settings.timeZone);
    if (week === done || running) return;
    running = true;
    try {
      const { outcome, key } = await queueLetter(week, {
        settings,
        outbox,
        store,
        ...(subscribers ? { subscribers } : {}),
      });
      done = week;
      logEvent("letter.checked", { week, outcome, key });
      if (outcome === "queued") worker.enqueue(key);
    } catch (error) {
      logEvent(
        "letter.error",
        { week, error: error instanceof Error ? error.message : String(error) },
        "warn",
      );
    } finally {
      running = false;
    }
  };
  void check();
  setInterval(() => void check(), CHECK_MS).unref();
}
