import { describe, expect, it } from "vitest";
import { logLine } from "~/server/log.server";
import { requestLogFields } from "~/server/request-log.server";

describe("request log lines", () => {
  const res = (headers: Record<string, string>, finished = true) => ({
    statusCode: 200,
    headersSent: finished,
    writableFinished: finished,
    getHeader: (name: string) => headers[name],
  });

  it("keep the path but never the query string", () => {
    const fields = requestLogFields(
      {
        method: "GET",
        originalUrl: "/contact?ref=A&email=someone@example.com",
        headers: { "user-agent": "UA" },
        ip: "::ffff:10.0.0.1",
      },
      res({ "Content-Length": "12" }),
      3.14,
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
      { method: "POST", url: "/contact", headers: {}, complete: false, ip: "10.0.0.1" },
      res({}, false),
      12,
    );
    expect(cut).toMatchObject({ path: "/contact", status: 499, aborted: true });
    const answered = requestLogFields(
      { method: "POST", url: "/contact", headers: {}, complete: true, ip: "10.0.0.1" },
      { ...res({}), statusCode: 303 },
      12,
    );
    expect(answered).toMatchObject({ status: 303 });
    expect(answered).not.toHaveProperty("aborted");
  });

  it("are single JSON lines", () => {
    const line = logLine("info", "request", { path: "/a\nb" });
    expect(line).not.toContain("\n");
    expect(JSON.parse(line)).toMatchObject({ level: "info", event: "request", path: "/a\nb" });
  });
});
