/**
 * A real SMTP server for the bench (the `smtp-server` package), in a child process of its own
 * (this file, run directly) so that receiving mail does not share an event loop with the load
 * generator. It reports each message's Message-ID; the parent counts them. It can stop and start
 * again on the same port, to play an outage, and refuse chosen messages with 451 for ever.
 */
import { spawn } from "node:child_process";
import { SMTPServer } from "smtp-server";

function serve() {
  let server;
  let port = 0;
  const refused = new Set();
  const start = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData: (stream, _session, callback) => {
        let head = "";
        stream.on("data", (chunk) => {
          if (head.length < 4096) head += chunk.toString("utf8");
        });
        stream.on("end", () => {
          const id = /^Message-ID: <([^@>]+)@/im.exec(head)?.[1] ?? "unknown";
          if (refused.has(id)) {
            callback(
              Object.assign(new Error("Greylisted, try again later"), { responseCode: 451 }),
            );
            return;
          }
          process.send({ id });
          callback();
        });
      },
    });
    await new Promise((ok) => server.listen(port, "127.0.0.1", ok));
    port = server.server.address().port;
    process.send({ up: port });
  };
  process.on("message", async (command) => {
    if (command === "start") await start();
    if (command === "stop") server.close(() => process.send({ down: true }));
    if (command === "exit") process.exit(0);
    if (command?.refuse) {
      refused.add(command.refuse);
      process.send({ refusing: command.refuse });
    }
  });
}

export class Inbox {
  received = new Map();
  total = 0;
  port = 0;
  child = spawn(process.execPath, [import.meta.filename, "serve"], {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  waiters = [];

  constructor() {
    this.child.on("message", (message) => {
      if (message.id) {
        this.received.set(message.id, (this.received.get(message.id) ?? 0) + 1);
        this.total += 1;
        return;
      }
      if (message.up) this.port = message.up;
      this.waiters.shift()?.();
    });
  }

  get url() {
    return `smtp://127.0.0.1:${this.port}`;
  }

  command(name) {
    return new Promise((ok) => {
      this.waiters.push(ok);
      this.child.send(name);
    });
  }

  start() {
    return this.command("start");
  }

  stop() {
    return this.command("stop");
  }

  /** Refuses the message with this form key with 451, every time. */
  refuse(key) {
    return this.command({ refuse: key });
  }

  /** How many times each key arrived (0 for none). */
  copies(keys) {
    return keys.map((k) => this.received.get(k) ?? 0);
  }

  exit() {
    this.child.send("exit");
  }
}

if (process.argv[2] === "serve") serve();
