import https from "node:https";
import { freePort } from "../support/free-port";
import { Nginx } from "../support/nginx";
import { inquiryForm, Site } from "../support/smtp-site";
import { expect, test } from "./fixtures";

/**
 * The deploy guide's rolling restart, under steady traffic: two instances behind the shipped
 * nginx files, restarted one after the other as the guide says (restart the first, wait until
 * its /healthz answers, restart the second). No visitor may see an answer of 500 or more, or a
 * broken connection, and every inquiry sent meanwhile is kept.
 */

let sites: Site[] = [];
let nginx: Nginx | undefined;

test.afterEach(async () => {
  await nginx?.stop();
  for (const site of sites) await site.stop();
  sites[0]?.clearOutbox();
  [sites, nginx] = [[], undefined];
});

/** The guide's wait: `until curl -fsS http://127.0.0.1:PORT/healthz; do sleep 0.5; done`. */
async function untilHealthy(site: Site): Promise<void> {
  for (;;) {
    const ok = await fetch(`${site.baseUrl}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
}

test("a rolling restart of two instances behind nginx: no answer of 500 or more under steady traffic", async () => {
  test.setTimeout(120_000);
  const first = new Site({ env: { INQUIRY_RATE_LIMIT: "off" } });
  await first.start();
  const second = new Site({ env: { INQUIRY_RATE_LIMIT: "off", OUTBOX_DIR: first.outboxDir } });
  await second.start();
  sites = [first, second];
  const [tlsPort, httpPort] = [await freePort(), await freePort()];
  const proxy = await new Nginx({
    appPort: Number(new URL(first.baseUrl).port),
    secondAppPort: Number(new URL(second.baseUrl).port),
    tlsPort,
    httpPort,
  }).start();
  nginx = proxy;

  // Visitors keep their connections to nginx open, as browsers do.
  const agent = new https.Agent({ keepAlive: true, maxSockets: 8 });
  const answers: { method: string; status: number | string }[] = [];
  let running = true;
  const pages = [
    "/",
    "/portfolio",
    "/portfolio/landscapes",
    "/portfolio/nature/NATURE-003",
    "/about",
  ];
  const reader = async (offset: number) => {
    for (let i = offset; running; i++) {
      const path = pages[i % pages.length] as string;
      const status = await proxy.request("GET", path, { agent }).then(
        (a) => a.status,
        (error: Error) => error.message,
      );
      answers.push({ method: "GET", status });
    }
  };
  const writer = async () => {
    while (running) {
      const status = await proxy
        .request("POST", "/contact", { agent, body: inquiryForm().toString() })
        .then(
          (a) => a.status,
          (error: Error) => error.message,
        );
      answers.push({ method: "POST", status });
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const traffic = Promise.all([reader(0), reader(1), reader(2), writer()]);

  await new Promise((r) => setTimeout(r, 1000));
  // systemctl restart prints@3000: SIGTERM, then a new process on the same port.
  await first.stop();
  await first.start();
  await untilHealthy(first);
  await second.stop();
  await second.start();
  await untilHealthy(second);
  await new Promise((r) => setTimeout(r, 1000));
  running = false;
  await traffic;
  agent.destroy();

  const bad = answers.filter((a) => typeof a.status !== "number" || a.status >= 500);
  expect(bad, `${bad.length} of ${answers.length} answers failed\n${proxy.log()}`).toEqual([]);
  // Each drained and exited by itself: the proxy's idle connections did not hold it to its deadline.
  for (const site of sites) {
    expect(site.events("shutdown")).toHaveLength(1);
    expect(site.events("shutdown-deadline")).toEqual([]);
    expect(site.log).not.toContain("server exited: code null, signal SIGKILL");
  }
  const posts = answers.filter((a) => a.method === "POST");
  expect(posts.length).toBeGreaterThanOrEqual(3);
  expect(posts.every((a) => a.status === 303)).toBe(true);
  expect(answers.length).toBeGreaterThanOrEqual(30);
  // Every inquiry answered 303 was kept, whichever instance took it.
  await first.until(() => first.unsent().length === posts.length, "every inquiry in the outbox");
});
