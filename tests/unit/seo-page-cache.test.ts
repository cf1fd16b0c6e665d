import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  CompressionUpgrades,
  etagMatches,
  PageCache,
  pageKey,
  storedPageReply,
  storedPageResponse,
  storePage,
  upgradeCompression,
} from "~/http/page-cache.server";
import { pageQueryParams } from "~/http/page-query";
import { SingleFlight } from "~/http/single-flight";
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

  it("are keyed by path, never by host, and by no query parameter their route does not read", () => {
    expect(pageKey("http://evil.example/portfolio?x=1")).toBe("/portfolio");
    expect(pageKey("http://127.0.0.1:3000/")).toBe("/");
    const newsletter = "http://127.0.0.1/portfolio/abstract?utm_source=newsletter&fbclid=IwAR3x";
    expect(pageKey(newsletter)).toBe("/portfolio/abstract");
    expect(pageKey(newsletter, [])).toBe(pageKey("http://127.0.0.1/portfolio/abstract", []));
  });

  it("are keyed by the query parameters their route reads, in one order, values as sent", () => {
    const url = "http://127.0.0.1/portfolio?utm_source=x&page=2&sort=new&fbclid=1";
    expect(pageKey(url, ["page"])).toBe("/portfolio?page=2");
    expect(pageKey(url, ["sort", "page"])).toBe("/portfolio?page=2&sort=new");
    expect(pageKey("http://h/p?sort=new&page=2", ["page", "sort"])).toBe(
      pageKey("http://h/p?page=2&sort=new", ["sort", "page"]),
    );
    // A parameter read but absent, or given twice: both are part of what the page shows.
    expect(pageKey("http://h/p?utm_source=x", ["page"])).toBe("/p");
    expect(pageKey("http://h/p?tag=b&tag=a", ["tag"])).toBe("/p?tag=b&tag=a");
    expect(pageKey("http://h/p?page=", ["page"])).toBe("/p?page=");
    expect(pageKey("http://h/p?q=a%20b", ["q"])).toBe(pageKey("http://h/p?q=a+b", ["q"]));
  });
});

describe("pageQueryParams (what a page's routes read from the query)", () => {
  it("is nothing when no route says so", () => {
    expect(pageQueryParams([])).toEqual([]);
    expect(pageQueryParams([undefined, null, { breadcrumb: "x" }])).toEqual([]);
  });

  it("joins what every matched route's handle declares, once each, sorted", () => {
    const handles = [undefined, { pageQuery: ["sort", "page"] }, { pageQuery: ["page"] }];
    expect(pageQueryParams(handles)).toEqual(["page", "sort"]);
  });

  it("ignores a declaration that is not a list of names", () => {
    expect(pageQueryParams([{ pageQuery: "page" }, { pageQuery: [1, "sort"] }])).toEqual(["sort"]);
  });
});

describe("SingleFlight (concurrent misses for one page render once)", () => {
  const deferred = <T>() => {
    let resolve!: (value: T) => void;
    let reject!: (error: unknown) => void;
    const promise = new Promise<T>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  };

  it("runs the work once for callers that arrive while it runs, and gives each its result", async () => {
    const flights = new SingleFlight<string>();
    const render = deferred<string>();
    let renders = 0;
    const work = () => {
      renders++;
      return render.promise;
    };
    const all = Promise.all([
      flights.run("/portfolio/abstract", work),
      flights.run("/portfolio/abstract", work),
      flights.run("/portfolio/abstract", work),
    ]);
    expect(flights.size).toBe(1);
    render.resolve("<html>");
    expect(await all).toEqual(["<html>", "<html>", "<html>"]);
    expect(renders).toBe(1);
    expect(flights.size).toBe(0);
  });

  it("runs separately for other keys, and again once a flight has landed", async () => {
    const flights = new SingleFlight<string>();
    let renders = 0;
    const work = async () => `page ${++renders}`;
    const [a, b] = await Promise.all([flights.run("/a", work), flights.run("/b", work)]);
    expect(new Set([a, b]).size).toBe(2);
    expect(await flights.run("/a", work)).toBe("page 3");
  });

  it("hands a failure to every caller of that flight, then forgets it", async () => {
    const flights = new SingleFlight<string>();
    const render = deferred<string>();
    const first = flights.run("/", () => render.promise);
    const second = flights.run("/", async () => "never");
    render.reject(new Error("render failed"));
    await expect(first).rejects.toThrow("render failed");
    await expect(second).rejects.toThrow("render failed");
    expect(await flights.run("/", async () => "again")).toBe("again");
  });

  it("keeps a work that throws at once to its flight", async () => {
    const flights = new SingleFlight<string>();
    await expect(
      flights.run("/", () => {
        throw new Error("sync");
      }),
    ).rejects.toThrow("sync");
    expect(flights.size).toBe(0);
  });
});

