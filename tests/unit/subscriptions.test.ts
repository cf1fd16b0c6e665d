import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type DeliveryOptions, DeliveryWorker } from "~/delivery/worker.server";
import { RateLimiter } from "~/inquiry/rate-limit";
import type { LogFields } from "~/outbox/inquiry-log.server";
import { kindOf, recipientOf } from "~/outbox/message-check.server";
import { Outbox } from "~/outbox/outbox.server";
import { type SubscribeContext, subscribe } from "~/subscriptions/subscribe-request.server";
import { SubscriberStore, subscriberId } from "~/subscriptions/subscribers.server";
import {
  decide,
  expired,
  normalizeEmail,
  parseToken,
  REMAIL_AFTER_MS,
  type Subscriber,
  tokenOf,
  UNCONFIRMED_FOR_MS,
} from "~/subscriptions/subscription";
import { emls, temporaryOutbox } from "../support/outbox-dir";
import { until } from "../support/until";
import { say } from "../support/words";

const consent = { page: "/about", words: "One email when new prints are added.", language: "en" };
const T0 = Date.parse("2026-11-28T10:00:00Z");
const HOUR = 3_600_000;

describe("the subscription's rules", () => {
  it("keeps an address trimmed and in lower case, and refuses what is not one", () => {
    expect(normalizeEmail("  Jane.Doe+prints@Example.COM ")).toBe("jane.doe+prints@example.com");
    for (const bad of [
      "",
      "jane",
      "jane@",
      "@example.com",
      "jane@example",
      "jane doe@example.com",
      "jane@example.com\r\nBcc: x@example.com",
      "a@b@example.com",
      `${"a".repeat(250)}@example.com`,
    ]) {
      expect(normalizeEmail(bad), bad).toBeUndefined();
    }
  });

  it("a new address is recorded and mailed; again within a day, quiet; a day later, mailed again", () => {
    const request = { address: "jane@example.com", consent, secret: "s".repeat(22) };
    const first = decide(undefined, request, T0);
    expect(first.action).toBe("new");
    expect(first.subscriber).toEqual({
      address: "jane@example.com",
      asked: { at: new Date(T0).toISOString(), ...consent },
      mails: 1,
      mailedAt: new Date(T0).toISOString(),
      secret: "s".repeat(22),
    });
    const again = decide(first.subscriber, request, T0 + REMAIL_AFTER_MS - 1);
    expect(again).toEqual({ action: "quiet", subscriber: first.subscriber });
    const later = decide(first.subscriber, request, T0 + REMAIL_AFTER_MS);
    expect(later.action).toBe("remail");
    expect(later.subscriber.mails).toBe(2);
    expect(later.subscriber.secret).toBe("s".repeat(22)); // the first mail's link still works
  });

  it("a confirmed subscriber asked for again gets no mail, ever; an unconfirmed one is forgotten after 7 days", () => {
    const confirmed: Subscriber = {
      address: "jane@example.com",
      asked: { at: new Date(T0).toISOString(), ...consent },
      confirmed: { at: new Date(T0 + HOUR).toISOString() },
      mails: 1,
      mailedAt: new Date(T0).toISOString(),
      secret: "s".repeat(22),
    };
    const request = { address: "jane@example.com", consent, secret: "t".repeat(22) };
    expect(decide(confirmed, request, T0 + 400 * 24 * HOUR).action).toBe("quiet");
    expect(expired(confirmed, T0 + 400 * 24 * HOUR)).toBe(false);
    const { confirmed: _, ...pending } = confirmed;
    expect(expired(pending, T0 + UNCONFIRMED_FOR_MS - 1)).toBe(false);
    expect(expired(pending, T0 + UNCONFIRMED_FOR_MS)).toBe(true);
    // Past keeping, it is a new address: a new secret, so the old link is dead.
    expect(decide(pending, request, T0 + UNCONFIRMED_FOR_MS).subscriber.secret).toBe(
      "t".repeat(22),
    );
  });

  it("a link's token is the id and the secret, and nothing else parses as one", () => {
    const id = "0123456789abcdef0123456789abcdef";
    const token = tokenOf(id, { secret: "AbC_-dEf0123456789xyzQ" });
    expect(parseToken(token)).toEqual({ id, secret: "AbC_-dEf0123456789xyzQ" });
    for (const bad of [
      "",
      id,
      `${id}short`,
      `../${id}AbC_-dEf0123456789xyzQ`,
      `${id}AbC.dEf0123456789xyzQ!`,
    ]) {
      expect(parseToken(bad), bad).toBeUndefined();
    }
  });
});

