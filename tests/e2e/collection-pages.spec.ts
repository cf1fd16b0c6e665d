import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { servedFixtureSite } from "../support/fixture-site";
import { checkHtml } from "../support/html-checker";
import type { ServerProcess } from "../support/server-process.js";
import type { Say } from "../support/words";
import { axe, axeWithoutJavaScript } from "./axe";
import { expect, test } from "./fixtures";

/**
 * A large collection in pages: the second photographer's archive (60 prints, so three pages of
 * 24, 24 and 12), served from its own build. Without JavaScript each page is its own address,
 * linked to the next and the previous; with it, the next page is added as the visitor scrolls.
 */

let server: ServerProcess;
let say: Say;
const archive = "/portfolio/archive";
const reference = (n: number) => `ARCHIVE-${String(n).padStart(3, "0")}`;
const references = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => reference(from + i));

test.use({ viewport: { width: 375, height: 812 } });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  ({ server, say } = await servedFixtureSite("second-photographer"));
});

test.afterAll(async () => {
  await server?.stop("SIGKILL");
});

const grid = (page: Page) => page.getByRole("list", { name: say("collection.printsLabel") });
/** The prints the grid shows, by reference (each card's id, the address of its fragment). */
const shownReferences = (page: Page) =>
  grid(page)
    .getByRole("listitem")
    .evaluateAll((cards) => cards.map((card) => card.id));
const pager = (page: Page) => page.getByRole("navigation", { name: say("collection.pagesLabel") });
const headLink = (page: Page, rel: string) => page.locator(`head link[rel="${rel}"]`);

// One walk through the pages, each loaded once for every check of it: the way on from each page,
// the prints it shows, its head's links, and (the second page) axe.
test("the pages, reached by their links alone: each shows its prints under its own title, linked both ways, and every print is linked", async ({
  page,
  browser,
  request,
  jsEnabled,
}) => {
  const linked: string[] = [];
  const visited: string[] = [];
  /** Each card's first link, which opens its print in the viewer. */
  const cardLinks = () =>
    grid(page)
      .getByRole("listitem")
      .evaluateAll((cards) =>
        cards.map((card) => card.querySelector("a[href]")?.getAttribute("href") ?? ""),
      );
  const next = pager(page).getByRole("link", { name: say("collection.nextPage") });

  await test.step("the first page shows 24 of the 60 prints, counts them all, and leads on to the second", async () => {
    visited.push(archive);
    await page.goto(`${server.url}${archive}`);
    await expect(page).toHaveTitle(/^Archiv \|/);
    await expect(
      page.getByText(say("portfolio.printCount", { count: 60 }), { exact: true }),
    ).toBeVisible();
    expect(await shownReferences(page)).toEqual(references(1, 24));
    await expect(pager(page)).toContainText(say("collection.pageOf", { page: 1, count: 3 }));
    await expect(
      pager(page).getByRole("link", { name: say("collection.previousPage") }),
    ).toHaveCount(0);
    await expect(next).toHaveAttribute("href", `${archive}?page=2`);
    await expect(next).toHaveAttribute("rel", "next");
    await expect(headLink(page, "canonical")).toHaveAttribute("href", `${server.url}${archive}`);
    await expect(headLink(page, "next")).toHaveAttribute("href", `${server.url}${archive}?page=2`);
    await expect(headLink(page, "prev")).toHaveCount(0);
    linked.push(...(await cardLinks()));
  });

  const url = `${server.url}${archive}?page=2`;
  let response: Awaited<ReturnType<Page["goto"]>> = null;
  await test.step("the second page shows its prints under its own title, linked both ways", async () => {
    const address = await next.getAttribute("href");
    visited.push(address ?? "");
    response = await page.goto(`${server.url}${address}`);
    await expect(page).toHaveTitle(/^Archiv – Seite 2 \|/);
    // The heading still counts the whole collection.
    await expect(
      page.getByText(say("portfolio.printCount", { count: 60 }), { exact: true }),
    ).toBeVisible();
    expect(await shownReferences(page)).toEqual(references(25, 48));
    await expect(pager(page)).toContainText(say("collection.pageOf", { page: 2, count: 3 }));
    await expect(
      pager(page).getByRole("link", { name: say("collection.previousPage") }),
    ).toHaveAttribute("href", archive);
    await expect(headLink(page, "canonical")).toHaveAttribute("href", url);
    await expect(headLink(page, "prev")).toHaveAttribute("href", `${server.url}${archive}`);
    await expect(headLink(page, "next")).toHaveAttribute("href", `${server.url}${archive}?page=3`);
    await expect(next).toHaveAttribute("href", `${archive}?page=3`);
    linked.push(...(await cardLinks()));
  });

  // The page's own part is its way between the pages; the cards and the layout around them are
  // the first page's, which a11y.spec.ts scans at both widths. So one width, the phone's.
  await test.step("the second page is accessible", async () => {
    const results = jsEnabled
      ? await axe(page).analyze()
      : await axeWithoutJavaScript(
          browser,
          url,
          200,
          (await response?.text()) ?? "",
          page.viewportSize(),
        );
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
  });

  await test.step("the third page shows the last 12 prints and leads on no further", async () => {
    visited.push((await next.getAttribute("href")) ?? "");
    // With JavaScript, scrolling to the link adds that page instead: its address is followed.
    if (jsEnabled) await page.goto(`${server.url}${await next.getAttribute("href")}`);
    else await next.click();
    await expect(page).toHaveURL(`${server.url}${archive}?page=3`);
    await expect(page).toHaveTitle(/^Archiv – Seite 3 \|/);
    await expect(grid(page).getByRole("listitem")).toHaveCount(12);
    expect(await shownReferences(page)).toEqual(references(49, 60));
    await expect(pager(page)).toContainText(say("collection.pageOf", { page: 3, count: 3 }));
    await expect(next).toHaveCount(0);
    await expect(
      pager(page).getByRole("link", { name: say("collection.previousPage") }),
    ).toHaveAttribute("href", `${archive}?page=2`);
    await expect(headLink(page, "next")).toHaveCount(0);
    linked.push(...(await cardLinks()));
  });

  await test.step("every print is linked from a page of its collection, and is in the sitemap", async () => {
    expect(visited).toEqual([archive, `${archive}?page=2`, `${archive}?page=3`]);
    expect(linked).toEqual(references(1, 60).map((r) => `${archive}/${r}`));
    // And each is in the sitemap, which lists the collection once, at its own address.
    const sitemap = await (await request.get(`${server.url}/sitemap.xml`)).text();
    for (const r of references(1, 60)) expect(sitemap).toContain(`${archive}/${r}</loc>`);
    expect(sitemap).not.toContain("page=");
  });
});

