import { describe, expect, it } from "vitest";
import { healthDetailsAllowed, isLoopback, tokenMatches } from "~/http/health-access.server";

/** Who may read /healthz's details: the rule alone (the route passes the socket's address). */

const headers = (h: Record<string, string> = {}) => new Headers(h);
const TOKEN = "a-long-random-health-token";

describe("healthDetailsAllowed", () => {
  it("gives the details to a caller on this machine that came straight, not through a proxy", () => {
    for (const peer of ["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1"]) {
      expect([peer, healthDetailsAllowed(peer, headers(), undefined)]).toEqual([peer, true]);
    }
    // A local nginx connects from 127.0.0.1 for every visitor, and says whom it carries.
    expect(
      healthDetailsAllowed("127.0.0.1", headers({ "x-forwarded-for": "203.0.113.7" }), undefined),
    ).toBe(false);
    expect(
      healthDetailsAllowed("127.0.0.1", headers({ forwarded: "for=203.0.113.7" }), undefined),
    ).toBe(false);
  });

  it("never believes a forwarded header that claims loopback from outside", () => {
    const forged = headers({ "x-forwarded-for": "127.0.0.1" });
    expect(healthDetailsAllowed("203.0.113.7", forged, undefined)).toBe(false);
    expect(healthDetailsAllowed("203.0.113.7", headers(), undefined)).toBe(false);
    expect(healthDetailsAllowed(undefined, headers(), undefined)).toBe(false);
  });

  it("gives them to anyone with HEALTH_TOKEN as a bearer token, and to no one with a wrong one", () => {
    const bearer = (t: string) =>
      headers({ authorization: `Bearer ${t}`, "x-forwarded-for": "198.51.100.1" });
    expect(healthDetailsAllowed("10.0.0.2", bearer(TOKEN), TOKEN)).toBe(true);
    expect(healthDetailsAllowed("10.0.0.2", bearer(`${TOKEN}x`), TOKEN)).toBe(false);
    expect(
      healthDetailsAllowed("127.0.0.1", headers({ authorization: "Bearer nope" }), TOKEN),
    ).toBe(false);
    // No token configured: a bearer header opens nothing.
    expect(healthDetailsAllowed("10.0.0.2", bearer(TOKEN), undefined)).toBe(false);
  });

  it("compares tokens of any length without throwing", () => {
    expect(tokenMatches("", TOKEN)).toBe(false);
    expect(tokenMatches("x".repeat(10_000), TOKEN)).toBe(false);
    expect(tokenMatches(TOKEN, TOKEN)).toBe(true);
    expect(isLoopback("127.0.0.1.evil.example")).toBe(false);
  });
});
