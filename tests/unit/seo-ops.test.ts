import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { outboxHealth } from "~/server/health.server";
import { logLine } from "~/server/log.server";
import { requestLogFields } from "~/server/request-log.server";

describe("outboxHealth", () => {
  it("counts the inquiries waiting at the outbox's top level", async () => {
    const dir = mkdtempSync(join(tmpdir(), "outbox-"));
    writeFileSync(join(dir, "a.eml"), "x");
    writeFileSync(join(dir, "b.eml"), "x");
    writeFileSync(join(dir, "c.tmp"), "x");
    mkdirSync(join(dir, "sent"));
    writeFileSync(join(dir, "sent", "d.eml"), "x");
    expect(await outboxHealth(dir)).toEqual({ writable: true, backlog: 2 });
  });

  it("creates a missing outbox", async () => {
    const dir = join(mkdtempSync(join(tmpdir(), "outbox-")), "new", "outbox");
    expect(await outboxHealth(dir)).toEqual({ writable: true, backlog: 0 });
  });

  it("reports an outbox that cannot be written", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "outbox-")), "a-file");
    writeFileSync(file, "not a directory");
    expect(await outboxHealth(join(file, "outbox"))).toEqual({ writable: false, backlog: null });
  });
});

describe("request log lines", () => {
  const res = (headers: Record<string, string>) => ({
    statusCode: 200,
    getHeader: (name: string) => headers[name],
  });

  it("keep the path but never the query string", () => {
    const fields = requestLogFields(
      {
        method: "GET",
        originalUrl: "/contact?ref=A&email=someone@example.com",
        headers: { "user-agent": "UA" },
        socket: { remoteAddress: "10.0.0.1" },
      },
      res({ "Content-Length": "12", "Server-Timing": 'page-cache;desc="hit"' }),
      3.14,
      false,
    );
    expect(fields).toEqual({
      method: "GET",
      path: "/contact",
      status: 200,
      ms: 3.1,
      bytes: 12,
      cache: "hit",
      ip: "10.0.0.1",
      ua: "UA",
    });
    expect(JSON.stringify(fields)).not.toContain("@");
  });

  it("take the client address from X-Forwarded-For only behind a trusted proxy", () => {
    const req = {
      url: "/",
      headers: { "x-forwarded-for": "203.0.113.7, 10.0.0.2" },
      socket: { remoteAddress: "10.0.0.2" },
    };
    expect(requestLogFields(req, res({}), 1, false).ip).toBe("10.0.0.2");
    expect(requestLogFields(req, res({}), 1, true).ip).toBe("203.0.113.7");
  });

  it("are single JSON lines", () => {
    const line = logLine("info", "request", { path: "/a\nb" });
    expect(line).not.toContain("\n");
    expect(JSON.parse(line)).toMatchObject({ level: "info", event: "request", path: "/a\nb" });
  });
});
