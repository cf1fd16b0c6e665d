#!/usr/bin/env node
/**
 * Bench part "announce" (run by scripts/bench/index.js, or alone after `npm run build`):
 * `npm run announce -- --send` to 1,000 confirmed subscribers.
 *
 * 1. A temporary SUBSCRIBERS_DIR with 1,000 subscribers, each asked for and confirmed through the
 *    store's own API (app/subscriptions/subscribers.server.ts, bundled as run-ts.js does).
 * 2. The built command (build/announce.js, or BENCH_ANNOUNCE_JS) as a child process, with no
 *    SMTP_URL: its wall time and its peak memory (its own maxRSS, read as it exits), then the
 *    1,000 letters in the outbox's bulk/ counted: none lost, none doubled (one file per
 *    subscriber, every recipient once).
 * 3. The same --send again (every letter there already: none written), and two --send at once
 *    into a fresh outbox (two processes, one letter per subscriber between them).
 * 4. The site delivering them: the built server with a real SMTP receiver (in a process of its
 *    own) at BENCH_ANNOUNCE_PER_MINUTE (default 6000), until every letter has arrived, each once;
 *    an inquiry sent when half have gone, and how long it took to arrive behind them.
 *
 * Nothing in the working tree changes; the temporary folders are removed at the end.
 * Progress goes to stderr; the last line of stdout is one JSON object with the figures.
 *   BENCH_ANNOUNCE_SUBSCRIBERS (default 1000) how many subscribers.
 */
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { startServer } from "../../tests/support/server-process.js";
import { until } from "../../tests/support/until.js";
import { importTs } from "../run-ts.js";
import { Inbox } from "./lib/inbox.js";
import { inquiryBody } from "./lib/inquiries.js";

const SUBSCRIBERS = Number(process.env.BENCH_ANNOUNCE_SUBSCRIBERS ?? 1000);
const COMMAND = resolve(process.env.BENCH_ANNOUNCE_JS ?? "build/announce.js");
const PRINTS = 3;
const PER_MINUTE = Number(process.env.BENCH_ANNOUNCE_PER_MINUTE ?? 6000);
const log = (...args) => console.error("[announce]", ...args);

// Node writes the process's peak memory (kB) as it exits: no /usr/bin/time needed.
const MAX_RSS = `data:text/javascript,process.on("exit",()=>process.stderr.write("\\nmaxRSS="+process.resourceUsage().maxRSS+"\\n"))`;

