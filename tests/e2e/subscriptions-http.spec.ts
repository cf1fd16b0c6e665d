import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { SmtpReceiver } from "../support/smtp";
import { Site } from "../support/smtp-site";
import { confirmationLink, keptSubscribers, subscribeForm } from "../support/subscriptions";
import { say } from "../support/words";
import { expect, test } from "./fixtures";

/**
 * What the subscription's addresses answer over HTTP, as mail programs, scanners and robots send
 * them: a link fetched confirms nothing, a one-click POST ends it at once, one client asking for
 * many addresses is refused before a sixth mail, and an erasure leaves no trace.
 */

async function post(site: Site, path: string, body: URLSearchParams | FormData, headers = {}) {
  return fetch(`${site.baseUrl}${path}`, { method: "POST", body, headers, redirect: "manual" });
}

const local = (link: string, site: Site) => link.replace(/^https?:\/\/[^/]+/, site.baseUrl);

test("a mail scanner that fetches the link subscribes nobody; the page's POST does", async () => {
  const smtp = await new SmtpReceiver().start();
  const site = new Site({ smtpUrl: smtp.url });
  await site.start();
  try {
    expect((await post(site, "/subscribe", subscribeForm("ada@example.com"))).status).toBe(200);
    const link = local(confirmationLink((await smtp.waitFor(1))[0]), site);
    // Outlook's Safe Links and Gmail's checks fetch links, with HEAD and GET, and follow them.
    expect((await fetch(link, { method: "HEAD" })).status).toBe(200);
    for (let i = 0; i < 3; i += 1) {
      const page = await fetch(link);
      expect(page.status).toBe(200);
      expect(page.headers.get("cache-control")).toBe("private, no-store");
      expect(await page.text()).toContain(say("subscriber.confirmButton"));
    }
    expect(keptSubscribers(site.subscribersDir)[0]?.confirmed).toBeUndefined();
    const confirmed = await post(site, new URL(link).pathname, new URLSearchParams());
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain(say("subscriber.confirmedTitle"));
    expect(keptSubscribers(site.subscribersDir)[0]?.confirmed).toBeDefined();
    // A link nobody was given: a page that says so, 404.
    const forged = `${new URL(link).pathname.slice(0, -4)}AAAA`;
    const refused = await fetch(`${site.baseUrl}${forged}`);
    expect(refused.status).toBe(404);
    expect(await refused.text()).toContain(say("subscriber.expiredTitle"));
  } finally {
    await site.stop();
    await smtp.stop();
  }
});

test("one-click unsubscribe as a mail provider sends it ends the subscription at once", async () => {
  const site = new Site();
  await site.start();
  try {
    for (const address of ["ada@example.com", "grace@example.com"]) {
      expect((await post(site, "/subscribe", subscribeForm(address))).status).toBe(200);
    }
    const kept = keptSubscribers(site.subscribersDir);
    expect(kept).toHaveLength(2);
    // RFC 8058: a POST with that one field, no cookie, no Origin, form-encoded or multipart.
    const [ada, grace] = kept.sort((a, b) => a.address.localeCompare(b.address));
    const urlencoded = new URLSearchParams({ "List-Unsubscribe": "One-Click" });
    const one = await post(site, `/unsubscribe/${ada?.id}${ada?.secret}`, urlencoded);
    expect(one.status).toBe(200);
    const multipart = new FormData();
    multipart.set("List-Unsubscribe", "One-Click");
    const two = await post(site, `/unsubscribe/${grace?.id}${grace?.secret}`, multipart);
    expect(two.status).toBe(200);
    expect(keptSubscribers(site.subscribersDir)).toEqual([]);
    // Sent twice (a retry): still 2xx, nothing to end.
    expect((await post(site, `/unsubscribe/${ada?.id}${ada?.secret}`, urlencoded)).status).toBe(
      200,
    );
  } finally {
    await site.stop();
  }
});

test("one client behind the proxy asking for many addresses is refused before a sixth mail", async () => {
  const smtp = await new SmtpReceiver().start();
  // The default limit (5 an hour); the site trusts its loopback proxy's X-Forwarded-For.
  const site = new Site({ smtpUrl: smtp.url });
  await site.start();
  try {
    const from = (client: string) => ({ "X-Forwarded-For": client });
    for (let i = 0; i < 5; i += 1) {
      const answer = await post(
        site,
        "/subscribe",
        subscribeForm(`a${i}@example.com`),
        from("203.0.113.9"),
      );
      expect(answer.status).toBe(200);
    }
    const sixth = await post(
      site,
      "/subscribe",
      subscribeForm("a5@example.com"),
      from("203.0.113.9"),
    );
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(3000);
    expect(await sixth.text()).toContain(say("subscriber.rateLimited", { minutes: 60 }));
    // Another visitor is not held back; a robot filling the honeypot is told what a person is.
    expect(
      (await post(site, "/subscribe", subscribeForm("b@example.com"), from("198.51.100.4"))).status,
    ).toBe(200);
    const robot = await post(
      site,
      "/subscribe",
      subscribeForm("robot@example.com", { website: "http://spam.example" }),
      from("198.51.100.5"),
    );
    expect(robot.status).toBe(200);
    await smtp.waitFor(6);
    await site.until(() => site.files("sent").length === 6, "six mails sent");
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual([
      "a0@example.com",
      "a1@example.com",
      "a2@example.com",
      "a3@example.com",
      "a4@example.com",
      "b@example.com",
    ]);
  } finally {
    await site.stop();
    await smtp.stop();
  }
});

function filesUnder(dir: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) found.push(...filesUnder(path));
    else found.push(path);
  }
  return found;
}

test("an erasure request is one command and leaves no trace of the address under the data folders", async () => {
  const smtp = await new SmtpReceiver().start();
  const site = new Site({ smtpUrl: smtp.url });
  await site.start();
  try {
    expect((await post(site, "/subscribe", subscribeForm("ada@example.com"))).status).toBe(200);
    expect((await post(site, "/subscribe", subscribeForm("keep@example.com"))).status).toBe(200);
    const link = local(confirmationLink((await smtp.waitFor(1))[0]), site);
    await post(site, new URL(link).pathname, new URLSearchParams());
    await site.until(() => site.files("sent").length === 2, "both mails sent");
    const env = {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production" as const,
      OUTBOX_DIR: site.outboxDir,
      SUBSCRIBERS_DIR: site.subscribersDir,
    };
    const found = execFileSync(process.execPath, ["build/outbox.js", "find", "Ada@example.com"], {
      env,
      encoding: "utf8",
    });
    expect(found).toContain("1 message found");
    expect(found).toContain("found: subscriber and consent record");
    const erased = execFileSync(process.execPath, ["build/outbox.js", "erase", "ada@example.com"], {
      env,
      encoding: "utf8",
    });
    expect(erased).toContain("erased: subscriber and consent record");
    for (const dir of [site.outboxDir, site.subscribersDir]) {
      for (const file of filesUnder(dir)) {
        expect(readFileSync(file, "latin1").toLowerCase(), file).not.toContain("ada@example.com");
      }
    }
    // The other subscriber and their mail are untouched.
    expect(keptSubscribers(site.subscribersDir).map((s) => s.address)).toEqual([
      "keep@example.com",
    ]);
    expect(site.files("sent")).toHaveLength(1);
  } finally {
    await site.stop();
    await smtp.stop();
  }
});
