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
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import {
  chmodSync,
  chownSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../../tests/support/free-port.js";
import { startServer } from "../../tests/support/server-process.js";
import { until, within } from "../../tests/support/until.js";
import { measureFlood } from "./lib/flood.js";
import { Inbox } from "./lib/inbox.js";
import { inquiryBody, sendInquiries } from "./lib/inquiries.js";
import { benchRoute } from "./lib/routes.js";

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

/** One server process with its own log, sharing `outbox` if given. */
async function server(inbox, outbox, env = {}, user = undefined) {
  const port = await freePort();
  const logFile = join(outbox, `..`, `server-${port}.log`);
  const site = await startServer({
    dataDir: "bench-results",
    port,
    logFile: logFile,
    user,
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
  return { ...site, logFile };
}

/** The JSON lines a server has logged so far. */
function logged(site, event) {
  return readFileSync(site.logFile, "utf8")
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line))
    .filter((e) => !event || e.event === event);
}

async function health(site, headers = {}) {
  return (await fetch(`${site.url}/healthz`, { headers })).json();
}

/** The outbox command, as the operator runs it (here as root). */
function outboxCommand(outbox, ...args) {
  return execFileSync(process.execPath, ["build/outbox.js", ...args], {
    env: { PATH: process.env.PATH ?? "", OUTBOX_DIR: outbox },
    encoding: "utf8",
  });
}

const NOBODY = { uid: 65534, gid: 65534 };

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
    const refused = await Promise.all(forms.map((f) => post(site.url, f)));
    const health = (await fetch(`${site.url}/healthz`)).status;
    rmSync(join(outbox, "tmp"));
    mkdirSync(join(outbox, "tmp"));
    const healthAfter = (await fetch(`${site.url}/healthz`)).status;
    // The visitors press Send Inquiry again, with their words still in the form.
    const again = await Promise.all(forms.map((f) => post(site.url, f)));
    const keys = forms.map((f) => f.get("formKey"));
    await until(() => keys.every((k) => inbox.received.has(k)), "the resent inquiries", {
      timeoutMs: 30_000,
    });
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
    const path = benchRoute("collection");
    await fetch(`${site.url}${path}`);
    const flood = await measureFlood({
      origin: site.url,
      page: path,
      link: () => `${path}?utm_source=newsletter&fbclid=${randomUUID()}`,
      seconds: 10,
      connections: 50,
    });
    // An inquiry sent during and after the flood still arrives.
    const f = form();
    const answer = await post(site.url, f);
    await until(() => inbox.received.has(f.get("formKey")), "the inquiry", { timeoutMs: 30_000 });
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
    const answers = await Promise.all(forms.map((f) => post(site.url, f)));
    const accepted = forms.filter((_, i) => answers[i].status === 303).map((f) => f.get("formKey"));
    await until(() => accepted.every((k) => inbox.received.has(k)), "the 5", { timeoutMs: 30_000 });
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
    await post(a.url, after);
    await until(() => inbox.received.has(key1), "the first delivery", { timeoutMs: 30_000 });
    const second1 = await post(b.url, after);
    // Before delivery: SMTP down, posted to a and to b, SMTP up.
    await inbox.stop();
    const before = form();
    const key2 = before.get("formKey");
    const [p1, p2] = [await post(a.url, before), await post(b.url, before)];
    await inbox.start();
    // Control inquiries through both: once they are in, a copy would be too.
    const controls = [form(), form()];
    await post(a.url, controls[0]);
    await post(b.url, controls[1]);
    const keys = [key1, key2, ...controls.map((c) => c.get("formKey"))];
    await until(() => keys.every((k) => inbox.received.has(k)), "every inquiry", {
      timeoutMs: 30_000,
    });
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
    await post(site.url, stuck);
    await sleep(1500); // the refusal has been answered and the queue paused
    const healthy = [form(), form(), form()];
    const started = performance.now();
    await Promise.all(healthy.map((f) => post(site.url, f)));
    const keys = healthy.map((f) => f.get("formKey"));
    await until(() => keys.every((k) => inbox.received.has(k)), "the healthy three", {
      timeoutMs: 30_000,
    });
    const ms = Math.round(performance.now() - started);
    const waiting = (await (await fetch(`${site.url}/healthz`)).json()).outbox.backlog;
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
          process.kill(a.child.pid, "SIGKILL");
        }
        const answer = await post((i % 2 ? b : a).origin, forms[i]);
        if (answer.status === 303) accepted.push(forms[i].get("formKey"));
      }
    };
    await Promise.all(Array.from({ length: 10 }, visitor));
    await until(() => accepted.every((k) => inbox.received.has(k)), "every accepted", {
      timeoutMs: 60_000,
    });
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
    const { keys, result } = await sendInquiries(site.url, { connections: 20, amount: 1000 });
    const acceptMs = Math.round(performance.now() - started);
    const accepted = Number(result.statusCodeStats?.["303"]?.count ?? 0);
    const up = performance.now();
    await inbox.start();
    await until(() => keys.every((k) => inbox.received.has(k)), "the 1,000", {
      timeoutMs: 300_000,
    });
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

