import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  etagMatches,
  PageCache,
  pageKey,
  storedPageResponse,
  storePage,
} from "~/http/page-cache.server";

const html = `<!DOCTYPE html><html><body>${"<p>Light, space and stillness</p>".repeat(50)}</body></html>`;
const request = (headers: Record<string, string> = {}) =>
  new Request("http://127.0.0.1/portfolio", { headers });

describe("stored pages", () => {
  it("answer in the encoding the client prefers, with matching length", async () => {
    const page = await storePage(html, [["Content-Type", "text/html; charset=utf-8"]], []);
    const br = storedPageResponse(page, request({ "Accept-Encoding": "gzip, deflate, br" }), []);
    expect(br.headers.get("Content-Encoding")).toBe("br");
    expect(br.headers.get("Vary")).toBe("Accept-Encoding");
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(br.headers.get("Content-Length")).toBe(String(brBody.length));
    expect(brotliDecompressSync(brBody).toString()).toBe(html);

    const gz = storedPageResponse(page, request({ "Accept-Encoding": "gzip" }), []);
    expect(gz.headers.get("Content-Encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(html);

    const plain = storedPageResponse(page, request(), [["X-Content-Type-Options", "nosniff"]]);
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(plain.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(await plain.text()).toBe(html);
  });

  it("answer 304 to a matching If-None-Match", async () => {
    const page = await storePage(html, [], []);
    const res = storedPageResponse(page, request({ "If-None-Match": page.etag }), []);
    expect(res.status).toBe(304);
    expect(res.headers.get("ETag")).toBe(page.etag);
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
    cache.set("/", await storePage(html, [], [], now));
    now += 499;
    expect(cache.get("/")).toBeDefined();
    now += 1;
    expect(cache.get("/")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("keeps at most its number of entries, dropping the least recently used", async () => {
    const cache = new PageCache(2, 60_000, () => 0);
    const page = await storePage(html, [], [], 0);
    cache.set("/a", page);
    cache.set("/b", page);
    cache.get("/a");
    cache.set("/c", page);
    expect(cache.get("/b")).toBeUndefined();
    expect(cache.get("/a")).toBeDefined();
    expect(cache.get("/c")).toBeDefined();
  });
});
