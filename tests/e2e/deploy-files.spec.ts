import { execFileSync, spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import {
  chmodSync,
  chownSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseConfig } from "~/config/env.server";
import { freePort } from "../support/free-port";
import { NOBODY, siteFolderFor } from "../support/other-user";
import { listeningLine } from "../support/server-process.js";
import { expect, test } from "./fixtures";

/**
 * What an operator copies from deploy/ and the Dockerfile, checked as far as this machine can:
 * systemd verifies the unit, and the container's runtime (its files, command, user and health
 * check) runs here without Docker, which cannot build images on a machine with no registry.
 */

const unit = readFileSync(resolve("deploy/systemd/prints@.service"), "utf8");
const dockerfile = readFileSync(resolve("Dockerfile"), "utf8");
const startScript = JSON.parse(readFileSync(resolve("package.json"), "utf8")).scripts
  .start as string;

/** The value of a unit's setting, e.g. ExecStart. */
const unitSetting = (name: string) => unit.match(new RegExp(`^${name}=(.*)$`, "m"))?.[1];
/** The JSON array form of a Dockerfile instruction, e.g. CMD. */
const dockerExec = (instruction: string) => {
  const line = dockerfile.match(new RegExp(`^${instruction} (\\[.*\\])$`, "m"))?.[1];
  if (!line) throw new Error(`Dockerfile has no ${instruction} [...]`);
  return JSON.parse(line) as string[];
};

/** The command of the Dockerfile's HEALTHCHECK (its options on the first line, CMD on the next). */
const healthCheckCommand = () => {
  const line = dockerfile.match(/^HEALTHCHECK [^\n]*\\\n\s+CMD (\[.*\])$/m)?.[1];
  if (!line) throw new Error("Dockerfile has no HEALTHCHECK ... CMD [...]");
  return JSON.parse(line) as string[];
};

/** The image's ENV instruction, as a map. */
const imageEnv = (): Record<string, string> =>
  Object.fromEntries(
    [...(dockerfile.match(/^ENV (.*)$/m)?.[1] ?? "").matchAll(/(\w+)=(\S+)/g)].map((m) => [
      m[1] as string,
      m[2] as string,
    ]),
  );

/** The `docker run` line the Dockerfile's header gives, as its words. */
const dockerRunLine = () => {
  const line = dockerfile.match(/^#\s+(docker run .*)$/m)?.[1];
  if (!line) throw new Error("the Dockerfile's header gives no docker run line");
  return line;
};

/**
 * The container's environment as Docker makes it for `docker run --env-file F -e K=V`: the image's
 * ENV, then each `KEY=VALUE` line of the file (comments and blank lines skipped, values taken
 * literally), then each -e, whatever their order on the line.
 */
function containerEnvironment(envFile: string, runLine: string): Record<string, string> {
  const env: Record<string, string> = { ...imageEnv() };
  for (const line of envFile.split("\n")) {
    const match = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line.trim());
    if (match) env[match[1] as string] = match[2] as string;
  }
  for (const [, name, value] of runLine.matchAll(/(?:^|\s)-e\s+([A-Za-z_][A-Za-z0-9_]*)=(\S+)/g))
    env[name as string] = value as string;
  return env;
}

test("the documented docker run line with a copy of .env.example keeps the image's own settings", () => {
  // The README's edit of .env: the site's address, the mail server, the photographer.
  const dotEnv = readFileSync(resolve(".env.example"), "utf8")
    .replace(/^SITE_URL=.*$/m, "SITE_URL=https://prints.example.com")
    .replace(/^SMTP_URL=.*$/m, "SMTP_URL=smtp://user:secret@mail.example.com:587")
    .replace(/^INQUIRY_TO=.*$/m, "INQUIRY_TO=elena@example.com");
  const runLine = dockerRunLine();
  expect(runLine).toContain("--env-file .env");
  expect(runLine).toContain("-v prints-data:/data");
  const settings = parseConfig(containerEnvironment(dotEnv, runLine));
  // Reachable through the published port, inquiries in the volume, the image's port.
  expect(settings.host).toBe("0.0.0.0");
  expect(settings.outboxDir).toBe("/data/outbox");
  expect(settings.countsDir).toBe("/data/counts");
  expect(settings.port).toBe(3000);
  // The proxy in front connects from Docker's bridge network, a private range.
  expect(settings.trustProxy).toEqual(["uniquelocal"]);
  expect(settings.siteUrl).toBe("https://prints.example.com");
  // The deploy guide gives the very same line.
  const guide = readFileSync(resolve("docs/deploy.md"), "utf8").replace(/\\\n\s*/g, "");
  expect(guide).toContain(runLine);
});

test("the service unit, the container and npm start run the same command: node itself", () => {
  const execStart = unitSetting("ExecStart")?.replace(/^\/usr\/bin\/node /, "node ");
  expect(execStart).toBe("node build/index.js");
  expect(dockerExec("CMD").join(" ")).toBe("node build/index.js");
  // exec: npm's shell becomes node, so a SIGTERM sent to npm start reaches the server.
  expect(startScript).toBe("exec node build/index.js");
});

test("the unit runs unprivileged and hardened, restarts, installs, and systemd verifies it", () => {
  for (const [name, value] of Object.entries({
    User: "prints",
    NoNewPrivileges: "yes",
    ProtectSystem: "strict",
    ReadWritePaths: "/srv/prints/app/data",
    Restart: "on-failure",
    WantedBy: "multi-user.target",
  })) {
    expect(unitSetting(name), name).toBe(value);
  }
  const verify = spawnSync("systemd-analyze", ["--version"]);
  test.skip(verify.error !== undefined, "systemd-analyze is not installed here");
  const dir = mkdtempSync(join(tmpdir(), "prints-unit-"));
  try {
    const good = join(dir, "prints@3000.service");
    writeFileSync(good, unit);
    const checked = spawnSync("systemd-analyze", ["verify", good], { encoding: "utf8" });
    expect(checked.stderr.split("\n").filter((l) => l.includes(good))).toEqual([]);
    expect(checked.status).toBe(0);
    // The check can fail: the same unit naming a node that does not exist.
    const broken = join(dir, "broken@3000.service");
    writeFileSync(broken, unit.replace("/usr/bin/node ", "/usr/bin/no-such-node "));
    expect(spawnSync("systemd-analyze", ["verify", broken]).status).not.toBe(0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("the container's runtime, as an unprivileged user, passes its health check and stops on SIGTERM", async () => {
  test.skip(process.getuid?.() !== 0, "needs root to run the server as another user");
  // The runtime stage's files: package.json, node_modules, build and public; data in /data.
  const app = mkdtempSync(join(tmpdir(), "prints-container-"));
  chmodSync(app, 0o755);
  // The project's files, or a copy nobody can read where the checkout is out of its reach.
  const base = siteFolderFor(NOBODY);
  for (const name of ["package.json", "node_modules", "build", "public"])
    symlinkSync(join(base, name), join(app, name));
  const data = join(app, "data");
  mkdirSync(join(data, "outbox"), { recursive: true });
  chownSync(data, NOBODY.uid, NOBODY.gid);
  chownSync(join(data, "outbox"), NOBODY.uid, NOBODY.gid);
  const env = imageEnv();
  expect(env).toEqual({
    NODE_ENV: "production",
    HOST: "0.0.0.0",
    PORT: "3000",
    OUTBOX_DIR: "/data/outbox",
    COUNTS_DIR: "/data/counts",
    SUBSCRIBERS_DIR: "/data/subscribers",
  });
  const port = String(await freePort());
  // Loopback rather than every interface, and this test's own port and data folder.
  const runtimeEnv: NodeJS.ProcessEnv = {
    NODE_ENV: "production",
    PATH: process.env.PATH ?? "",
    ...env,
    HOST: "127.0.0.1",
    PORT: port,
    OUTBOX_DIR: join(data, "outbox"),
    COUNTS_DIR: join(data, "counts"),
    SUBSCRIBERS_DIR: join(data, "subscribers"),
  };
  const [command, ...args] = dockerExec("CMD");
  const server = spawn(command === "node" ? process.execPath : (command as string), args, {
    cwd: app,
    env: runtimeEnv,
    uid: NOBODY.uid,
    gid: NOBODY.gid,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  server.stdout?.on("data", (c) => (output += c));
  server.stderr?.on("data", (c) => (output += c));
  const exited = once(server, "exit");
  const healthCheck = () => {
    const [cmd, ...rest] = healthCheckCommand();
    return spawnSync(cmd === "node" ? process.execPath : (cmd as string), rest, { env: runtimeEnv })
      .status;
  };
  try {
    await expect.poll(() => listeningLine(output, Number(port)), { timeout: 20_000 }).toBe(true);
    expect(healthCheck()).toBe(0);
    server.kill("SIGTERM");
    const [code] = await exited;
    expect(code).toBe(0);
    expect(output).toContain('"event":"shutdown"');
    expect(healthCheck()).toBe(1);
    for (const line of output.split("\n").filter(Boolean))
      expect(() => JSON.parse(line), line).not.toThrow();
  } finally {
    if (server.exitCode === null) server.kill("SIGKILL");
    execFileSync("rm", ["-rf", app]);
  }
});