test.describe("the server's answers", () => {
  // Statuses, redirects and HTML bytes: the same whichever browser asks, so asked once.
  test.skip(
    ({ jsEnabled }) => jsEnabled,
    "the server's answers, the same in both modes: checked once",
  );

  test("an address that names no page leads to the nearest that does", async ({
    request,
    page,
  }) => {
    const answer = async (path: string) => {
      const response = await request.get(`${server.url}${path}`, { maxRedirects: 0 });
      return `${response.status()} ${response.headers().location ?? ""}`;
    };
    expect(await answer(`${archive}?page=1`)).toBe(`301 ${archive}`);
    for (const page of ["abc", "", "0", "-1", "1.5"]) {
      expect(await answer(`${archive}?page=${page}`), page).toBe(`302 ${archive}`);
    }
    expect(await answer(`${archive}?page=4`)).toBe(`302 ${archive}?page=3`);
    expect(await answer(`${archive}?page=999`)).toBe(`302 ${archive}?page=3`);
    expect(await answer(`${archive}?page=02`)).toBe(`302 ${archive}?page=2`);
    // A collection of one page has only its own address.
    expect(await answer("/portfolio/harbour?page=2")).toBe("302 /portfolio/harbour");
    await page.goto(`${server.url}${archive}?page=abc`);
    await expect(page).toHaveURL(`${server.url}${archive}`);
    expect(await shownReferences(page)).toEqual(references(1, 24));
  });

  test("a page after the first, and About with a portrait, are valid HTML (W3C Nu Html Checker)", async ({
    request,
  }) => {
    const dir = mkdtempSync(join(tmpdir(), "vnu-pages-"));
    try {
      for (const n of [2, 3]) {
        const response = await request.get(`${server.url}${archive}?page=${n}`);
        const html = await response.text();
        expect(response.status()).toBe(200);
        // The page as paged: its own links to its neighbours, in the head and under the grid.
        expect(html).toContain(`<link rel="prev"`);
        expect(html).toContain(`aria-label="${say("collection.pagesLabel")}"`);
        writeFileSync(join(dir, `page-${n}.html`), html);
      }
      // Her About page shows her portrait (second-photographer.spec.ts): one run of the checker.
      const about = await (await request.get(`${server.url}/about`)).text();
      expect(about).toContain('<figure class="about__photo about__portrait">');
      writeFileSync(join(dir, "about.html"), about);
      expect(checkHtml([dir]).map((m) => `${m.url} ${m.lastLine}: ${m.message}`)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

test.describe("with JavaScript", () => {
  // Without JavaScript the next page is the link's, and each page a document of its own: the
  // walk above follows those links.
  test.skip(({ jsEnabled }) => !jsEnabled, "without JavaScript the next page is the link's");

  /** Scrolls down a screen at a time, as a visitor's wheel or thumb does, until `done`. */
  async function scrollUntil(page: Page, done: () => Promise<boolean>) {
    await page.mouse.move(100, 300);
    for (let i = 0; i < 80 && !(await done()); i++) {
      await page.mouse.wheel(0, 700);
      await page.waitForTimeout(100);
    }
  }
  const cardCount = (page: Page, n: number) => async () =>
    (await grid(page).getByRole("listitem").count()) >= n;
  const shifts = (page: Page) =>
    page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);

  // One page load for both: the second page added as the visitor scrolls is where Back from a
  // print must return; then the third is added, from the page Back restored.
  test("scrolling near the end adds the next page's prints, with no layout shift, and the address follows; Back from a print opened on an added page returns to its card", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(`${server.url}${archive}`);
    expect(await shownReferences(page)).toEqual(references(1, 24));

    await test.step("scrolling near the end adds the second page's prints, with no layout shift, and the address follows", async () => {
      await scrollUntil(page, cardCount(page, 48));
      expect(await shownReferences(page)).toEqual(references(1, 48));
      await expect(page).toHaveURL(`${server.url}${archive}?page=2`);
      await expect(pager(page)).toContainText(say("collection.pageOf", { page: 2, count: 3 }));
      await expect(
        pager(page).getByRole("link", { name: say("collection.nextPage") }),
      ).toHaveAttribute("href", `${archive}?page=3`);
      expect(await shifts(page)).toEqual([]);
    });

    await test.step("Back from a print opened on an added page returns to its card, the pages above still shown", async () => {
      const card = grid(page)
        .getByRole("listitem")
        .filter({ hasText: reference(30) });
      await card.scrollIntoViewIfNeeded();
      const before = await card.boundingBox();
      await card.getByRole("link").first().click();
      await expect(page).toHaveURL(`${server.url}${archive}/${reference(30)}`);

      await page.goBack();
      await expect(page).toHaveURL(`${server.url}${archive}?page=2`);
      await expect.poll(() => shownReferences(page)).toEqual(references(1, 48));
      await expect(card).toBeInViewport();
      await expect(card.getByRole("link").first()).toBeFocused();
      expect(Math.abs(((await card.boundingBox())?.y ?? 0) - (before?.y ?? 0))).toBeLessThan(2);
    });

    await test.step("scrolling on adds the last page's prints, with no layout shift, and the address follows", async () => {
      // The shifts from here on: the way to the print and back is not a page being added.
      await page.evaluate(() => {
        (window as unknown as { shifts: number[] }).shifts.length = 0;
      });
      await scrollUntil(page, cardCount(page, 60));
      expect(await shownReferences(page)).toEqual(references(1, 60));
      await expect(page).toHaveURL(`${server.url}${archive}?page=3`);
      await expect(pager(page).getByRole("link", { name: say("collection.nextPage") })).toHaveCount(
        0,
      );
      expect(await shifts(page)).toEqual([]);
    });
  });

  test("a page that cannot come as the visitor scrolls leaves the grid and its link to the next page", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(String(error)));
    await page.goto(`${server.url}${archive}`);
    // The line drops just as the second page is asked for.
    let refused = 0;
    const secondPage = /\/portfolio\/archive\.data\?.*page=2/;
    await page.route(secondPage, (route) => {
      refused++;
      return route.abort("internetdisconnected");
    });
    await scrollUntil(page, async () => refused > 0);
    expect(refused).toBe(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Archiv");
    expect(await shownReferences(page)).toEqual(references(1, 24));
    await expect(page).toHaveURL(`${server.url}${archive}`);
    // The line back, the link still leads on.
    await page.unroute(secondPage);
    await pager(page)
      .getByRole("link", { name: say("collection.nextPage") })
      .click();
    await expect(page).toHaveURL(`${server.url}${archive}?page=2`);
    await expect.poll(() => shownReferences(page)).toEqual(references(25, 48));
    expect(errors).toEqual([]);
  });
});
