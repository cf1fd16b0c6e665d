import type { Page } from "puppeteer-core";
import { type ConsoleEntry, Firefox, firefoxPath } from "../support/firefox";
import { say } from "../support/words";
import { expect, test } from "./fixtures";
import { onePageOfEach } from "./sample";

/**
 * The pages a visitor sees, in a real Firefox with JavaScript on: none logs an error or a warning
 * in the Web Console (the page's console.* calls, CSP violations, parser, layout and deprecation
 * warnings, uncaught exceptions). Chromium has its own check in valid-pages.spec.ts.
 *
 * One Firefox, pages visited in turn: the browser starts in about 5 s, each page takes well under
 * one. scripts/ensure-browser.js installs Debian's firefox-esr where it can; elsewhere this test
 * is skipped and says so.
 */
const executablePath = firefoxPath();

const printWithNext = "/portfolio/urban/URBAN-002"; // its next-print link ends in "›"
const contactWithPrint = "/contact?ref=URBAN-002&title=Urban%20Print%202";

/** Firefox's Web Console, as the visitor's browser would fill it, one page at a time. */
type Visit = { name: string; entries: ConsoleEntry[] };

/**
 * Firefox's own modules log with console.* too, about the page they serve: the remote agent that
 * drives this browser logs "JSWindowActorChild cannot send at the moment" from
 * resource://gre/modules/EventEmitter.sys.mjs when a page unloads under it, a dozen times on some
 * pages and none on others. A visitor's Firefox has no remote agent, and the site's scripts are
 * never resource:// or chrome:// ones: such lines are the browser's.
 */
const firefoxOwn = (entry: ConsoleEntry) =>
  entry.category === "console-api" && /^(resource|chrome):\/\//.test(entry.source);

/**
 * A page as a visitor's console would hold it: hydrated, and done with what hydration starts (Remix
 * asks /__manifest about the page's links). Leaving before that answer comes makes Firefox fail
 * the fetch, and Remix logs "Failed to fetch manifest patches … NetworkError": a visitor who
 * leaves that fast can see it (docs/development.md), but it tells nothing about the page.
 */
async function settled(page: Page) {
  await page.waitForSelector("html[data-hydrated]", { timeout: 15_000 });
  await idle(page);
}

/** No request for half a second (the manifest's answer takes a few milliseconds here). */
async function idle(page: Page) {
  await page.waitForNetworkIdle({ idleTime: 500, timeout: 15_000 });
}

test.describe("in Firefox", () => {
  test.skip(!executablePath, "no Firefox: install firefox-esr (scripts/ensure-browser.js does)");

  test("no page logs an error or a warning", async ({ baseURL }) => {
    test.setTimeout(90_000);
    const firefox = await Firefox.launch(executablePath ?? "");
    try {
      const page = await firefox.browser.newPage();
      const visits: Visit[] = [];
      const record = async (name: string) => {
        visits.push({ name, entries: await firefox.consoleMessages() });
      };

      // The channel itself first: a page that logs an error and gets a parser warning (no
      // doctype) must be seen, or an empty list below would prove nothing.
      await page.goto("data:text/html,<title>t</title><script>console.error('seen')</script>");
      const canary = await firefox.consoleMessages();
      expect(canary).toContainEqual(
        expect.objectContaining({ level: "error", category: "console-api", text: "seen" }),
      );
      expect(canary).toContainEqual(
        expect.objectContaining({ level: "warning", category: "HTML_PARSER__DOCTYPE" }),
      );

      const visit = async (path: string, status: number) => {
        const response = await page.goto(`${baseURL}${path}`, { waitUntil: "load" });
        expect(response?.status(), path).toBe(status);
        await settled(page);
        await record(path);
      };
      await visit("/", 200);
      // Each face is fetched once, by the text that uses it (no font is preloaded: root.tsx).
      const fontFetches = await page.evaluate(async () => {
        await document.fonts.ready;
        return performance
          .getEntriesByType("resource")
          .filter((e) => e.name.endsWith(".woff2"))
          .map((e) => e.name);
      });
      expect(fontFetches.filter((name) => name.includes("/instrument-serif-"))).toHaveLength(1);
      expect(new Set(fontFetches).size).toBe(fontFetches.length);
      await visit("/no-such-page", 404);
      for (const path of [
        ...onePageOfEach.map((p) => p.path).filter((path) => path !== "/"),
        printWithNext,
        contactWithPrint, // last: the form below is this page's
      ]) {
        await visit(path, 200);
      }

      // A failed submission: the server's checks answer (the browser's own are switched off).
      await page.type("#fullName", "Grace Hopper");
      await page.$eval("form.form", (form) => {
        (form as HTMLFormElement).noValidate = true;
      });
      await page.click("form.form button[type=submit]");
      await page.waitForSelector("#email[aria-invalid=true]");
      await idle(page);
      await record("POST /contact (invalid)");

      // A successful one, and the confirmation it leads to.
      await page.type("#email", "grace@example.com");
      await page.select("#inquiryType", "print-purchase");
      await page.click("form.form button[type=submit]");
      await page.waitForFunction(
        (heading) => [...document.querySelectorAll("h2")].some((h) => h.textContent === heading),
        {},
        say("sent.heading"),
      );
      await idle(page);
      await record("POST /contact (sent), the confirmation");

      // A first load of the confirmation page too (a refresh of it).
      await page.reload({ waitUntil: "load" });
      await settled(page);
      await record("/contact?sent=1");

      const logged = visits.flatMap((v) =>
        v.entries
          .filter((e) => !firefoxOwn(e))
          .map((e) => `${v.name}: ${e.level} [${e.category}] ${e.text} (${e.source})`),
      );
      expect(logged).toEqual([]);
    } finally {
      await firefox.close();
    }
  });
});