describe("the subscriber store", () => {
  const store = (dir: string, now = () => T0) => new SubscriberStore(dir, { now });

  it("keeps the address with the consent asked, in a file of its own, written whole", async () => {
    const dir = temporaryOutbox("subscribers-");
    const decision = await store(dir).ask("jane@example.com", consent);
    expect(decision.action).toBe("new");
    const file = join(dir, `${subscriberId("jane@example.com")}.json`);
    const kept = JSON.parse(readFileSync(file, "utf8"));
    expect(kept.address).toBe("jane@example.com");
    expect(kept.asked).toEqual({ at: new Date(T0).toISOString(), ...consent });
    expect(Object.keys(kept).sort()).toEqual(["address", "asked", "mailedAt", "mails", "secret"]);
    expect(readdirSync(join(dir, "tmp"))).toEqual([]);
  });

  it("of two processes asking for one address at once, one records it and the other reads it", async () => {
    const dir = temporaryOutbox("subscribers-");
    const results = await Promise.all(
      Array.from({ length: 6 }, () => store(dir).ask("jane@example.com", consent)),
    );
    expect(results.map((r) => r.action).sort()).toEqual([
      "new",
      "quiet",
      "quiet",
      "quiet",
      "quiet",
      "quiet",
    ]);
    const secrets = new Set(results.map((r) => r.subscriber.secret));
    expect(secrets.size).toBe(1);
  });

  it("confirms by the token, only with the right secret; unsubscribing deletes the record", async () => {
    const dir = temporaryOutbox("subscribers-");
    const s = store(dir);
    const { id, subscriber } = await s.ask("jane@example.com", consent);
    const token = tokenOf(id, subscriber);
    expect(await s.confirm(`${id}${"x".repeat(22)}`)).toBe("unknown");
    expect(await s.confirm(token)).toBe("confirmed");
    expect(await s.confirm(token)).toBe("already");
    expect((await s.confirmed()).map((l) => l.subscriber.address)).toEqual(["jane@example.com"]);
    expect(await s.unsubscribe(token)).toBe("ended");
    expect(await s.unsubscribe(token)).toBe("unknown");
    expect(readdirSync(dir).filter((n) => n.endsWith(".json"))).toEqual([]);
    const day = new Date(T0).toISOString().slice(0, 10);
    expect(await s.movements([day])).toEqual({ joined: 1, left: 1 });
    // The journal keeps counts, never an address.
    expect(readFileSync(join(dir, "journal", `${day}.log`), "utf8")).toBe("joined\nleft\n");
  });

  it("forgets an unconfirmed address after 7 days, and its link stops working", async () => {
    const dir = temporaryOutbox("subscribers-");
    let now = T0;
    const s = store(dir, () => now);
    const { id, subscriber } = await s.ask("late@example.com", consent);
    const kept = await s.ask("kept@example.com", consent);
    now = T0 + HOUR;
    await s.confirm(tokenOf(kept.id, kept.subscriber));
    now = T0 + UNCONFIRMED_FOR_MS;
    expect(await s.byToken(tokenOf(id, subscriber))).toBeUndefined();
    expect(await s.sweep()).toBe(1);
    expect((await s.list()).map((l) => l.subscriber.address)).toEqual(["kept@example.com"]);
  });

  it("erases a subscriber and their consent record on request", async () => {
    const dir = temporaryOutbox("subscribers-");
    const s = store(dir);
    await s.ask("jane@example.com", consent);
    expect(await s.erase("jane@example.com")).toBe(true);
    expect(await s.erase("jane@example.com")).toBe(false);
    expect(readdirSync(dir).filter((n) => n.endsWith(".json"))).toEqual([]);
  });
});

function formOf(fields: Record<string, string>, type = "application/x-www-form-urlencoded") {
  return new Request("http://localhost/subscribe", {
    method: "POST",
    headers: { "content-type": type },
    body: new URLSearchParams(fields).toString(),
  });
}

function reception(extra: Partial<SubscribeContext> = {}) {
  const outbox = new Outbox(temporaryOutbox());
  const store = new SubscriberStore(temporaryOutbox("subscribers-"), { now: () => T0 });
  const queued: string[] = [];
  const events: string[] = [];
  const context: SubscribeContext = {
    store,
    outbox,
    limiter: new RateLimiter({ max: 5, windowMs: HOUR }),
    client: "203.0.113.7",
    site: {
      siteUrl: "https://prints.example.com",
      siteName: "Elena Marlowe Fine Art",
      from: "site@example.com",
      to: "elena@example.com",
    },
    queue: (key) => queued.push(key),
    log: (event: string, _fields?: LogFields) => void events.push(event),
    now: () => new Date(T0),
    ...extra,
  };
  return { context, outbox, store, queued, events };
}

