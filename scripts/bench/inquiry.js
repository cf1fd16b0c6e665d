#!/usr/bin/env node
/**
 * Bench part: inquiries. Run by scripts/bench/index.js (or alone, after `npm run build`):
 *
 *   node scripts/bench/inquiry.js
 *
 * 1. POST latency: 20 concurrent clients send complete inquiries (each with its own form key)
 *    to the production server with a real SMTP server up; p50 and p99 of the time to the 303
 *    answer, which includes validation, building the .eml, writing it durably (tmp file, fsync,
 *    rename, directory fsync) while the delivery worker sends the earlier ones. Measured twice,
 *    10 s each: "paced", 50 inquiries a second spread evenly, at most 20 at once (far above what a
 *    photographer's site sees), and "saturated", each client sending its next inquiry as soon as
 *    the last is answered, which measures throughput and queueing (Node serves one request at a
 *    time: 20 waiting requests of ~7 ms of CPU each make ~140 ms). The server's CPU time per
 *    inquiry (from /proc, Linux) and the machine's load average are printed beside them, since
 *    on a shared machine latency says as much about the neighbours as about the code.
 * 2. Outage: the SMTP server stops; 1,000 inquiries are accepted; it starts again; the time until
 *    every one of them has been delivered, and a check that each arrived exactly once.
 *
 * The server runs with INQUIRY_RATE_LIMIT=off (every bench client is 127.0.0.1, and the limit
 * would answer 429 after 5) and OUTBOX_RETRY_MAX_SECONDS=1 (the worker probes the SMTP server at
 * least once a second during the outage, so the recovery time measures delivery, not back-off).
 * Progress goes to stderr; the last line of stdout is one JSON object with the figures.
 */
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { Inbox } from "./lib/inbox.js";
import { inquiryBody, sendInquiries as sendBatch } from "./lib/inquiries.js";

const root = resolve(import.meta.dirname, "../..");
const CONNECTIONS = 20;
const DURATION_SECONDS = Number(process.env.BENCH_INQUIRY_SECONDS ?? 10);
const OUTAGE_INQUIRIES = 1000;
const P99_TARGET_MS = 50;
const PACED_RATE = 50;

/** CPU milliseconds a process has used, from /proc (Linux); undefined elsewhere. */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10; // clock ticks of 10 ms
  } catch {
    return undefined;
  }
}

function latency(result, status) {
  return {
    requests: result.requests.total,
    status,
    errors: result.errors,
    rps: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
  };
}

const log = (...args) => console.error("[inquiry]", ...args);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/** Sends inquiries with CONNECTIONS clients, each with a fresh form key. */
function sendInquiries(url, options) {
  return sendBatch(url, { connections: CONNECTIONS, ...options });
}

/**
 * Inquiries at a steady rate, spread evenly in time (autocannon's rate limit sends each
 * connection's share in a burst at the start of every second), at most CONNECTIONS at once.
 * Latency counts from when a request was due, so a late start is not hidden.
 */
async function sendPaced(url, rate, seconds) {
  const keys = [];
  const latencies = [];
  const status = {};
  let errors = 0;
  let inFlight = 0;
  const total = rate * seconds;
  const start = performance.now();
  const pending = [];
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    while (inFlight >= CONNECTIONS) await sleep(1);
    const key = randomUUID();
    keys.push(key);
    inFlight += 1;
    pending.push(
      fetch(`${url}/contact`, {
        method: "POST",
        body: inquiryBody(key),
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      })
        .then(async (response) => {
          await response.arrayBuffer();
          status[response.status] = (status[response.status] ?? 0) + 1;
          latencies.push(performance.now() - due);
        })
        .catch(() => {
          errors += 1;
        })
        .finally(() => {
          inFlight -= 1;
        }),
    );
  }
  await Promise.all(pending);
  latencies.sort((a, b) => a - b);
  const at = (q) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]);
  return {
    keys,
    figures: {
      requests: latencies.length,
      status,
      errors,
      rps: Math.round(latencies.length / ((performance.now() - start) / 1000)),
      p50Ms: at(0.5),
      p99Ms: at(0.99),
      maxMs: Math.round(latencies[latencies.length - 1] ?? 0),
    },
  };
}

function statusCounts(result) {
  return Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, Number(count)]),
  );
}

const count = (dir) => {
  try {
    return readdirSync(dir).filter((n) => n.endsWith(".eml")).length;
  } catch {
    return 0;
  }
};

async function waitFor(condition, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(20);
  }
}

