import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { freePort } from "../support/free-port";
import { listeningLine } from "../support/server-process.js";
import { expect, test } from "./fixtures";
import { SMOKE } from "./smoke";

/**
 * `npm start` as an operator runs it: in a folder of its own (the project's build, public files
 * and packages linked in) with a `.env` beside package.json. The port in `.env` is the port the
 * server listens on, and the app reads the rest of `.env` too.
 */
test(
  "npm start listens on the PORT written in .env, and the app reads .env too",
  SMOKE,
  async () => {
    const dir = mkdtempSync(join(tmpdir(), "prints-start-"));
    for (const name of ["build", "public", "node_modules", "package.json"]) {
      symlinkSync(resolve(name), join(dir, name));
    }
    const port = await freePort();
    writeFileSync(
      join(dir, ".env"),
      [
        `PORT=${port}`,
        "HOST=127.0.0.1",
        "SITE_URL=https://prints.example.test",
        "OUTBOX_DIR=./outbox",
      ].join("\n"),
    );
    const { PORT: _port, HOST: _host, SITE_URL: _site, ...inherited } = process.env;
    const child = spawn("npm", ["start", "--silent"], {
      cwd: dir,
      env: { ...inherited, NODE_ENV: "production" },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    let output = "";
    child.stdout?.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    const exited = once(child, "exit");
    try {
      await expect.poll(() => listeningLine(output, port), { timeout: 20_000 }).toBe(true);
      // Every line the server writes is one JSON object: no banner, no "no .env" notice.
      for (const line of output.split("\n").filter(Boolean))
        expect(() => JSON.parse(line)).not.toThrow();
      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(health.status).toBe(200);
      expect((await health.json()).outbox.dir).toBe(join(dir, "outbox"));
      const home = await (await fetch(`http://127.0.0.1:${port}/`)).text();
      expect(home).toContain('<link rel="canonical" href="https://prints.example.test/"');
    } finally {
      if (child.pid) process.kill(-child.pid, "SIGTERM");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    }
  },
);
