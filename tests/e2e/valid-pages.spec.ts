import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { APIRequestContext, ConsoleMessage } from "@playwright/test";
import { sharedSubscribers } from "../../playwright.config";
import { checkHtml } from "../support/html-checker";
import { keptSubscribers } from "../support/subscriptions";
import { say } from "../support/words";
import { expect, test } from "./fixtures";
import { onePageOfEach } from "./sample";
import { SMOKE } from "./smoke";

/**
 * Every page the site serves, as bytes: every URL of the sitemap, the 404, the contact page with
 * a print, the contact page after a failed submission (400) and the confirmation. Each is checked
 * for U+0000 (strict parsers, link-preview scrapers and validators stop or drop text at one) and
 * by the W3C Nu Html Checker (vnu-jar, on Java: scripts/ensure-browser.js installs it).
 */
type Fetched = { name: string; status: number; html: string };

const contactWithPrint = "/contact?ref=URBAN-002&title=Urban%20Print%202";

async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "/").pathname);
}

async function everyPage(request: APIRequestContext, sitemap: string[]): Promise<Fetched[]> {
  const pages: Fetched[] = [];
  // The sitemap's pages as a crawler asks for them: each must answer itself, not redirect.
  for (const path of sitemap) {
    const response = await request.get(path, { maxRedirects: 0 });
    pages.push({ name: path, status: response.status(), html: await response.text() });
  }
  for (const path of ["/no-such-page", contactWithPrint, "/contact?sent=1"]) {
    const response = await request.get(path);
    pages.push({ name: path, status: response.status(), html: await response.text() });
  }
  // A submission missing its email and message: the form again, with the errors (400).
  const failed = await request.post("/contact", {
    form: { formKey: crypto.randomUUID(), fullName: "Grace Hopper", ref: "URBAN-002", website: "" },
  });
  pages.push({
    name: "POST /contact (invalid)",
    status: failed.status(),
    html: await failed.text(),
  });
  // The form to hear of new work answered without JavaScript, then the subscriber's own pages.
  const address = `valid-${crypto.randomUUID()}@example.com`;
  for (const [name, email] of [
    ["POST /subscribe", address],
    ["POST /subscribe (invalid)", "not an address"],
  ] as const) {
    const answer = await request.post("/subscribe", {
      form: { email, page: "/about", website: "" },
    });
    pages.push({ name, status: answer.status(), html: await answer.text() });
  }
  const kept = keptSubscribers(sharedSubscribers).find((s) => s.address === address);
  const token = `${kept?.id}${kept?.secret}`;
  for (const path of [
    `/subscribe/${token}`,
    `/unsubscribe/${token}`,
    `/subscribe/${"0".repeat(54)}`,
  ]) {
    const response = await request.get(path);
    pages.push({ name: path, status: response.status(), html: await response.text() });
  }
  return pages;
}

test.describe("every page", () => {
  // The bytes do not depend on the browser's JavaScript: one project checks them.
  // In the smoke set: every route answering on each Node version, as bytes the checker passes.
  test("has no U+0000 byte and no HTML error (W3C Nu Html Checker)", SMOKE, async ({ request }) => {
    test.setTimeout(120_000);
    const sitemap = await sitemapPaths(request);
    const pages = await everyPage(request, sitemap);
    expect(pages.length).toBeGreaterThan(80);
    const statuses = Object.fromEntries(pages.map((p) => [p.name, p.status]));
    // Every page the sitemap lists answers 200 (seo.spec.ts reads the sitemap itself).
    expect(
      sitemap.filter((path) => statuses[path] !== 200).map((p) => `${p} ${statuses[p]}`),
    ).toEqual([]);
    expect(statuses["/no-such-page"]).toBe(404);
    expect(statuses["POST /contact (invalid)"]).toBe(400);
    expect(statuses["POST /subscribe"]).toBe(200);
    expect(statuses["POST /subscribe (invalid)"]).toBe(400);
    expect(statuses[`/subscribe/${"0".repeat(54)}`]).toBe(404);
    expect(pages.filter((p) => p.html.includes("\u0000")).map((p) => p.name)).toEqual([]);

    const dir = mkdtempSync(join(tmpdir(), "vnu-"));
    try {
      pages.forEach((p, i) => {
        writeFileSync(join(dir, `${String(i).padStart(3, "0")}.html`), p.html);
      });
      const errors = checkHtml([dir]).map((m) => {
        const index = Number(/(\d{3})\.html$/.exec(m.url ?? "")?.[1] ?? -1);
        return `${pages[index]?.name ?? m.url} line ${m.lastLine}: ${m.message}`;
      });
      expect(errors).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

test.describe("in Chromium", () => {
  test("no page logs a console error", async ({ page }) => {
    test.setTimeout(180_000);
    const errors: string[] = [];
    /** A page's own error status is reported on the console by Chromium: that one is expected. */
    let expectedStatus: number | undefined;
    page.on("console", (message: ConsoleMessage) => {
      if (message.type() !== "error") return;
      const text = message.text();
      if (expectedStatus && text.includes(`status of ${expectedStatus}`)) return;
      errors.push(`${page.url()}: ${text}`);
    });
    page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));

    // One page of each kind: the same code draws every page of a kind, and its bytes (every page
    // of the sitemap) are checked above.
    const paths = [...onePageOfEach.map((p) => p.path), contactWithPrint, "/contact?sent=1"];
    for (const path of paths) await page.goto(path);
    expectedStatus = 404;
    await page.goto("/no-such-page");
    // A failed submission, the server's checks answering (the browser's own are switched off).
    expectedStatus = 400;
    await page.goto(contactWithPrint);
    await page.getByLabel(say("form.fullName")).fill("Grace Hopper");
    await page
      .locator("form")
      .first()
      .evaluate((form: HTMLFormElement) => {
        form.noValidate = true;
      });
    await page.getByRole("button", { name: say("form.send") }).click();
    await expect(page.getByLabel(say("form.email"))).toHaveAttribute("aria-invalid", "true");
    expect(errors).toEqual([]);
  });
});
