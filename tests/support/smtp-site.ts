import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { freePort, lostThePort } from "./free-port";
import { siteFolderFor } from "./other-user";
import { until } from "./until";

/**
 * The production build served by its own server process (`node build/index.js`), for tests that need their
 * own SMTP settings, outbox, rate limit, or to kill the server: each on a port the OS chose and
 * with its own outbox under test-results/.
 */

const root = process.cwd();

export type SiteOptions = {
  /** A fixed port; by default the OS chooses one at the first start. */
  port?: number;
  smtpUrl?: string;
  env?: Record<string, string>;
  /**
   * The directory the server runs in (default: the project's root). The server reads its
   * pictures and their manifest from `build/images` there: see tests/support/photo-words.ts.
   */
  cwd?: string;
  /** Run the server as this user (the test runs as root), as a service unit's User= does. */
  user?: { uid: number; gid: number };
};

export type LogEvent = { event: string; [field: string]: unknown };

export class Site {
  readonly outboxDir: string;
  /** Its counts (COUNTS_DIR), beside its outbox. */
  readonly countsDir: string;
  private port: number | undefined;
  private child: ChildProcess | undefined;
  private output = "";

  /** The folder the server runs from: the project, or one its `user` can read. */
  private readonly root: string;

  constructor(private readonly options: SiteOptions = {}) {
    this.port = options.port;
    this.root = options.user ? siteFolderFor(options.user) : root;
    const id = randomUUID();
    this.outboxDir = join(this.root, "test-results", `inquiry-outbox-${id}`);
    this.countsDir = join(this.root, "test-results", `counts-${id}`);
  }

  /** Where the site answers: known once it has started. */
  get baseUrl(): string {
    if (this.port === undefined) throw new Error("Site.baseUrl: start() the site first");
    return `http://127.0.0.1:${this.port}`;
  }

  /**
   * Starts the server; a second start after a stop or kill keeps the same outbox and port (a
   * restart), unless another process has taken that port meanwhile and the OS chose it.
   */
  async start(): Promise<this> {
    for (let attempt = 1; ; attempt++) {
      const fixed = this.options.port !== undefined;
      this.port ??= await freePort();
      try {
        return await this.spawn(this.port);
      } catch (error) {
        if (fixed || attempt === 3 || !lostThePort(this.output)) throw error;
        this.port = undefined;
      }
    }
  }

  private async spawn(port: number): Promise<this> {
    const baseUrl = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, [join(this.root, "build/index.js")], {
      cwd: this.options.cwd ?? this.root,
      env: {
        PATH: process.env.PATH ?? "",
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(port),
        SITE_URL: baseUrl,
        OUTBOX_DIR: this.outboxDir,
        COUNTS_DIR: this.countsDir,
        // The weekly letter is due at start (for last week): only the tests about it turn it on.
        LETTER_SCHEDULE: "off",
        OUTBOX_RETRY_MAX_SECONDS: "1",
        ...(this.options.smtpUrl
          ? {
              SMTP_URL: this.options.smtpUrl,
              INQUIRY_TO: "elena@example.com",
              INQUIRY_FROM: "inquiries@example.com",
            }
          : {}),
        ...this.options.env,
      },
      stdio: ["ignore", "pipe", "pipe"],
      ...(this.options.user ? { uid: this.options.user.uid, gid: this.options.user.gid } : {}),
    });
    this.child = child;
    const since = this.output.length;
    child.stdout?.on("data", (chunk: Buffer) => {
      this.output += chunk.toString("utf8");
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      this.output += chunk.toString("utf8");
    });
    // "close" comes after the last output: whoever reads the log of a dead server reads it all.
    const closed = new Promise<void>((resolve) =>
      child.once("close", (code, signal) => {
        this.output += `\n[test] server exited: code ${code}, signal ${signal}\n`;
        resolve();
      }),
    );
    // Our own child's line says it listens: only then can an answer on the port be its answer.
    const listening = () => listeningLine(this.output.slice(since), port);
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null) {
        await closed;
        throw new Error(`Server exited:\n${this.output}`);
      }
      if (listening()) {
        try {
          const response = await fetch(`${baseUrl}/contact`);
          if (response.ok) return this;
        } catch {
          // not answering yet
        }
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    child.kill("SIGKILL");
    throw new Error(`Server did not start:\n${this.output}`);
  }

  /** Stops the server: SIGTERM (a normal stop) or SIGKILL (a crash). */
  async stop(signal: "SIGTERM" | "SIGKILL" = "SIGTERM"): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((r) => child.once("exit", () => r()));
    child.kill(signal);
    const timer = setTimeout(() => child.kill("SIGKILL"), 8000);
    await exited;
    clearTimeout(timer);
  }

  /** Inquiry events the server has logged (one JSON line each). */
  events(name?: string): LogEvent[] {
    return this.output
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as LogEvent)
      .filter((e) => !name || e.event === name);
  }

  get log(): string {
    return this.output;
  }

  /** .eml files in the outbox (or its sent/ or failed/ folder). */
  files(folder = ""): string[] {
    const dir = join(this.outboxDir, folder);
    return existsSync(dir) ? readdirSync(dir).filter((n) => n.endsWith(".eml")) : [];
  }

  /** Posts an inquiry form to the contact action, as a browser without JavaScript does. */
  async postInquiry(body: URLSearchParams): Promise<Response> {
    try {
      return await fetch(`${this.baseUrl}/contact`, {
        method: "POST",
        body: body.toString(),
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
    } catch (error) {
      throw new Error(`POST failed (${String(error)}); server output:\n${this.log}`);
    }
  }

  /** .eml files not yet sent: waiting, or claimed by a process (sending/<owner>/). */
  unsent(): string[] {
    const sending = join(this.outboxDir, "sending");
    const owners = existsSync(sending) ? readdirSync(sending) : [];
    return [...this.files(), ...owners.flatMap((o) => this.files(join("sending", o)))].sort();
  }

  clearOutbox(): void {
    rmSync(this.outboxDir, { recursive: true, force: true });
    rmSync(this.countsDir, { recursive: true, force: true });
  }

  /** Waits until a condition holds; on a timeout the error carries the server's log. */
  until(condition: () => boolean, what: string, timeoutMs = 15_000): Promise<void> {
    return until(condition, what, { timeoutMs, everyMs: 50, detail: () => this.output });
  }
}

/** The form key of an inquiry form body. */
export const keyOf = (form: URLSearchParams) => form.get("formKey") as string;

/** A complete, valid inquiry form body; override any field. */
export function inquiryForm(overrides: Record<string, string | string[]> = {}): URLSearchParams {
  const fields: Record<string, string | string[]> = {
    formKey: randomUUID(),
    fullName: "Jane Doe",
    email: "jane@example.com",
    inquiryType: "print-purchase",
    message: "Hello, is this print available in 16x20?",
    ref: ["LANDSCAPES-001"],
    website: "",
    ...overrides,
  };
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) body.append(name, v);
  }
  return body;
}

/** Whether a server's output has its "listening" log line for this port. */
export function listeningLine(output: string, port: number): boolean {
  return output.includes(`"event":"server.listening"`) && output.includes(`"port":${port},`);
}