async function unreadableFile(inbox, base) {
  if (process.getuid?.() !== 0) throw new Error("needs root, to run the server as nobody");
  const outbox = join(base, "unreadable");
  mkdirSync(outbox, { recursive: true });
  chownSync(base, NOBODY.uid, NOBODY.gid);
  chownSync(outbox, NOBODY.uid, NOBODY.gid);
  // The default retry ceiling (300 s), as a real site runs.
  const site = await server(inbox, outbox, { OUTBOX_RETRY_MAX_SECONDS: "300" }, NOBODY);
  try {
    // What `sudo cp failed/K.eml $OUTBOX_DIR/` makes: root's, mode 0600.
    const stray = randomUUID();
    const file = join(outbox, `${stray}.eml`);
    writeFileSync(
      file,
      `From: inquiries@example.com\r\nMessage-ID: <${stray}@example.com>\r\nSubject: by hand\r\n\r\nHello\r\n`,
    );
    chmodSync(file, 0o600);
    const forms = Array.from({ length: 6 }, () => form());
    const keys = forms.map((f) => f.get("formKey"));
    const started = performance.now();
    for (const f of forms) {
      await post(site.url, f);
      await sleep(200); // visitors one after another, as in the report
    }
    const all = await within(30_000, () => keys.every((k) => inbox.received.has(k)));
    const ms = Math.round(performance.now() - started);
    const delivered = keys.filter((k) => inbox.received.has(k)).length;
    const quarantined = (await health(site)).outbox.quarantined ?? "not counted";
    let retry = "";
    if (all) {
      const retried = performance.now();
      outboxCommand(outbox, "retry", stray);
      const back = await within(30_000, () => inbox.received.has(stray));
      retry = back
        ? `; retried as root, delivered ${Math.round(performance.now() - retried)} ms later`
        : "; retried as root, not delivered in 30 s";
    }
    row(
      "unreadable .eml",
      "server run as nobody; a root-owned 0600 .eml in the outbox; 6 inquiries 200 ms apart; then `npm run outbox -- retry` as root",
      `${delivered}/6 delivered ${all ? `in ${ms} ms` : "in 30 s"}; /healthz quarantined ${quarantined}${retry}`,
      tally(inbox, all ? [...keys, stray] : keys),
    );
  } finally {
    await site.stop();
  }
}

/** Headers and 500 of a declared 3,200 bytes, then the connection closes. */
function cutUpload(origin) {
  const url = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname, () => {
      socket.write(
        `POST /contact HTTP/1.1\r\nHost: ${url.host}\r\nOrigin: ${origin}\r\n` +
          "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 3200\r\n\r\n",
      );
      socket.write(`formKey=${randomUUID()}&message=${"x".repeat(449)}`, () => {
        socket.destroy();
        resolve();
      });
    });
    socket.on("error", reject);
  });
}

async function cutUploads(inbox, base) {
  const site = await server(inbox, join(base, "cut"), { INQUIRY_RATE_LIMIT: "5/600" });
  try {
    for (let i = 0; i < 5; i++) await cutUpload(site.url);
    await until(
      () => logged(site, "request").filter((e) => e.method === "POST").length === 5,
      "their request lines",
      { timeoutMs: 10_000 },
    );
    const f = form();
    const answer = await post(site.url, f);
    if (answer.status === 303) {
      await until(() => inbox.received.has(f.get("formKey")), "the inquiry", { timeoutMs: 30_000 });
    }
    const statuses = logged(site, "request")
      .filter((e) => e.method === "POST")
      .map((e) => e.status);
    row(
      "cut uploads",
      "INQUIRY_RATE_LIMIT=5/600; 5 POSTs closed after 500 of 3,200 bytes, then a valid inquiry",
      `the inquiry after them: ${answer.status}; request log statuses ${statuses.join(", ")}`,
      { lost: answer.status === 303 ? 0 : 1, doubled: tally(inbox, [f.get("formKey")]).doubled },
    );
  } finally {
    await site.stop();
  }
}

