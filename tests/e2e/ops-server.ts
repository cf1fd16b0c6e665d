import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";

/**
 * A production server of our own (remix-serve on the real build), for the tests that need to
 * signal it, read its logs or give it another environment. It listens on E2E_PORT + 50, so only
 * one may run at a time: the specs using it run serially in one project.
 */
export const opsPort = Number(process.env.E2E_PORT ?? 3100) + 50;
export const opsUrl = `http://127.0.0.1:${opsPort}`;

export type OpsServer = {
  process: ChildProcess;
  /** Everything written to stdout so far, split into lines. */
  lines: () => string[];
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
  stop: () => Promise<number | null>;
};

export async function startOpsServer(env: Record<string, string> = {}): Promise<OpsServer> {
  const child = spawn(
    process.execPath,
    ["node_modules/@remix-run/serve/dist/cli.js", "build/index.js"],
    {
      env: {
        ...process.env,
        PORT: String(opsPort),
        HOST: "127.0.0.1",
        NODE_ENV: "production",
        SITE_URL: opsUrl,
        OUTBOX_DIR: `test-results/outbox-${opsPort}`,
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk) => {
    stdout += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  const exited = once(child, "exit").then(([code]) => code as number | null);
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (stdout.includes("[remix-serve]")) {
        clearInterval(timer);
        resolve();
      }
    }, 25);
    exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`server exited (${code}) before listening:\n${stdout}\n${stderr}`));
    });
  });
  await ready;
  return {
    process: child,
    lines: () => stdout.split("\n").filter(Boolean),
    exited,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGKILL");
      return exited;
    },
  };
}
