import { randomUUID } from "node:crypto";
import { utimesSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { SmtpSender } from "~/delivery/transport.server";
import { DeliveryWorker } from "~/delivery/worker.server";
import type { LogFields } from "~/outbox/inquiry-log.server";
import { Outbox } from "~/outbox/outbox.server";
import { emls, temporaryOutbox } from "../support/outbox-dir";
import { until } from "../support/until";

/**
 * The delivery worker against real outbox folders. The SMTP side is a stand-in sender here, to
 * make faults no real server makes (a transport that throws); the end-to-end tests deliver to a
 * real SMTP server.
 */

type Event = { event: string } & LogFields;

function recorder() {
  const events: Event[] = [];
  return {
    events,
    log: (event: string, fields: LogFields = {}) => events.push({ event, ...fields }),
  };
}

function worker(
  outbox: Outbox,
  send: SmtpSender["send"],
  extra: Partial<{ maxAgeMs: number; retryBaseMs: number; connect: () => SmtpSender }> = {},
) {
  const { events, log } = recorder();
  const w = new DeliveryWorker({
    outbox,
    connect: extra.connect ?? (() => ({ send, close: () => {} })),
    envelope: { from: "site@example.com", to: "elena@example.com" },
    retryBaseMs: extra.retryBaseMs ?? 10,
    retryMaxMs: Math.max(40, extra.retryBaseMs ?? 0),
    maxAgeMs: extra.maxAgeMs ?? 60_000,
    rescanMs: 20,
    concurrency: 4,
    log,
  });
  return { worker: w, events };
}

const message = Buffer.from("Subject: x\r\n\r\nHello\r\n");
/** A small whole message whose body is `text`. */
const mail = (text: string) => Buffer.from(`Subject: ${text}\r\n\r\n${text}\r\n`);
const bodyOf = (m: Buffer) => m.toString().split("\r\n\r\n")[1]?.trim() ?? "";

describe("DeliveryWorker", () => {
  it("a transport that throws is logged and retried, never an unhandled rejection", async () => {
    const outbox = new Outbox(temporaryOutbox());
    const key = randomUUID();
    await outbox.accept(key, message);
    let broken = 3;
    const sent: string[] = [];
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", onUnhandled);
    const { worker: w, events } = worker(outbox, async () => {}, {
      connect: () => {
        if (broken-- > 0) throw new TypeError("transport bug");
        return { send: async (_e, m) => void sent.push(m.toString()), close: () => {} };
      },
    });
    try {
      await w.start();
      await until(() => sent.length === 1, "the message to be sent");
      expect(events.filter((e) => e.event === "outbox.error")).toHaveLength(3);
      expect(events.find((e) => e.event === "outbox.error")).toMatchObject({
        problem: "delivery round failed",
        error: "transport bug",
      });
      await until(() => emls(join(outbox.dir, "sent")).length === 1, "sent/");
      expect(unhandled).toEqual([]);
    } finally {
      process.off("unhandledRejection", onUnhandled);
      await w.stop();
    }
  });

  it("a message refused with 4xx past OUTBOX_MAX_AGE moves to failed/ and the others go on", async () => {
    const outbox = new Outbox(temporaryOutbox());
    const [old, fresh] = [randomUUID(), randomUUID()];
    await outbox.accept(old, Buffer.from("Subject: old\r\n\r\nx"));
    await outbox.accept(fresh, Buffer.from("Subject: fresh\r\n\r\nx"));
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    utimesSync(outbox.fileFor(old), twoHoursAgo, twoHoursAgo);
    const sent: string[] = [];
    const { worker: w, events } = worker(
      outbox,
      async (_e, m) => {
        if (m.toString().includes("old")) {
          throw Object.assign(new Error("451 try later"), { responseCode: 451, code: "EENVELOPE" });
        }
        sent.push(m.toString());
      },
      { maxAgeMs: 3_600_000 },
    );
    await w.start();
    await until(() => emls(join(outbox.dir, "failed")).length === 1, "failed/");
    await until(() => sent.length === 1, "the fresh message");
    await w.stop();
    expect(emls(join(outbox.dir, "failed"))).toEqual([`${old}.eml`]);
    expect(events.find((e) => e.event === "inquiry.failed")).toMatchObject({
      key: old,
      reason: "expired",
      responseCode: 451,
    });
  });

  it("a message refused with 451 forever does not hold back new ones, though the queue is paused for a minute", async () => {
    const outbox = new Outbox(temporaryOutbox());
    const stuck = randomUUID();
    await outbox.accept(stuck, mail("stuck"));
    const sent: string[] = [];
    const { worker: w, events } = worker(
      outbox,
      async (_e, m) => {
        if (bodyOf(m) === "stuck") {
          throw Object.assign(new Error("451 greylisted"), { responseCode: 451 });
        }
        sent.push(bodyOf(m));
      },
      { retryBaseMs: 60_000 },
    );
    await w.start();
    await until(() => events.some((e) => e.event === "inquiry.retry"), "the first refusal");
    const healthy = [randomUUID(), randomUUID(), randomUUID()];
    for (const key of healthy) {
      await outbox.accept(key, mail(key));
      w.enqueue(key);
    }
    await until(() => sent.length === 3, "the three healthy messages", {
      timeoutMs: 2000,
    });
    await w.stop();
    expect(sent.sort()).toEqual([...healthy].sort());
    expect(emls(outbox.dir)).toEqual([`${stuck}.eml`]);
  });

  it("two workers on one outbox send each message exactly once", async () => {
    const dir = temporaryOutbox();
    const a = new Outbox(dir, { owner: "host-a.1" });
    const b = new Outbox(dir, { owner: "host-b.1" });
    const keys = Array.from({ length: 30 }, () => randomUUID());
    for (const [i, key] of keys.entries()) await (i % 2 ? a : b).accept(key, mail(key));
    const sent: string[] = [];
    const send: SmtpSender["send"] = async (_e, m) => {
      await new Promise((r) => setTimeout(r, Math.random() * 5));
      sent.push(bodyOf(m));
    };
    const wa = worker(a, send).worker;
    const wb = worker(b, send).worker;
    await Promise.all([wa.start(), wb.start()]);
    await until(() => emls(join(dir, "sent")).length === 30, "all sent");
    await Promise.all([wa.stop(), wb.stop()]);
    expect(sent.sort()).toEqual([...keys].sort());
  });

  it("stop() puts what it had claimed back to waiting, for the next process", async () => {
    const outbox = new Outbox(temporaryOutbox());
    const key = randomUUID();
    await outbox.accept(key, message);
    const { worker: w } = worker(outbox, async () => {
      throw Object.assign(new Error("421 busy"), { responseCode: 421 });
    });
    await w.start();
    await until(() => emls(outbox.dir).length === 0, "the claim");
    await w.stop();
    expect(emls(outbox.dir)).toEqual([`${key}.eml`]);
  });
});