async function permanentRefusal(inbox, base) {
  const outbox = join(base, "refused550");
  const site = await server(inbox, outbox);
  try {
    const f = form();
    const key = f.get("formKey");
    await inbox.reject(key);
    const started = performance.now();
    await post(site.url, f);
    let h;
    await until(() => inbox.rejected.has(key), "the 550", { timeoutMs: 30_000 });
    const degraded = await within(10_000, async () => {
      h = await health(site);
      return h.status === "degraded";
    });
    const degradedMs = Math.round(performance.now() - started);
    const publicAnswer = await health(site, { "X-Forwarded-For": "203.0.113.7" });
    await inbox.reject(key, false); // the photographer's mailbox is mended
    outboxCommand(outbox, "retry", key);
    await until(() => inbox.received.has(key), "the retried inquiry", { timeoutMs: 30_000 });
    row(
      "550 at DATA",
      "one inquiry refused for good (550); then `npm run outbox -- retry` once the mailbox is mended",
      `${degraded ? `/healthz "degraded" ${degradedMs} ms after the post` : `/healthz "${h.status}" 10 s after the post`} (failed ${h.outbox.failed}, oldest ${h.outbox.oldestFailedSeconds ?? "?"} s; public answer ${JSON.stringify(publicAnswer).length} bytes${publicAnswer.outbox ? ", with the outbox's path" : ""}); delivered after the retry`,
      tally(inbox, [key]),
    );
  } finally {
    await site.stop();
  }
}

async function hungSmtp(inbox, base) {
  const site = await server(inbox, join(base, "hung"));
  try {
    const hung = form();
    const hungKey = hung.get("formKey");
    await inbox.stall(hungKey);
    await post(site.url, hung);
    await until(() => inbox.stalled.has(hungKey), "the hung DATA", { timeoutMs: 30_000 });
    const others = [form(), form(), form()];
    const started = performance.now();
    await Promise.all(others.map((f) => post(site.url, f)));
    const keys = others.map((f) => f.get("formKey"));
    await until(() => keys.every((k) => inbox.received.has(k)), "the other three", {
      timeoutMs: 90_000,
    });
    const ms = Math.round(performance.now() - started);
    await inbox.release(hungKey);
    await until(() => inbox.received.has(hungKey), "the hung one", { timeoutMs: 60_000 });
    await sleep(500); // a copy would arrive now
    row(
      "SMTP hangs after DATA",
      "the server never answers one message's DATA; 3 more inquiries meanwhile",
      `the 3 arrived ${ms} ms after being sent, while the hung one waited`,
      tally(inbox, [hungKey, ...keys]),
    );
  } finally {
    await site.stop();
  }
}

async function wrongPassword(_unused, base) {
  const inbox = new Inbox({ login: { user: "site", pass: "new-password" } });
  await inbox.start();
  const site = await server(
    { url: `smtp://site:old-password@127.0.0.1:${inbox.port}` },
    join(base, "login"),
    { SMTP_VERIFY_SECONDS: "1" },
  );
  const started = performance.now(); // the server answers /healthz from here on
  try {
    let h;
    const failing = await within(10_000, async () => {
      h = await health(site);
      return h.mail?.state === "failing";
    });
    const degradedMs = Math.round(performance.now() - started);
    const f = form();
    await post(site.url, f);
    const fixed = performance.now();
    await inbox.setPassword("old-password");
    await until(() => inbox.received.has(f.get("formKey")), "the waiting inquiry", {
      timeoutMs: 60_000,
    });
    await within(10_000, async () => (await health(site)).status === "ok");
    row(
      "wrong SMTP password",
      "the mail server refuses the login (535); then its password is set to SMTP_URL's",
      `${failing ? `"degraded" ${degradedMs} ms after the server first answered (${h.mail.cause})` : `/healthz "${h.status}" 10 s after the server first answered`}; the waiting inquiry delivered ${Math.round(performance.now() - fixed)} ms after the fix, no restart`,
      tally(inbox, [f.get("formKey")]),
    );
  } finally {
    await site.stop();
    inbox.exit();
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
    unreadableFile,
    cutUploads,
    permanentRefusal,
    hungSmtp,
    wrongPassword,
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
