import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { beforeAll, describe, expect, it } from "vitest";
import { MailCheck, smtpServerName } from "~/delivery/mail-check.server";
import { verifySmtp } from "~/delivery/transport.server";
import type { LogFields } from "~/outbox/inquiry-log.server";
import { freePort } from "../support/free-port";
import { SmtpReceiver } from "../support/smtp";
import { type PrivateCa, privateCa } from "../support/tls-ca";
import { until } from "../support/until";

/**
 * The SMTP check at start and on a schedule, against real servers: smtp-server with a login, with
 * TLS by a private CA, a closed port and a server that never greets.
 */

type Event = { event: string } & LogFields;

function check(url: string, options: { ca?: string; timeoutMs?: number } = {}) {
  const events: Event[] = [];
  const checks = { count: 0 };
  const mail = new MailCheck({
    verify: () => {
      checks.count += 1;
      return verifySmtp({ url, ...options });
    },
    log: (event, fields = {}) => events.push({ event, ...fields }),
    intervalMs: 60_000,
    failingIntervalMs: 50,
    server: smtpServerName(url),
  });
  return { mail, events, checks };
}

const causeOf = async (url: string, options?: { ca?: string; timeoutMs?: number }) => {
  const { mail } = check(url, options);
  const state = await mail.check();
  return state.state === "failing" ? state.cause : state.state;
};

describe("MailCheck", { timeout: 30_000 }, () => {
  let ca: PrivateCa;
  beforeAll(() => {
    ca = privateCa();
  });

  it("a refused login (535) is 'failing' with its cause at once, logged once, and clears on the schedule once the mail server takes the password", async () => {
    const smtp = await new SmtpReceiver({ login: { user: "site", pass: "new-password" } }).start();
    const { mail, events, checks } = check(`smtp://site:old-password@127.0.0.1:${smtp.port}`);
    try {
      const first = await mail.start();
      expect(first).toMatchObject({
        state: "failing",
        cause: "login refused (535): check the user and password in SMTP_URL",
        code: "EAUTH",
      });
      // Checked again every 50 ms while failing: still one log line for one cause.
      await until(() => checks.count >= 4, "three more checks");
      expect(events.filter((e) => e.event === "mail.unavailable")).toHaveLength(1);
      expect(events[0]).toMatchObject({ server: `smtp://127.0.0.1:${smtp.port}`, code: "EAUTH" });
      expect(JSON.stringify(events)).not.toContain("old-password");
      // The operator sets the mail account's password back to what SMTP_URL says: no restart.
      if (smtp.login) smtp.login.pass = "old-password";
      await until(() => mail.state.state === "ok", "the scheduled check to pass");
      expect(events.at(-1)).toMatchObject({ event: "mail.ready", recovered: true });
    } finally {
      mail.stop();
      await smtp.stop();
    }
  });

  it("names a refused connection and a server that never answers", async () => {
    const closed = await freePort();
    expect(await causeOf(`smtp://127.0.0.1:${closed}`)).toBe("connection refused");
    const silent: Server = createServer(() => {});
    await new Promise<void>((r) => silent.listen(0, "127.0.0.1", () => r()));
    const address = silent.address();
    const port = typeof address === "object" && address ? address.port : 0;
    try {
      expect(await causeOf(`smtp://127.0.0.1:${port}`, { timeoutMs: 300 })).toBe("timed out");
    } finally {
      silent.close();
    }
  });

  it("TLS by a private CA: not trusted without SMTP_CA_FILE, ok with it, and a certificate for another host is named as such", async () => {
    const good = await new SmtpReceiver({ tls: ca.issue(["127.0.0.1"]) }).start();
    const other = await new SmtpReceiver({ tls: ca.issue(["mail.other.example"]) }).start();
    const pem = readFileSync(ca.caFile, "utf8");
    try {
      expect(await causeOf(`smtps://127.0.0.1:${good.port}`)).toBe(
        "TLS certificate not trusted (a private CA: set SMTP_CA_FILE)",
      );
      expect(await causeOf(`smtps://127.0.0.1:${good.port}`, { ca: pem })).toBe("ok");
      expect(await causeOf(`smtps://127.0.0.1:${other.port}`, { ca: pem })).toBe(
        "TLS certificate is for another host name",
      );
    } finally {
      await good.stop();
      await other.stop();
    }
  });
});
