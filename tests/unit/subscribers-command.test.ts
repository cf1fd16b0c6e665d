import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { SubscriberStore } from "~/subscriptions/subscribers.server";
import { runSubscribersCommand } from "~/subscriptions/subscribers-command.server";
import { csvCell, subscribersCsv } from "~/subscriptions/subscribers-csv";
import { type Subscriber, tokenOf } from "~/subscriptions/subscription";

/** `npm run subscribers -- list | export` on a SUBSCRIBERS_DIR of the test's own. */

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const T0 = Date.parse("2026-11-20T09:30:00Z");
const consent = {
  page: "/portfolio/urban/URBAN-003",
  words: 'One email when new prints are added, "nothing else".\nNo tracking.',
  language: "en",
};

async function store() {
  const dir = mkdtempSync(join(tmpdir(), "subscribers-"));
  made.push(dir);
  let now = T0;
  const subscribers = new SubscriberStore(dir, { now: () => now });
  const ada = await subscribers.ask("ada@example.com", consent);
  now += 3_600_000;
  await subscribers.confirm(tokenOf(ada.id, ada.subscriber));
  now += 86_400_000;
  await subscribers.ask("=cmd|' /c calc'!a0@example.com", { ...consent, page: "/about" });
  return subscribers;
}

function run(args: string[], subscribers: SubscriberStore) {
  const lines: string[] = [];
  let written = "";
  const code = runSubscribersCommand(args, {
    store: subscribers,
    print: (line) => lines.push(line),
    write: (text) => {
      written += text;
    },
  });
  return code.then((exit) => ({ exit, lines, written }));
}

describe("the subscribers as CSV", () => {
  it("quotes as RFC 4180 says: quotes doubled, a comma or a line break quoted", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell('say "hi", then')).toBe('"say ""hi"", then"');
    expect(csvCell("two\r\nlines")).toBe('"two\r\nlines"');
  });

  it("keeps a spreadsheet from reading a cell as a formula", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) {
      expect(csvCell(`${start}SUM(A1)`).replace(/^"/, "")).toMatch(/^'/);
    }
    expect(csvCell("=1+1")).toBe("'=1+1");
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell("jane@example.com")).toBe("jane@example.com");
  });

  it("writes the header and a row per subscriber, CRLF line ends", () => {
    const subscriber: Subscriber = {
      address: "ada@example.com",
      asked: { at: "2026-11-20T09:30:00.000Z", ...consent },
      confirmed: { at: "2026-11-20T10:30:00.000Z" },
      mails: 1,
      mailedAt: "2026-11-20T09:30:00.000Z",
      secret: "s".repeat(22),
    };
    expect(subscribersCsv([subscriber])).toBe(
      "address,asked_at,confirmed_at,page,language,consent_words\r\n" +
        'ada@example.com,2026-11-20T09:30:00.000Z,2026-11-20T10:30:00.000Z,/portfolio/urban/URBAN-003,en,"One email when new prints are added, ""nothing else"".\nNo tracking."\r\n',
    );
  });
});

describe("npm run subscribers", () => {
  it("export writes the confirmed subscribers; --all the waiting ones too, guarded", async () => {
    const subscribers = await store();
    const confirmed = await run(["export"], subscribers);
    expect(confirmed.exit).toBe(0);
    expect(confirmed.lines).toEqual([]);
    const rows = confirmed.written.split("\r\n");
    expect(rows[0]).toBe("address,asked_at,confirmed_at,page,language,consent_words");
    expect(rows[1]).toMatch(
      /^ada@example\.com,2026-11-20T09:30:00\.000Z,2026-11-20T10:30:00\.000Z,\/portfolio\/urban\/URBAN-003,en,"One email/,
    );
    expect(rows).toHaveLength(3); // the header, Ada, and the empty string after the last CRLF

    const all = await run(["export", "--all"], subscribers);
    expect(all.written).toContain(
      "\r\n'=cmd|' /c calc'!a0@example.com,2026-11-21T10:30:00.000Z,,/about,en,",
    );
  });

  it("list says each subscriber's state and dates, and how many", async () => {
    const { exit, lines } = await run(["list"], await store());
    expect(exit).toBe(0);
    expect(lines[0]).toMatch(
      /^ada@example\.com +asked 2026-11-20 on \/portfolio\/urban\/URBAN-003 {2}confirmed 2026-11-20$/,
    );
    expect(lines[1]).toMatch(
      /^=cmd\|' \/c calc'!a0@example\.com {2}asked 2026-11-21 on \/about {2}waiting {3}forgotten after 2026-11-28$/,
    );
    expect(lines[2]).toBe("2 subscribers: 1 confirmed, 1 waiting for their confirmation.");
  });

  it("says when there is nobody, and how to use it", async () => {
    const dir = mkdtempSync(join(tmpdir(), "subscribers-"));
    made.push(dir);
    const empty = new SubscriberStore(join(dir, "none"));
    expect((await run(["list"], empty)).lines).toEqual(["No subscribers yet."]);
    expect((await run(["export"], empty)).written).toBe(
      "address,asked_at,confirmed_at,page,language,consent_words\r\n",
    );
    for (const args of [[], ["remove"], ["list", "--all"], ["export", "--everyone"]]) {
      const refused = await run(args, empty);
      expect(refused.exit).toBe(2);
      expect(refused.lines[0]).toMatch(/^npm run subscribers -- list/);
    }
  });
});
