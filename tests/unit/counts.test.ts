import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import * as nodeFs from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  addDays,
  countPath,
  dayOf,
  eventsOf,
  inquiryEvents,
  isPersonsView,
  tally,
} from "~/counts/counts";
import { CountStore } from "~/counts/store.server";

const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

describe("which requests are a person's view", () => {
  it("counts a browser's GET", () => {
    for (const userAgent of [CHROME, IPHONE]) {
      expect(isPersonsView({ method: "GET", userAgent, purpose: undefined })).toBe(true);
    }
  });

  it("leaves out crawlers, link previews and clients that name themselves", () => {
    for (const userAgent of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
      "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
      "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
      "Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)",
      "Twitterbot/1.0",
      "WhatsApp/2.23.20.0",
      "TelegramBot (like TwitterBot)",
      "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
      "curl/8.5.0",
      "Wget/1.21.4",
      "python-requests/2.32.3",
      "GPTBot/1.2",
      "",
    ]) {
      expect(isPersonsView({ method: "GET", userAgent, purpose: undefined }), userAgent).toBe(
        false,
      );
    }
    expect(isPersonsView({ method: "GET", userAgent: undefined, purpose: undefined })).toBe(false);
  });

  it("leaves out HEAD and prefetches and prerenders", () => {
    expect(isPersonsView({ method: "HEAD", userAgent: CHROME, purpose: undefined })).toBe(false);
    for (const purpose of ["prefetch", "prefetch;prerender", "prefetch;anonymous-client-ip"]) {
      expect(isPersonsView({ method: "GET", userAgent: CHROME, purpose })).toBe(false);
    }
  });
});

describe("what a counting picture's address stands for", () => {
  const known = {
    print: (r: string) => ["LANDSCAPES-001", "URBAN-002"].includes(r),
    collection: (s: string) => s === "landscapes",
  };

  it("makes and reads the same addresses", () => {
    expect(countPath({ kind: "print", reference: "LANDSCAPES-001" }, "default")).toBe(
      "/c/print/LANDSCAPES-001?v=default",
    );
    expect(countPath({ kind: "contact", references: ["LANDSCAPES-001", "URBAN-002"] }, "k1")).toBe(
      "/c/contact/LANDSCAPES-001+URBAN-002?v=k1",
    );
    expect(countPath({ kind: "contact", references: [] }, "k")).toBe("/c/page?v=k");
    expect(eventsOf("print", "LANDSCAPES-001", known)).toEqual([
      { kind: "view", subject: "LANDSCAPES-001" },
    ]);
    expect(eventsOf("collection", "landscapes", known)).toEqual([
      { kind: "grid", subject: "landscapes" },
    ]);
    expect(eventsOf("contact", "LANDSCAPES-001+urban-002+LANDSCAPES-001", known)).toEqual([
      { kind: "add", subject: "LANDSCAPES-001" },
      { kind: "add", subject: "URBAN-002" },
    ]);
    expect(eventsOf("page", "", known)).toEqual([{ kind: "page", subject: "" }]);
  });

  it("counts nothing for a print, collection or kind the site does not have", () => {
    expect(eventsOf("print", "NOPE-001", known)).toEqual([]);
    expect(eventsOf("collection", "nope", known)).toEqual([]);
    expect(eventsOf("contact", "NOPE-001", known)).toEqual([]);
    expect(eventsOf("whatever", "x", known)).toEqual([]);
    expect(eventsOf("page", "anything", known)).toEqual([]);
  });
});

describe("days", () => {
  it("falls on the photographer's calendar day", () => {
    const at = Date.parse("2026-11-26T23:30:00Z");
    expect(dayOf(at, "UTC")).toBe("2026-11-26");
    expect(dayOf(at, "Europe/Berlin")).toBe("2026-11-27");
    expect(dayOf(at, "America/New_York")).toBe("2026-11-26");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });
});

const folders: string[] = [];
function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), "counts-"));
  folders.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

type Logged = { event: string; fields: Record<string, string | number> };

function store(
  dir: string,
  owner: string,
  now: () => number,
  logged: Logged[] = [],
  fs?: typeof nodeFs,
) {
  return new CountStore({
    dir,
    timeZone: "UTC",
    retentionMs: 30 * 86_400_000,
    owner,
    now,
    fs,
    flushMs: 60_000,
    log: (event, fields) => logged.push({ event, fields }),
  });
}

const visitor = { address: "203.0.113.77", userAgent: `${CHROME} test-visitor-4711` };
/** Waits until each store knows the day's salt and has counted the visitors it was given. */
const settle = (...stores: CountStore[]) => Promise.all(stores.map((s) => s.settled()));

