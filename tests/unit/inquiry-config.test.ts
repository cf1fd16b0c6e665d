import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "~/config/env.server";

function problems(env: Record<string, string>): string[] {
  try {
    parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe("inquiry configuration", () => {
  it("limits each client to 5 inquiries per 10 minutes and retries at most every 5 minutes by default", () => {
    const config = parseConfig({});
    expect(config.inquiryRateLimit).toEqual({ max: 5, windowMs: 600_000 });
    expect(config.outboxRetryMaxMs).toBe(300_000);
  });

  it("reads INQUIRY_RATE_LIMIT as count/seconds, or off", () => {
    expect(parseConfig({ INQUIRY_RATE_LIMIT: "100000/60" }).inquiryRateLimit).toEqual({
      max: 100_000,
      windowMs: 60_000,
    });
    expect(parseConfig({ INQUIRY_RATE_LIMIT: "OFF" }).inquiryRateLimit).toBeNull();
    expect(parseConfig({ INQUIRY_RATE_LIMIT: "" }).inquiryRateLimit).toEqual({
      max: 5,
      windowMs: 600_000,
    });
  });

  it("reads OUTBOX_RETRY_MAX_SECONDS as whole seconds", () => {
    expect(parseConfig({ OUTBOX_RETRY_MAX_SECONDS: "2" }).outboxRetryMaxMs).toBe(2000);
    expect(parseConfig({ OUTBOX_RETRY_MAX_SECONDS: "" }).outboxRetryMaxMs).toBe(300_000);
  });

  it("names each bad variable on its own line", () => {
    expect(problems({ INQUIRY_RATE_LIMIT: "5", OUTBOX_RETRY_MAX_SECONDS: "soon" })).toEqual([
      'INQUIRY_RATE_LIMIT must be "count/seconds" such as 5/600, or "off"',
      "OUTBOX_RETRY_MAX_SECONDS must be a number of seconds",
    ]);
    expect(problems({ INQUIRY_RATE_LIMIT: "0/60", OUTBOX_RETRY_MAX_SECONDS: "0" })).toHaveLength(2);
  });

  it("requires INQUIRY_TO with SMTP_URL, and an address", () => {
    expect(problems({ SMTP_URL: "smtp://127.0.0.1:2525" })).toEqual([
      "INQUIRY_TO is required when SMTP_URL is set (the photographer's address)",
    ]);
    expect(problems({ SMTP_URL: "smtp://127.0.0.1:2525", INQUIRY_TO: "nobody" })).toEqual([
      "INQUIRY_TO must be an email address",
    ]);
  });
});
