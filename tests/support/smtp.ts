import { type ParsedMail, simpleParser } from "mailparser";
import type { SMTPServer } from "smtp-server";
import { listenSmtp } from "./smtp-receiver.js";

/**
 * A real SMTP server for tests (the one receiver, `listenSmtp`) that keeps what it receives.
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
  /** Refuses the messages to some recipients only (a mailbox that no longer exists). */
  refuseTo: (recipient: string) => Refusal = () => null;
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
    const { server, port } = await listenSmtp(
      {
        login: () => this.login,
        tls: this.options.tls,
        onLogin: () => {
          this.loginAttempts += 1;
        },
        onMessage: async (raw, envelope) => {
          await this.stall?.(raw);
          if (this.refusal) return this.refusal;
          const refused = envelope.to.map((to) => this.refuseTo(to)).find((r) => r !== null);
          if (refused) return refused;
          this.received.push({ ...envelope, raw, mail: await simpleParser(raw) });
          // After the reply: a waiter sees the message the client has been told was taken.
          setImmediate(() => {
            for (const listener of this.listeners) listener();
          });
          return undefined;
        },
        // A client killed mid-transaction (the kill -9 tests) resets its connection: kept, not
        // thrown, which would end the test process.
        onConnectionError: (error) => this.connectionErrors.push(error),
      },
      this.port,
    );
    this.port = port;
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
