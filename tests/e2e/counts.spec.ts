import { existsSync } from "node:fs";
import type { Request, Response } from "@playwright/test";
import { countsOn, filesContaining, todayUtc } from "../support/counts";
import { freePort } from "../support/free-port";
import { Nginx } from "../support/nginx";
import { Site } from "../support/smtp-site";
import { escapeRegExp, say } from "../support/words";
import { expect, test } from "./fixtures";
import { fillVisitor } from "./send-inquiry";

/**
 * The site's own counts (app/counts), with JavaScript on and off: each showing of a page counts
 * once, through a caching proxy too; robots, HEAD and prefetches do not count; no cookie is set;
 * the visitor's address and browser are nowhere in the data folder.
 */

const VISITOR_ADDRESS = "203.0.113.77";
const VISITOR_BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 counts-test-visitor";

/** The test's server, stopped after it. */
let running: Site | undefined;

// Each test starts a server of its own (and one a proxy with TLS): more than the default 30 s on a
// busy machine.
test.describe.configure({ timeout: 90_000 });

/** Starts this test's server, with what it needs (a test starts one only: each costs seconds). */
async function startSite(env: Record<string, string>): Promise<Site> {
  running = new Site({ env: { LETTER_TIMEZONE: "UTC", ...env } });
  running.clearOutbox();
  return running.start();
}

const counting = { TRUST_PROXY: "loopback", INQUIRY_RATE_LIMIT: "off" };

test.afterEach(async () => {
  await running?.stop();
  running = undefined;
});

/** Waits for the site to have written what it counted, then stops it (it writes the rest). */
async function finalCounts(site: Site, expected: Record<string, number>) {
  await expect
    .poll(async () => (await countsOn(site.countsDir, todayUtc())).counts, {
      timeout: 10_000,
      intervals: [200],
    })
    .toEqual(expected);
  await site.stop();
  return countsOn(site.countsDir, todayUtc());
}

