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

export class SmtpReceiver {
  readonly received: ReceivedMail[] = [];
  /** When set, every message is refused with this reply. */
  refusal: Refusal = null;
  private server: SMTPServer | undefined;
  private listeners: (() => void)[] = [];
  port = 0;

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Listens on 127.0.0.1: a random port the first time, the same one after a stop. */
  async start(): Promise<this> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", async () => {
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
