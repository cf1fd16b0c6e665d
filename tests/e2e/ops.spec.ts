import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { type ServerProcess, startServer } from "../support/server-process.js";
import { inquiryForm } from "../support/smtp-site";
import { expect, test } from "./fixtures";
import { SMOKE } from "./smoke";

/**
 * What an operator relies on: health, logs, shutdown, caching. These tests talk HTTP to the
 * server, so they run once (in the JavaScript project); those that need their own server start
 * one, on a port the OS chose.
 */

let server: ServerProcess | undefined;
test.afterEach(async () => {
  await server?.stop("SIGKILL");
  server = undefined;
});

test(
  "/healthz answers a caller on this machine with the build, the versions and the outbox backlog",
  SMOKE,
  async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("no-store");
    const body = await response.json();
    // The server runs on the Node that runs the tests (npm run test:node-versions relies on it).
    expect(body).toMatchObject({
      status: "ok",
      problems: [],
      build: expect.stringMatching(/^[0-9a-f]{8}$/),
      node: process.version,
      mail: { state: "off" },
    });
    expect(body.outbox).toEqual({
      dir: expect.stringMatching(/^\//),
      delivering: false,
      writable: true,
      backlog: expect.any(Number),
      oldestWaitingSeconds: body.outbox.backlog > 0 ? expect.any(Number) : null,
      failed: 0,
      oldestFailedSeconds: null,
      quarantined: 0,
    });
  },
);

test("/healthz gives a caller through a proxy its status only, and the details with HEALTH_TOKEN", async ({
  request,
}) => {
  const token = "health-token-0123456789";
  server = await startServer({ env: { HEALTH_TOKEN: token } });
  const proxied = { "X-Forwarded-For": "203.0.113.7" };
  const plain = await request.get(`${server.url}/healthz`, { headers: proxied });
  expect(plain.status()).toBe(200);
  expect(await plain.json()).toEqual({ status: "ok" });
  const wrong = await request.get(`${server.url}/healthz`, {
    headers: { ...proxied, Authorization: "Bearer not-the-token-at-all" },
  });
  expect(await wrong.json()).toEqual({ status: "ok" });
  const withToken = await request.get(`${server.url}/healthz`, {
    headers: { ...proxied, Authorization: `Bearer ${token}` },
  });
  expect(await withToken.json()).toMatchObject({ status: "ok", node: process.version });
});

test("/healthz answers 503 when the outbox cannot be written", async ({ request }) => {
  const blocker = `test-results/not-a-directory-${randomUUID()}`;
  mkdirSync("test-results", { recursive: true });
  writeFileSync(blocker, "a file where the outbox's parent should be");
  server = await startServer({ env: { OUTBOX_DIR: `${blocker}/outbox` } });
  const response = await request.get(`${server.url}/healthz`);
  expect(response.status()).toBe(503);
  expect((await response.json()).outbox.writable).toBe(false);
});

// One server for the two: its log is read before the signal, and the signal ends it.
test(
  "each request is logged as one JSON line; SIGTERM then finishes the one in flight and exits",
  SMOKE,
  async ({ request }) => {
    server = await startServer();
    await test.step("each request is logged as one JSON line, without query strings", async () => {
      if (!server) throw new Error("no server");
      await request.get(`${server.url}/portfolio`);
      await request.get(`${server.url}/portfolio?from=someone%40example.com`);
      await request.get(`${server.url}/portfolio`);
      await request.get(`${server.url}/contact?ref=ABSTRACT-001&title=someone%40example.com`);
      await request.get(`${server.url}/no/such/page`);
      // Wait for the request lines themselves: other JSON lines (the outbox worker's) come too.
      await expect
        .poll(() => server?.lines().filter((l) => l.includes('"event":"request"')).length)
        .toBeGreaterThanOrEqual(5);
      const lines = server.lines();
      const entries = lines.map((line) => JSON.parse(line));
      const requests = entries.filter((e) => e.event === "request");
      expect(requests.map((e) => [e.method, e.path, e.status])).toEqual([
        ["GET", "/portfolio", 200],
        ["GET", "/portfolio", 200],
        ["GET", "/portfolio", 200],
        ["GET", "/contact", 200],
        ["GET", "/no/such/page", 404],
      ]);
      for (const e of requests)
        expect(e).toMatchObject({ time: expect.any(String), level: "info" });
      expect(lines.join("\n")).not.toContain("example.com");
    });
    await test.step("SIGTERM stops taking requests, finishes the one in flight and exits", async () => {
      if (!server) throw new Error("no server");
      const { port } = server;
      // A visitor on a slow connection: the request has begun arriving when the signal lands.
      const visitor = net.connect(port, "127.0.0.1");
      await new Promise((resolve) => visitor.once("connect", resolve));
      let answer = "";
      visitor.on("data", (chunk) => {
        answer += chunk;
      });
      const closed = new Promise((resolve) => visitor.once("close", resolve));
      visitor.write("GET /portfolio HTTP/1.1\r\nHost: 127.0.0.1\r\n");
      await expect.poll(() => server?.lines().length).toBeGreaterThan(0);

      server.child.kill("SIGTERM");
      await expect.poll(() => server?.lines().some((l) => l.includes('"shutdown"'))).toBe(true);
      // No new connections are accepted...
      await expect
        .poll(
          () =>
            new Promise((resolve) => {
              const probe = net.connect(port, "127.0.0.1");
              probe.once("error", (e: NodeJS.ErrnoException) => resolve(e.code));
              probe.once("connect", () => {
                probe.destroy();
                resolve("accepted");
              });
            }),
        )
        .toBe("ECONNREFUSED");
      // ...but the request in flight is answered in full.
      visitor.write("Connection: close\r\n\r\n");
      await closed;
      expect(answer.split("\r\n")[0]).toBe("HTTP/1.1 200 OK");
      expect(answer).toContain("</html>");
      expect(await server.exited).toBe(0);
    });
  },
);