// The robots and the visit need the same settings, so one server is started for both (a start
// costs seconds), and the day's counts are read once both are done (a write comes 2 s after a
// count): the robots' pages and the visit's are other prints, so each count is known to be
// one's or the other's, and a robot counted is a count too many.
test("robots, link previews, HEAD and prefetches are not counted; a visit counts each page once, the arrival with a print, and the inquiry; no cookie, no address kept", async ({
  browser,
  jsEnabled,
}) => {
  const site = await startSite(counting);
  const cookies: string[] = [];
  const pictures: string[] = [];

  await test.step("robots, link previews, HEAD and prefetches are not counted", async () => {
    const picture = `${site.baseUrl}/c/print/URBAN-002`;
    // What the counting picture answers a robot, HEAD or a prefetch is the server's alone, the
    // same whichever browser mode: asked once. The robot's browser below runs in both.
    if (jsEnabled) {
      for (const userAgent of [
        "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
        "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
        "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
        "curl/8.5.0",
      ]) {
        const response = await fetch(picture, { headers: { "User-Agent": userAgent } });
        expect(response.status).toBe(200);
        expect(response.headers.get("cache-control")).toBe("no-store");
        expect(response.headers.get("set-cookie")).toBeNull();
      }
      await fetch(picture, { method: "HEAD", headers: { "User-Agent": VISITOR_BROWSER } });
      await fetch(picture, {
        headers: { "User-Agent": VISITOR_BROWSER, "Sec-Purpose": "prefetch" },
      });
      await fetch(picture, {
        headers: { "User-Agent": VISITOR_BROWSER, "Sec-Purpose": "prefetch;prerender" },
      });
    }
    const robot = await browser.newContext({
      javaScriptEnabled: jsEnabled,
      userAgent: "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
    });
    const page = await robot.newPage();
    await page.goto(`${site.baseUrl}/portfolio/urban/URBAN-002`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await robot.close();
    // One person's view, counted as theirs is not: a visitor other than the visit's below (a
    // request of the visit without its address would be a third).
    await fetch(`${site.baseUrl}/c/print/URBAN-003`, {
      headers: { "User-Agent": `${VISITOR_BROWSER} another person` },
    });
  });

  await test.step("a visit counts each page once, the arrival with a print, and the inquiry; no cookie, no address kept", async () => {
    const context = await browser.newContext({
      javaScriptEnabled: jsEnabled,
      userAgent: VISITOR_BROWSER,
      extraHTTPHeaders: { "X-Forwarded-For": VISITOR_ADDRESS },
    });
    context.on("response", (response: Response) => {
      const cookie = response.headers()["set-cookie"];
      // The one cookie the site sets: the confirmation's recap, on the inquiry's own answer.
      if (cookie && response.request().method() === "GET")
        cookies.push(`${response.url()}: ${cookie}`);
    });
    // The counting pictures as asked for: one the next click leaves before its answer has come
    // (the server counted it) has no response for the browser to report.
    context.on("request", (request: Request) => {
      if (new URL(request.url()).pathname.startsWith("/c/")) pictures.push(request.url());
    });
    const page = await context.newPage();
    await page.goto(`${site.baseUrl}/portfolio/landscapes`);
    await page
      .getByRole("link", { name: /Landscapes Print 3\b/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/portfolio\/landscapes\/LANDSCAPES-003$/);
    await page
      .getByRole("link", { name: say("viewer.nextLabel", { title: "Landscapes Print 4" }) })
      .first()
      .click();
    await expect(page).toHaveURL(/LANDSCAPES-004$/);
    await page
      .getByRole("button", { name: new RegExp(`^${escapeRegExp(say("quote.addToInquiry"))}`) })
      .click();
    await expect(page).toHaveURL(/\/contact\?ref=LANDSCAPES-004/);
    await fillVisitor(page);
    await page.getByRole("button", { name: say("form.send") }).click();
    await expect(page.getByRole("heading", { name: say("sent.heading") })).toBeVisible();

    await context.close();
  });

  await test.step("the day counted the person's view and the visit, and nothing else; no cookie, no address kept", async () => {
    await expect
      .poll(async () => (await countsOn(site.countsDir, todayUtc())).counts, {
        timeout: 10_000,
        intervals: [200],
      })
      .toEqual({
        // The robots, the link previews, HEAD and the prefetches: only the person's view.
        "view|URBAN-003|": 1,
        // The visit.
        "grid|landscapes|": 1,
        "view|LANDSCAPES-003|": 1,
        "view|LANDSCAPES-004|": 1,
        "add|LANDSCAPES-004|": 1,
        "inquiry||": 1,
        // The print page's 'Add to Inquiry' carries the choice shown (its first size, 8x10).
        "inquiry|LANDSCAPES-004|8x10": 1,
        "page||": 1,
      });
    // Stopped, the site writes the rest: the person who viewed URBAN-003, and the visitor.
    await site.stop();
    expect((await countsOn(site.countsDir, todayUtc())).visitors).toBe(2);
    expect(pictures).toHaveLength(5);
    expect(cookies).toEqual([]);
    // The data folder: the outbox and the counts.
    expect(
      filesContaining(site.outboxDir, [VISITOR_ADDRESS, "counts-test-visitor"]).concat(
        filesContaining(site.countsDir, [VISITOR_ADDRESS, "counts-test-visitor"]),
      ),
    ).toEqual([]);
    expect(site.files().length + site.unsent().length).toBeGreaterThan(0); // the folder was there
  });
});

test("behind a caching proxy, each view counts though the page comes from the cache", async ({
  browser,
  jsEnabled,
}) => {
  const [tlsPort, httpPort] = [await freePort(), await freePort()];
  const site = await startSite({
    SITE_URL: `https://localhost:${tlsPort}`,
    TRUST_PROXY: "loopback",
  });
  const nginx = await new Nginx({
    appPort: Number(new URL(site.baseUrl).port),
    tlsPort,
    httpPort,
    cache: true,
  }).start();
  try {
    const path = "/portfolio/minimalist/MINIMALIST-003";
    for (let i = 0; i < 3; i++) {
      // A new visitor each time (a new browser), so that no browser cache is involved.
      const context = await browser.newContext({
        javaScriptEnabled: jsEnabled,
        ignoreHTTPSErrors: true,
        userAgent: `${VISITOR_BROWSER} ${i}`,
      });
      const page = await context.newPage();
      const response = await page.goto(`https://localhost:${tlsPort}${path}`);
      expect(response?.status(), `${nginx.log()}\n${site.log.slice(-3000)}`).toBe(200);
      await context.close();
    }
    const day = await finalCounts(site, { "view|MINIMALIST-003|": 3 });
    expect(day.visitors).toBe(3);
    // The proxy kept the page: the site rendered it once.
    const rendered = site.events("request").filter((e) => e.path === path);
    expect(rendered).toHaveLength(1);
  } finally {
    await nginx.stop();
  }
});

test("COUNTS=off: no counting picture in the pages, and nothing written", async ({
  browser,
  jsEnabled,
}) => {
  const site = await startSite({ COUNTS: "off" });
  const context = await browser.newContext({
    javaScriptEnabled: jsEnabled,
    userAgent: VISITOR_BROWSER,
  });
  const page = await context.newPage();
  const pictures: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname.startsWith("/c/")) pictures.push(r.url());
  });
  await page.goto(`${site.baseUrl}/portfolio/urban/URBAN-002`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goto(`${site.baseUrl}/portfolio/urban`);
  await expect(page.locator('img[src^="/c/"]')).toHaveCount(0);
  await context.close();
  await fetch(`${site.baseUrl}/c/print/URBAN-003`, { headers: { "User-Agent": VISITOR_BROWSER } });
  await site.stop();
  expect(pictures).toEqual([]);
  expect(existsSync(site.countsDir)).toBe(false);
});
