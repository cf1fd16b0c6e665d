import { addDays } from "~/counts/counts";

/**
 * The weekly letter's calendar, in the photographer's time zone, as pure rules: ISO weeks
 * ('2026-W48', Monday to Sunday), which week a letter sent now is about (the one before), and
 * whether this week's letter is due.
 */

export type Schedule = { weekday: number; hour: number; minute: number };

/** ISO weekday of a 'YYYY-MM-DD' day: 1 Monday … 7 Sunday. */
export function weekdayOf(day: string): number {
  const d = new Date(`${day}T12:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}

/** The Monday of the day's ISO week. */
export function mondayOf(day: string): string {
  return addDays(day, 1 - weekdayOf(day));
}

/** '2026-W48': the ISO week a day falls in (its Thursday's year). */
export function isoWeek(day: string): string {
  const thursday = addDays(mondayOf(day), 3);
  const year = Number(thursday.slice(0, 4));
  const firstThursday = addDays(mondayOf(`${year}-01-04`), 3);
  const week =
    1 + Math.round((Date.parse(thursday) - Date.parse(firstThursday)) / (7 * 86_400_000));
  return `${year}-W${String(week).padStart(2, "0")}`;
}

/** The seven days of an ISO week, Monday first; undefined for something else. */
export function daysOfWeek(week: string): string[] | undefined {
  const match = /^(\d{4})-W(\d{2})$/.exec(week);
  if (!match) return undefined;
  const [, year = "", n = ""] = match;
  const monday = addDays(mondayOf(`${year}-01-04`), 7 * (Number(n) - 1));
  if (isoWeek(monday) !== week) return undefined;
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** The local day and time of a moment in a time zone: ['2026-11-26', '08:00']. */
export function localDayAndTime(at: number, timeZone: string): [string, string] {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "00";
  return [`${part("year")}-${part("month")}-${part("day")}`, `${part("hour")}:${part("minute")}`];
}

/** The week a letter written on `day` is about: the whole week before. */
export function weekBefore(day: string): string {
  return isoWeek(addDays(mondayOf(day), -7));
}

/**
 * The week whose letter is due at `at`, the one the latest scheduled moment is for: once this
 * week's moment has passed, last week's; before it, the week before that. A server that was down
 * at the moment sends it when it starts.
 */
export function dueWeek(at: number, schedule: Schedule, timeZone: string): string {
  const [day, time] = localDayAndTime(at, timeZone);
  const scheduledDay = addDays(mondayOf(day), schedule.weekday - 1);
  const scheduledTime = `${String(schedule.hour).padStart(2, "0")}:${String(schedule.minute).padStart(2, "0")}`;
  const due = day > scheduledDay || (day === scheduledDay && time >= scheduledTime);
  return weekBefore(due ? day : addDays(day, -7));
}
