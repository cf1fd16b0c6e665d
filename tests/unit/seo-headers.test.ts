import { describe, expect, it } from "vitest";
import { etagMatches, isShareable, privatePage, sharedPage } from "~/http/cache-control";
import { contentSecurityPolicy, isHttps, securityHeaders } from "~/http/security-headers";

describe("contentSecurityPolicy", () => {
  it("allows scripts by nonce, never 'unsafe-inline'", () => {
    const csp = contentSecurityPolicy({ nonce: "abc" });
    expect(csp).toContain("script-src 'self' 'nonce-abc'");
    // 'unsafe-inline' only ever for style attributes, never for scripts or <style> elements.
    const directives = csp.split("; ");
    expect(directives.filter((d) => d.includes("unsafe-inline"))).toEqual([
      "style-src-attr 'unsafe-inline'",
    ]);
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("upgrade-insecure-requests");
  });
  it("allows the inline stylesheets by hash", () => {
    const csp = contentSecurityPolicy({ nonce: "abc", styleHashes: ["sha256-B"] });
    expect(csp).toContain("style-src 'self' 'sha256-B'");
  });
  it("upgrades insecure requests over HTTPS", () => {
    expect(contentSecurityPolicy({ https: true })).toContain("upgrade-insecure-requests");
  });
});

describe("securityHeaders", () => {
  const names = (https: boolean) => securityHeaders({ https }).map(([n]) => n);
  it("sends HSTS only over HTTPS", () => {
    expect(names(false)).not.toContain("Strict-Transport-Security");
    expect(names(true)).toContain("Strict-Transport-Security");
  });
  it("always sends nosniff, a referrer policy, a permissions policy and a CSP", () => {
    const headers = new Map(securityHeaders({ https: false }));
    expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("Permissions-Policy")).toContain("camera=()");
    // Chromium on Linux logs an error for a feature it does not know, such as web-share.
    expect(headers.get("Permissions-Policy")).not.toContain("web-share");
    expect(headers.get("Content-Security-Policy")).toContain("default-src 'self'");
  });
});

describe("isHttps", () => {
  it("is the scheme of the URL the server built (a trusted proxy's X-Forwarded-Proto included)", () => {
    expect(isHttps("http://site/")).toBe(false);
    expect(isHttps("https://site/contact")).toBe(true);
  });
});

describe("isShareable", () => {
  it("shares only public responses without cookies", () => {
    expect(isShareable(new Headers({ "Cache-Control": sharedPage }))).toBe(true);
    expect(isShareable(new Headers({ "Cache-Control": privatePage }))).toBe(false);
    expect(isShareable(new Headers())).toBe(false);
    expect(isShareable(new Headers({ "Cache-Control": "public, no-store" }))).toBe(false);
    expect(isShareable(new Headers({ "Cache-Control": sharedPage, "Set-Cookie": "a=b" }))).toBe(
      false,
    );
  });
});

describe("etagMatches", () => {
  it("compares weakly, as If-None-Match does", () => {
    expect(etagMatches('W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('"x", "abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches("*", 'W/"abc"')).toBe(true);
    expect(etagMatches('"abd"', 'W/"abc"')).toBe(false);
    expect(etagMatches(null, 'W/"abc"')).toBe(false);
  });
});