async function main() {
  const inbox = new Inbox();
  await inbox.start();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const outbox = mkdtempSync(join(tmpdir(), "inquiry-bench-"));
  let tail = [];
  const server = spawn(process.execPath, ["./build/index.js"], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      SITE_URL: url,
      SMTP_URL: `smtp://127.0.0.1:${inbox.port}`,
      INQUIRY_TO: "photographer@example.com",
      INQUIRY_FROM: "inquiries@example.com",
      OUTBOX_DIR: outbox,
      INQUIRY_RATE_LIMIT: "off",
      OUTBOX_RETRY_MAX_SECONDS: "1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const keep = (chunk) => {
    tail = [...tail, ...chunk.toString("utf8").split("\n")].slice(-40);
  };
  server.stdout.on("data", keep);
  server.stderr.on("data", keep);

  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${url}/contact`)).ok) break;
      } catch {
        // not listening yet
      }
      if (i > 200 || server.exitCode !== null) throw new Error(`server did not start`);
      await sleep(100);
    }

    log("warming up (200 inquiries)");
    await sendInquiries(url, { amount: 200 });
    await waitFor(() => inbox.total >= 200, 60_000, "warm-up deliveries");

    const load = loadavg()[0];
    log(`POST latency, paced: ${CONNECTIONS} clients, ${PACED_RATE}/s together, SMTP up`);
    const paced = await sendPaced(url, PACED_RATE, DURATION_SECONDS);
    const pacedFigures = paced.figures;
    log(`paced: p50 ${pacedFigures.p50Ms} ms, p99 ${pacedFigures.p99Ms} ms`);
    await waitFor(() => count(outbox) === 0, 120_000, "the outbox to empty");

    log(`POST latency, saturated: ${CONNECTIONS} clients for ${DURATION_SECONDS} s, SMTP up`);
    const cpuBefore = cpuMs(server.pid);
    const saturated = await sendInquiries(url, { duration: DURATION_SECONDS });
    const saturatedStatus = statusCounts(saturated.result);
    const accepted = saturatedStatus["303"] ?? 0;
    const saturatedFigures = latency(saturated.result, saturatedStatus);
    log(`saturated: p50 ${saturatedFigures.p50Ms} ms, p99 ${saturatedFigures.p99Ms} ms`);
    await waitFor(() => count(outbox) === 0, 120_000, "the outbox to empty");
    const cpuAfter = cpuMs(server.pid);
    // CPU of the whole server meanwhile (answers and their delivery), per accepted inquiry.
    const cpuPerInquiry =
      cpuBefore === undefined || cpuAfter === undefined || accepted === 0
        ? null
        : Math.round(((cpuAfter - cpuBefore) / accepted) * 10) / 10;
    const loadCopies = [...paced.keys, ...saturated.keys].map((k) => inbox.received.get(k) ?? 0);
    const deliveredOnce = loadCopies.filter((c) => c === 1).length;
    const duplicates = loadCopies.filter((c) => c > 1).length;
    const acceptedTotal = (pacedFigures.status["303"] ?? 0) + accepted;

    log(`outage: SMTP stops, ${OUTAGE_INQUIRIES} inquiries`);
    await inbox.stop();
    const acceptStart = performance.now();
    const outage = await sendInquiries(url, { amount: OUTAGE_INQUIRIES });
    const acceptMs = performance.now() - acceptStart;
    const outageStatus = statusCounts(outage.result);
    const waiting = count(outbox);
    log(`${outageStatus["303"] ?? 0} accepted in ${Math.round(acceptMs)} ms; ${waiting} waiting`);

    const sentBefore = count(join(outbox, "sent"));
    const upAt = performance.now();
    await inbox.start();
    log("SMTP up again");
    await waitFor(
      () => outage.keys.every((k) => inbox.received.has(k)) && count(outbox) === 0,
      300_000,
      "every outage inquiry to be delivered",
    );
    const recoveryMs = performance.now() - upAt;
    await sleep(500); // anything sent twice would arrive now
    const copies = outage.keys.map((k) => inbox.received.get(k) ?? 0);

    const figures = {
      part: "inquiry",
      machine: { cores: availableParallelism(), loadAverage1m: Math.round(load * 10) / 10 },
      post: {
        connections: CONNECTIONS,
        seconds: DURATION_SECONDS,
        paced: { ratePerSecond: PACED_RATE, ...pacedFigures },
        saturated: saturatedFigures,
        serverCpuMsPerInquiry: cpuPerInquiry,
        // Answered 303 within the run; autocannon stops counting at the deadline, so the last
        // requests in flight were sent (and delivered) but not counted here.
        accepted: acceptedTotal,
        sent: loadCopies.length,
        deliveredOnce,
        duplicates,
        p99TargetMs: P99_TARGET_MS,
        p99TargetMetPaced: pacedFigures.p99Ms < P99_TARGET_MS,
        p99TargetMetSaturated: saturatedFigures.p99Ms < P99_TARGET_MS,
      },
      outage: {
        inquiries: OUTAGE_INQUIRIES,
        status: outageStatus,
        acceptedMs: Math.round(acceptMs),
        waitingDuringOutage: waiting,
        deliveredMs: Math.round(recoveryMs),
        deliveredPerSecond: Math.round(OUTAGE_INQUIRIES / (recoveryMs / 1000)),
        deliveredOnce: copies.filter((c) => c === 1).length,
        duplicates: copies.filter((c) => c > 1).length,
        missing: copies.filter((c) => c === 0).length,
        movedToSent: count(join(outbox, "sent")) - sentBefore,
        retryMaxSeconds: 1,
      },
    };
    log(
      `outage: all ${figures.outage.deliveredOnce} delivered once in ${figures.outage.deliveredMs} ms after SMTP came back`,
    );
    console.log(JSON.stringify(figures));
  } catch (error) {
    log(String(error?.stack ?? error));
    log(`server output (last lines):\n${tail.join("\n")}`);
    console.log(JSON.stringify({ part: "inquiry", error: String(error?.message ?? error) }));
    process.exitCode = 1;
  } finally {
    server.kill("SIGTERM");
    await Promise.race([new Promise((r) => server.once("exit", r)), sleep(8000)]);
    if (server.exitCode === null) server.kill("SIGKILL");
    inbox.exit();
    rmSync(outbox, { recursive: true, force: true });
  }
}

await main();
