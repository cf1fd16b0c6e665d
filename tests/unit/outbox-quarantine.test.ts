import { randomUUID } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import * as fs from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { contentCatalog, type Print, printIn } from "~/catalog/catalog";
import { outboxHealth } from "~/delivery/health.server";
import { smtpSender } from "~/delivery/transport.server";
import { DeliveryWorker } from "~/delivery/worker.server";
import { inquiryEmail } from "~/inquiry/inquiry-mail.server";
import { rawMessage } from "~/mail/envelope.server";
import type { LogFields } from "~/outbox/inquiry-log.server";
import { addressesOf, messageProblem } from "~/outbox/message-check.server";
import { Outbox, type OutboxFs } from "~/outbox/outbox.server";
import { testMailSite } from "../support/inquiry-request";
import { emls, temporaryOutbox } from "../support/outbox-dir";
import { SmtpReceiver } from "../support/smtp";
import { until } from "../support/until";

/**
 * A file in the outbox that cannot be read or is not a whole message is set aside on its own:
 * quarantined with its reason, logged, counted in /healthz, never sent, and never in the way of
 * the others. Real folders and a real SMTP server (smtp-server) behind real nodemailer.
 */

async function inquiryMessage(key = randomUUID(), email = "jane@example.com") {
  const email_ = inquiryEmail(
    {
      formKey: key,
      fullName: "Jane Doe",
      email,
      inquiryType: "print-purchase",
      message: "Is it available at 16x20?",
      prints: [printIn(contentCatalog, "LANDSCAPES-001") as Print],
    },
    testMailSite,
    new Date(),
  );
  return rawMessage(email_);
}

type Event = { event: string } & LogFields;

function deliveryWorker(outbox: Outbox, smtpUrl: string, timeoutMs = 30_000) {
  const events: Event[] = [];
  const worker = new DeliveryWorker({
    outbox,
    connect: () => smtpSender({ url: smtpUrl, timeoutMs }),
    envelope: { from: "site@example.com", to: "elena@example.com" },
    retryBaseMs: 10,
    retryMaxMs: 50,
    maxAgeMs: 60_000,
    rescanMs: 50,
    concurrency: 4,
    log: (event, fields = {}) => events.push({ event, ...fields }),
  });
  return { worker, events };
}

describe("messageProblem", () => {
  it("passes a whole composed inquiry, and names what is wrong with a broken one", async () => {
    const whole = await inquiryMessage();
    expect(messageProblem(whole)).toBeUndefined();
    expect(messageProblem(Buffer.alloc(0))).toBe("empty file");
    expect(messageProblem(Buffer.from("just some words, no header"))).toBe("no header block");
    expect(messageProblem(whole.subarray(0, Math.floor(whole.length / 2)))).toBe(
      "cut short: the closing MIME boundary is missing",
    );
  });

  it("reads the visitor's address from Reply-To (and a receipt's from To)", async () => {
    const message = await inquiryMessage(randomUUID(), "Jane.Doe@Example.com");
    expect(addressesOf(message)).toContain("jane.doe@example.com");
  });
});

