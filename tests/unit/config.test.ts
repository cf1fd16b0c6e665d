import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "~/config/env.server";

function problems(env: Record<string, string | undefined>): string[] {
  try {
    parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error("expected a ConfigError");
}

describe("parseConfig", () => {
  it("runs with nothing set: port 3000, local site URL, outbox in ./data/outbox", () => {
    expect(parseConfig({})).toEqual({
      nodeEnv: "production",
      port: 3000,
      siteUrl: "http://localhost:3000",
      smtpUrl: undefined,
      inquiryTo: undefined,
      inquiryFrom: "inquiries@localhost",
      outboxDir: "./data/outbox",
      host: undefined,
      trustProxy: ["loopback"],
      inquiryRateLimit: { max: 5, windowMs: 600_000 },
      subscribeRateLimit: { max: 5, windowMs: 3_600_000 },
      subscribersDir: "./data/subscribers",
      announcePerMinute: 60,
      outboxRetryMaxMs: 300_000,
      outboxMaxAgeMs: 5 * 86_400_000,
      outboxRescanMs: 30_000,
      inquiryReceipt: false,
      smtpCa: undefined,
      smtpVerifyMs: 300_000,
      outboxRetentionMs: 180 * 86_400_000,
      healthToken: undefined,
      counts: true,
      countsDir: "./data/counts",
      countsRetentionMs: 365 * 86_400_000,
      letterSchedule: { weekday: 1, hour: 8, minute: 0 },
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      warnings: [
        "SITE_URL is not set: links in inquiry emails, canonical URLs, Open Graph and the sitemap will say http://localhost:3000. Set it to the site's public origin, such as https://prints.example.com.",
      ],
    });
  });

  it("reads the subscriptions' settings, naming a bad one", () => {
    const c = parseConfig({
      SUBSCRIBE_RATE_LIMIT: "off",
      SUBSCRIBERS_DIR: "/srv/prints/subscribers",
      ANNOUNCE_PER_MINUTE: "600",
    });
    expect(c.subscribeRateLimit).toBeNull();
    expect(c.subscribersDir).toBe("/srv/prints/subscribers");
    expect(c.announcePerMinute).toBe(600);
    expect(() => parseConfig({ ANNOUNCE_PER_MINUTE: "0" })).toThrow(
      "ANNOUNCE_PER_MINUTE must be a whole number of messages a minute, 1 to 6000",
    );
    expect(() => parseConfig({ SUBSCRIBE_RATE_LIMIT: "lots" })).toThrow(
      'SUBSCRIBE_RATE_LIMIT must be "count/seconds" such as 5/600, or "off"',
    );
  });

  it("reads the counts' and the weekly letter's settings, naming a bad one", () => {
    const c = parseConfig({
      COUNTS: "OFF",
      COUNTS_RETENTION: "90d",
      LETTER_SCHEDULE: "Friday  17:30",
      LETTER_TIMEZONE: "Europe/Paris",
    });
    expect(c.counts).toBe(false);
    expect(c.countsRetentionMs).toBe(90 * 86_400_000);
    expect(c.letterSchedule).toEqual({ weekday: 5, hour: 17, minute: 30 });
    expect(c.timeZone).toBe("Europe/Paris");
    expect(parseConfig({ LETTER_SCHEDULE: "off" }).letterSchedule).toBeNull();
    expect(
      problems({
        COUNTS: "maybe",
        COUNTS_RETENTION: "3d",
        LETTER_SCHEDULE: "mon 25:00",
        LETTER_TIMEZONE: "Mars/Olympus",
      }),
    ).toEqual([
      'COUNTS must be "on" or "off"',
      "COUNTS_RETENTION must be at least 8d: the weekly letter reads the week before it",
      'LETTER_SCHEDULE must be a weekday and a time such as "mon 08:00", or "off"',
      "LETTER_TIMEZONE must be a time zone such as Europe/London or UTC",
    ]);
  });

  it("turns the visitor's receipt on only when asked", () => {
    expect(parseConfig({ INQUIRY_RECEIPT: "on" }).inquiryReceipt).toBe(true);
    expect(parseConfig({ INQUIRY_RECEIPT: " OFF " }).inquiryReceipt).toBe(false);
    expect(() => parseConfig({ INQUIRY_RECEIPT: "yes please" })).toThrow(
      'INQUIRY_RECEIPT must be "on" or "off"',
    );
  });

  it("warns about an unset SITE_URL in production only", () => {
    expect(parseConfig({ SITE_URL: "https://prints.example.com" }).warnings).toEqual([]);
    expect(parseConfig({ NODE_ENV: "development" }).warnings).toEqual([]);
  });

  it("reads OUTBOX_MAX_AGE as seconds or with a unit, and refuses anything else", () => {
    expect(parseConfig({ OUTBOX_MAX_AGE: "12h" }).outboxMaxAgeMs).toBe(12 * 3_600_000);
    expect(parseConfig({ OUTBOX_MAX_AGE: "90m" }).outboxMaxAgeMs).toBe(90 * 60_000);
    expect(parseConfig({ OUTBOX_MAX_AGE: "600" }).outboxMaxAgeMs).toBe(600_000);
    expect(parseConfig({ OUTBOX_MAX_AGE: "2S" }).outboxMaxAgeMs).toBe(2000);
    expect(() => parseConfig({ OUTBOX_MAX_AGE: "5 weeks" })).toThrow(
      "OUTBOX_MAX_AGE must be a duration such as 5d, 12h, 90m or 600",
    );
    expect(() => parseConfig({ OUTBOX_MAX_AGE: "0" })).toThrow(/OUTBOX_MAX_AGE/);
  });

  it("treats empty values as unset, as a copied .env.example leaves them", () => {
    const config = parseConfig({
      PORT: "",
      SITE_URL: "",
      SMTP_URL: "",
      INQUIRY_TO: " ",
      INQUIRY_FROM: "",
      OUTBOX_DIR: "",
      TRUST_PROXY: "",
    });
    expect(config.port).toBe(3000);
    expect(config.siteUrl).toBe("http://localhost:3000");
    expect(config.trustProxy).toEqual(["loopback"]);
    expect(config.smtpUrl).toBeUndefined();
    expect(config.outboxDir).toBe("./data/outbox");
  });

  it("reads every variable", () => {
    const config = parseConfig({
      PORT: "8080",
      SITE_URL: "https://www.prints.example.com/",
      SMTP_URL: "smtp://user:pass@mail.example.com:587",
      INQUIRY_TO: "elena@example.com",
      INQUIRY_FROM: "shop@example.com",
      OUTBOX_DIR: "/var/lib/prints/outbox",
      TRUST_PROXY: "true",
    });
    expect(config).toMatchObject({
      port: 8080,
      siteUrl: "https://www.prints.example.com",
      smtpUrl: "smtp://user:pass@mail.example.com:587",
      inquiryTo: "elena@example.com",
      inquiryFrom: "shop@example.com",
      outboxDir: "/var/lib/prints/outbox",
      trustProxy: 1,
    });
  });

  it("derives the sender from the site's host", () => {
    expect(parseConfig({ SITE_URL: "https://www.prints.example.com" }).inquiryFrom).toBe(
      "inquiries@prints.example.com",
    );
  });

  it("defaults the site URL to the port", () => {
    expect(parseConfig({ PORT: "4000" }).siteUrl).toBe("http://localhost:4000");
  });

  it.each([
    ["true", 1],
    ["1", 1],
    ["yes", 1],
    ["FALSE", false],
    ["0", false],
    ["no", false],
  ])("reads TRUST_PROXY=%s as %s (true: one proxy hop)", (value, expected) => {
    expect(parseConfig({ TRUST_PROXY: value }).trustProxy).toBe(expected);
  });

  it("trusts a proxy on this host by default, and nobody else", () => {
    // Behind the shipped nginx every visitor connects through loopback: each must keep their own
    // address (and rate limit) with nothing set.
    expect(parseConfig({}).trustProxy).toEqual(["loopback"]);
  });

  it("reads TRUST_PROXY as the list of proxies it trusts: names, addresses, ranges", () => {
    expect(
      parseConfig({ TRUST_PROXY: "loopback, 10.0.0.0/8,2001:db8::/32 , 192.0.2.7" }).trustProxy,
    ).toEqual(["loopback", "10.0.0.0/8", "2001:db8::/32", "192.0.2.7"]);
    expect(problems({ TRUST_PROXY: "loopback, proxy.example.com, 10.0.0.0/40" })).toEqual([
      "TRUST_PROXY must be false, true (one proxy hop) or a list of the proxies' addresses (loopback, 10.0.0.0/8, 192.0.2.7); not proxy.example.com, 10.0.0.0/40",
    ]);
  });

  it("takes HOST as the address to listen on, and refuses what cannot be one", () => {
    expect(parseConfig({ HOST: "127.0.0.1" }).host).toBe("127.0.0.1");
    expect(parseConfig({ HOST: "" }).host).toBeUndefined();
    expect(problems({ HOST: "127.0.0.1:3000" })).toEqual([
      "HOST must be an address to listen on, such as 127.0.0.1, :: or 0.0.0.0",
    ]);
  });

  it("names each bad variable, one problem per line", () => {
    const found = problems({
      PORT: "eighty",
      SITE_URL: "ftp://example.com",
      SMTP_URL: "http://mail.example.com",
      INQUIRY_TO: "not-an-address",
      INQUIRY_FROM: "nobody",
      TRUST_PROXY: "maybe",
    });
    const named = found.map((p) => p.split(" ")[0]);
    expect(named.sort()).toEqual(
      ["INQUIRY_FROM", "INQUIRY_TO", "PORT", "SITE_URL", "SMTP_URL", "TRUST_PROXY"].sort(),
    );
  });

  it("says what a good value looks like", () => {
    const [problem] = problems({ SMTP_URL: "mail.example.com" });
    expect(problem).toMatch(/^SMTP_URL .*smtp:\/\//);
  });

  it.each(["eighty", "70000", "0", "80.5"])("refuses PORT=%s in plain words", (port) => {
    expect(problems({ PORT: port })).toEqual(["PORT must be a port number from 1 to 65535"]);
  });

  it("requires INQUIRY_TO when SMTP_URL is set", () => {
    expect(problems({ SMTP_URL: "smtp://mail.example.com:587" })).toEqual([
      expect.stringMatching(/^INQUIRY_TO .*required when SMTP_URL is set/),
    ]);
  });

  it("reports a missing INQUIRY_TO together with other bad variables", () => {
    const found = problems({ SMTP_URL: "smtp://mail.example.com:587", PORT: "eighty" });
    expect(found.map((p) => p.split(" ")[0]).sort()).toEqual(["INQUIRY_TO", "PORT"]);
  });

  it("puts every problem in the error's message", () => {
    try {
      parseConfig({ PORT: "x", SITE_URL: "nope" });
      expect.unreachable();
    } catch (error) {
      expect(String((error as Error).message)).toMatch(
        /Invalid configuration:\n {2}PORT .*\n {2}SITE_URL /,
      );
    }
  });
});

describe("the mail, retention and health settings", () => {
  it("reads SMTP_CA_FILE's certificate at start, and names the file when it is missing or not PEM", () => {
    const dir = mkdtempSync(join(tmpdir(), "ca-"));
    const pem = "-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n";
    writeFileSync(join(dir, "ca.pem"), pem);
    writeFileSync(join(dir, "key.pem"), "-----BEGIN PRIVATE KEY-----\n");
    expect(parseConfig({ SMTP_CA_FILE: join(dir, "ca.pem") }).smtpCa).toBe(pem);
    expect(problems({ SMTP_CA_FILE: join(dir, "missing.pem") })).toEqual([
      `SMTP_CA_FILE cannot be read (ENOENT): ${join(dir, "missing.pem")}`,
    ]);
    expect(problems({ SMTP_CA_FILE: join(dir, "key.pem") })).toEqual([
      `SMTP_CA_FILE is not a PEM certificate file (no BEGIN CERTIFICATE): ${join(dir, "key.pem")}`,
    ]);
  });

  it("keeps messages 180 days by default, and never less than the 30 days a form can be resubmitted in", () => {
    expect(parseConfig({}).outboxRetentionMs).toBe(180 * 86_400_000);
    expect(parseConfig({ OUTBOX_RETENTION: "90d" }).outboxRetentionMs).toBe(90 * 86_400_000);
    expect(problems({ OUTBOX_RETENTION: "7d" })).toEqual([
      "OUTBOX_RETENTION must be at least 30d: sent/ is how a resubmitted form is recognised",
    ]);
    expect(problems({ OUTBOX_RETENTION: "forever" })[0]).toMatch(
      /^OUTBOX_RETENTION must be a duration/,
    );
  });

  it("checks SMTP every 300 s by default; HEALTH_TOKEN must be a real secret", () => {
    expect(parseConfig({}).smtpVerifyMs).toBe(300_000);
    expect(parseConfig({ SMTP_VERIFY_SECONDS: "60" }).smtpVerifyMs).toBe(60_000);
    expect(problems({ SMTP_VERIFY_SECONDS: "0" })).toEqual([
      "SMTP_VERIFY_SECONDS must be at least 1",
    ]);
    expect(problems({ HEALTH_TOKEN: "short" })).toEqual([
      "HEALTH_TOKEN must be at least 16 characters (a random secret)",
    ]);
    expect(parseConfig({ HEALTH_TOKEN: "0123456789abcdef0123" }).healthToken).toBe(
      "0123456789abcdef0123",
    );
  });
});
