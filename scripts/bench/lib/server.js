import { spawn } from "node:child_process";
import { once } from "node:events";
import { createWriteStream, mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { until } from "../../../tests/support/until.js";

export { freePort } from "../../../tests/support/free-port.js";

/**
 * The production server as deployed: `node build/index.js`, NODE_ENV=production.
 * Its log goes to a file (as in production it goes somewhere): writing it is part of the cost.
 * `cwd` serves another checkout's build (BENCH_COMPARE), or a site folder whose build/images holds
 * other pictures (the photographs part), each with its own node_modules link.
 */
export async function startProductionServer({
  port,
  env = {},
  log = "bench-results/server.log",
  cwd = ".",
  user,
}) {
  mkdirSync("bench-results", { recursive: true });
  log = resolve(log);
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["build/index.js"], {
    cwd,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      SITE_URL: origin,
      OUTBOX_DIR: `bench-results/outbox-${port}`,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
    // As a service unit's User= does (the bench runs as root): { uid, gid }.
    ...(user ?? {}),
  });
  const file = createWriteStream(log);
  child.stdout.pipe(file);
  child.stderr.pipe(file);
  const exited = once(child, "exit");
  await until(
    async () => {
      if (child.exitCode !== null)
        throw new Error(`server exited with ${child.exitCode}; see ${log}`);
      return fetch(`${origin}/healthz`).then(
        (response) => response.ok,
        () => false, // not listening yet
      );
    },
    `the server to answer; see ${log}`,
    { timeoutMs: 20_000, everyMs: 100 },
  ).catch((error) => {
    child.kill("SIGKILL");
    throw error;
  });
  return {
    origin,
    pid: child.pid,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
