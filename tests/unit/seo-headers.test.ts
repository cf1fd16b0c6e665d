import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { isShareable, privatePage, sharedPage } from "~/http/cache-control";
import { sealInlineScripts, sha256Source } from "~/http/inline-scripts.server";
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
  it("allows scripts and styles by hash for shared pages", () => {
    const csp = contentSecurityPolicy({ scriptHashes: ["sha256-A"], styleHashes: ["sha256-B"] });
    expect(csp).toContain("script-src 'self' 'sha256-A'");
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
    expect(headers.get("Permissions-Policy")).toContain("web-share=(self)");
    expect(headers.get("Content-Security-Policy")).toContain("default-src 'self'");
  });
});

describe("isHttps", () => {
  const h = (proto?: string) => new Headers(proto ? { "X-Forwarded-Proto": proto } : {});
  it("believes X-Forwarded-Proto only behind a trusted proxy", () => {
    expect(isHttps("http://site/", h("https"), false)).toBe(false);
    expect(isHttps("http://site/", h("https"), true)).toBe(true);
    expect(isHttps("http://site/", h("https, http"), true)).toBe(true);
    expect(isHttps("http://site/", h("http"), true)).toBe(false);
    expect(isHttps("https://site/", h(), false)).toBe(true);
  });
});

describe("sealInlineScripts", () => {
  it("hashes the scripts that carry the nonce and drops the attribute", () => {
    const html =
      '<script nonce="N1">window.a=1</script><script type="module" nonce="N1">import "/x.js"</script>' +
      '<script type="application/ld+json">{"a":1}</script><script>evil()</script>';
    const { html: sealed, hashes } = sealInlineScripts(html, "N1");
    expect(sealed).not.toContain("N1");
    expect(sealed).toContain('<script type="module">import "/x.js"</script>');
    const expected = (s: string) => `sha256-${createHash("sha256").update(s).digest("base64")}`;
    expect(hashes).toEqual([expected("window.a=1"), expected('import "/x.js"')]);
    expect(hashes).not.toContain(sha256Source("evil()"));
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
