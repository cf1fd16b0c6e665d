import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { SubscriberStore } from "~/subscriptions/subscribers.server";
import { tokenOf } from "~/subscriptions/subscription";
import { SmtpReceiver } from "../support/smtp";
import { Site } from "../support/smtp-site";
import { keptSubscribers } from "../support/subscriptions";
import { expect, test } from "./fixtures";

/**
 * An announcement as the photographer sends it (`npm run announce -- --send`, the built command)
 * and the running server delivers it, over a real SMTP server that refuses one address for good:
 * every other subscriber gets one letter, at the pace set, the refused one fails alone, and a
 * mail program's one-click unsubscribe to the letter's own List-Unsubscribe address ends it.
 */
test("every subscriber gets one letter; one refused address fails alone; its one-click address works", async () => {
  const smtp = await new SmtpReceiver().start();
  smtp.refuseTo = (to) =>
    to === "gone@example.com" ? { code: 550, text: "5.1.1 No such user" } : null;
  const site = new Site({ smtpUrl: smtp.url, env: { ANNOUNCE_PER_MINUTE: "600" } });
  const store = new SubscriberStore(site.subscribersDir);
  const addresses = [
    "ada@example.com",
    "gone@example.com",
    "grace@example.com",
    "hedy@example.com",
  ];
  for (const address of addresses) {
    const { id, subscriber } = await store.ask(address, {
      page: "/about",
      words: "w",
      language: "en",
    });
    expect(await store.confirm(tokenOf(id, subscriber))).toBe("confirmed");
  }
  const env = {
    PATH: process.env.PATH ?? "",
    NODE_ENV: "production" as const,
    SITE_URL: "https://prints.example.com",
    OUTBOX_DIR: site.outboxDir,
    SUBSCRIBERS_DIR: site.subscribersDir,
  };
  const announce = (...args: string[]) =>
    promisify(execFile)(process.execPath, ["build/announce.js", ...args], {
      env,
      encoding: "utf8",
    });
  // Two photographers' terminals (or a double Enter) send it at once: one letter each. (A run
  // that fails rejects, and the test with it.)
  await Promise.all([0, 1].map(() => announce("--send", "--prints", "LANDSCAPES-001,URBAN-003")));
  expect(site.files("bulk")).toHaveLength(4);
  await site.start();
  try {
    await site.until(
      () => site.files("sent").length === 3 && site.files("failed").length === 1,
      "three sent, one failed",
    );
    const to = smtp.received.map((m) => m.to.join(",")).sort();
    expect(to).toEqual(["ada@example.com", "grace@example.com", "hedy@example.com"]);
    const [letter] = smtp.received;
    expect(letter?.mail.headers.get("x-outbox-kind")).toBe("announcement");
    expect(letter?.mail.text).toContain("Landscapes Print 1");
    expect(letter?.mail.text).toContain("Urban Print 3");
    // The header block as sent, unfolded (a mail parser files List-* fields under "list").
    const head = (letter?.raw ?? "").split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, " ") ?? "";
    expect(head).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const listUnsubscribe = /^List-Unsubscribe: (.*)$/m.exec(head)?.[1] ?? "";
    const https = /<(https:\/\/prints\.example\.com\/unsubscribe\/[^>]+)>/.exec(
      listUnsubscribe,
    )?.[1];
    expect(listUnsubscribe).toMatch(/<mailto:[^>]+>/);
    const failed = readFileSync(
      join(site.outboxDir, "failed", site.files("failed")[0] as string),
      "utf8",
    );
    expect(failed).toContain("gone@example.com");
    // The mail program posts to the letter's own address: the subscriber is gone at once.
    const path = new URL(https as string).pathname;
    const who = letter?.to[0];
    const oneClick = await fetch(`${site.baseUrl}${path}`, {
      method: "POST",
      body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }),
    });
    expect(oneClick.status).toBe(200);
    expect(keptSubscribers(site.subscribersDir).map((s) => s.address)).not.toContain(who);
    expect(keptSubscribers(site.subscribersDir)).toHaveLength(3);
  } finally {
    await site.stop();
    await smtp.stop();
  }
});
