#!/usr/bin/env node
import { randomUUID } from "node:crypto";
import { readFileSync, rmSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { join } from "node:path";
import { freePort } from "../../tests/support/free-port.js";
import { emls, temporaryOutbox } from "../../tests/support/outbox-dir.js";
import { startServer } from "../../tests/support/server-process.js";
import { until } from "../../tests/support/until.js";
import { Inbox } from "./lib/inbox.js";
import { inquiryBody, sendInquiries as sendBatch } from "./lib/inquiries.js";

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

const count = (dir) => emls(dir).length;

async function main() {
  const inbox = new Inbox();
  await inbox.start();
  const outbox = temporaryOutbox("inquiry-bench-");
  const logFile = "bench-results/inquiry-server.log";
  let server;
  try {
    server = await startServer({
      dataDir: "bench-results",
      port: await freePort(),
      logFile: logFile,
      env: {
        SMTP_URL: inbox.url,
        INQUIRY_TO: "photographer@example.com",
        INQUIRY_FROM: "inquiries@example.com",
        OUTBOX_DIR: outbox,
        INQUIRY_RATE_LIMIT: "off",
        OUTBOX_RETRY_MAX_SECONDS: "1",
      },
    });
    const url = server.url;

    log("warming up (200 inquiries)");
    await sendInquiries(url, { amount: 200 });
    await until(() => inbox.total >= 200, "warm-up deliveries", { timeoutMs: 60_000 });

    const load = loadavg()[0];
    log(`POST latency, paced: ${CONNECTIONS} clients, ${PACED_RATE}/s together, SMTP up`);
    const paced = await sendPaced(url, PACED_RATE, DURATION_SECONDS);
    const pacedFigures = paced.figures;
    log(`paced: p50 ${pacedFigures.p50Ms} ms, p99 ${pacedFigures.p99Ms} ms`);
    await until(() => count(outbox) === 0, "the outbox to empty", { timeoutMs: 120_000 });

    log(`POST latency, saturated: ${CONNECTIONS} clients for ${DURATION_SECONDS} s, SMTP up`);
    const cpuBefore = cpuMs(server.child.pid);
    const saturated = await sendInquiries(url, { duration: DURATION_SECONDS });
    const saturatedStatus = statusCounts(saturated.result);
    const accepted = saturatedStatus["303"] ?? 0;
    const saturatedFigures = latency(saturated.result, saturatedStatus);
    log(`saturated: p50 ${saturatedFigures.p50Ms} ms, p99 ${saturatedFigures.p99Ms} ms`);
    await until(() => count(outbox) === 0, "the outbox to empty", { timeoutMs: 120_000 });
    const cpuAfter = cpuMs(server.child.pid);
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
    await until(
      () => outage.keys.every((k) => inbox.received.has(k)) && count(outbox) === 0,
      "every outage inquiry to be delivered",
      { timeoutMs: 300_000 },
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
    log(`server output: ${logFile}`);
    console.log(JSON.stringify({ part: "inquiry", error: String(error?.message ?? error) }));
    process.exitCode = 1;
  } finally {
    await server?.stop();
    inbox.exit();
    rmSync(outbox, { recursive: true, force: true });
  }
}

await main();
