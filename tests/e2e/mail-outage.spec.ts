import { execFileSync, spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../support/free-port";
import { NOBODY, siteFolderFor } from "../support/other-user";
import { SmtpReceiver } from "../support/smtp";
import { inquiryForm, keyOf, Site } from "../support/smtp-site";
import { expect, test } from "./fixtures";

/**
 * What the operator sees and does while mail does not go out, with the whole server and a real
 * SMTP server that goes away, or refuses the site's login: /healthz follows the deliveries, a
 * refused login is not tried again and again, a visitor's erasure reaches a message the server
 * holds, and a stopping server hands back what it held.
 */

async function healthStatus(site: Site): Promise<string> {
  const response = await fetch(`${site.baseUrl}/healthz`);
  return ((await response.json()) as { status: string }).status;
}

/** Messages the server holds while the SMTP server is away: its claims in sending/<owner>/. */
function held(site: Site): string[] {
  const sending = join(site.outboxDir, "sending");
  if (!existsSync(sending)) return [];
  return readdirSync(sending).flatMap((owner) =>
    readdirSync(join(sending, owner)).filter((n) => n.endsWith(".eml")),
  );
}

test("the SMTP server goes away: the next delivery makes /healthz degraded at once; back, the next delivery clears it", async () => {
  const smtp = await new SmtpReceiver().start();
  // The scheduled check is 5 minutes away (the default): only deliveries can tell.
  const site = new Site({ smtpUrl: smtp.url, env: { INQUIRY_RATE_LIMIT: "off" } });
  site.clearOutbox();
  await site.start();
  try {
    // The server has checked the SMTP server once at start (a connection of its own, which a
    // stop in the middle would cut): it goes away only after that.
    await site.until(() => site.events("mail.ready").length > 0, "the first SMTP check");
    expect(await healthStatus(site)).toBe("ok");
    await smtp.stop();
    expect((await site.postInquiry(inquiryForm())).status).toBe(303);
    await site.until(() => site.events("inquiry.retry").length > 0, "a failed delivery");
    expect(await healthStatus(site)).toBe("degraded");
    expect(site.events("mail.unavailable")).toEqual([
      expect.objectContaining({ cause: "connection refused" }),
    ]);
    await smtp.start();
    await smtp.waitFor(1);
    await expect.poll(() => healthStatus(site)).toBe("ok");
    expect(site.events("mail.ready").at(-1)).toMatchObject({ recovered: true });
  } finally {
    await site.stop();
    await smtp.stop();
  }
});

test("a refused login is not tried again by every message: one login until the SMTP check's next turn, then they all go", async () => {
  const smtp = await new SmtpReceiver({ login: { user: "site", pass: "changed" } }).start();
  // Retries would come every second (OUTBOX_RETRY_MAX_SECONDS=1): a login refused once must
  // still hold every message.
  const site = new Site({
    smtpUrl: `smtp://site:old@127.0.0.1:${smtp.port}`,
    env: { INQUIRY_RATE_LIMIT: "off", SMTP_VERIFY_SECONDS: "4" },
  });
  site.clearOutbox();
  await site.start();
  try {
    const forms = [inquiryForm(), inquiryForm(), inquiryForm()];
    for (const form of forms) expect((await site.postInquiry(form)).status).toBe(303);
    await site.until(() => site.events("mail.unavailable").length > 0, "the refused login");
    const afterFirst = smtp.loginAttempts;
    // Three messages waiting, retries every second: proving that none logs in takes time.
    await new Promise((r) => setTimeout(r, 3000));
    expect(smtp.loginAttempts).toBe(afterFirst);
    expect(afterFirst).toBeLessThanOrEqual(2);
    expect(site.unsent()).toHaveLength(3);
    expect(site.files("failed")).toEqual([]);
    // The mail account takes the password again: the next check logs in, and every message goes.
    if (smtp.login) smtp.login.pass = "old";
    await smtp.waitFor(3, 20_000);
    expect(smtp.received.map((m) => m.mail.messageId?.replace(/^<|@.*$/g, "")).sort()).toEqual(
      forms.map(keyOf).sort(),
    );
    // Over the whole outage, a handful of logins (the checks, backing off), never one per message
    // per retry.
    expect(smtp.loginAttempts).toBeLessThanOrEqual(6);
  } finally {
    await site.stop();
    await smtp.stop();
  }
});

test("erase reaches a message the server holds while the SMTP server is away, and it is never sent", async () => {
  const smtp = await new SmtpReceiver().start();
  await smtp.stop(); // away from the start; the port is kept for its return
  const site = new Site({ smtpUrl: smtp.url, env: { INQUIRY_RATE_LIMIT: "off" } });
  site.clearOutbox();
  await site.start();
  try {
    const visitor = inquiryForm({ email: "ada@example.com" });
    const other = inquiryForm({ email: "bob@example.com" });
    expect((await site.postInquiry(visitor)).status).toBe(303);
    expect((await site.postInquiry(other)).status).toBe(303);
    await site.until(() => held(site).length === 2, "both messages held by the worker");
    const command = (args: string[]) =>
      spawnSync(process.execPath, ["build/outbox.js", ...args], {
        env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", OUTBOX_DIR: site.outboxDir },
        encoding: "utf8",
      });
    const found = command(["find", "ada@example.com"]);
    expect(found.stdout).toContain(keyOf(visitor));
    expect(found.stdout).toContain("1 message found");
    expect(found.status).toBe(0);
    const erased = command(["erase", "ada@example.com"]);
    expect(erased.stdout).toContain(`erased: ${keyOf(visitor)} (sending/`);
    expect(erased.stdout).toContain("1 message erased");
    expect(erased.stdout).toContain("not reached: backups of the outbox");
    expect(erased.status).toBe(0);
    expect(held(site)).toEqual([`${keyOf(other)}.eml`]);

    await smtp.start();
    await smtp.waitFor(1);
    await site.until(() => site.files("sent").length === 1, "the other message in sent/");
    await site.until(() => site.events("inquiry.erased").length === 1, "the worker dropping it");
    expect(smtp.received.map((m) => m.mail.text ?? "").join()).not.toContain("ada@example.com");
    expect(smtp.received).toHaveLength(1);
    expect(site.unsent()).toEqual([]);
  } finally {
    await site.stop();
    await smtp.stop();
  }
});

test("find and erase say which places they could not read, and exit 1", async () => {
  test.skip(process.getuid?.() !== 0, "needs root to run the command as another user");
  // An outbox the command's user (nobody) can reach, wherever the checkout is.
  const folder = mkdtempSync(join(tmpdir(), "prints-outbox-"));
  chmodSync(folder, 0o755);
  const outboxDir = join(folder, "outbox");
  const site = new Site({ env: { OUTBOX_DIR: outboxDir } });
  await site.start();
  try {
    const form = inquiryForm({ email: "ada@example.com" });
    expect((await site.postInquiry(form)).status).toBe(303);
    // The outbox is the command's user's (nobody), but for one folder it cannot read.
    execFileSync("chown", ["-R", `${NOBODY.uid}:${NOBODY.gid}`, outboxDir]);
    const failed = join(outboxDir, "failed");
    execFileSync("chown", ["root:root", failed]);
    chmodSync(failed, 0o700);
    for (const command of ["find", "erase"]) {
      const run = spawnSync(process.execPath, ["build/outbox.js", command, "ada@example.com"], {
        cwd: siteFolderFor(NOBODY), // the build, where nobody can read it
        env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", OUTBOX_DIR: outboxDir },
        encoding: "utf8",
        uid: NOBODY.uid,
        gid: NOBODY.gid,
      });
      expect(run.stdout, run.stderr).toMatch(
        new RegExp(`could not read( or erase)?: ${failed} \\(EACCES\\)`),
      );
      expect(run.stdout).toContain(`1 message ${command === "find" ? "found" : "erased"}`);
      expect(run.status).toBe(1);
    }
  } finally {
    await site.stop();
    rmSync(folder, { recursive: true, force: true });
  }
});

test("on SIGTERM the server puts back the messages it held, for the next process to send", async () => {
  const smtp = await new SmtpReceiver().start();
  await smtp.stop();
  const site = new Site({ smtpUrl: smtp.url, env: { INQUIRY_RATE_LIMIT: "off" } });
  site.clearOutbox();
  await site.start();
  try {
    const form = inquiryForm();
    expect((await site.postInquiry(form)).status).toBe(303);
    await site.until(() => held(site).length === 1, "the message held by the worker");
    await site.stop("SIGTERM");
    expect(held(site)).toEqual([]);
    expect(site.files()).toEqual([`${keyOf(form)}.eml`]);
  } finally {
    await site.stop();
  }
});

test("npm start stopped with SIGTERM stops the server too (no node left serving)", async () => {
  // A host that signals npm alone (a process manager, a terminal's kill) must not leave an orphan.
  const port = await freePort();
  const npm = spawn("npm", ["start"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      OUTBOX_DIR: `test-results/npm-start-outbox-${port}`,
    },
    stdio: "ignore",
  });
  const answers = () =>
    fetch(`http://127.0.0.1:${port}/healthz`).then(
      () => true,
      () => false,
    );
  try {
    await expect.poll(answers, { timeout: 30_000 }).toBe(true);
    const exited = new Promise((r) => npm.once("exit", r));
    npm.kill("SIGTERM");
    await exited;
    await expect.poll(answers, { timeout: 12_000 }).toBe(false);
  } finally {
    if (npm.exitCode === null) npm.kill("SIGKILL");
  }
});
