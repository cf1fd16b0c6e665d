#!/usr/bin/env node
/**
 * Bench part: the fault table. Run by scripts/bench/index.js (or alone, after `npm run build`):
 *
 *   node scripts/bench/faults.js
 *
 * Each row does to the production build, with a real SMTP server behind it, what a full disk, a
 * bot, a newsletter link, a rolling restart or a crash does, and counts what matters: inquiries
 * lost (answered 303 but never delivered, or refused with no way to send them) and inquiries
 * doubled (delivered more than once). The goal is 0 and 0 on every row.
 * Progress goes to stderr; the last line of stdout is one JSON object with the rows.
 */
import { randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { measureFlood } from "./lib/flood.js";
import { Inbox } from "./lib/inbox.js";
import { inquiryBody, sendInquiries } from "./lib/inquiries.js";
import { freePort, startProductionServer } from "./lib/server.js";

const log = (...args) => console.error("[faults]", ...args);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const form = (key = randomUUID(), extra = {}) => new URLSearchParams(inquiryBody(key, extra));

async function post(origin, body) {
  try {
    const response = await fetch(`${origin}/contact`, {
      method: "POST",
      body: body.toString(),
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    const text = await response.text();
    return { status: response.status, mailto: text.includes('href="mailto:') };
  } catch {
    return { status: 0, mailto: false }; // the connection died (a killed server)
  }
}

async function until(condition, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

/** One server process with its own log, sharing `outbox` if given. */
async function server(inbox, outbox, env = {}) {
  const port = await freePort();
  const logFile = join(outbox, `..`, `server-${port}.log`);
  return startProductionServer({
    port,
    log: logFile,
    env: {
      SMTP_URL: inbox.url,
      INQUIRY_TO: "photographer@example.com",
      INQUIRY_FROM: "inquiries@example.com",
      OUTBOX_DIR: outbox,
      OUTBOX_RETRY_MAX_SECONDS: "1",
      OUTBOX_RESCAN_SECONDS: "1",
      INQUIRY_RATE_LIMIT: "off",
      ...env,
    },
  });
}

/** Delivered copies of each accepted key: lost = accepted and never arrived; doubled = >1. */
function tally(inbox, accepted) {
  const copies = inbox.copies(accepted);
  return {
    lost: copies.filter((c) => c === 0).length,
    doubled: [...inbox.received.values()].filter((c) => c > 1).length,
  };
}

const rows = [];
function row(fault, done, figure, counts) {
  rows.push({ fault, done, figure, ...counts });
  log(`${fault}: ${figure}; lost ${counts.lost}, doubled ${counts.doubled}`);
}

async function unwritableOutbox(inbox, base) {
  const outbox = join(base, "unwritable");
  const site = await server(inbox, outbox);
  try {
    rmSync(join(outbox, "tmp"), { recursive: true, force: true });
    writeFileSync(join(outbox, "tmp"), "not a directory");
    const forms = Array.from({ length: 20 }, () => form());
    const refused = await Promise.all(forms.map((f) => post(site.origin, f)));
    const health = (await fetch(`${site.origin}/healthz`)).status;
    rmSync(join(outbox, "tmp"));
    mkdirSync(join(outbox, "tmp"));
    const healthAfter = (await fetch(`${site.origin}/healthz`)).status;
    // The visitors press Send Inquiry again, with their words still in the form.
    const again = await Promise.all(forms.map((f) => post(site.origin, f)));
    const keys = forms.map((f) => f.get("formKey"));
    await until(() => keys.every((k) => inbox.received.has(k)), 30_000, "the resent inquiries");
    const without503 = refused.filter((r) => r.status !== 503 || !r.mailto).length;
    row(
      "unwritable outbox",
      "tmp/ replaced by a file; 20 inquiries; mended; the same 20 sent again",
      `${refused.filter((r) => r.status === 503).length}/20 answered 503 with a mailto link, /healthz ${health}, then ${healthAfter}; ${again.filter((r) => r.status === 303).length}/20 accepted after`,
      { lost: tally(inbox, keys).lost + without503, doubled: tally(inbox, keys).doubled },
    );
  } finally {
    await site.stop();
  }
}

async function queryFlood(inbox, base) {
  const site = await server(inbox, join(base, "flood"));
  try {
    const path = "/portfolio/abstract";
    await fetch(`${site.origin}${path}`);
    const flood = await measureFlood({
      origin: site.origin,
      page: path,
      link: () => `${path}?utm_source=newsletter&fbclid=${randomUUID()}`,
      seconds: 10,
      connections: 50,
    });
    // An inquiry sent during and after the flood still arrives.
    const f = form();
    const answer = await post(site.origin, f);
    await until(() => inbox.received.has(f.get("formKey")), 30_000, "the inquiry");
    row(
      "unique-query flood",
      `10 s of ${path}?utm_source=…&fbclid=<unique> at 50 connections`,
      `${flood.uniqueQueryRps} req/s; a plain request meanwhile: median ${flood.plainMedianMs} ms, p99 ${flood.plainP99Ms} ms; an inquiry after: ${answer.status}`,
      tally(inbox, [f.get("formKey")]),
    );
  } finally {
    await site.stop();
  }
}

async function concurrentPosts(inbox, base) {
  const site = await server(inbox, join(base, "burst"), { INQUIRY_RATE_LIMIT: "5/600" });
  try {
    const forms = Array.from({ length: 12 }, () => form());
    const answers = await Promise.all(forms.map((f) => post(site.origin, f)));
    const accepted = forms.filter((_, i) => answers[i].status === 303).map((f) => f.get("formKey"));
    await until(() => accepted.every((k) => inbox.received.has(k)), 30_000, "the 5");
    row(
      "12 concurrent posts",
      "one client, INQUIRY_RATE_LIMIT=5/600, 12 posts at once",
      `${accepted.length} accepted, ${answers.filter((a) => a.status === 429).length} answered 429 (target 5 and 7)`,
      tally(inbox, accepted),
    );
  } finally {
    await site.stop();
  }
}

async function twoProcesses(inbox, base) {
  const outbox = join(base, "two");
  const [a, b] = await Promise.all([server(inbox, outbox), server(inbox, outbox)]);
  try {
    // After delivery: posted to a, delivered, posted again to b.
    const after = form();
    const key1 = after.get("formKey");
    await post(a.origin, after);
    await until(() => inbox.received.has(key1), 30_000, "the first delivery");
    const second1 = await post(b.origin, after);
    // Before delivery: SMTP down, posted to a and to b, SMTP up.
    await inbox.stop();
    const before = form();
    const key2 = before.get("formKey");
    const [p1, p2] = [await post(a.origin, before), await post(b.origin, before)];
    await inbox.start();
    // Control inquiries through both: once they are in, a copy would be too.
    const controls = [form(), form()];
    await post(a.origin, controls[0]);
    await post(b.origin, controls[1]);
    const keys = [key1, key2, ...controls.map((c) => c.get("formKey"))];
    await until(() => keys.every((k) => inbox.received.has(k)), 30_000, "every inquiry");
    row(
      "two processes, one outbox",
      "one form posted to each of two processes, after and before delivery",
      `answers ${second1.status} / ${p1.status}, ${p2.status}; emails per form ${inbox.copies([key1, key2]).join(", ")}`,
      tally(inbox, keys),
    );
  } finally {
    await Promise.all([a.stop(), b.stop()]);
  }
}

async function refusedForever(inbox, base) {
  const site = await server(inbox, join(base, "refused"), { OUTBOX_RETRY_MAX_SECONDS: "300" });
  try {
    const stuck = form();
    await inbox.refuse(stuck.get("formKey"));
    await post(site.origin, stuck);
    await sleep(1500); // the refusal has been answered and the queue paused
    const healthy = [form(), form(), form()];
    const started = performance.now();
    await Promise.all(healthy.map((f) => post(site.origin, f)));
    const keys = healthy.map((f) => f.get("formKey"));
    await until(() => keys.every((k) => inbox.received.has(k)), 30_000, "the healthy three");
    const ms = Math.round(performance.now() - started);
    const waiting = (await (await fetch(`${site.origin}/healthz`)).json()).outbox.backlog;
    row(
      "451 forever",
      "one message refused with 451 every time, then 3 healthy ones (retry ceiling 300 s)",
      `the 3 arrived ${ms} ms after being sent; the refused one still waiting (${waiting} in backlog)`,
      tally(inbox, keys),
    );
  } finally {
    await site.stop();
  }
}

async function killDuringBurst(inbox, base) {
  const outbox = join(base, "kill");
  const [a, b] = await Promise.all([server(inbox, outbox), server(inbox, outbox)]);
  try {
    const forms = Array.from({ length: 200 }, () => form());
    const accepted = [];
    let next = 0;
    let killedAfter;
    // Ten visitors at a time, alternating between the processes; one is killed mid-burst.
    const visitor = async () => {
      while (next < forms.length) {
        const i = next++;
        if (killedAfter === undefined && accepted.length >= 60) {
          killedAfter = accepted.length;
          process.kill(a.pid, "SIGKILL");
        }
        const answer = await post((i % 2 ? b : a).origin, forms[i]);
        if (answer.status === 303) accepted.push(forms[i].get("formKey"));
      }
    };
    await Promise.all(Array.from({ length: 10 }, visitor));
    await until(() => accepted.every((k) => inbox.received.has(k)), 60_000, "every accepted");
    await sleep(500); // a copy would arrive now
    const counts = tally(inbox, accepted);
    row(
      "kill -9 during a burst",
      "two processes on one outbox, 200 posts, one process killed halfway",
      `${accepted.length} accepted (one process killed after ${killedAfter}); every one delivered` +
        (counts.doubled > 0
          ? `; the ${counts.doubled} doubled were in an SMTP transaction the kill cut (the server had taken the message, the process never read its 250 reply), so the survivor sent them again with the same Message-ID, which mail programs show once (RFC 5321 §6.1); at most the 4 messages in flight`
          : ""),
      counts,
    );
  } finally {
    await Promise.all([a.stop(), b.stop()]);
  }
}

async function outage(inbox, base) {
  const outbox = join(base, "outage");
  const site = await server(inbox, outbox);
  try {
    await inbox.stop();
    const started = performance.now();
    const { keys, result } = await sendInquiries(site.origin, { connections: 20, amount: 1000 });
    const acceptMs = Math.round(performance.now() - started);
    const accepted = Number(result.statusCodeStats?.["303"]?.count ?? 0);
    const up = performance.now();
    await inbox.start();
    await until(() => keys.every((k) => inbox.received.has(k)), 300_000, "the 1,000");
    await sleep(500);
    row(
      "SMTP outage",
      "SMTP down, 1,000 inquiries, SMTP up",
      `${accepted} accepted in ${acceptMs} ms; all delivered ${Math.round(performance.now() - up)} ms after SMTP returned`,
      tally(inbox, keys),
    );
  } finally {
    await site.stop();
  }
}

async function main() {
  const base = mkdtempSync(join(tmpdir(), "faults-bench-"));
  const only = process.env.BENCH_FAULTS?.split(",");
  const faults = {
    unwritableOutbox,
    queryFlood,
    concurrentPosts,
    twoProcesses,
    refusedForever,
    killDuringBurst,
    outage,
  };
  try {
    for (const [name, run] of Object.entries(faults)) {
      if (only && !only.includes(name)) continue;
      // Each row has its own SMTP server, so that counts never mix.
      const inbox = new Inbox();
      await inbox.start();
      try {
        await run(inbox, base);
      } catch (error) {
        log(`${name} failed: ${error?.stack ?? error}`);
        rows.push({
          fault: name,
          error: String(error?.message ?? error),
          lost: null,
          doubled: null,
        });
      } finally {
        inbox.exit();
      }
    }
    const ok = rows.every((r) => r.lost === 0 && r.doubled === 0);
    console.log(JSON.stringify({ part: "faults", rows, zeroLostZeroDoubled: ok }));
    // A measurement, not a test: it fails only when a row could not be run.
    if (rows.some((r) => r.error)) process.exitCode = 1;
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
}

await main();
