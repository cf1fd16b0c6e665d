import { SMTPServer } from "smtp-server";

/*
 * The one SMTP receiver of the tests and the bench: a real server (the `smtp-server` package) on
 * 127.0.0.1, with a login when asked for one, that hands each message to its owner and answers
 * as the owner says: accept, refuse (4xx for now, 5xx for good), or hold the reply (a server that
 * hangs after DATA). Plain JavaScript, so that the bench imports it as it is. The tests keep each
 * message whole in their own process (tests/support/smtp.ts); the bench runs it in a child
 * process of its own and counts Message-IDs (scripts/bench/lib/inbox.js).
 */

/** @typedef {{ code: number, text: string }} Refusal */
/** @typedef {{ user: string, pass: string }} Login */

/**
 * @typedef {object} ReceiverHooks
 * @property {() => Login | undefined} [login] The login the server accepts, read at each attempt
 *   (so a password can change); a server made with none takes no login at all.
 * @property {{ key: string, cert: string }} [tls] Speak TLS from the first byte (smtps).
 * @property {(accepted: boolean) => void} [onLogin] Told of every login tried.
 * @property {(raw: string, envelope: { from: string, to: string[] }) =>
 *   Refusal | undefined | Promise<Refusal | undefined>} onMessage The message as received; the
 *   reply to its DATA waits for the promise, and is the refusal when one is returned.
 * @property {(error: Error) => void} [onConnectionError] A client that broke its connection (a
 *   process killed mid-transaction), which smtp-server reports as an 'error' event.
 */

/**
 * Listens on 127.0.0.1:`port` (0: a port the OS chose) and resolves with the server and its port.
 *
 * @param {ReceiverHooks} hooks
 * @param {number} [port]
 * @returns {Promise<{ server: SMTPServer, port: number }>}
 */
export async function listenSmtp(hooks, port = 0) {
  const requireLogin = hooks.login?.() !== undefined;
  const server = new SMTPServer({
    logger: false,
    ...(requireLogin
      ? {
          authOptional: false,
          authMethods: ["PLAIN", "LOGIN"],
          allowInsecureAuth: true,
          disabledCommands: ["STARTTLS"],
          onAuth: (auth, _session, callback) => {
            const login = hooks.login?.();
            const ok = auth.username === login?.user && auth.password === login?.pass;
            hooks.onLogin?.(ok);
            if (ok) callback(null, { user: auth.username });
            else
              callback(
                Object.assign(new Error("Invalid username or password"), { responseCode: 535 }),
              );
          },
        }
      : { authOptional: true, disabledCommands: ["STARTTLS", "AUTH"] }),
    ...(hooks.tls ? { secure: true, key: hooks.tls.key, cert: hooks.tls.cert } : {}),
    onData: (stream, session, callback) => {
      /** @type {Buffer[]} */
      const chunks = [];
      stream.on("data", (/** @type {Buffer} */ chunk) => chunks.push(chunk));
      stream.on("end", async () => {
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
        };
        const refusal = await hooks.onMessage(Buffer.concat(chunks).toString("utf8"), envelope);
        if (refusal)
          callback(Object.assign(new Error(refusal.text), { responseCode: refusal.code }));
        else callback();
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(undefined));
  });
  server.on("error", (error) => hooks.onConnectionError?.(error));
  const address = server.server.address();
  return { server, port: address && typeof address === "object" ? address.port : port };
}
