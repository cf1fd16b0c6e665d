import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { chownSync, mkdirSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { join } from "node:path";
import { NOBODY } from "../support/other-user";
import { SmtpReceiver } from "../support/smtp";
import { inquiryForm, keyOf, Site } from "../support/smtp-site";
import { expect, test } from "./fixtures";

/**
 * The outbox never stalls, and what cannot be delivered never goes unnoticed: the whole server,
 * run as an unprivileged user where it matters, with a real SMTP server. Server behaviour: run
 * once, with JavaScript on.
 */

const asRoot = process.getuid?.() === 0;

const messageKeys = (smtp: SmtpReceiver) =>
  smtp.received.map((m) => m.mail.messageId?.replace(/^<|@.*$/g, "") ?? "");

async function health(site: Site, headers: Record<string, string> = {}) {
  const response = await fetch(`${site.baseUrl}/healthz`, { headers });
  return { status: response.status, body: await response.json() };
}

test("a root-owned 0600 .eml in the outbox of a server run as nobody is quarantined alone; the others are delivered; the outbox command run as root retries it", async () => {
  test.skip(!asRoot, "needs root to run the server as another user");
  const smtp = await new SmtpReceiver().start();
  const site = new Site({
    smtpUrl: smtp.url,
    user: NOBODY,
    env: { OUTBOX_RESCAN_SECONDS: "1", INQUIRY_RATE_LIMIT: "off" },
  });
  site.clearOutbox();
  mkdirSync(site.outboxDir, { recursive: true });
  chownSync(site.outboxDir, NOBODY.uid, NOBODY.gid);
  await site.start();
  try {
    // What `sudo cp failed/K.eml $OUTBOX_DIR/` makes: root's, mode 0600, unreadable by the server.
    const stray = randomUUID();
    writeFileSync(
      join(site.outboxDir, `${stray}.eml`),
      `From: inquiries@example.com\r\nTo: elena@example.com\r\nMessage-ID: <${stray}@example.com>\r\nSubject: copied back by hand\r\n\r\nHello\r\n`,
      { mode: 0o600 },
    );
    const forms = Array.from({ length: 6 }, () => inquiryForm());
    for (const form of forms) expect((await site.postInquiry(form)).status).toBe(303);
    await smtp.waitFor(6);
    expect(messageKeys(smtp).sort()).toEqual(forms.map(keyOf).sort());
    await site.until(() => site.events("inquiry.quarantined").length === 1, "the quarantine");
    expect(site.events("inquiry.quarantined")[0]).toMatchObject({ key: stray, code: "EACCES" });
    expect(site.files("quarantine")).toEqual([`${stray}.eml`]);

    const detailed = await health(site);
    expect(detailed).toMatchObject({
      status: 200,
      body: { status: "degraded", outbox: { quarantined: 1, backlog: 0 } },
    });
    // Through a proxy (or from outside): the status only.
    expect(await health(site, { "X-Forwarded-For": "203.0.113.7" })).toEqual({
      status: 200,
      body: { status: "degraded" },
    });

    // The operator retries it as root: the file is handed to the service's user and goes out.
    const out = execFileSync(process.execPath, ["build/outbox.js", "retry", stray], {
      env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", OUTBOX_DIR: site.outboxDir },
      encoding: "utf8",
    });
    expect(out).toContain(`queued again: ${stray} (from quarantine/)`);
    await smtp.waitFor(7);
    expect(messageKeys(smtp)).toContain(stray);
    await expect.poll(async () => (await health(site)).body.status).toBe("ok");
  } finally {
    await site.stop();
    await smtp.stop();
  }
});

/** Sends the headers and 500 of a declared 3,200 bytes, then closes: a phone leaving a tunnel. */
function cutUpload(site: Site): Promise<void> {
  const url = new URL(site.baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname, () => {
      socket.write(
        "POST /contact HTTP/1.1\r\n" +
          `Host: ${url.host}\r\n` +
          `Origin: ${site.baseUrl}\r\n` +
          "Content-Type: application/x-www-form-urlencoded\r\n" +
          "Content-Length: 3200\r\n\r\n",
      );
      socket.write(`formKey=${randomUUID()}&message=${"x".repeat(500 - 51)}`, () => {
        socket.destroy();
        resolve();
      });
    });
    socket.on("error", reject);
  });
}

test("five uploads cut off mid-body use up no rate-limit slot: the visitor's inquiry after them is accepted, and the log says 499, not 200", async () => {
  const smtp = await new SmtpReceiver().start();
  const site = new Site({ smtpUrl: smtp.url, env: { INQUIRY_RATE_LIMIT: "5/600" } });
  site.clearOutbox();
  await site.start();
  try {
    for (let i = 0; i < 5; i++) await cutUpload(site);
    await site.until(() => site.events("inquiry.aborted").length === 5, "five aborted bodies");
    await site.until(
      () => site.events("request").filter((e) => e.method === "POST").length === 5,
      "their request lines",
    );
    for (const line of site.events("request").filter((e) => e.method === "POST")) {
      expect(line).toMatchObject({ path: "/contact", status: 499, aborted: true });
    }
    const form = inquiryForm();
    expect((await site.postInquiry(form)).status).toBe(303);
    await smtp.waitFor(1);
    expect(messageKeys(smtp)).toEqual([keyOf(form)]);
  } finally {
    await site.stop();
    await smtp.stop();
  }
});

test("a wrong SMTP password is one clear error at start and 'degraded' in /healthz at once; fixed on the mail server, it clears without a restart", async () => {
  const smtp = await new SmtpReceiver({ login: { user: "site", pass: "changed" } }).start();
  const site = new Site({
    smtpUrl: `smtp://site:secret-one@127.0.0.1:${smtp.port}`,
    env: { SMTP_VERIFY_SECONDS: "1" },
  });
  site.clearOutbox();
  await site.start();
  try {
    await site.until(() => site.events("mail.unavailable").length > 0, "the start-up check");
    expect(site.events("mail.unavailable")).toEqual([
      expect.objectContaining({
        level: "error",
        cause: "login refused (535): check the user and password in SMTP_URL",
        server: `smtp://127.0.0.1:${smtp.port}`,
      }),
    ]);
    expect(site.log).not.toContain("secret-one");
    const degraded = await health(site);
    expect(degraded.status).toBe(200);
    expect(degraded.body).toMatchObject({
      status: "degraded",
      mail: { state: "failing", cause: expect.stringContaining("login refused (535)") },
    });
    // The mail account's password is set back to the one in SMTP_URL.
    if (smtp.login) smtp.login.pass = "secret-one";
    await expect.poll(async () => (await health(site)).body.status, { timeout: 10_000 }).toBe("ok");
    expect(site.events("mail.ready").at(-1)).toMatchObject({ recovered: true });
    expect((await health(site)).body.mail.state).toBe("ok");
  } finally {
    await site.stop();
    await smtp.stop();
  }
});
