import { servedFixtureSite } from "../support/fixture-site";
import type { ServerProcess } from "../support/server-process.js";
import { escapeRegExp, type Say } from "../support/words";
import { expect, test } from "./fixtures";

/**
 * A print's page in a large collection (the second photographer's archive: 60 prints, the tests'
 * own fixture, built once per run by fixture-site.ts) carries the print, three on each side and a
 * strip of links, and pages on as quickly as in a small one: the prints further on are asked for
 * ahead of the visitor, never while a key waits.
 */

let server: ServerProcess;
let say: Say;
const ref = (n: number) => `ARCHIVE-${String(n).padStart(3, "0")}`;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  ({ server, say } = await servedFixtureSite("second-photographer"));
});
test.afterAll(async () => {
  await server?.stop("SIGKILL");
});

/** The prints a page's HTML carries whole: only a whole print has its inquiry's address. */
const carried = (html: string): string[] => [
  ...new Set([...html.matchAll(/contact\?ref=(ARCHIVE-\d{3})/g)].map((m) => m[1] as string)),
];

// One print's page, loaded once: what it carries and shows, then a link of its strip to a print it
// does not carry (a whole page without scripts, the print's data with them).
test("a print's page carries it and three on each side whole, and every print as a link; the strip's links page past what it carried", async ({
  page,
  request,
  jsEnabled,
}) => {
  // What the server sends is the same whatever the browser runs: asked once, with scripts on.
  if (jsEnabled)
    await test.step("the page's HTML carries the print and three on each side whole", async () => {
      const html = await (await request.get(`${server.url}/portfolio/archive/${ref(30)}`)).text();
      const whole = carried(html);
      expect(whole.sort()).toEqual([27, 28, 29, 30, 31, 32, 33].map(ref));
    });

  await page.goto(`${server.url}/portfolio/archive/${ref(30)}`);
  const strip = page.getByRole("navigation", { name: say("viewer.thumbnails") });
  await test.step("a print's page carries every print as a link", async () => {
    await expect(
      page.getByText(say("viewer.position", { index: 30, total: 60 }), { exact: true }),
    ).toBeVisible();
    const links = strip.getByRole("link");
    await expect(links).toHaveCount(60);
    for (const n of [1, 30, 60]) {
      const link = links.nth(n - 1);
      await expect(link).toHaveAttribute("href", `/portfolio/archive/${ref(n)}`);
      // Its picture is asked for by reference as it shows, not listed in the page's data.
      await expect(link.locator("img")).toHaveAttribute("src", `/images/thumbnail/${ref(n)}`);
      await expect(link.locator("img")).toHaveAttribute("loading", "lazy");
    }
    await expect(links.nth(29)).toHaveAttribute("aria-current", "page");
    // The way back leads to the page of the collection that holds the print.
    await expect(
      page.getByRole("link", { name: say("viewer.backTo", { collection: "Archiv" }) }),
    ).toHaveAttribute("href", `/portfolio/archive?page=2#${ref(30)}`);
  });

  await test.step("the strip's links page through the whole archive, past what the page carried", async () => {
    const answer = page
      .waitForResponse((r) => r.url().includes(`/${ref(45)}.data`), { timeout: 10_000 })
      .catch(() => undefined);
    await strip
      .getByRole("link", { name: say("print.title", { collection: "Archiv", number: 45 }) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/portfolio/archive/${ref(45)}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      say("print.title", { collection: "Archiv", number: 45 }),
    );
    await expect(
      page.getByText(say("viewer.position", { index: 45, total: 60 }), { exact: true }),
    ).toBeVisible();
    // What came for it (the server's page, or the data the browser asked for) carries it and its
    // neighbours whole, and no more.
    const came = jsEnabled ? await (await answer)?.text() : await page.content();
    expect(carried(came ?? "").sort()).toEqual([42, 43, 44, 45, 46, 47, 48].map(ref));
  });
});

test("keys page on past the carried prints without waiting, asking ahead of the visitor", async ({
  page,
  jsEnabled,
}) => {
  test.skip(!jsEnabled, "keys need JavaScript");
  const asked: string[] = [];
  let open = 0;
  page.on("request", (r) => {
    const m = new URL(r.url()).pathname.match(/\/(ARCHIVE-\d{3})\.data$/);
    if (!m) return;
    asked.push(m[1] as string);
    open++;
  });
  const done = () => open--;
  page.on("requestfinished", (r) => r.url().includes(".data") && done());
  page.on("requestfailed", (r) => r.url().includes(".data") && done());

  await page.goto(`${server.url}/portfolio/archive/${ref(58)}`);
  // Forward past the end (wrapping to the first prints) and on, then back again.
  const steps: [string, number][] = [
    ...[59, 60, 1, 2, 3, 4, 5, 6, 7, 8].map((n) => ["ArrowRight", n] as [string, number]),
    ...[7, 6, 5].map((n) => ["ArrowLeft", n] as [string, number]),
  ];
  for (const [key, n] of steps) {
    // What was asked ahead has come before the visitor's next key (as a visitor looks a moment).
    await expect.poll(() => open, { intervals: [50] }).toBe(0);
    const before = asked.length;
    await page.keyboard.press(key);
    await expect(
      page.getByText(say("viewer.position", { index: n, total: 60 }), { exact: true }),
    ).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${ref(n)}$`));
    expect(asked.slice(before)).not.toContain(ref(n));
  }
  // The prints met on the way came ahead, a few at a time, each asked for once.
  expect(asked.length).toBeGreaterThanOrEqual(2);
  expect(asked.length).toBeLessThanOrEqual(5);
  expect(new Set(asked).size).toBe(asked.length);
});

test("Escape after paging beyond the pages the grid showed leads to the page holding the print", async ({
  page,
  jsEnabled,
}) => {
  test.skip(!jsEnabled, "keys need JavaScript");
  const card = (n: number) => page.locator(`#${ref(n)} a`).first();
  // The grid from its second page (it may grow on to the third as the visitor nears its end).
  await page.goto(`${server.url}/portfolio/archive?page=2`);
  const shows = (n: number) =>
    expect(page.getByRole("heading", { level: 1 })).toHaveText(
      say("print.title", { collection: "Archiv", number: n }),
    );
  await card(26).click();
  await shows(26);
  const grid = `${server.url}/portfolio/archive?page=`;
  // Still on a page the grid showed: Escape goes Back to it.
  await page.keyboard.press("ArrowLeft");
  // The print drawn, as a visitor sees it before the next key (the address moves a moment
  // before the page is drawn, and a key in between is the last print's).
  await shows(25);
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(new RegExp(`^${escapeRegExp(grid)}[23]$`));
  await expect(card(25)).toBeFocused();

  // Paged back past it: Back would show a grid without the print's card, so Escape leads to the
  // page that holds it, the collection's own address: a new entry, not Back.
  await card(25).click();
  await shows(25);
  await page.keyboard.press("ArrowLeft");
  await shows(24);
  const entries = await page.evaluate(() => window.history.length);
  await page.keyboard.press("Escape");
  await expect(card(24)).toBeFocused();
  await expect(page.locator(`#${ref(24)}`)).toBeInViewport();
  // The grid from the first page, which holds print 24; the card is that page's last, so the
  // grid goes on to the second page at once, and the address says so (#ARCHIVE-024 until then).
  await expect(page.locator(`#${ref(1)}`)).toBeAttached();
  await expect(page.locator(`#${ref(25)}`)).toBeAttached();
  await expect(page).toHaveURL(`${grid}2`);
  expect(await page.evaluate(() => window.history.length)).toBe(entries + 1);
});
