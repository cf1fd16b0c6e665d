import { readFileSync } from "node:fs";
import { isIP } from "node:net";
import { z } from "zod";

/**
 * The site's configuration: environment variables, validated once at start-up.
 * Nothing else reads process.env. A bad value stops the server with one line per variable.
 */
const optional = (s: string | undefined) => (s === undefined || s.trim() === "" ? undefined : s);

const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** '5d' → 432000000; a bare number is seconds. */
export function durationMs(value: string): number {
  const unit = value.at(-1) as keyof typeof UNIT_MS;
  return unit in UNIT_MS ? Number(value.slice(0, -1)) * UNIT_MS[unit] : Number(value) * 1000;
}

/**
 * Which peers may speak for the client in X-Forwarded-For and X-Forwarded-Proto: none (false),
 * whoever is one hop away (1: any peer, so only where nothing else can reach the port), or the
 * listed proxies (Express's "trust proxy": addresses, CIDR ranges, or loopback, linklocal,
 * uniquelocal). A request from anyone else is taken at its socket's word.
 */
export type TrustProxy = false | 1 | string[];

const PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/** 'loopback', '192.0.2.7', '10.0.0.0/8', '2001:db8::/32'. */
function isProxyName(value: string): boolean {
  if (PROXY_NAMES.has(value)) return true;
  const [address = "", bits, ...rest] = value.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

const MAX_SECONDS_TEXT: Record<number, string> = { 3600: "3600 (an hour)", 86400: "86400 (a day)" };

/** A whole number of seconds from 1 to `max`, `fallback` when unset. */
function seconds(max: 3600 | 86_400, fallback: number) {
  return z.preprocess(
    optional,
    z.coerce
      .number({ error: "must be a number of seconds" })
      .int({ error: "must be a whole number of seconds" })
      .min(1, { error: "must be at least 1" })
      .max(max, { error: `must be at most ${MAX_SECONDS_TEXT[max]}` })
      .default(fallback),
  );
}

const PORT_ERROR = "must be a port number from 1 to 65535";
const DAY_MS = UNIT_MS.d;
/** The letter reads the week before the day it is sent: a week and a day of counts. */
const LETTER_READS_DAYS = 8;
/** A form is not resubmitted after this: sent/'s file names must outlive it (duplicates). */
export const MIN_RETENTION_DAYS = 30;

/** The PEM text of a CA file, or a one-line reason it cannot be used. */
export function readCaFile(path: string): { pem: string } | { problem: string } {
  let pem: string;
  try {
    pem = readFileSync(path, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "unreadable";
    return { problem: `cannot be read (${code}): ${path}` };
  }
  if (!pem.includes("-----BEGIN CERTIFICATE-----")) {
    return { problem: `is not a PEM certificate file (no BEGIN CERTIFICATE): ${path}` };
  }
  return { pem };
}

const PER_MINUTE_ERROR = "must be a whole number of messages a minute, 1 to 6000";

/** A per-client limit, "count/seconds" such as 5/600, or "off" (null). */
function rateLimit(fallback: string) {
  return z.preprocess(
    (v) =>
      optional(v as string | undefined)
        ?.trim()
        .toLowerCase(),
    z
      .string()
      .regex(/^(off|[1-9]\d{0,5}\/[1-9]\d{0,6})$/, {
        error: 'must be "count/seconds" such as 5/600, or "off"',
      })
      .default(fallback)
      .transform((v) => {
        if (v === "off") return null;
        const [max, seconds] = v.split("/").map(Number) as [number, number];
        return { max, windowMs: seconds * 1000 };
      }),
  );
}

export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.preprocess(
      optional,
      z.coerce
        .number({ error: PORT_ERROR })
        .int(PORT_ERROR)
        .min(1, PORT_ERROR)
        .max(65535, PORT_ERROR)
        .default(3000),
    ),
    SITE_URL: z.preprocess(
      optional,
      z
        .url({
          protocol: /^https?$/,
          error: "must be an http(s) URL such as https://prints.example.com",
        })
        .transform((u) => u.replace(/\/+$/, ""))
        .optional(),
    ),
    SMTP_URL: z.preprocess(
      optional,
      z
        .url({
          protocol: /^smtps?$/,
          error: "must be an SMTP URL such as smtp://user:pass@host:587",
        })
        .optional(),
    ),
    INQUIRY_TO: z.preprocess(optional, z.email({ error: "must be an email address" }).optional()),
    INQUIRY_FROM: z.preprocess(optional, z.email({ error: "must be an email address" }).optional()),
    OUTBOX_DIR: z.preprocess(optional, z.string().default("./data/outbox")),
    HOST: z.preprocess(
      optional,
      z
        .string()
        .trim()
        .refine((v) => isIP(v) !== 0 || /^[a-z0-9.-]+$/i.test(v), {
          error: "must be an address to listen on, such as 127.0.0.1, :: or 0.0.0.0",
        })
        .optional(),
    ),
    // Loopback by default: a proxy on this host (the shipped nginx files) names each visitor, and a
    // visitor who reaches the port directly never connects from loopback, so cannot forge one.
    TRUST_PROXY: z.preprocess(
      (v) => optional(typeof v === "string" ? v.trim().toLowerCase() : undefined),
      z
        .string()
        .default("loopback")
        .transform((v, ctx): TrustProxy => {
          if (["false", "0", "no"].includes(v)) return false;
          if (["true", "1", "yes"].includes(v)) return 1;
          const proxies = v.split(",").map((p) => p.trim());
          const bad = proxies.filter((p) => !isProxyName(p));
          if (bad.length === 0) return proxies;
          ctx.addIssue({
            code: "custom",
            message: `must be false, true (one proxy hop) or a list of the proxies' addresses (loopback, 10.0.0.0/8, 192.0.2.7); not ${bad.join(", ")}`,
          });
          return z.NEVER;
        }),
    ),
    // Inquiries one client may send per window, as "count/seconds"; "off" disables the limit.
    INQUIRY_RATE_LIMIT: rateLimit("5/600"),
    // Confirmation mails one client may have sent (to any addresses) per window, as count/seconds.
    SUBSCRIBE_RATE_LIMIT: rateLimit("5/3600"),
    // Where the subscribers to new work are kept (keep it on persistent disk, beside the outbox).
    SUBSCRIBERS_DIR: z.preprocess(optional, z.string().default("./data/subscribers")),
    // Announcement messages handed to the SMTP server per minute, by each server process.
    ANNOUNCE_PER_MINUTE: z.preprocess(
      optional,
      z.coerce
        .number({ error: PER_MINUTE_ERROR })
        .int(PER_MINUTE_ERROR)
        .min(1, PER_MINUTE_ERROR)
        .max(6000, PER_MINUTE_ERROR)
        .default(60),
    ),
    // The longest pause between two delivery attempts while the SMTP server is down.
    OUTBOX_RETRY_MAX_SECONDS: seconds(86_400, 300),
    // The visitor's receipt email, once the inquiry has reached the photographer: "on" or "off".
    INQUIRY_RECEIPT: z.preprocess(
      (v) =>
        optional(v as string | undefined)
          ?.trim()
          .toLowerCase(),
      z
        .enum(["on", "off"], { error: 'must be "on" or "off"' })
        .default("off")
        .transform((v) => v === "on"),
    ),
    // How long a message may wait for the SMTP server to take it before it moves to failed/
    // (Postfix's maximal_queue_lifetime is 5 days): seconds, or a number with s, m, h or d.
    OUTBOX_MAX_AGE: z.preprocess(
      optional,
      z
        .string()
        .trim()
        .toLowerCase()
        .regex(/^[1-9]\d{0,8}[smhd]?$/, { error: "must be a duration such as 5d, 12h, 90m or 600" })
        .default("5d")
        .transform(durationMs),
    ),
    // How often the delivery worker looks in the outbox for messages another process left.
    OUTBOX_RESCAN_SECONDS: seconds(3600, 30),
    // A CA (PEM file) to trust for the SMTP server's TLS besides the system's: a private CA.
    SMTP_CA_FILE: z.preprocess(
      optional,
      z
        .string()
        .transform((path, ctx) => {
          const read = readCaFile(path);
          if ("problem" in read) {
            ctx.addIssue({ code: "custom", message: read.problem });
            return z.NEVER;
          }
          return read.pem;
        })
        .optional(),
    ),
    // How often the SMTP connection and login are checked (while they fail: every 30 s at most).
    SMTP_VERIFY_SECONDS: seconds(86_400, 300),
    // How long delivered, failed, dismissed and quarantined messages are kept, from acceptance.
    OUTBOX_RETENTION: z.preprocess(
      optional,
      z
        .string()
        .trim()
        .toLowerCase()
        .regex(/^[1-9]\d{0,8}[smhd]?$/, { error: "must be a duration such as 180d or 4320h" })
        .default("180d")
        .transform(durationMs)
        .refine((ms) => ms >= MIN_RETENTION_DAYS * DAY_MS, {
          error: `must be at least ${MIN_RETENTION_DAYS}d: sent/ is how a resubmitted form is recognised`,
        }),
    ),
    // A secret that lets a remote monitor read /healthz's details (Authorization: Bearer ...).
    HEALTH_TOKEN: z.preprocess(
      optional,
      z
        .string()
        .trim()
        .min(16, { error: "must be at least 16 characters (a random secret)" })
        .optional(),
    ),
    // Counting views without cookies or trackers (docs/counts.md): "on" or "off".
    COUNTS: z.preprocess(
      (v) =>
        optional(v as string | undefined)
          ?.trim()
          .toLowerCase(),
      z
        .enum(["on", "off"], { error: 'must be "on" or "off"' })
        .default("on")
        .transform((v) => v === "on"),
    ),
    // The content folder the register of sold copies (editions.yaml) is read from while the site
    // runs; by default the folder the build read.
    CONTENT_DIR: z.preprocess(optional, z.string().optional()),
    // Where the counts are kept (keep it on persistent disk, beside the outbox).
    COUNTS_DIR: z.preprocess(optional, z.string().default("./data/counts")),
    // How long each day's counts are kept.
    COUNTS_RETENTION: z.preprocess(
      optional,
      z
        .string()
        .trim()
        .toLowerCase()
        .regex(/^[1-9]\d{0,8}[smhd]?$/, { error: "must be a duration such as 365d or 90d" })
        .default("365d")
        .transform(durationMs)
        .refine((ms) => ms >= LETTER_READS_DAYS * DAY_MS, {
          error: `must be at least ${LETTER_READS_DAYS}d: the weekly letter reads the week before it`,
        }),
    ),
    // When the weekly letter goes to the photographer: "mon 08:00" (a weekday and a time), or "off".
    LETTER_SCHEDULE: z.preprocess(
      (v) =>
        optional(v as string | undefined)
          ?.trim()
          .toLowerCase()
          .replace(/\s+/g, " "),
      z
        .string()
        .default("mon 08:00")
        .transform((v, ctx): LetterSchedule | null => {
          if (v === "off") return null;
          const schedule = parseLetterSchedule(v);
          if (schedule) return schedule;
          ctx.addIssue({
            code: "custom",
            message: 'must be a weekday and a time such as "mon 08:00", or "off"',
          });
          return z.NEVER;
        }),
    ),
    // The photographer's time zone: the letter's schedule and week, and the counts' days.
    LETTER_TIMEZONE: z.preprocess(
      optional,
      z
        .string()
        .trim()
        .default(() => Intl.DateTimeFormat().resolvedOptions().timeZone)
        .refine(isTimeZone, { error: "must be a time zone such as Europe/London or UTC" }),
    ),
  })
  .superRefine(
    (env, ctx) => {
      if (env.SMTP_URL && !env.INQUIRY_TO) {
        ctx.addIssue({
          code: "custom",
          path: ["INQUIRY_TO"],
          message: "is required when SMTP_URL is set (the photographer's address)",
        });
      }
    },
    // Run even when another variable is bad, so one start-up names every problem.
    { when: () => true },
  );

