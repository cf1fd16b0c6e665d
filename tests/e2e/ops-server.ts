import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { freePort, lostThePort } from "../support/free-port";
import { listeningLine } from "../support/smtp-site";

/**
 * A production server of our own (`node build/index.js`, the real build), for the tests that need to
 * signal it, read its logs or give it another environment. Each listens on a port the OS chose,
 * so any number may run at once.
 */
export type OpsServer = {
  process: ChildProcess;
  port: number;
  /** http://127.0.0.1:port */
  url: string;
  /** Everything written to stdout so far, split into lines. */
  lines: () => string[];
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
  stop: () => Promise<number | null>;
};

export async function startOpsServer(
  env: Record<string, string> = {},
  { cwd = process.cwd() }: { cwd?: string } = {},
): Promise<OpsServer> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    try {
      return await spawnOpsServer(port, env, cwd);
    } catch (error) {
      if (attempt === 3 || !lostThePort(String(error))) throw error;
    }
  }
}

async function spawnOpsServer(
  port: number,
  env: Record<string, string>,
  cwd: string,
): Promise<OpsServer> {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["build/index.js"], {
    cwd,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      SITE_URL: url,
      OUTBOX_DIR: `test-results/outbox-${port}`,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk) => {
    stdout += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  const exited = once(child, "exit").then(([code]) => code as number | null);
  // "close" comes after the last output, so a server that died says why in full.
  const closed = once(child, "close");
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (listeningLine(stdout, port)) {
        clearInterval(timer);
        resolve();
      }
    }, 25);
    closed.then(() => {
      clearInterval(timer);
      reject(
        new Error(`server exited (${child.exitCode}) before listening:\n${stdout}\n${stderr}`),
      );
    });
  });
  await ready;
  return {
    process: child,
    port,
    url,
    lines: () => stdout.split("\n").filter(Boolean),
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      return exited;
    },
  };
}
