import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server for tests (the `smtp-server` package) that keeps what it receives.
 * It can stop and start again on the same port, to play an outage, and can refuse messages for
 * good (5xx) or for now (4xx).
 */

export type ReceivedMail = {
  from: string;
  to: string[];
  raw: string;
  mail: ParsedMail;
};

export type Refusal = { code: number; text: string } | null;

export type ReceiverOptions = {
  /** Require a login with this user and password (changeable later: `login`). */
  login?: { user: string; pass: string };
  /** Speak TLS from the first byte (smtps) with this key and certificate. */
  tls?: { key: string; cert: string };
};

export class SmtpReceiver {
  readonly received: ReceivedMail[] = [];
  /** Connections that broke (a client killed mid-transaction): kept, not thrown. */
  readonly connectionErrors: Error[] = [];
  /** When set, every message is refused with this reply. */
  refusal: Refusal = null;
  /** When it returns a promise for a message, the reply to its DATA waits for it (a hung server). */
  stall: ((raw: string) => Promise<void> | undefined) | undefined;
  /** The login the server accepts, when it requires one. */
  login: { user: string; pass: string } | undefined;
  /** Every login tried, accepted or refused (mail providers lock an account after a few refusals). */
  loginAttempts = 0;
  private server: SMTPServer | undefined;
  private listeners: (() => void)[] = [];
  port = 0;

  constructor(private readonly options: ReceiverOptions = {}) {
    this.login = options.login;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Listens on 127.0.0.1: a random port the first time, the same one after a stop. */
  async start(): Promise<this> {
    const { tls } = this.options;
    const server = new SMTPServer({
      logger: false,
      ...(this.options.login
        ? {
            authOptional: false,
            authMethods: ["PLAIN", "LOGIN"],
            allowInsecureAuth: true,
            disabledCommands: ["STARTTLS"],
            onAuth: (auth, _session, callback) => {
              this.loginAttempts += 1;
              const ok = auth.username === this.login?.user && auth.password === this.login?.pass;
              if (ok) callback(null, { user: auth.username });
              else
                callback(
                  Object.assign(new Error("Invalid username or password"), { responseCode: 535 }),
                );
            },
          }
        : { authOptional: true, disabledCommands: ["STARTTLS", "AUTH"] }),
      ...(tls ? { secure: true, key: tls.key, cert: tls.cert } : {}),
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", async () => {
          await this.stall?.(Buffer.concat(chunks).toString("utf8"));
          if (this.refusal) {
            const error = Object.assign(new Error(this.refusal.text), {
              responseCode: this.refusal.code,
            });
            callback(error);
            return;
          }
          const raw = Buffer.concat(chunks).toString("utf8");
          this.received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
            mail: await simpleParser(raw),
          });
          callback();
          for (const listener of this.listeners) listener();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.port, "127.0.0.1", () => resolve());
    });
    // A client killed mid-transaction (the kill -9 tests) resets its connection: smtp-server
    // reports that as an 'error' event, which would otherwise end the test process.
    server.on("error", (error) => this.connectionErrors.push(error));
    const address = server.server.address();
    if (address && typeof address === "object") this.port = address.port;
    this.server = server;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Resolves once at least `count` messages have arrived. */
  waitFor(count: number, timeoutMs = 15_000): Promise<ReceivedMail[]> {
    return new Promise((resolve, reject) => {
      const check = () => {
        if (this.received.length >= count) {
          clearTimeout(timer);
          this.listeners = this.listeners.filter((l) => l !== check);
          resolve(this.received);
          return true;
        }
        return false;
      };
      const timer = setTimeout(() => {
        this.listeners = this.listeners.filter((l) => l !== check);
        reject(new Error(`Expected ${count} messages, received ${this.received.length}`));
      }, timeoutMs);
      if (!check()) this.listeners.push(check);
    });
  }
}