export type Config = {
  nodeEnv: "development" | "production" | "test";
  port: number;
  /** The address to listen on; every interface when unset. */
  host?: string;
  siteUrl: string;
  smtpUrl?: string;
  inquiryTo?: string;
  inquiryFrom: string;
  outboxDir: string;
  trustProxy: TrustProxy;
  /** Inquiries one client may send per window; null when the limit is off. */
  inquiryRateLimit: { max: number; windowMs: number } | null;
  /** Confirmation mails one client may cause per window; null when the limit is off. */
  subscribeRateLimit: { max: number; windowMs: number } | null;
  subscribersDir: string;
  /** Announcement messages sent per minute by each process. */
  announcePerMinute: number;
  outboxRetryMaxMs: number;
  outboxMaxAgeMs: number;
  outboxRescanMs: number;
  /** Whether visitors get a receipt once their inquiry is delivered (INQUIRY_RECEIPT=on). */
  inquiryReceipt: boolean;
  /** PEM certificates (SMTP_CA_FILE's content) trusted for the SMTP server's TLS. */
  smtpCa?: string;
  smtpVerifyMs: number;
  outboxRetentionMs: number;
  healthToken?: string;
  /** Whether the site counts views (COUNTS). */
  counts: boolean;
  countsDir: string;
  countsRetentionMs: number;
  /** CONTENT_DIR: where the register of sold copies is read from; else where the build read. */
  contentDir?: string;
  /** When the weekly letter is sent; null when LETTER_SCHEDULE is off. */
  letterSchedule: LetterSchedule | null;
  /** The photographer's time zone (IANA): the letter's schedule and week, the counts' days. */
  timeZone: string;
  /** What an operator should know at start: settings that work but will surprise. */
  warnings: string[];
};