describe("a 'hear of new work' form received", () => {
  it("records the address and puts one confirmation in the outbox, to the address, whose link confirms", async () => {
    const { context, outbox, store, queued } = reception();
    const result = await subscribe(formOf({ email: "Jane@Example.com", page: "/about" }), context);
    expect(result).toEqual({ outcome: "asked", email: "jane@example.com" });
    const [file] = emls(outbox.dir);
    expect(queued).toEqual([file?.slice(0, -4)]);
    const raw = readFileSync(join(outbox.dir, file as string));
    expect(kindOf(raw, file as string)).toBe("confirmation");
    expect(recipientOf(raw)).toBe("jane@example.com");
    const link = /https:\/\/prints\.example\.com\/subscribe\/([0-9a-f]{32}[\w-]+)/.exec(
      raw.toString().replace(/=\r?\n/g, ""),
    )?.[1];
    expect(await store.confirm(link as string)).toBe("confirmed");
    const [listed] = await store.list();
    expect(listed?.subscriber.asked.page).toBe("/about");
    expect(listed?.subscriber.asked.words).toBe(say("subscribe.consent"));
  });

  it("the same address again within a day gets no second mail, and is told the same", async () => {
    const { context, outbox } = reception();
    const first = await subscribe(formOf({ email: "jane@example.com" }), context);
    const second = await subscribe(formOf({ email: "JANE@example.com" }), context);
    expect(second).toEqual(first);
    expect(emls(outbox.dir)).toHaveLength(1);
  });

  it("one client asking for many addresses is refused before a sixth mail; quiet asks do not count", async () => {
    const { context, outbox } = reception();
    for (let i = 0; i < 5; i += 1) {
      expect((await subscribe(formOf({ email: `a${i}@example.com` }), context)).outcome).toBe(
        "asked",
      );
      // Asked again at once: no mail, so no slot taken.
      if (i < 4) {
        expect((await subscribe(formOf({ email: `a${i}@example.com` }), context)).outcome).toBe(
          "asked",
        );
      }
    }
    const sixth = await subscribe(formOf({ email: "a5@example.com" }), context);
    expect(sixth).toMatchObject({ outcome: "rate-limited", email: "a5@example.com" });
    // Past the limit every answer is the same, known address or not: it tells nothing.
    const known = await subscribe(formOf({ email: "a0@example.com" }), context);
    expect(known).toMatchObject({ outcome: "rate-limited" });
    expect(emls(outbox.dir)).toHaveLength(5);
    // Another client is not held back.
    const other = await subscribe(formOf({ email: "b@example.com" }), {
      ...context,
      client: "198.51.100.2",
    });
    expect(other.outcome).toBe("asked");
  });

  it("a filled honeypot, a bad address, a body that is not a form: nothing kept, nothing mailed", async () => {
    const { context, outbox, store } = reception();
    expect(await subscribe(formOf({ email: "bot@example.com", website: "x" }), context)).toEqual({
      outcome: "dropped",
      email: "bot@example.com",
    });
    expect(await subscribe(formOf({ email: "not an address" }), context)).toEqual({
      outcome: "invalid",
      email: "not an address",
    });
    expect(
      await subscribe(formOf({ email: "a@example.com" }, "application/json"), context),
    ).toEqual({
      outcome: "refused",
      status: 415,
    });
    const huge = formOf({ email: "a@example.com", page: "x".repeat(10_000) });
    expect(await subscribe(huge, context)).toEqual({ outcome: "refused", status: 413 });
    expect(emls(outbox.dir)).toEqual([]);
    expect(await store.list()).toEqual([]);
  });

  it("when the outbox cannot keep the mail, the address is not kept either: asking again mails at once", async () => {
    const { context, store } = reception();
    const broken = {
      accept: async () => {
        throw Object.assign(new Error("no space"), { code: "ENOSPC" });
      },
    };
    const result = await subscribe(formOf({ email: "jane@example.com" }), {
      ...context,
      outbox: broken,
    });
    expect(result).toEqual({ outcome: "unsaved", email: "jane@example.com" });
    expect(await store.list()).toEqual([]);
    expect((await subscribe(formOf({ email: "jane@example.com" }), context)).outcome).toBe("asked");
  });
});

