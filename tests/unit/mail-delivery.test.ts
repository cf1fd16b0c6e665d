import { describe, expect, it } from "vitest";
import { classifySmtpError, loginRefused, serverDown } from "~/delivery/transport.server";
import { backoffDelay } from "~/delivery/worker.server";
import { redactAddresses } from "~/outbox/inquiry-log.server";

describe("backoffDelay", () => {
  const middle = () => 0.5; // no jitter

  it("doubles from the base up to the maximum", () => {
    expect([1, 2, 3, 4, 5, 6, 10, 50].map((n) => backoffDelay(n, 1000, 20_000, middle))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 20_000, 20_000, 20_000,
    ]);
  });

  it("spreads retries by ±20 % without passing the maximum", () => {
    expect(backoffDelay(3, 1000, 60_000, () => 0)).toBe(3200);
    expect(backoffDelay(3, 1000, 60_000, () => 1)).toBe(4800);
    expect(backoffDelay(9, 1000, 60_000, () => 1)).toBe(60_000);
  });
});

describe("classifySmtpError", () => {
  it("gives up only on a 5xx reply to the message", () => {
    expect(classifySmtpError({ code: "EENVELOPE", responseCode: 550 }).kind).toBe("permanent");
    expect(classifySmtpError({ code: "EMESSAGE", responseCode: 552 }).kind).toBe("permanent");
  });

  it("retries while the server is down, busy or answering 4xx, and on a rejected login", () => {
    expect(classifySmtpError({ code: "ECONNECTION" }).kind).toBe("transient");
    expect(classifySmtpError({ code: "ETIMEDOUT" }).kind).toBe("transient");
    expect(classifySmtpError({ code: "EENVELOPE", responseCode: 451 }).kind).toBe("transient");
    expect(classifySmtpError({ code: "EAUTH", responseCode: 535 }).kind).toBe("transient");
    expect(classifySmtpError(new Error("socket hang up")).kind).toBe("transient");
    expect(classifySmtpError("weird").kind).toBe("transient");
  });
});

describe("serverDown", () => {
  it("pauses every message only when the server itself is unreachable or closing", () => {
    expect(serverDown(classifySmtpError({ code: "ECONNECTION" }))).toBe(true);
    expect(serverDown(classifySmtpError({ code: "ETIMEDOUT" }))).toBe(true);
    expect(serverDown(classifySmtpError({ code: "EENVELOPE", responseCode: 421 }))).toBe(true);
    // A 4xx answer to one message is that message's own: greylisting, a full mailbox.
    expect(serverDown(classifySmtpError({ code: "EENVELOPE", responseCode: 451 }))).toBe(false);
    expect(serverDown(classifySmtpError({ code: "EMESSAGE", responseCode: 452 }))).toBe(false);
  });
});

describe("loginRefused", () => {
  it("tells a refused login from the server's other answers", () => {
    expect(loginRefused(classifySmtpError({ code: "EAUTH", responseCode: 535 }))).toBe(true);
    expect(loginRefused(classifySmtpError({ code: "ECONNECTION" }))).toBe(false);
    expect(loginRefused(classifySmtpError({ code: "EENVELOPE", responseCode: 550 }))).toBe(false);
  });
});

describe("redactAddresses", () => {
  it("keeps SMTP replies in the log without the addresses in them", () => {
    expect(redactAddresses("550 5.1.1 <jane@example.com>: Recipient address rejected")).toBe(
      "550 5.1.1 <<address>>: Recipient address rejected",
    );
  });
});