test("HSTS is sent behind a trusted proxy that says HTTPS, and only then", async ({ request }) => {
  server = await startServer({ env: { TRUST_PROXY: "true" } });
  const viaProxy = await request.get(`${server.url}/about`, {
    headers: { "X-Forwarded-Proto": "https" },
  });
  expect(viaProxy.headers()["strict-transport-security"]).toBe(
    "max-age=63072000; includeSubDomains",
  );
  expect(viaProxy.headers()["content-security-policy"]).toContain("upgrade-insecure-requests");
  const direct = await request.get(`${server.url}/about`);
  expect(direct.headers()["strict-transport-security"]).toBeUndefined();
});

test("with TRUST_PROXY=false, X-Forwarded-Proto is not believed, even from this host", async ({
  request,
}) => {
  server = await startServer({ env: { TRUST_PROXY: "false" } });
  const response = await request.get(`${server.url}/about`, {
    headers: { "X-Forwarded-Proto": "https" },
  });
  expect(response.headers()["strict-transport-security"]).toBeUndefined();
});

/** A raw HTTP request, so that Host and the forwarding headers are exactly what a proxy sends. */
function rawRequest(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  body = "",
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path,
        headers: { ...headers, "Content-Length": Buffer.byteLength(body) },
      },
      (res) => {
        let text = "";
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

test("a form from SITE_URL's origin is the site's own whatever Host the proxy sent", async () => {
  // nginx's `proxy_set_header Host $host` drops the port of https://prints.example.com:8443;
  // a platform proxy may put its own name there. Remix alone answered both with an empty 500.
  server = await startServer({ env: { SITE_URL: "https://prints.example.com:8443" } });
  for (const host of ["prints.example.com", "app-7f3a.internal:3000"]) {
    const form = inquiryForm();
    const answer = await rawRequest(
      server.port,
      "POST",
      "/contact",
      {
        Host: host,
        Origin: "https://prints.example.com:8443",
        "Content-Type": "application/x-www-form-urlencoded",
      },
      form.toString(),
    );
    expect(answer.status).toBe(303);
  }
  await expect
    .poll(() => server?.lines().filter((l) => l.includes('"inquiry.accepted"')).length)
    .toBe(2);
});

test("X-Forwarded-For is believed only from the proxies TRUST_PROXY names", async () => {
  const forged = { Host: "127.0.0.1", "X-Forwarded-For": "203.0.113.66" };
  // A client reaching the server directly (127.0.0.1 is not the named proxy) cannot pick its address.
  server = await startServer({ env: { TRUST_PROXY: "10.9.9.9" } });
  await rawRequest(server.port, "GET", "/about", forged);
  const requestIp = () =>
    server
      ?.lines()
      .map((l) => JSON.parse(l))
      .find((e) => e.event === "request")?.ip;
  await expect.poll(requestIp).toBe("127.0.0.1");
  await server.stop("SIGKILL");
  // From a trusted proxy (here loopback), the address it appended is the client's.
  server = await startServer({ env: { TRUST_PROXY: "loopback" } });
  await rawRequest(server.port, "GET", "/about", forged);
  await expect.poll(requestIp).toBe("203.0.113.66");
});

/**
 * The shared server: what it sends any visitor. Proving that an idle connection stays open means
 * leaving one idle past Node's old deadline, so the other checks run while it waits.
 */
test("the shared server: an idle keep-alive connection outlives a proxy's reuse of it, and caches, validators, assets and compression", async ({
  request,
}) => {
  // nginx keeps idle upstream connections for 60 s and sends the next visitor's request on one:
  // had the app closed it at 5 s, that request would fail (a 502 behind nginx).
  const port = Number(new URL(test.info().project.use.baseURL ?? "").port);
  const socket = net.connect(port, "127.0.0.1");
  await new Promise((resolve) => socket.once("connect", resolve));
  let answers = "";
  socket.on("data", (chunk) => {
    answers += chunk;
  });
  let closed = false;
  socket.on("close", () => {
    closed = true;
  });
  const ask = () => socket.write("GET /robots.txt HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
  ask();
  await expect.poll(() => answers.match(/HTTP\/1\.1 200/g)?.length ?? 0).toBe(1);
  const idleSince = Date.now();

  await test.step("shared pages may be kept by a CDN briefly and served stale while revalidating", async () => {
    for (const path of [
      "/",
      "/portfolio",
      "/portfolio/abstract",
      "/portfolio/abstract/ABSTRACT-001",
      "/about",
    ]) {
      const cacheControl = (await request.get(path)).headers()["cache-control"] ?? "";
      expect(cacheControl, path).toContain("public");
      expect(cacheControl, path).toMatch(/s-maxage=\d+/);
      expect(cacheControl, path).toMatch(/stale-while-revalidate=\d+/);
    }
    const contact = await request.get("/contact");
    // A form with a one-time key, made for one visitor: never stored anywhere.
    expect(contact.headers()["cache-control"]).toBe("private, no-store");
  });
  await test.step("a shared page revalidates with 304 and no render; HEAD has its headers and no body", async () => {
    const path = "/about";
    const first = await request.get(path);
    const etag = first.headers().etag ?? "";
    expect(etag).toMatch(/^W\/".+"$/);
    // Two renders differ only in their nonce: the same page, the same validator.
    const second = await request.get(path);
    expect(second.headers().etag).toBe(etag);
    expect(second.headers()["content-security-policy"]).not.toBe(
      first.headers()["content-security-policy"],
    );
    const revalidated = await request.get(path, { headers: { "If-None-Match": etag } });
    expect(revalidated.status()).toBe(304);
    expect(revalidated.headers().etag).toBe(etag);
    expect(revalidated.headers()["cache-control"]).toBe(first.headers()["cache-control"]);
    // The stored copy keeps its own policy: a 304 carrying another nonce would replace it.
    expect(revalidated.headers()["content-security-policy"]).toBeUndefined();
    expect(revalidated.headers()["x-content-type-options"]).toBe("nosniff");
    expect(await revalidated.body()).toHaveLength(0);
    // The contact page (a form for one visitor) has no validator.
    expect((await request.get("/contact")).headers().etag).toBeUndefined();

    const head = await request.head(path);
    expect(head.status()).toBe(200);
    expect(head.headers().etag).toBe(etag);
    expect(head.headers()["content-type"]).toBe("text/html; charset=utf-8");
    expect(await head.body()).toHaveLength(0);
  });
  await test.step("fingerprinted assets are immutable", async () => {
    // The assets the server-rendered page names, read from its HTML: the script preloads and the
    // stylesheets it carries inline, by their URL.
    const html = await (await request.get("/")).text();
    const scripts = [...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)];
    const styles = [...html.matchAll(/<style data-href="([^"]+)"/g)];
    expect(scripts.length).toBeGreaterThan(1);
    // The first words' cut face, one stylesheet for what every room shares, one for each room
    // that has its own.
    expect(styles.length).toBe(6);
    for (const href of [...scripts, ...styles].map((m) => m[1] ?? "")) {
      expect(href).toMatch(/^\/build\//);
      const cacheControl = (await request.get(href)).headers()["cache-control"];
      expect(cacheControl, href).toBe("public, max-age=31536000, immutable");
    }
  });
  await test.step("pages are compressed by the server, and say so to caches", async () => {
    const response = await request.get("/portfolio/urban", {
      headers: { "Accept-Encoding": "gzip, deflate, br" },
    });
    expect(response.headers()["content-encoding"]).toBe("br");
    expect(response.headers().vary).toContain("Accept-Encoding");
    expect(await response.text()).toContain("Urban");
  });

  await test.step("an idle keep-alive connection outlives a proxy's reuse of it (more than Node's 5 s)", async () => {
    // Time is the point here: the connection has been idle for 6 s when it is used again.
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, idleSince + 6_000 - Date.now())),
    );
    expect(closed).toBe(false);
    ask();
    await expect.poll(() => answers.match(/HTTP\/1\.1 200/g)?.length ?? 0).toBe(2);
    socket.destroy();
  });
});
