import { expect, test } from "./fixtures";

/** Every kind of response the site makes, and the security headers each must carry. */
const responses = [
  { name: "a shared page", path: "/portfolio/landscapes", status: 200 },
  { name: "a page for one visitor", path: "/contact", status: 200 },
  { name: "the 404 page", path: "/no/such/page", status: 404 },
  { name: "client-side navigation data", path: "/portfolio/landscapes.data", status: 200 },
  { name: "a resource route", path: "/sitemap.xml", status: 200 },
  { name: "the health check", path: "/healthz", status: 200 },
  { name: "a redirect", path: "/portfolio/no-such-collection", status: 302 },
];

function expectSecurityHeaders(headers: Record<string, string>, what: string) {
  expect(headers["x-content-type-options"], what).toBe("nosniff");
  expect(headers["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"], what).toContain("camera=()");
  expect(headers["x-frame-options"], what).toBe("DENY");
  const csp = headers["content-security-policy"] ?? "";
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).toContain("default-src 'self'");
  const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
  expect(scriptSrc, what).toContain("'self'");
  // 'unsafe-inline' at most for style attributes (pictures' proportions and previews), never
  // for scripts or <style> elements.
  const inline = csp.split(";").filter((d) => d.includes("unsafe-inline"));
  expect(
    inline.map((d) => d.trim()),
    what,
  ).toEqual(csp.includes("style-src-attr") ? ["style-src-attr 'unsafe-inline'"] : []);
  expect(csp, what).not.toContain("unsafe-eval");
  // Served over plain HTTP here: no HSTS (ops.spec.ts checks it behind an HTTPS proxy).
  expect(headers["strict-transport-security"], what).toBeUndefined();
}

test.describe("headers", () => {
  test.beforeEach(({ jsEnabled }) => {
    test.skip(!jsEnabled, "HTTP headers: the same without JavaScript, checked once");
  });

  // Requests only, each kind in a named step of one test: a test's set-up costs more than these.
  test("every kind of response carries the security headers, and pages a fresh nonce", async ({
    request,
  }) => {
    for (const r of responses) {
      await test.step(`${r.name} carries the security headers`, async () => {
        const response = await request.get(r.path, { maxRedirects: 0 });
        expect(response.status()).toBe(r.status);
        expectSecurityHeaders(response.headers(), r.path);
      });
    }

    for (const path of ["/contact", "/about"]) {
      await test.step(`${path} allows its scripts by a fresh nonce`, async () => {
        const nonces = [];
        for (let i = 0; i < 2; i++) {
          const response = await request.get(path);
          const csp = response.headers()["content-security-policy"] ?? "";
          const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
          // 16 random bytes in base64.
          expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
          expect(await response.text()).toContain(`nonce="${nonce}"`);
          nonces.push(nonce);
        }
        expect(nonces[0]).not.toBe(nonces[1]);
      });
    }
  });
});

test.describe("in the browser", () => {
  test.beforeEach(({ jsEnabled }) => {
    test.skip(!jsEnabled, "about scripts running under the policy");
  });

  // One page: a page for one visitor and a shared page, each loaded twice, the shared one then
  // reloaded (revalidated), and a script injected into it refused. Every console error heard.
  test("pages hydrate under their policy, revalidated too, and refuse a script they did not write", async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") problems.push(m.text());
    });
    let first: Awaited<ReturnType<typeof page.goto>> = null;
    for (const path of ["/contact", "/portfolio/nature"]) {
      await test.step(`${path} hydrates under its policy, twice in a row`, async () => {
        for (let i = 0; i < 2; i++) {
          const response = await page.goto(path);
          if (i === 0) first = response;
          await page.waitForFunction(() => "__remixRouter" in window);
        }
        expect(problems).toEqual([]);
      });
    }

    await test.step("a shared page reloaded (revalidated: 304) still runs its scripts", async () => {
      const etag = first?.headers().etag;
      expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
      // A reload revalidates the page: the server answers the ETag with 304, the cached copy shows.
      const reloaded = await page.reload(); // the fixture waits for hydration
      expect(await reloaded?.request().headerValue("if-none-match")).toBe(etag);
      expect(await reloaded?.headerValue("content-security-policy")).toBeNull();
      expect(problems).toEqual([]);
    });

    await test.step("a script the page did not write is refused", async () => {
      // The shared page, hydrated (the fixture waits for it), under the policy it was cached with.
      await expect(page.addScriptTag({ content: "window.injected = true" })).rejects.toThrow();
      expect(await page.evaluate(() => "injected" in window)).toBe(false);
    });
  });
});

test("what a visitor sends is never reflected unescaped", async ({ request, jsEnabled }) => {
  test.skip(!jsEnabled, "server output: the same without JavaScript, checked once");
  const payload = `"><script>alert(1)</script><img src=x onerror=alert(2)>`;
  const contact = await request.get(
    `/contact?ref=${encodeURIComponent(payload)}&title=${encodeURIComponent(payload)}`,
  );
  const missing = await request.get(`/portfolio/${encodeURIComponent(payload)}/x`, {
    maxRedirects: 0,
  });
  const notFound = await request.get(`/nothing/${encodeURIComponent(payload)}`);
  for (const response of [contact, missing, notFound]) {
    const text = await response.text();
    expect(text).not.toContain("<script>alert(1)</script>");
    expect(text).not.toContain("<img src=x onerror");
    expect(response.headers().location ?? "").not.toContain("<");
  }
});
