import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { parseConfig } from "~/config/env.server";
import { letterSite, weekReport } from "~/letter/letter.server";
import { letterMail, letterText } from "~/letter/letter-mail.server";
import { hasNews } from "~/letter/report";
import { mailHtml } from "~/mail/mail-render";
import { Outbox } from "~/outbox/outbox.server";
import { SubscriberStore } from "~/subscriptions/subscribers.server";
import { tokenOf } from "~/subscriptions/subscription";

/**
 * The weekly letter's subscribers: how many are confirmed, and how many joined and left in the
 * week, from the subscriptions' own store on a folder of the test's own.
 */

const made: string[] = [];
const folder = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const consent = { page: "/about", words: "One email when new prints are added.", language: "en" };
const settings = parseConfig({ SITE_URL: "https://prints.example.com", LETTER_TIMEZONE: "UTC" });
const at = (iso: string) => Date.parse(iso);

/** Ada before the week; Grace, Mary and Hedy in it (2026-W48: Nov 23 to 29), Mary leaving. */
async function subscribers() {
  let now = at("2026-11-18T10:00:00Z");
  const store = new SubscriberStore(folder("subscribers-"), { now: () => now, timeZone: "UTC" });
  const join = async (address: string, day: string) => {
    now = at(`${day}T10:00:00Z`);
    const asked = await store.ask(address, consent);
    now = at(`${day}T11:00:00Z`);
    await store.confirm(tokenOf(asked.id, asked.subscriber));
    return tokenOf(asked.id, asked.subscriber);
  };
  await join("ada@example.com", "2026-11-18");
  await join("grace@example.com", "2026-11-23");
  const mary = await join("mary@example.com", "2026-11-24");
  await join("hedy@example.com", "2026-11-29");
  now = at("2026-11-26T09:00:00Z");
  await store.unsubscribe(mary);
  // Asked for and never confirmed: neither a subscriber nor one who joined.
  await store.ask("waiting@example.com", consent);
  // After the week: not this letter's.
  now = at("2026-11-30T09:00:00Z");
  await join("late@example.com", "2026-11-30");
  return store;
}

describe("the weekly letter's subscribers", () => {
  it("says how many are confirmed, and how many joined and left in the week", async () => {
    const store = await subscribers();
    const report = await weekReport("2026-W48", {
      settings,
      outbox: new Outbox(folder("outbox-")),
      subscribers: store,
    });
    expect(report.subscribers).toEqual({ confirmed: 4, joined: 3, left: 1 });
    const site = letterSite(settings);
    const text = letterText(report, site);
    expect(text).toContain(
      "Subscribers to new work:\nConfirmed subscribers: 4\nThis week: 3 joined, 1 left",
    );
    expect(mailHtml(letterMail(report, site))).toContain(
      '<p style="margin:0 0 12px">Confirmed subscribers: 4<br>This week: 3 joined, 1 left</p>',
    );
  });

  it("writes a letter for a week where someone joined or left, and nothing of them without the store", async () => {
    const store = await subscribers();
    const outbox = new Outbox(folder("outbox-"));
    // COUNTS=off (no count store) and nothing waiting: only the subscribers to tell.
    const quiet = await weekReport("2026-W48", { settings, outbox, subscribers: store });
    expect(hasNews(quiet)).toBe(true);
    const before = await weekReport("2026-W40", { settings, outbox, subscribers: store });
    expect(before.subscribers).toEqual({ confirmed: 4, joined: 0, left: 0 });
    expect(hasNews(before)).toBe(false);
    const without = await weekReport("2026-W48", { settings, outbox });
    expect(without.subscribers).toBeUndefined();
    expect(letterText(without, letterSite(settings))).not.toContain("Subscribers");
  });
});