/** A delivery worker over a real outbox whose sender only notes each recipient. */
function bulkWorker(
  outbox: Outbox,
  sent: (to: string) => void,
  extra: Pick<DeliveryOptions, "bulkPerMinute" | "stillSubscribed">,
  connections = { made: 0 },
) {
  return new DeliveryWorker({
    outbox,
    connect: () => {
      connections.made += 1;
      return { send: async (envelope) => sent(String(envelope.to)), close: () => {} };
    },
    envelope: { from: "site@example.com", to: "elena@example.com" },
    retryBaseMs: 10,
    retryMaxMs: 40,
    maxAgeMs: 60_000,
    rescanMs: 50,
    concurrency: 4,
    log: () => {},
    ...extra,
  });
}

describe("announcements in bulk/", () => {
  const message = (to: string) =>
    Buffer.from(`X-Outbox-Kind: announcement\r\nTo: ${to}\r\nSubject: New prints\r\n\r\nHello\r\n`);

  it("are let into the queue one at a time at the pace set, and an inquiry goes first", async () => {
    const outbox = new Outbox(temporaryOutbox());
    const keys = ["a", "b", "c", "d"].map((c) => `${c.repeat(8)}-0000-5000-8000-000000000000`);
    for (const [i, key] of keys.entries())
      await outbox.acceptBulk(key, message(`s${i}@example.com`));
    const sent: { to: string; at: number }[] = [];
    // One each 100 ms.
    const connections = { made: 0 };
    const w = bulkWorker(
      outbox,
      (to) => void sent.push({ to, at: Date.now() }),
      { bulkPerMinute: 600 },
      connections,
    );
    try {
      await w.start();
      await until(() => sent.length >= 1, "the first announcement");
      const inquiry = "11111111-2222-4333-8444-555555555555";
      await outbox.accept(inquiry, Buffer.from("Subject: Inquiry\r\n\r\nHello\r\n"));
      const before = sent.length;
      w.enqueue(inquiry);
      await until(() => sent.length === 5, "all five");
      // The inquiry goes at once: at most the one announcement already let in goes before it.
      expect(sent.findIndex((s) => s.to === "elena@example.com")).toBeLessThanOrEqual(before + 1);
      const letters = sent.filter((s) => s.to !== "elena@example.com");
      // Four at one each 100 ms: the last goes at least 3 steps after the first, however slow.
      expect((letters[3]?.at ?? 0) - (letters[0]?.at ?? 0)).toBeGreaterThanOrEqual(280);
      expect(letters.map((s) => s.to).sort()).toEqual([
        "s0@example.com",
        "s1@example.com",
        "s2@example.com",
        "s3@example.com",
      ]);
      // One connection between the letters (the pool's), not one each.
      expect(connections.made).toBe(1);
      expect(emls(join(outbox.dir, "bulk"))).toEqual([]);
    } finally {
      await w.stop();
    }
  });

  it("an announcement to who has unsubscribed since it was written is erased, never sent", async () => {
    const outbox = new Outbox(temporaryOutbox());
    const stays = "aaaaaaaa-0000-5000-8000-000000000000";
    const left = "bbbbbbbb-0000-5000-8000-000000000000";
    await outbox.acceptBulk(stays, message("stays@example.com"));
    await outbox.acceptBulk(left, message("left@example.com"));
    const sent: string[] = [];
    const w = bulkWorker(outbox, (to) => void sent.push(to), {
      bulkPerMinute: 6000,
      stillSubscribed: async (address) => address !== "left@example.com",
    });
    try {
      await w.start();
      await until(
        () => sent.length === 1 && emls(join(outbox.dir, "bulk")).length === 0,
        "both handled",
      );
      await until(async () => await outbox.isErased(left), "the letter erased");
      expect(sent).toEqual(["stays@example.com"]);
      expect(emls(join(outbox.dir, "sent"))).toEqual([`${stays}.eml`]);
    } finally {
      await w.stop();
    }
  });

  it("a bulk key is taken once, in bulk/ or past it, and erase reaches bulk/", async () => {
    const outbox = new Outbox(temporaryOutbox());
    const key = "aaaaaaaa-0000-5000-8000-000000000000";
    expect(await outbox.acceptBulk(key, message("s@example.com"))).toBe("accepted");
    expect(await new Outbox(outbox.dir).acceptBulk(key, message("s@example.com"))).toBe(
      "duplicate",
    );
    expect(await new Outbox(outbox.dir).releaseBulk(5)).toEqual([key]);
    expect(await new Outbox(outbox.dir).acceptBulk(key, message("s@example.com"))).toBe(
      "duplicate",
    );
    const other = "bbbbbbbb-0000-5000-8000-000000000000";
    await outbox.acceptBulk(other, message("t@example.com"));
    expect((await outbox.erase(other)).found).toEqual(["bulk"]);
  });
});
