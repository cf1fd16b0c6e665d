import { describe, expect, it } from "vitest";
import { normalizeAddress } from "~/http/client-address";
import { RateLimiter } from "~/inquiry/rate-limit";

describe("RateLimiter", () => {
  const minute = 60_000;

  it("allows max inquiries per window, then says when to come back", () => {
    const limiter = new RateLimiter({ max: 2, windowMs: 10 * minute });
    expect(limiter.check("a", 0)).toEqual({ allowed: true });
    limiter.record("a", 0);
    limiter.record("a", 3 * minute);
    expect(limiter.check("a", 4 * minute)).toEqual({ allowed: false, retryAfterMs: 6 * minute });
    expect(limiter.check("b", 4 * minute)).toEqual({ allowed: true });
    // The window slides: the first inquiry no longer counts after ten minutes.
    expect(limiter.check("a", 10 * minute + 1)).toEqual({ allowed: true });
  });

  it("forgets the least recently seen clients beyond its capacity", () => {
    const limiter = new RateLimiter({ max: 1, windowMs: minute }, 2);
    limiter.record("a", 0);
    limiter.record("b", 1);
    limiter.record("a", 2);
    limiter.record("c", 3);
    expect(limiter.clients).toBe(2);
    expect(limiter.check("b", 4).allowed).toBe(true);
    expect(limiter.check("a", 4).allowed).toBe(false);
  });
});

describe("normalizeAddress", () => {
  it("writes one client one way", () => {
    expect(normalizeAddress("::FFFF:192.0.2.1")).toBe("192.0.2.1");
    expect(normalizeAddress("192.0.2.1:5123")).toBe("192.0.2.1");
    expect(normalizeAddress("[2001:DB8::1]:443")).toBe("2001:db8::1");
    expect(normalizeAddress("2001:db8::1")).toBe("2001:db8::1");
  });
});
