import { describe, expect, it } from "vitest";
import { logLine } from "~/server/log.server";
import { requestLogFields } from "~/server/request-log.server";

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
      res({ "Content-Length": "12" }),
      3.14,
      false,
    );
    expect(fields).toEqual({
      method: "GET",
      path: "/contact",
      status: 200,
      ms: 3.1,
      bytes: 12,
      ip: "10.0.0.1",
      ua: "UA",
    });
    expect(JSON.stringify(fields)).not.toContain("@");
  });

  it("say 499 and 'aborted' for a request whose client went away before any answer, never 200", () => {
    const cut = requestLogFields(
      { method: "POST", url: "/contact", headers: {}, complete: false },
      { statusCode: 200, headersSent: false, getHeader: () => undefined },
      12,
      false,
    );
    expect(cut).toMatchObject({ path: "/contact", status: 499, aborted: true });
    const answered = requestLogFields(
      { method: "POST", url: "/contact", headers: {}, complete: true },
      { statusCode: 303, headersSent: true, getHeader: () => undefined },
      12,
      false,
    );
    expect(answered).toMatchObject({ status: 303 });
    expect(answered).not.toHaveProperty("aborted");
  });

  it("take the client address from X-Forwarded-For only behind a trusted proxy, and then the hop it appended", () => {
    // The client wrote the first address itself; the proxy (10.0.0.2) appended the last.
    const req = {
      url: "/",
      headers: { "x-forwarded-for": "198.51.100.66, 203.0.113.7" },
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