/** When the weekly letter is sent: ISO weekday (1 Monday … 7 Sunday), hour and minute. */
export type LetterSchedule = { weekday: number; hour: number; minute: number };

const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];

/** 'mon 08:00' → { weekday: 1, hour: 8, minute: 0 }; 'monday 8:00' too; undefined otherwise. */
export function parseLetterSchedule(value: string): LetterSchedule | undefined {
  const match = /^([a-z]+) (\d{1,2}):(\d{2})$/.exec(value.trim().toLowerCase());
  if (!match) return undefined;
  const [, day = "", hour = "", minute = ""] = match;
  const weekday = WEEKDAYS.findIndex((d) => day.startsWith(d) && day.length >= 3) + 1;
  const h = Number(hour);
  const m = Number(minute);
  if (weekday === 0 || h > 23 || m > 59) return undefined;
  return { weekday, hour: h, minute: m };
}

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Validates an environment; throws ConfigError naming every bad variable. Pure: no process.env. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
    throw new ConfigError(problems);
  }
  const e = result.data;
  const siteUrl = e.SITE_URL ?? `http://localhost:${e.PORT}`;
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    siteUrl,
    smtpUrl: e.SMTP_URL,
    inquiryTo: e.INQUIRY_TO,
    inquiryFrom: e.INQUIRY_FROM ?? `inquiries@${new URL(siteUrl).hostname.replace(/^www\./, "")}`,
    outboxDir: e.OUTBOX_DIR,
    trustProxy: e.TRUST_PROXY,
    inquiryRateLimit: e.INQUIRY_RATE_LIMIT,
    subscribeRateLimit: e.SUBSCRIBE_RATE_LIMIT,
    subscribersDir: e.SUBSCRIBERS_DIR,
    announcePerMinute: e.ANNOUNCE_PER_MINUTE,
    outboxRetryMaxMs: e.OUTBOX_RETRY_MAX_SECONDS * 1000,
    outboxMaxAgeMs: e.OUTBOX_MAX_AGE,
    outboxRescanMs: e.OUTBOX_RESCAN_SECONDS * 1000,
    inquiryReceipt: e.INQUIRY_RECEIPT,
    smtpCa: e.SMTP_CA_FILE,
    smtpVerifyMs: e.SMTP_VERIFY_SECONDS * 1000,
    outboxRetentionMs: e.OUTBOX_RETENTION,
    healthToken: e.HEALTH_TOKEN,
    counts: e.COUNTS,
    countsDir: e.COUNTS_DIR,
    ...(e.CONTENT_DIR ? { contentDir: e.CONTENT_DIR } : {}),
    countsRetentionMs: e.COUNTS_RETENTION,
    letterSchedule: e.LETTER_SCHEDULE,
    timeZone: e.LETTER_TIMEZONE,
    warnings:
      e.NODE_ENV === "production" && !e.SITE_URL
        ? [
            `SITE_URL is not set: links in inquiry emails, canonical URLs, Open Graph and the sitemap will say ${siteUrl}. Set it to the site's public origin, such as https://prints.example.com.`,
          ]
        : [],
  };
}

let cached: Config | undefined;

/**
 * A `.env` file in the working directory, read once before the environment is: variables already
 * set in the environment win. Node's own `--env-file` would print a line of plain text when the
 * file is absent; the server's output is JSON only.
 */
function loadEnvFile(path = ".env") {
  try {
    process.loadEnvFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
}

/** The running server's configuration, read from `.env` and process.env once. */
export function config(): Config {
  if (!cached) {
    try {
      loadEnvFile();
      cached = parseConfig(process.env);
    } catch (error) {
      const problems =
        error instanceof ConfigError ? error.problems : [`.env ${(error as Error).message}`];
      for (const problem of problems)
        process.stderr.write(
          `${JSON.stringify({ time: new Date().toISOString(), level: "error", event: "config.invalid", problem })}\n`,
        );
      process.exit(1);
    }
  }
  return cached;
}
