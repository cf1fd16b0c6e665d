import { request } from "node:http";
import { inHtml } from "../support/in-html";
import { Site } from "../support/smtp-site";
import { say } from "../support/words";
import { expect, test } from "./fixtures";
import { photographer } from "./sample";

/**
 * A client that sends far more than the form's cap must read the 413 page, not a reset
 * connection: the server answers before the body has all arrived, and a server that closes then
 * makes the client's next write fail (EPIPE, ECONNRESET) before it reads the answer. Eight clients
 * at once, as a busy server meets them, each sending 10 MB in chunks (no Content-Length, so the
 * server cannot refuse it by its header alone). Plain Node http: the answer a client gets is
 * exactly what it sees.
 */

const SENDERS = 8;
const BODY_BYTES = 10 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, "m");
const STALL_MS = 10_000;
/** The 413 page's words, as its HTML writes them. */
const tooLong = inHtml(say("notice.tooLong", { email: photographer.contact.email }));

let site: Site;

test.beforeAll(async () => {
  site = new Site({ env: { INQUIRY_RATE_LIMIT: "off" } });
  site.clearOutbox();
  await site.start();
});

test.afterAll(async () => {
  await site?.stop();
  site?.clearOutbox();
});

type Outcome = { status: number; page: string; sent: number } | { error: string; sent: number };

/**
 * Sends BODY_BYTES of form body in chunks, on a connection of its own. Settles once the answer
 * has been read and the whole body written, or on an error, or when its writes have stalled for
 * STALL_MS after the answer (a server that stopped reading): what it got and how much it sent.
 */
function sendTooMuch(baseUrl: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = request(`${baseUrl}/contact`, {
      method: "POST",
      agent: false,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    let sent = 0;
    let answer: { status: number; page: string } | undefined;
    let written = false;
    let stall: NodeJS.Timeout | undefined;
    const settle = () => {
      if (answer && written) {
        clearTimeout(stall);
        resolve({ ...answer, sent });
      }
    };
    req.on("response", (response) => {
      let page = "";
      response.setEncoding("utf8");
      response.on("data", (text: string) => {
        page += text;
      });
      response.on("end", () => {
        answer = { status: response.statusCode ?? 0, page };
        stall = setTimeout(() => {
          resolve({ ...(answer ?? { status: 0, page: "" }), sent });
          req.destroy();
        }, STALL_MS);
        settle();
      });
    });
    req.on("error", (error: NodeJS.ErrnoException) => {
      clearTimeout(stall);
      resolve({ error: error.code ?? error.message, sent });
    });
    req.on("finish", () => {
      written = true;
      settle();
    });
    const write = () => {
      while (sent < BODY_BYTES) {
        sent += CHUNK.byteLength;
        if (!req.write(CHUNK)) {
          req.once("drain", write);
          return;
        }
      }
      req.end();
    };
    write();
  });
}

test("eight clients each sending 10 MB at once all read the 413 page", async () => {
  test.setTimeout(60_000);
  const answers = await Promise.all(
    Array.from({ length: SENDERS }, () => sendTooMuch(site.baseUrl)),
  );
  const seen = answers.map((a) => {
    const mb = `${Math.round(a.sent / 1024 / 1024)} MB sent`;
    if ("error" in a) return `${a.error}, ${mb}`;
    return `${a.status}${a.page.includes(tooLong) ? " page" : ""}, ${mb}`;
  });
  expect(seen).toEqual(Array(SENDERS).fill("413 page, 10 MB sent"));
  expect((await fetch(`${site.baseUrl}/contact`)).status).toBe(200);
});