/** Runs the built command once: its exit code, wall time, peak memory and what it said. */
function announce(args, env) {
  return new Promise((done, fail) => {
    const started = performance.now();
    const child = spawn(process.execPath, ["--import", MAX_RSS, COMMAND, ...args], {
      env: { ...process.env, SMTP_URL: "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("error", fail);
    child.on("exit", (code) => {
      const rss = Number(/maxRSS=(\d+)/.exec(stderr)?.[1] ?? Number.NaN);
      done({
        code,
        seconds: Math.round((performance.now() - started) / 10) / 100,
        maxRssMB: Math.round(rss / 102.4) / 10,
        stdout: stdout.trim(),
        queued: Number(/(\d+) letters? queued/.exec(stdout)?.[1] ?? Number.NaN),
        already: Number(/, (\d+) there already/.exec(stdout)?.[1] ?? Number.NaN),
      });
    });
  });
}

/** The letters in an outbox's bulk/: how many files, and how many distinct recipients. */
function letters(outbox, expected) {
  const dir = join(outbox, "bulk");
  const files = existsSync(dir) ? readdirSync(dir).filter((n) => n.endsWith(".eml")) : [];
  const recipients = files.map(
    (name) => /^To: (.+)$/m.exec(readFileSync(join(dir, name), "utf8"))?.[1]?.trim() ?? "",
  );
  const distinct = new Set(recipients);
  return {
    files: files.length,
    recipients: distinct.size,
    lost: expected.filter((address) => !distinct.has(address)).length,
    doubled: files.length - distinct.size,
  };
}

/**
 * The running site sends what waits in bulk/: the time until every letter has arrived (each once,
 * by its Message-ID), and an inquiry's way through while they go.
 */
async function deliver(outbox, subscribersDir, letters) {
  const inbox = new Inbox();
  await inbox.start();
  const server = await startServer({
    env: {
      SMTP_URL: inbox.url,
      INQUIRY_TO: "photographer@example.com",
      OUTBOX_DIR: outbox,
      SUBSCRIBERS_DIR: subscribersDir,
      ANNOUNCE_PER_MINUTE: String(PER_MINUTE),
      INQUIRY_RATE_LIMIT: "off",
      LETTER_SCHEDULE: "off",
      COUNTS: "off",
    },
    logFile: join(outbox, "..", "server.log"),
  });
  try {
    const started = performance.now();
    await until(() => inbox.total >= letters / 2, "half the letters", { timeoutMs: 600_000 });
    const key = randomUUID();
    const asked = performance.now();
    const answer = await fetch(`${server.url}/contact`, {
      method: "POST",
      body: inquiryBody(key),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      redirect: "manual",
    });
    let inquiryMs = Number.NaN;
    if (answer.status === 303) {
      await until(() => inbox.received.has(key), "the inquiry", { timeoutMs: 60_000 });
      inquiryMs = Math.round(performance.now() - asked);
    }
    await until(() => inbox.total >= letters + 1, "every letter", { timeoutMs: 600_000 });
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    const letterIds = [...inbox.received.keys()].filter((id) => id !== key);
    return {
      perMinute: PER_MINUTE,
      seconds,
      lettersPerMinute: Math.round((letters / seconds) * 60),
      arrived: letterIds.length,
      doubled: [...inbox.received.values()].filter((n) => n > 1).length,
      inquiryArrived: inbox.received.get(key) === 1,
      inquiryMs,
    };
  } finally {
    await server.stop();
    inbox.exit();
  }
}

async function main() {
  if (!existsSync(COMMAND)) throw new Error(`${COMMAND} is missing: run npm run build first`);
  const { SubscriberStore } = await importTs("app/subscriptions/subscribers.server.ts");
  const { tokenOf } = await importTs("app/subscriptions/subscription.ts");
  const { contentCatalog, printsIn } = await importTs("app/catalog/catalog.ts");
  const work = mkdtempSync(join(tmpdir(), "announce-bench-"));
  try {
    const subscribersDir = join(work, "subscribers");
    const store = new SubscriberStore(subscribersDir);
    const addresses = Array.from(
      { length: SUBSCRIBERS },
      (_, i) => `collector-${String(i).padStart(4, "0")}@example.com`,
    );
    log(`asking for and confirming ${SUBSCRIBERS} subscribers through the store`);
    const seeding = performance.now();
    for (const address of addresses) {
      const asked = await store.ask(address, {
        page: "/about",
        words: "One email when new prints are added, nothing else.",
        language: "en",
      });
      await store.confirm(tokenOf(asked.id, asked.subscriber));
    }
    const seedSeconds = Math.round((performance.now() - seeding) / 100) / 10;
    const confirmed = (await store.confirmed()).length;
    if (confirmed !== SUBSCRIBERS) throw new Error(`${confirmed} confirmed, not ${SUBSCRIBERS}`);

    const references = printsIn(contentCatalog)
      .slice(0, PRINTS)
      .map((p) => p.reference);
    const args = ["--send", "--prints", references.join(","), "--note", "New work, for the bench."];
    const env = (outbox) => ({
      SUBSCRIBERS_DIR: subscribersDir,
      OUTBOX_DIR: outbox,
      SITE_URL: "https://prints.example.com",
    });

    const outbox = join(work, "outbox");
    log(`--send of ${references.join(", ")} to ${SUBSCRIBERS}`);
    const send = await announce(args, env(outbox));
    if (send.code !== 0) throw new Error(`--send exited ${send.code}: ${send.stdout}`);
    const sent = letters(outbox, addresses);
    const bytesPerLetter = Math.round(
      readdirSync(join(outbox, "bulk"))
        .slice(0, 20)
        .reduce((total, name) => total + readFileSync(join(outbox, "bulk", name)).length, 0) /
        Math.min(20, sent.files),
    );
    log(
      `${send.seconds} s, ${send.maxRssMB} MB; ${sent.files} files, ${sent.recipients} recipients`,
    );

    log("--send again: every letter there already");
    const again = await announce(args, env(outbox));
    const afterAgain = letters(outbox, addresses);

    log("two --send at once into a fresh outbox");
    const shared = join(work, "outbox-shared");
    const started = performance.now();
    const both = await Promise.all([announce(args, env(shared)), announce(args, env(shared))]);
    const bothSeconds = Math.round((performance.now() - started) / 10) / 100;
    const together = letters(shared, addresses);

    log(`the site delivering them at ${PER_MINUTE} a minute to a real SMTP server`);
    const delivery = await deliver(outbox, subscribersDir, sent.files);

    const figures = {
      subscribers: SUBSCRIBERS,
      prints: references.length,
      seedSeconds,
      send: {
        seconds: send.seconds,
        maxRssMB: send.maxRssMB,
        lettersPerSecond: Math.round(SUBSCRIBERS / send.seconds),
        queued: send.queued,
        files: sent.files,
        recipients: sent.recipients,
        lost: sent.lost,
        doubled: sent.doubled,
        bytesPerLetter,
      },
      again: {
        seconds: again.seconds,
        maxRssMB: again.maxRssMB,
        queued: again.queued,
        already: again.already,
        files: afterAgain.files,
      },
      twoAtOnce: {
        seconds: bothSeconds,
        queued: both.reduce((total, r) => total + r.queued, 0),
        files: together.files,
        lost: together.lost,
        doubled: together.doubled,
      },
      deliver: delivery,
    };
    const ok =
      sent.files === SUBSCRIBERS &&
      sent.lost === 0 &&
      sent.doubled === 0 &&
      again.queued === 0 &&
      afterAgain.files === SUBSCRIBERS &&
      together.files === SUBSCRIBERS &&
      together.lost === 0 &&
      together.doubled === 0 &&
      both.every((r) => r.code === 0) &&
      delivery.arrived === SUBSCRIBERS &&
      delivery.doubled === 0 &&
      delivery.inquiryArrived;
    console.log(JSON.stringify({ ...figures, noneLostOrDoubled: ok }));
    if (!ok) process.exitCode = 1;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
