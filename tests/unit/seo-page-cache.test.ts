import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  etagMatches,
  PageCache,
  pageKey,
  storedPageReply,
  storedPageResponse,
  storePage,
} from "~/http/page-cache.server";
import { frontReply } from "~/server/page-front.server";

const html = `<!DOCTYPE html><html><body>${"<p>Light, space and stillness</p>".repeat(50)}</body></html>`;
const request = (headers: Record<string, string> = {}) =>
  new Request("http://127.0.0.1/portfolio", { headers });

const noSecurity = { http: [], https: [] };
const security = {
  http: [["X-Content-Type-Options", "nosniff"]] as [string, string][],
  https: [
    ["X-Content-Type-Options", "nosniff"],
    ["Strict-Transport-Security", "max-age=63072000; includeSubDomains"],
  ] as [string, string][],
};

describe("stored pages", () => {
  it("answer in the encoding the client prefers, with matching length", async () => {
    const page = await storePage(html, [["Content-Type", "text/html; charset=utf-8"]], security);
    const br = storedPageResponse(page, request({ "Accept-Encoding": "gzip, deflate, br" }), false);
    expect(br.headers.get("Content-Encoding")).toBe("br");
    expect(br.headers.get("Vary")).toBe("Accept-Encoding");
    expect(br.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(br.headers.get("Server-Timing")).toBe('page-cache;desc="hit"');
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(br.headers.get("Content-Length")).toBe(String(brBody.length));
    expect(brotliDecompressSync(brBody).toString()).toBe(html);

    const gz = storedPageResponse(page, request({ "Accept-Encoding": "gzip" }), false);
    expect(gz.headers.get("Content-Encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(html);

    const plain = storedPageResponse(page, request(), false);
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(await plain.text()).toBe(html);
  });

  it("carry the security headers of the visit: HSTS only over HTTPS", async () => {
    const page = await storePage(html, [], security);
    const overHttp = storedPageResponse(page, request(), false);
    expect(overHttp.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(overHttp.headers.get("Strict-Transport-Security")).toBeNull();
    const overHttps = storedPageResponse(page, request(), true);
    expect(overHttps.headers.get("Strict-Transport-Security")).toContain("max-age=");
  });

  it("answer 304 to a matching If-None-Match, and HEAD without a body", async () => {
    const page = await storePage(html, [], noSecurity);
    const res = storedPageResponse(page, request({ "If-None-Match": page.etag }), false);
    expect(res.status).toBe(304);
    expect(res.headers.get("ETag")).toBe(page.etag);
    const head = storedPageReply(page, {
      method: "HEAD",
      ifNoneMatch: null,
      acceptEncoding: "br",
      https: false,
    });
    expect(head.status).toBe(200);
    expect(head.body).toBeNull();
    expect(head.headers).toContainEqual(["Content-Length", String(page.bodies.br.length)]);
  });

  it("keep their own validator, never one handed in with the headers", async () => {
    const page = await storePage(
      html,
      [
        ["ETag", '"stale"'],
        ["Vary", "Cookie"],
      ],
      noSecurity,
    );
    const names = page.headers.map(([name]) => name.toLowerCase());
    expect(names.filter((n) => n === "etag")).toHaveLength(1);
    expect(page.headers).toContainEqual(["ETag", page.etag]);
    expect(page.headers).toContainEqual(["Vary", "Accept-Encoding"]);
  });

  it("compare entity tags weakly", () => {
    expect(etagMatches('W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('"x", "abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches("*", 'W/"abc"')).toBe(true);
    expect(etagMatches('"abd"', 'W/"abc"')).toBe(false);
    expect(etagMatches(null, 'W/"abc"')).toBe(false);
  });

  it("are keyed by path and query, never by host", () => {
    expect(pageKey("http://evil.example/portfolio?x=1")).toBe("/portfolio?x=1");
    expect(pageKey("http://127.0.0.1:3000/")).toBe("/");
  });
});

describe("PageCache", () => {
  it("forgets pages after their time to live", async () => {
    let now = 1_000;
    const cache = new PageCache(10, 500, () => now);
    cache.set("/", await storePage(html, [], noSecurity, now));
    now += 499;
    expect(cache.get("/")).toBeDefined();
    now += 1;
    expect(cache.get("/")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("keeps at most its number of entries, dropping the least recently used", async () => {
    const cache = new PageCache(2, 60_000, () => 0);
    const page = await storePage(html, [], noSecurity, 0);
    cache.set("/a", page);
    cache.set("/b", page);
    cache.get("/a");
    cache.set("/c", page);
    expect(cache.get("/b")).toBeUndefined();
    expect(cache.get("/a")).toBeDefined();
    expect(cache.get("/c")).toBeDefined();
  });
});

describe("frontReply (stored pages answered before Remix)", () => {
  const node = (url: string, headers: Record<string, string> = {}, method = "GET") => ({
    method,
    url,
    headers,
  });

  it("answers GET and HEAD for a stored page, by path and query", async () => {
    const cache = new PageCache();
    cache.set("/portfolio", await storePage(html, [], security));
    const reply = frontReply(cache, node("/portfolio", { "accept-encoding": "br" }), false);
    expect(reply?.status).toBe(200);
    expect(reply?.headers).toContainEqual(["Content-Encoding", "br"]);
    expect(frontReply(cache, node("/portfolio", {}, "HEAD"), false)?.body).toBeNull();
    expect(frontReply(cache, node("/portfolio?x=1"), false)).toBeUndefined();
    expect(frontReply(cache, node("/about"), false)).toBeUndefined();
  });

  it("leaves every other method, and URLs it cannot read, to Remix", async () => {
    const cache = new PageCache();
    cache.set("/contact", await storePage(html, [], security));
    expect(frontReply(cache, node("/contact", {}, "POST"), false)).toBeUndefined();
    expect(frontReply(cache, node("http://example.com/contact"), false)).toBeUndefined();
    expect(frontReply(cache, node("*"), false)).toBeUndefined();
  });

  it("normalises the path as Remix does, and believes X-Forwarded-Proto only behind a proxy", async () => {
    const cache = new PageCache();
    cache.set("/portfolio", await storePage(html, [], security));
    expect(frontReply(cache, node("/x/../portfolio"), false)?.status).toBe(200);
    // Not the home page: Remix reads '//portfolio' as a path of its own (and answers 404).
    cache.set("/", await storePage(html, [], security));
    expect(frontReply(cache, node("//portfolio"), false)).toBeUndefined();
    const forwarded = node("/portfolio", { "x-forwarded-proto": "https" });
    const hsts = (trust: boolean) =>
      frontReply(cache, forwarded, trust)?.headers.some(([n]) => n === "Strict-Transport-Security");
    expect(hsts(false)).toBe(false);
    expect(hsts(true)).toBe(true);
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const cache = new PageCache();
    const page = await storePage(html, [], security);
    cache.set("/", page);
    expect(frontReply(cache, node("/", { "if-none-match": page.etag }), false)?.status).toBe(304);
  });
});