describe("the count store", () => {
  it("adds up two processes' counts, and a visitor seen by both once", async () => {
    const dir = folder();
    const at = Date.parse("2026-11-24T10:00:00Z");
    const a = store(dir, "host.1.a", () => at);
    const b = store(dir, "host.2.b", () => at);
    a.record([{ kind: "view", subject: "LANDSCAPES-001" }], visitor);
    await settle(a); // the day's salt is shared through its file
    b.record([{ kind: "view", subject: "LANDSCAPES-001" }], visitor);
    b.record([{ kind: "grid", subject: "landscapes" }], { ...visitor, address: "198.51.100.3" });
    a.record(inquiryEvents([{ reference: "LANDSCAPES-001", choice: { size: "16x20" } }]));
    await settle(a, b);
    await Promise.all([a.flush(), b.flush()]);

    const days = await a.read("2026-11-24", "2026-11-24");
    const day = days.get("2026-11-24");
    expect(day?.visitors).toBe(2);
    expect(day?.counts).toEqual({
      "view|LANDSCAPES-001|": 2,
      "grid|landscapes|": 1,
      "inquiry||": 1,
      "inquiry|LANDSCAPES-001|16x20": 1,
    });
    const inquiries = tally([...days.values()], "inquiry");
    expect(inquiries.bySubject.get("")).toBe(1);
    expect(inquiries.byDetail.get("LANDSCAPES-001")?.get("16x20")).toBe(1);
  });

  it("counts an arrival with a print once per visitor and day", async () => {
    const dir = folder();
    const at = Date.parse("2026-11-24T10:00:00Z");
    const s = store(dir, "host.1.a", () => at);
    s.record([{ kind: "page", subject: "" }], visitor);
    await settle(s);
    s.record(
      [
        { kind: "add", subject: "URBAN-002" },
        { kind: "add", subject: "URBAN-003" },
      ],
      visitor,
    );
    s.record([{ kind: "add", subject: "URBAN-003" }], visitor); // after removing URBAN-002
    s.record([{ kind: "add", subject: "URBAN-003" }], { ...visitor, address: "198.51.100.3" });
    await s.flush();
    const day = (await s.read("2026-11-24", "2026-11-24")).get("2026-11-24");
    expect(day?.counts["add|URBAN-002|"]).toBe(1);
    expect(day?.counts["add|URBAN-003|"]).toBe(2);
  });

  it("keeps no address, user agent or salt in the counts, and the salt one day only", async () => {
    const dir = folder();
    let at = Date.parse("2026-11-24T10:00:00Z");
    const s = store(dir, "host.1.a", () => at);
    s.record([{ kind: "view", subject: "URBAN-002" }], visitor);
    await settle(s);
    await s.flush();
    const salt = readFileSync(join(dir, "salt", "2026-11-24"));
    expect(salt.length).toBe(32);
    expect(statSync(join(dir, "salt", "2026-11-24")).mode & 0o777).toBe(0o600);
    at = Date.parse("2026-11-25T00:00:01Z");
    s.record([{ kind: "view", subject: "URBAN-002" }], visitor);
    await settle(s);
    await s.flush();
    expect(readdirSync(join(dir, "salt"))).toEqual(["2026-11-25"]);
    for (const day of ["2026-11-24", "2026-11-25"]) {
      for (const name of readdirSync(join(dir, day))) {
        const text = readFileSync(join(dir, day, name));
        expect(text.includes(visitor.address)).toBe(false);
        expect(text.includes("test-visitor-4711")).toBe(false);
        expect(text.includes(salt.toString("hex"))).toBe(false);
        expect(text.includes(salt)).toBe(false);
      }
    }
  });

  it("adds up a day two days old into one file, and deletes days past the retention", async () => {
    const dir = folder();
    let at = Date.parse("2026-10-01T10:00:00Z");
    const old = store(dir, "host.1.a", () => at);
    old.record([{ kind: "view", subject: "URBAN-002" }], visitor);
    await settle(old);
    await old.flush();
    at = Date.parse("2026-11-24T10:00:00Z");
    const a = store(dir, "host.1.b", () => at);
    const b = store(dir, "host.2.c", () => at);
    a.record([{ kind: "view", subject: "URBAN-002" }], visitor);
    await settle(a);
    b.record([{ kind: "view", subject: "URBAN-002" }], { ...visitor, address: "198.51.100.3" });
    await settle(a, b);
    await Promise.all([a.flush(), b.flush()]);
    at = Date.parse("2026-11-26T10:00:00Z");
    const logged: Logged[] = [];
    await Promise.all([store(dir, "host.3.d", () => at, logged).tidy(), a.tidy()]);
    expect(readdirSync(join(dir, "2026-11-24"))).toEqual(["day.json"]);
    const day = (await a.read("2026-11-01", "2026-11-30")).get("2026-11-24");
    expect(day).toEqual({ counts: { "view|URBAN-002|": 2 }, visitors: 2 });
    expect(readdirSync(dir)).not.toContain("2026-10-01");
    expect(logged).toContainEqual({
      event: "counts.deleted",
      fields: { day: "2026-10-01", reason: "retention" },
    });
  });

  it("never throws on a full or read-only disk: logs once, keeps counting, writes when it can", async () => {
    const dir = folder();
    const at = Date.parse("2026-11-24T10:00:00Z");
    let full = true;
    const failing = {
      ...nodeFs,
      writeFile: ((...args: Parameters<typeof nodeFs.writeFile>) =>
        full
          ? Promise.reject(Object.assign(new Error("no space left on device"), { code: "ENOSPC" }))
          : nodeFs.writeFile(...args)) as typeof nodeFs.writeFile,
    };
    const logged: Logged[] = [];
    const s = store(dir, "host.1.a", () => at, logged, failing);
    for (let i = 0; i < 3; i++) {
      expect(() => s.record([{ kind: "view", subject: "URBAN-002" }], visitor)).not.toThrow();
      await settle(s);
      await s.flush();
    }
    expect(logged.filter((l) => l.event === "counts.unsaved")).toHaveLength(1);
    expect(logged[0]?.fields.code).toBe("ENOSPC");
    full = false;
    await s.flush();
    s.record([{ kind: "view", subject: "URBAN-002" }], visitor);
    await s.flush();
    const day = (await s.read("2026-11-24", "2026-11-24")).get("2026-11-24");
    expect(day?.counts["view|URBAN-002|"]).toBe(4);
    expect(logged.map((l) => l.event)).toContain("counts.saved");
  });
});
