import { randomUUID } from "node:crypto";
import { existsSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { lostThePort } from "./free-port";
import { siteFolderFor } from "./other-user";
import { type ServerProcess, startServer } from "./server-process.js";
import { until } from "./until";

/**
 * The production build served by its own server process (`node build/index.js`, started by
 * `startServer`), for tests that need their own SMTP settings, outbox, rate limit, or to kill the
 * server: each on a port the OS chose and with its own outbox under test-results/.
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
  /** Its subscribers (SUBSCRIBERS_DIR), beside its outbox. */
  readonly subscribersDir: string;
  private port: number | undefined;
  private server: ServerProcess | undefined;
  /** The output of the server's earlier runs (before a restart). */
  private earlier = "";

  /** The folder the server runs from: the project, or one its `user` can read. */
  private readonly root: string;

  constructor(private readonly options: SiteOptions = {}) {
    this.port = options.port;
    this.root = options.user ? siteFolderFor(options.user) : root;
    const id = randomUUID();
    this.outboxDir = join(this.root, "test-results", `inquiry-outbox-${id}`);
    this.countsDir = join(this.root, "test-results", `counts-${id}`);
    this.subscribersDir = join(this.root, "test-results", `subscribers-${id}`);
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
    try {
      this.server = await this.spawn(this.port);
    } catch (error) {
      const chosen = this.options.port === undefined && this.port !== undefined;
      if (!chosen || !lostThePort(String(error))) {
        this.earlier += String(error);
        throw error;
      }
      this.server = await this.spawn(undefined);
    }
    this.port = this.server.port;
    return this;
  }

  private spawn(port: number | undefined): Promise<ServerProcess> {
    return startServer({
      port,
      entry: join(this.root, "build/index.js"),
      cwd: this.options.cwd ?? this.root,
      user: this.options.user,
      env: {
        OUTBOX_DIR: this.outboxDir,
        COUNTS_DIR: this.countsDir,
        SUBSCRIBERS_DIR: this.subscribersDir,
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
    });
  }

  /** Stops the server: SIGTERM (a normal stop) or SIGKILL (a crash). */
  async stop(signal: "SIGTERM" | "SIGKILL" = "SIGTERM"): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    const code = await server.stop(signal);
    this.earlier += `${server.output()}\n[test] server exited: code ${code}, signal ${server.child.signalCode}\n`;
  }

  /** Inquiry events the server has logged (one JSON line each). */
  events(name?: string): LogEvent[] {
    return this.log
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as LogEvent)
      .filter((e) => !name || e.event === name);
  }

  /** Everything the server has written, over every restart. */
  get log(): string {
    return this.earlier + (this.server?.output() ?? "");
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
    return until(condition, what, { timeoutMs, everyMs: 50, detail: () => this.log });
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
