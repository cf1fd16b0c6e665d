import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { countsOn, todayUtc } from "../support/counts";
import { SmtpReceiver } from "../support/smtp";
import { inquiryForm, Site } from "../support/smtp-site";
import { escapeRegExp, say } from "../support/words";
import { expect, test } from "./fixtures";

/**
 * The weekly letter to the photographer, through the outbox to a real SMTP server: its figures
 * are the views and the inquiry this test made; one letter per week, whatever the restarts and
 * however many processes share the outbox. The letter needs no browser: each test runs once.
 */

const run = promisify(execFile);
const BROWSER = (n: number) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 visitor-${n}`;

/** This ISO week's name, in UTC. */
function thisWeek(): string {
  const now = new Date(`${todayUtc()}T12:00:00Z`);
  const thursday = new Date(now);
  thursday.setUTCDate(now.getUTCDate() + 3 - ((now.getUTCDay() + 6) % 7));
  const firstThursday = new Date(Date.UTC(thursday.getUTCFullYear(), 0, 4));
  firstThursday.setUTCDate(firstThursday.getUTCDate() + 3 - ((firstThursday.getUTCDay() + 6) % 7));
  const week = 1 + Math.round((thursday.getTime() - firstThursday.getTime()) / (7 * 86_400_000));
  return `${thursday.getUTCFullYear()}-W${String(week).padStart(2, "0")}`;
}

/** A letter's subject names its ISO week ("2026-W48"), in any of the site's languages. */
const isLetter = (subject: string | undefined) => /\b\d{4}-W\d{2}\b/.test(subject ?? "");

/**
 * A pattern for a line of the letter, "{label}: {value}" in the site's words: `label` is a
 * pattern (a print's reference and title), `value` the words themselves.
 */
const labelledAs = (label: string, value: string) =>
  escapeRegExp(say("mail.labelled", { label: "\uE000", value: "\uE001" }))
    .replace("\uE000", label)
    .replace("\uE001", escapeRegExp(value));
const views = (count: number) => say("letter.printViews", { count });

test("the letter's figures are the week's views and inquiries; --send-now queues it once", async () => {
  test.setTimeout(90_000);
  const smtp = await new SmtpReceiver().start();
  const site = new Site({
    smtpUrl: smtp.url,
    env: { LETTER_TIMEZONE: "UTC", OUTBOX_RESCAN_SECONDS: "1", INQUIRY_RATE_LIMIT: "off" },
  });
  site.clearOutbox();
  await site.start();
  try {
    const view = (what: string, visitor: number) =>
      fetch(`${site.baseUrl}/c/${what}`, { headers: { "User-Agent": BROWSER(visitor) } });
    for (const visitor of [1, 2, 1, 2]) await view("print/URBAN-002", visitor);
    for (const visitor of [1, 3, 3]) await view("print/LANDSCAPES-001", visitor);
    await view("collection/landscapes", 3);
    await view("collection/landscapes", 1);
    await view("collection/urban", 2);
    await view("contact/LANDSCAPES-001", 3);
    const posted = await site.postInquiry(
      inquiryForm({ ref: ["LANDSCAPES-001"], size: ["16x20"] }),
    );
    expect(posted.status).toBe(303);
    await smtp.waitFor(1);
    await expect
      .poll(async () => (await countsOn(site.countsDir, todayUtc())).counts, { timeout: 10_000 })
      .toEqual({
        "view|URBAN-002|": 4,
        "view|LANDSCAPES-001|": 3,
        "grid|landscapes|": 2,
        "grid|urban|": 1,
        "add|LANDSCAPES-001|": 1,
        "inquiry||": 1,
        "inquiry|LANDSCAPES-001|16x20": 1,
      });

    const env = {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production" as const,
      SITE_URL: site.baseUrl,
      OUTBOX_DIR: site.outboxDir,
      COUNTS_DIR: site.countsDir,
      SMTP_URL: smtp.url,
      INQUIRY_TO: "elena@example.com",
      INQUIRY_FROM: "inquiries@example.com",
      LETTER_TIMEZONE: "UTC",
    };
    const week = thisWeek();
    const letter = (...args: string[]) =>
      run(process.execPath, ["build/letter.js", ...args, "--week", week], { env });

    const preview = await letter("--preview");
    expect(preview.stdout).toContain(say("letter.inquiries", { count: 1 }));

    expect((await letter("--send-now")).stdout).toContain(
      `The letter for ${week} is in the outbox`,
    );
    await smtp.waitFor(2);
    const received = smtp.received.filter((m) => isLetter(m.mail.subject));
    expect(received).toHaveLength(1);
    const mail = received[0]?.mail;
    expect(received[0]?.to).toEqual(["elena@example.com"]);
    expect(mail?.subject).toBe(
      say("letter.subject", { site: "Elena Marlowe Fine Art", week, inquiries: 1, waiting: 0 }),
    );
    const text = mail?.text ?? "";
    expect(text).toContain(`${say("letter.inquiries", { count: 1 })}\n\n  LANDSCAPES-001 `);
    const asked = `${say("letter.printInquiries", { count: 1 })} (${say("letter.sizeCount", { size: "16x20", count: 1 })})`;
    expect(text).toMatch(new RegExp(labelledAs("LANDSCAPES-001 [^\\n]+", asked)));
    expect(text).toContain(say("letter.visitors", { count: 3 }));
    expect(text).toContain(say("letter.views", { count: 7 }));
    expect(text).toMatch(new RegExp(`1\\. ${labelledAs("URBAN-002 [^\\n]+", views(4))}\\n`));
    expect(text).toMatch(new RegExp(`2\\. ${labelledAs("LANDSCAPES-001 [^\\n]+", views(3))}\\n`));
    const notAskedHeading = say("mail.listHeading", { heading: say("letter.viewedNotAsked") });
    expect(text).toMatch(
      new RegExp(
        `${escapeRegExp(notAskedHeading)}\\n {2}${labelledAs("URBAN-002 [^\\n]+", say("letter.notAdded", { views: views(4) }))}`,
      ),
    );
    const notAsked = text.slice(
      text.indexOf(notAskedHeading),
      text.indexOf(say("mail.listHeading", { heading: say("letter.collections") })),
    );
    expect(notAsked).not.toContain("LANDSCAPES-001");
    expect(text).toContain(say("mail.labelled", { label: "Landscapes", value: "2 → 3 → 1 → 1" }));
    expect(text).toContain(say("mail.labelled", { label: "Urban", value: "1 → 4 → 0 → 0" }));
    expect(text).toContain(say("letter.nothingWaiting"));
    // HTML like the inquiry email, with the most viewed prints' pictures inside the message.
    expect(mail?.html).toContain("<h2");
    const cids = (mail?.attachments ?? []).map((a) => a.cid);
    expect(cids).toEqual(
      expect.arrayContaining([
        expect.stringContaining("thumbnail.urban-002@"),
        expect.stringContaining("thumbnail.landscapes-001@"),
      ]),
    );

    // Asked again: the outbox knows the week's key.
    expect((await letter("--send-now")).stdout).toContain("was queued before");
    expect(site.unsent()).toEqual([]);
    expect(site.files("sent").filter((f) => f[14] === "5")).toHaveLength(1);
  } finally {
    await site.stop();
    await smtp.stop();
  }
});

test("one letter a week, across a restart and two processes sharing the outbox", async () => {
  test.setTimeout(90_000);
  const smtp = await new SmtpReceiver().start();
  const shared = join("test-results", `letter-${randomUUID()}`);
  const env = {
    OUTBOX_DIR: join(shared, "outbox"),
    COUNTS_DIR: join(shared, "counts"),
    LETTER_TIMEZONE: "UTC",
    // Due since Monday 00:00: the letter about last week is due now.
    LETTER_SCHEDULE: "mon 00:00",
  };
  // Last week had a few views, so the letter has something to tell.
  const today = new Date(`${todayUtc()}T12:00:00Z`);
  const lastMonday = new Date(today);
  lastMonday.setUTCDate(today.getUTCDate() - ((today.getUTCDay() + 6) % 7) - 7);
  const day = lastMonday.toISOString().slice(0, 10);
  mkdirSync(join(env.COUNTS_DIR, day), { recursive: true });
  writeFileSync(
    join(env.COUNTS_DIR, day, "elsewhere.1.a.json"),
    JSON.stringify({ counts: { "view|URBAN-002|": 4 }, visitors: ["0123456789abcdef"] }),
  );
  const a = new Site({ smtpUrl: smtp.url, env });
  const b = new Site({ smtpUrl: smtp.url, env });
  try {
    await Promise.all([a.start(), b.start()]);
    await smtp.waitFor(1);
    const checked = (site: Site) => site.events("letter.checked");
    await a.until(() => checked(a).length === 1, "a's letter check");
    await b.until(() => checked(b).length === 1, "b's letter check");
    await a.stop();
    await a.start();
    await a.until(() => checked(a).length === 2, "a's check after the restart");
    const outcomes = [...checked(a), ...checked(b)].map((e) => e.outcome).sort();
    expect(outcomes).toEqual(["queued", "sent before", "sent before"]);
    expect(new Set([...checked(a), ...checked(b)].map((e) => e.key)).size).toBe(1);
    // Nothing left to send, one letter in sent/, and the mail server got one letter.
    const sent = join(env.OUTBOX_DIR, "sent");
    await a.until(() => existsSync(sent) && readdirSync(sent).length === 1, "the letter in sent/");
    expect(readdirSync(env.OUTBOX_DIR).filter((n) => n.endsWith(".eml"))).toEqual([]);
    expect(smtp.received.filter((m) => isLetter(m.mail.subject))).toHaveLength(1);
    expect(smtp.received[0]?.mail.text).toMatch(
      new RegExp(`1\\. ${labelledAs("URBAN-002 [^\\n]+", views(4))}`),
    );
  } finally {
    await a.stop();
    await b.stop();
    await smtp.stop();
    rmSync(shared, { recursive: true, force: true });
  }
});