describe("DeliveryWorker with broken files in the outbox", { timeout: 30_000 }, () => {
  it("quarantines an empty, a cut-short and a directory .eml on their own and delivers every other message", async () => {
    const smtp = await new SmtpReceiver().start();
    const outbox = new Outbox(temporaryOutbox());
    await outbox.prepare();
    const [empty, cut, folder] = [randomUUID(), randomUUID(), randomUUID()];
    const whole = await inquiryMessage(cut);
    writeFileSync(outbox.fileFor(empty), "");
    writeFileSync(outbox.fileFor(cut), whole.subarray(0, 700));
    mkdirSync(outbox.fileFor(folder)); // EISDIR when read
    const good = [randomUUID(), randomUUID(), randomUUID()];
    for (const key of good) await outbox.accept(key, await inquiryMessage(key));
    const { worker, events } = deliveryWorker(outbox, smtp.url);
    try {
      await worker.start();
      await smtp.waitFor(3);
      await until(() => emls(join(outbox.dir, "quarantine")).length === 3, "the quarantine");
      await until(() => emls(join(outbox.dir, "sent")).length === 3, "sent/");
      expect(smtp.received.map((m) => m.mail.messageId?.slice(1, 37)).sort()).toEqual(good.sort());
      const reasons = Object.fromEntries(
        events
          .filter((e) => e.event === "inquiry.quarantined")
          .map((e) => [e.key as string, `${e.code} ${e.reason}`]),
      );
      expect(reasons).toEqual({
        [empty]: "EBADMSG empty file",
        [cut]: "EBADMSG cut short: the closing MIME boundary is missing",
        [folder]: expect.stringMatching(/^EISDIR /),
      });
      expect(await outbox.quarantineReason(empty)).toBe("empty file");
      expect(await outboxHealth(outbox, Date.now())).toMatchObject({ quarantined: 3, backlog: 0 });
      // Its key stays known: the form it came from is a duplicate, never accepted again.
      expect(await new Outbox(outbox.dir).accept(cut, whole)).toBe("duplicate");
      expect(events.filter((e) => e.event === "outbox.error")).toEqual([]);
    } finally {
      await worker.stop();
      await smtp.stop();
    }
  });

  it("a read that fails with EIO quarantines that file alone; the queue never pauses for it", async () => {
    const smtp = await new SmtpReceiver().start();
    const dir = temporaryOutbox();
    const broken = randomUUID();
    const io: OutboxFs = {
      ...fs,
      readFile: ((file: string, ...rest: unknown[]) =>
        String(file).includes(broken)
          ? Promise.reject(Object.assign(new Error("EIO: i/o error, read"), { code: "EIO" }))
          : (fs.readFile as (...a: unknown[]) => Promise<Buffer>)(
              file,
              ...rest,
            )) as typeof fs.readFile,
    };
    const outbox = new Outbox(dir, { fs: io });
    await outbox.accept(broken, await inquiryMessage(broken));
    const good = Array.from({ length: 6 }, () => randomUUID());
    for (const key of good) await outbox.accept(key, await inquiryMessage(key));
    const { worker, events } = deliveryWorker(outbox, smtp.url);
    try {
      await worker.start();
      await smtp.waitFor(6);
      await until(() => emls(join(dir, "quarantine")).length === 1, "the quarantine");
      expect(emls(join(dir, "quarantine"))).toEqual([`${broken}.eml`]);
      expect(events.find((e) => e.event === "inquiry.quarantined")).toMatchObject({
        key: broken,
        code: "EIO",
      });
      // Nothing paused the queue or retried: the six went through at the first try.
      expect(
        events.filter((e) => e.event === "inquiry.retry" || e.event === "outbox.error"),
      ).toEqual([]);
      expect(readFileSync(join(dir, "quarantine", `${broken}.reason`), "utf8")).toContain("EIO");
    } finally {
      await worker.stop();
      await smtp.stop();
    }
  });
});

describe("DeliveryWorker with an SMTP server that hangs after DATA", { timeout: 30_000 }, () => {
  /** A worker started on an outbox whose one message the SMTP server holds after DATA. */
  async function hungAfterData() {
    const smtp = new SmtpReceiver();
    const hung = randomUUID();
    let held: (() => void) | undefined;
    smtp.stall = (raw) => (raw.includes(hung) ? new Promise<void>((r) => (held = r)) : undefined);
    await smtp.start();
    const outbox = new Outbox(temporaryOutbox());
    await outbox.accept(hung, await inquiryMessage(hung));
    const { worker } = deliveryWorker(outbox, smtp.url, 60_000);
    await worker.start();
    await until(() => held !== undefined, "the hung message's DATA");
    return { smtp, hung, outbox, worker, release: () => held?.() };
  }
  it("other inquiries go through while one connection hangs, and its Message-ID is the form key", async () => {
    const { smtp, hung, outbox, worker, release } = await hungAfterData();
    try {
      const others = [randomUUID(), randomUUID(), randomUUID()];
      const started = Date.now();
      for (const key of others) {
        await outbox.accept(key, await inquiryMessage(key));
        worker.enqueue(key);
      }
      await smtp.waitFor(3, 10_000);
      const ms = Date.now() - started;
      expect(smtp.received.map((m) => m.mail.messageId?.slice(1, 37)).sort()).toEqual(
        others.sort(),
      );
      expect(ms).toBeLessThan(10_000); // before: held behind the hung one until its 30 s timeout
      release();
      await smtp.waitFor(4);
      expect(smtp.received[3]?.mail.messageId).toBe(`<${hung}@prints.example.com>`);
    } finally {
      release();
      await worker.stop();
      await smtp.stop();
    }
  });

  it("a shutdown waits for a hung lane only its grace: the claim stays for the next process, the rest goes back to waiting", async () => {
    const { smtp, outbox, worker, release } = await hungAfterData();
    try {
      const started = Date.now();
      await worker.stop(200);
      expect(Date.now() - started).toBeLessThan(5000);
      expect(await outbox.backlog()).toMatchObject({ count: 1 });
      expect(emls(outbox.dir)).toEqual([]); // still claimed: taken back by the next process
    } finally {
      release();
      await smtp.stop();
    }
  });
});
