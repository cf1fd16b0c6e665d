import { spawn } from "node:child_process";
import { once } from "node:events";
import { createWriteStream, mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { freePort, lostThePort } from "./free-port.js";

/*
 * The one way the tests and the bench start the site's production server: `node build/index.js`
 * with NODE_ENV=production, as deployed. Plain JavaScript, so that the bench (scripts/bench)
 * imports it as it is, as the tests do. The tests' `Site` (smtp-site.ts) builds its outbox,
 * SMTP settings and restarts on it; the bench adds its log file and its user.
 */

/**
 * @typedef {object} ServerOptions
 * @property {number} [port] A fixed port; by default one the OS chose (asked again, up to three
 *   times, if another process takes it before the server binds it).
 * @property {string} [cwd] The folder the server runs in: it reads `build/images` from there.
 * @property {string} [entry] The server's entry, relative to `cwd` unless absolute.
 * @property {Record<string, string>} [env] Variables over the defaults (PATH, NODE_ENV, HOST,
 *   PORT, SITE_URL, OUTBOX_DIR, COUNTS_DIR, SUBSCRIBERS_DIR): nothing else of the caller's environment reaches the
 *   server, so a developer's own SMTP_URL or OUTBOX_DIR never leaks into a test.
 * @property {string} [dataDir] Where the default outbox and counts go (`outbox-<port>`,
 *   `counts-<port>`), relative to `cwd`: "test-results" unless given.
 * @property {{ uid: number, gid: number }} [user] Run as this user, as a service unit's User= does.
 * @property {string} [logFile] Write the server's output to this file instead of keeping it in
 *   memory (the bench's floods log thousands of lines a second).
 */

/**
 * @typedef {object} ServerProcess
 * @property {import("node:child_process").ChildProcess} child
 * @property {number} port
 * @property {string} url http://127.0.0.1:port
 * @property {() => string} output Everything written to stdout and stderr so far ("" with a logFile).
 * @property {() => string[]} lines The output's non-empty lines.
 * @property {Promise<number | null>} exited Resolves with the exit code once the process has exited.
 * @property {(signal?: NodeJS.Signals, killAfterMs?: number) => Promise<number | null>} stop
 *   SIGTERM (a normal stop) by default, SIGKILL after `killAfterMs` (the server's own drain takes
 *   at most 10 s); or SIGKILL (a crash).
 */

/** Whether a server's output has its "listening" log line for this port. */
export function listeningLine(/** @type {string} */ output, /** @type {number} */ port) {
  return output.includes(`"event":"server.listening"`) && output.includes(`"port":${port},`);
}

/**
 * Starts the server and resolves once it has logged that it listens on its port: only then is an
 * answer on that port its own. It sends the server no request of its own (tests count the
 * requests a server logs).
 *
 * @param {ServerOptions} [options]
 * @returns {Promise<ServerProcess>}
 */
export async function startServer(options = {}) {
  for (let attempt = 1; ; attempt++) {
    const port = options.port ?? (await freePort());
    try {
      return await spawnServer(port, options);
    } catch (error) {
      if (options.port !== undefined || attempt === 3 || !lostThePort(String(error))) throw error;
    }
  }
}

/**
 * @param {number} port
 * @param {ServerOptions} options
 * @returns {Promise<ServerProcess>}
 */
async function spawnServer(
  port,
  {
    cwd = process.cwd(),
    entry = "build/index.js",
    env = {},
    user,
    logFile,
    dataDir = "test-results",
  },
) {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [entry], {
    cwd,
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      SITE_URL: url,
      OUTBOX_DIR: `${dataDir}/outbox-${port}`,
      COUNTS_DIR: `${dataDir}/counts-${port}`,
      SUBSCRIBERS_DIR: `${dataDir}/subscribers-${port}`,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
    ...(user ? { uid: user.uid, gid: user.gid } : {}),
  });
  // The start is read from memory even with a log file: the listening line, or why it died.
  let output = "";
  let keep = true;
  if (logFile) mkdirSync(dirname(resolve(logFile)), { recursive: true });
  const file = logFile ? createWriteStream(resolve(logFile)) : undefined;
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on("data", (/** @type {Buffer} */ chunk) => {
      if (keep) output += chunk.toString("utf8");
      file?.write(chunk);
    });
  }
  const exited = once(child, "exit").then(([code]) => /** @type {number | null} */ (code));
  // "close" comes after the last output: whoever reads the log of a dead server reads it all.
  const closed = once(child, "close").then(() => file?.end());
  const dead = () => child.exitCode !== null || child.signalCode !== null;

  const deadline = Date.now() + 20_000;
  for (;;) {
    if (dead()) {
      await closed;
      throw new Error(
        `server exited (${child.exitCode ?? child.signalCode}) before listening:\n${output}`,
      );
    }
    if (listeningLine(output, port)) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not start within 20 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  if (file) {
    keep = false;
    output = "";
  }

  return {
    child,
    port,
    url,
    output: () => output,
    lines: () => output.split("\n").filter(Boolean),
    exited,
    async stop(signal = "SIGTERM", killAfterMs = 15_000) {
      if (!dead()) child.kill(signal);
      const timer = setTimeout(() => child.kill("SIGKILL"), killAfterMs);
      const code = await exited;
      clearTimeout(timer);
      await closed;
      return code;
    },
  };
}
