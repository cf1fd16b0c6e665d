import { describe, expect, it } from "vitest";
import { changesState, originVerdict } from "~/http/origin";

const site = "https://prints.example.com:8443";
const verdict = (origin: string | undefined, host?: string, forwardedHost?: string) =>
  originVerdict({ origin, host, forwardedHost }, site);

describe("originVerdict", () => {
  it("takes a form from SITE_URL's origin as the site's own, whatever Host the proxy sent", () => {
    // nginx's `proxy_set_header Host $host` drops the port: Remix alone would refuse this.
    expect(verdict("https://prints.example.com:8443", "prints.example.com")).toBe("site");
    // A platform that rewrites Host to its internal name.
    expect(verdict("https://prints.example.com:8443", "app-7f3a.internal:3000")).toBe("site");
  });

  it("takes a form from the host the request was sent to as the same site under another name", () => {
    expect(verdict("http://192.168.1.20:3000", "192.168.1.20:3000")).toBe("same-host");
    expect(verdict("http://lan-name:3000", "127.0.0.1:3000", "lan-name:3000, proxy")).toBe(
      "same-host",
    );
  });

  it("refuses another site's form, an opaque origin and a malformed one", () => {
    expect(verdict("https://evil.example", "prints.example.com")).toBe("foreign");
    // Same host, other scheme or port: another origin.
    expect(verdict("http://prints.example.com:8443", "prints.example.com")).toBe("foreign");
    expect(verdict("https://prints.example.com", "prints.example.com:3000")).toBe("foreign");
    expect(verdict("null", "prints.example.com")).toBe("foreign");
    expect(verdict("not a url", "prints.example.com")).toBe("foreign");
  });

  it("lets a request without Origin through: browsers send one with every cross-site POST", () => {
    expect(verdict(undefined, "prints.example.com")).toBe("none");
    expect(verdict("", "prints.example.com")).toBe("none");
  });
});

describe("changesState", () => {
  it("checks every method but the safe ones", () => {
    expect(["POST", "put", "PATCH", "DELETE"].map(changesState)).toEqual([true, true, true, true]);
    expect(["GET", "HEAD", "OPTIONS"].map(changesState)).toEqual([false, false, false]);
  });
});