describe("compression of stored pages", () => {
  it("is cheap when the page is stored and the best once upgraded, same page and validator", async () => {
    const page = await storePage(html, [], noSecurity, Date.now(), { brotliQuality: 5 });
    const { etag } = page;
    const quick = page.bodies.br.length;
    expect(brotliDecompressSync(page.bodies.br).toString()).toBe(html);
    expect(page.bestCompression).toBe(false);
    await upgradeCompression(page);
    expect(page.bestCompression).toBe(true);
    expect(page.etag).toBe(etag);
    expect(page.bodies.br.length).toBeLessThanOrEqual(quick);
    expect(brotliDecompressSync(page.bodies.br).toString()).toBe(html);
    expect(gunzipSync(page.bodies.gzip).toString()).toBe(html);
    const reply = storedPageReply(page, {
      method: "GET",
      ifNoneMatch: null,
      acceptEncoding: "br",
      https: false,
    });
    expect(reply.headers).toContainEqual(["Content-Length", String(page.bodies.br.length)]);
  });

  it("is upgraded in the background one page at a time, each page once", async () => {
    const upgrades = new CompressionUpgrades();
    const pages = await Promise.all(
      [1, 2, 3].map((n) => storePage(html.repeat(n), [], noSecurity, 0, { brotliQuality: 4 })),
    );
    let running = 0;
    let most = 0;
    let calls = 0;
    const upgrade = async (page: (typeof pages)[number]) => {
      calls++;
      running++;
      most = Math.max(most, running);
      await upgradeCompression(page);
      running--;
    };
    const queue = new CompressionUpgrades(upgrade);
    for (const page of pages) queue.add(page);
    queue.add(pages[0] as (typeof pages)[number]);
    await queue.idle();
    expect(most).toBe(1);
    expect(calls).toBe(3);
    expect(pages.every((p) => p.bestCompression)).toBe(true);
    // The default upgrade is upgradeCompression.
    const another = await storePage(html, [], noSecurity, 0, { brotliQuality: 4 });
    upgrades.add(another);
    await upgrades.idle();
    expect(another.bestCompression).toBe(true);
  });
});

describe("PageCache", () => {
  it("names a page by what its route reads once it has stored it, for the front to find", async () => {
    const cache = new PageCache();
    const newsletter = "http://127.0.0.1/portfolio/abstract?utm_source=newsletter";
    expect(cache.keyFor(newsletter)).toBeUndefined();
    cache.store("http://127.0.0.1/portfolio/abstract", [], await storePage(html, [], noSecurity));
    expect(cache.keyFor(newsletter)).toBe("/portfolio/abstract");
    const page = await storePage(html, [], noSecurity);
    cache.store("http://127.0.0.1/prints?page=2&utm_source=x", ["page"], page);
    expect(cache.keyFor("http://127.0.0.1/prints?fbclid=1&page=2")).toBe("/prints?page=2");
    expect(cache.get("/prints?page=2")).toBe(page);
    expect(cache.get(cache.keyFor("http://127.0.0.1/prints?page=3") ?? "")).toBeUndefined();
  });

  it("stores one page for any number of unknown query strings, evicting nothing", async () => {
    const cache = new PageCache(2);
    const page = await storePage(html, [], noSecurity);
    cache.store("http://h/about", [], page);
    for (let i = 0; i < 10; i++) cache.store(`http://h/portfolio?fbclid=${i}`, [], page);
    expect(cache.size).toBe(2);
    expect(cache.get("/about")).toBe(page);
  });

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

  it("answers GET and HEAD for a stored page, whatever query its route does not read", async () => {
    const cache = new PageCache();
    cache.store("http://127.0.0.1/portfolio", [], await storePage(html, [], security));
    const reply = frontReply(cache, node("/portfolio", { "accept-encoding": "br" }), false);
    expect(reply?.status).toBe(200);
    expect(reply?.headers).toContainEqual(["Content-Encoding", "br"]);
    expect(frontReply(cache, node("/portfolio", {}, "HEAD"), false)?.body).toBeNull();
    const newsletter = node("/portfolio?utm_source=newsletter&fbclid=1", {
      "accept-encoding": "br",
    });
    expect(frontReply(cache, newsletter, false)?.body).toBe(reply?.body);
    expect(frontReply(cache, node("/about"), false)).toBeUndefined();
  });

  it("tells pages apart by the query parameters their route reads", async () => {
    const cache = new PageCache();
    const second = await storePage(html, [], security);
    cache.store("http://127.0.0.1/prints?page=2", ["page"], second);
    expect(frontReply(cache, node("/prints?utm_source=x&page=2"), false)?.status).toBe(200);
    expect(frontReply(cache, node("/prints?page=3"), false)).toBeUndefined();
    expect(frontReply(cache, node("/prints"), false)).toBeUndefined();
  });

  it("leaves every other method, and URLs it cannot read, to Remix", async () => {
    const cache = new PageCache();
    cache.store("http://h/contact", [], await storePage(html, [], security));
    expect(frontReply(cache, node("/contact", {}, "POST"), false)).toBeUndefined();
    expect(frontReply(cache, node("http://example.com/contact"), false)).toBeUndefined();
    expect(frontReply(cache, node("*"), false)).toBeUndefined();
  });

  it("normalises the path as Remix does, and believes X-Forwarded-Proto only behind a proxy", async () => {
    const cache = new PageCache();
    cache.store("http://h/portfolio", [], await storePage(html, [], security));
    expect(frontReply(cache, node("/x/../portfolio"), false)?.status).toBe(200);
    // Not the home page: Remix reads '//portfolio' as a path of its own (and answers 404).
    cache.store("http://h/", [], await storePage(html, [], security));
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
    cache.store("http://h/", [], page);
    expect(frontReply(cache, node("/", { "if-none-match": page.etag }), false)?.status).toBe(304);
  });
});
