/**
 * The SMTP receiver of the tests (`listenSmtp`) for the bench, in a child process of its own
 * (this file, run directly) so that receiving mail does not share an event loop with the load
 * generator. It reports each message's Message-ID; the parent counts them. It can stop and start
 * again on the same port, to play an outage, and refuse chosen messages with 451 for ever.
 */
import { spawn } from "node:child_process";
import { listenSmtp } from "../../../tests/support/smtp-receiver.js";

function serve() {
  /** @type {import("smtp-server").SMTPServer | undefined} */
  let server;
  let port = 0;
  const refused = new Set();
  const rejected = new Set();
  /** Keys whose DATA is never answered until released: a server that hangs after DATA. */
  const stalled = new Map();
  let login = process.argv[3] ? JSON.parse(process.argv[3]) : undefined;
  const onMessage = (/** @type {string} */ raw) => {
    const id = /^Message-ID: <([^@>]+)@/im.exec(raw.slice(0, 4096))?.[1] ?? "unknown";
    if (stalled.has(id) && stalled.get(id) === undefined) {
      process.send?.({ stalled: id });
      return new Promise((answer) =>
        stalled.set(id, () => {
          process.send?.({ id });
          answer(undefined);
        }),
      );
    }
    if (rejected.has(id)) {
      process.send?.({ rejected: id });
      return { code: 550, text: "Mailbox unavailable" };
    }
    if (refused.has(id)) return { code: 451, text: "Greylisted, try again later" };
    process.send?.({ id });
    return undefined;
  };
  const start = async () => {
    ({ server, port } = await listenSmtp({ login: () => login, onMessage }, port));
    process.send?.({ up: port });
  };
  process.on("message", async (command) => {
    if (command === "start") await start();
    if (command === "stop") server?.close(() => process.send?.({ down: true }));
    if (command === "exit") process.exit(0);
    if (command?.refuse) {
      refused.add(command.refuse);
      process.send({ refusing: command.refuse });
    }
    if (command?.reject !== undefined) {
      if (command.reject.on) rejected.add(command.reject.key);
      else rejected.delete(command.reject.key);
      process.send({ ok: true });
    }
    if (command?.stall) {
      stalled.set(command.stall, undefined);
      process.send({ ok: true });
    }
    if (command?.release) {
      const answer = stalled.get(command.release);
      stalled.delete(command.release);
      answer?.();
      process.send({ ok: true });
    }
    if (command?.password) {
      login = { ...login, pass: command.password };
      process.send({ ok: true });
    }
  });
}

export class Inbox {
  received = new Map();
  total = 0;
  port = 0;
  waiters = [];
  /** Message keys whose DATA the server holds unanswered, or refused with 550. */
  stalled = new Set();
  rejected = new Set();

  /** `login`: require this user and password ({ user, pass }). */
  constructor({ login } = {}) {
    this.child = spawn(
      process.execPath,
      [import.meta.filename, "serve", ...(login ? [JSON.stringify(login)] : [])],
      { stdio: ["ignore", "inherit", "inherit", "ipc"] },
    );
    this.child.on("message", (message) => {
      if (message.stalled) {
        this.stalled.add(message.stalled);
        return;
      }
      if (message.rejected) {
        this.rejected.add(message.rejected);
        return;
      }
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

  /** Refuses the message with this form key with 550 (for good), or stops refusing it. */
  reject(key, on = true) {
    return this.command({ reject: { key, on } });
  }

  /** Holds the reply to this message's DATA until release(key): a server that hangs. */
  stall(key) {
    return this.command({ stall: key });
  }

  release(key) {
    return this.command({ release: key });
  }

  /** The password the server accepts from now on. */
  setPassword(pass) {
    return this.command({ password: pass });
  }

  exit() {
    this.child.send("exit");
  }
}

if (process.argv[2] === "serve") serve();
