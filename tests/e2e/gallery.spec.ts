import type { Locator, Page } from "@playwright/test";
import { escapeRegExp, say } from "../support/words";
import { expect, test } from "./fixtures";
import { aboutPage, hero } from "./sample";
import { sendInquiry } from "./send-inquiry";

/** The photographs come first: boxes read in a real Chromium, JavaScript on and off. */

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1440, height: 900 };

/** The box of the picture drawn inside an <img> (object-fit: contain leaves the rest empty). */
async function drawnPicture(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((img: HTMLImageElement) => {
      const box = img.getBoundingClientRect();
      const fit = getComputedStyle(img).objectFit;
      const ratio = img.width / img.height; // the attributes: the print's own proportions
      const natural = Number(img.getAttribute("width")) / Number(img.getAttribute("height"));
      const r = fit === "contain" ? natural : ratio;
      const width = Math.min(box.width, box.height * r);
      return { top: box.top, left: box.left, boxWidth: box.width, width };
    });
}

/** A list item's picture has loaded, inside its square, left of the words. */
async function expectThumbnailShown(item: Locator) {
  const img = item.locator("img");
  await expect(img).toBeVisible();
  await expect
    .poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0))
    .toBe(true);
  const box = await img.boundingBox();
  const words = await item.getByText(/-\d{3}/).boundingBox();
  if (!box || !words) throw new Error("no picture or words");
  expect(box.width).toBeGreaterThanOrEqual(48);
  expect(box.x + box.width).toBeLessThanOrEqual(words.x);
}

/** A size's name where the site sells in inches: "16x20 in (41x51 cm)". */
const inches = (size: string, cm: string) => say("quote.sizeInches", { inches: size, cm });
/** Matches a name that begins with `words`. */
const startsWith = (words: string) => new RegExp(`^${escapeRegExp(words)}`);

const fontSize = (heading: Locator) => heading.evaluate((h) => getComputedStyle(h).fontSize);

test("phone viewer: the photograph edge to edge under one slim bar, the essentials beneath", async ({
  page,
  jsEnabled,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto("/portfolio/landscapes/LANDSCAPES-001");
  const picture = await drawnPicture(page, ".viewer__image");
  expect(picture.top).toBeLessThanOrEqual(140);
  expect(picture.left).toBe(0);
  expect(picture.width).toBe(PHONE.width);
  // Nothing above it but the viewer's own bar: the site's header steps aside.
  await expect(page.getByRole("banner")).toBeHidden();
  // No control laid over the picture.
  // (A stage or controls not found would check nothing: both must be there.)
  const stage = await page.locator(".viewer__stage").boundingBox();
  if (!stage) throw new Error("the viewer's stage is not drawn");
  let checked = 0;
  for (const control of await page.locator(".viewer a, .viewer button").all()) {
    const box = await control.boundingBox();
    // A control not drawn (the Info sheet's, closed) lies over nothing.
    if (!box) continue;
    checked++;
    const overlaps =
      box.x < stage.x + stage.width &&
      box.x + box.width > stage.x &&
      box.y < stage.y + stage.height &&
      box.y + box.height > stage.y;
    expect(overlaps, await control.evaluate((e) => e.outerHTML.slice(0, 80))).toBe(false);
  }
  expect(checked, "controls drawn around the picture").toBeGreaterThan(3);
  // Previous and next stay real links, under the picture.
  const next = page.getByRole("link", {
    name: say("viewer.nextLabel", { title: "Landscapes Print 2" }),
  });
  await expect(next).toBeVisible();
  const nextBox = await next.boundingBox();
  expect(nextBox?.y).toBeGreaterThanOrEqual(stage.y + stage.height);
  // Title, price range, sizes and 'Add to Inquiry' show without opening anything.
  await expect(page.getByRole("heading", { level: 1, name: "Landscapes Print 1" })).toBeVisible();
  const details = page.getByRole("complementary", { name: say("viewer.details") });
  await expect(details.getByText("$35 - $125", { exact: true })).toBeVisible();
  await expect(details.getByText("8x10, 11x14, 16x20, 24x30", { exact: true })).toBeVisible();
  await expect(details.getByRole("button", { name: say("quote.addToInquiry") })).toBeVisible();
  if (jsEnabled)
    await expect(
      page.getByRole("button", { name: say("viewer.info"), exact: true }),
    ).toHaveAttribute("aria-expanded", "false");
  await next.click();
  await expect(page).toHaveURL(/LANDSCAPES-002$/);
});

/** Each photograph in `selector` fills its tile in its own shape, at the page's width now. */
async function expectTilesFit(page: Page, path: string, selector: string, viewport: typeof PHONE) {
  const fits = await page.locator(selector).evaluateAll((imgs) =>
    imgs.map((img) => {
      const r = img.getBoundingClientRect();
      const natural = Number(img.getAttribute("width")) / Number(img.getAttribute("height"));
      return Math.abs(r.width / r.height - natural) / natural;
    }),
  );
  expect(fits.length, path).toBeGreaterThan(0);
  for (const off of fits) expect(off, `${path} at ${viewport.width}`).toBeLessThan(0.02);
}

/** A collection's first screen on a phone: its way back, and its first photograph. */
async function expectCollectionPhoneScreen(page: Page, slug: string) {
  await expect(page.getByRole("link", { name: say("collection.back") })).toBeVisible();
  await expect(page.getByRole("navigation", { name: say("nav.breadcrumb") })).toBeVisible();
  const first = await page.locator(".print-card__image").first().boundingBox();
  expect(first?.y ?? 999, slug).toBeLessThanOrEqual(420);
}

// The home page, the portfolio and the collections: each loaded once, on a phone, then widened
// for the desktop's checks. Their layout is the stylesheet's alone (no script sizes a tile or
// the hero), which a change of width applies as a load at that width does.
test("grids: each photograph fills its tile in its own shape, no bands; the hero, the collections on a phone and at 1440 px", async ({
  page,
  jsEnabled,
}) => {
  const tilesFit = async (path: string, selector: string) => {
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await expectTilesFit(page, path, selector, viewport);
    }
  };
  await page.setViewportSize(PHONE);
  await page.goto("/");
  await test.step("home: each photograph fills its tile", () =>
    tilesFit("/", ".featured__grid img"));
  await test.step("home: the hero covers at least 45% of the first desktop screen, with one line and 'Shop Prints'", async () => {
    expect(page.viewportSize()).toEqual(DESKTOP);
    const box = await page.locator(".hero__photo").boundingBox();
    const visible = Math.min(DESKTOP.height, (box?.y ?? 0) + (box?.height ?? 0)) - (box?.y ?? 0);
    expect(((box?.width ?? 0) * visible) / (DESKTOP.width * DESKTOP.height)).toBeGreaterThanOrEqual(
      0.45,
    );
    await expect(page.getByRole("heading", { level: 1, name: hero.title })).toBeInViewport();
    await expect(page.getByRole("link", { name: "Shop Prints" })).toBeInViewport();
    // The photographer's name once, in the site's header.
    await expect(page.getByRole("main").getByText("Elena Marlowe", { exact: true })).toHaveCount(0);
  });

  await page.setViewportSize(PHONE);
  await page.goto("/portfolio");
  await test.step("portfolio: each photograph fills its tile", () =>
    tilesFit("/portfolio", ".collection-grid img"));

  await page.setViewportSize(PHONE);
  await page.goto("/portfolio/nature");
  await test.step("collection on a phone: the first photograph on the first screen, header light (nature)", () =>
    expectCollectionPhoneScreen(page, "nature"));

  await page.goto("/portfolio/urban");
  await test.step("collection on a phone: the first photograph on the first screen, header light (urban)", () =>
    expectCollectionPhoneScreen(page, "urban"));
  await test.step("urban: each photograph fills its tile", () =>
    tilesFit("/portfolio/urban", ".print-grid img"));
  await test.step("collection on a phone: the rest of the long description opens without JavaScript", async () => {
    await page.setViewportSize(PHONE);
    const description = page.locator(".collection__about .lede");
    const clamped = (await description.boundingBox())?.height ?? 0;
    await page.getByText(say("collection.readMore")).click();
    expect((await description.boundingBox())?.height ?? 0).toBeGreaterThan(clamped);
  });

  await page.setViewportSize(PHONE);
  await page.goto("/portfolio/landscapes");
  await test.step("collection on a phone: the first photograph on the first screen, header light (landscapes)", () =>
    expectCollectionPhoneScreen(page, "landscapes"));
  await test.step("landscapes: each photograph fills its tile", () =>
    tilesFit("/portfolio/landscapes", ".print-grid img"));
  await test.step("collection grid: photographs 400 px wide at 1440 px, a row's frames lined up", async () => {
    expect(page.viewportSize()).toEqual(DESKTOP);
    const frames = page.locator(".print-card__image");
    const boxes = await frames.evaluateAll((all) =>
      all.map((f) => {
        const r = f.getBoundingClientRect();
        return { top: Math.round(r.top), width: r.width, height: r.height };
      }),
    );
    for (const b of boxes) expect(b.width).toBeGreaterThanOrEqual(400);
    // A row's frames line up: no zig-zag.
    expect(new Set(boxes.slice(0, 3).map((b) => b.top)).size).toBe(1);
    const picture = await drawnPicture(page, ".print-card__image img");
    expect(picture.width).toBeGreaterThanOrEqual(400);
    // Each tile keeps its reference with copy, price range and 'Add to Inquiry'.
    const tile = page
      .getByRole("list", { name: say("collection.printsLabel") })
      .getByRole("listitem")
      .first();
    await expect(tile.getByText("LANDSCAPES-001", { exact: true })).toBeVisible();
    await expect(tile.getByText("$35 - $125", { exact: true })).toBeVisible();
    await expect(tile.getByRole("link", { name: say("quote.addToInquiry") })).toBeVisible();
  });
  await test.step("collection on a phone: two columns of photographs, each tile with its reference, price and 'Add to Inquiry'", async () => {
    // Two columns, each half the content less the gap.
    await page.setViewportSize(PHONE);
    const widths = await page
      .locator(".print-grid img")
      .evaluateAll((imgs) => imgs.map((i) => i.getBoundingClientRect().width));
    for (const w of widths) expect(w).toBeCloseTo((PHONE.width - 2 * 16 - 12) / 2, 0);
    const tile = page
      .getByRole("list", { name: say("collection.printsLabel") })
      .getByRole("listitem")
      .first();
    await expect(tile.getByText("LANDSCAPES-001", { exact: true })).toBeVisible();
    if (jsEnabled)
      await expect(
        tile.getByRole("button", {
          name: say("reference.copy", { reference: "LANDSCAPES-001" }),
        }),
      ).toBeVisible();
    await expect(tile.getByText("$35 - $125", { exact: true })).toBeVisible();
    await expect(tile.getByRole("link", { name: say("quote.addToInquiry") })).toBeVisible();
  });
});

test("about: a photograph, and buttons at least 12 px apart; the headings and the body in the site's own faces", async ({
  page,
  jsEnabled,
}) => {
  // Loaded once on a phone, then widened: the page's layout is its stylesheet's.
  await page.setViewportSize(PHONE);
  await page.goto("/about");
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await expect(page.getByRole("main").getByRole("img")).toBeVisible();
    const a = await page.getByRole("link", { name: aboutPage.portfolioLink }).boundingBox();
    const b = await page.getByRole("link", { name: aboutPage.contactLink }).boundingBox();
    if (!a || !b) throw new Error("no buttons");
    const apart = Math.max(b.x - (a.x + a.width), b.y - (a.y + a.height));
    expect(apart, `${viewport.width} px`).toBeGreaterThanOrEqual(12);
  }
  // The page's fonts are read by script: with JavaScript on only.
  if (!jsEnabled) return;
  await test.step("the headings and the body are set in the site's own faces", async () => {
    await expect
      .poll(() => page.evaluate(() => document.fonts.check('1em "Instrument Serif"')))
      .toBe(true);
    const family = await page
      .getByRole("heading", { level: 1 })
      .evaluate((h) => getComputedStyle(h).fontFamily);
    expect(family.startsWith('"Instrument Serif"')).toBe(true);
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.fonts].some(
            (f) => f.family.replaceAll('"', "") === "Instrument Serif" && f.status === "loaded",
          ),
        ),
      )
      .toBe(true);
    // The body's face: asked for by the text that uses it, as the headings' is.
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.fonts].some(
            (f) => f.family.replaceAll('"', "") === "Instrument Sans" && f.status === "loaded",
          ),
        ),
      )
      .toBe(true);
    const body = await page
      .getByRole("main")
      .locator("p")
      .first()
      .evaluate((p) => getComputedStyle(p).fontFamily);
    expect(body.startsWith('"Instrument Sans"')).toBe(true);
  });
});

test("the confirmation recalls the prints and the reply address, and leads back", async ({
  page,
}) => {
  await sendInquiry(page, "/contact?ref=URBAN-003&title=Urban%20Print%203");
  const sent = page.locator(".inquiry-sent");
  await expect(sent.getByText("grace@example.com")).toBeVisible();
  await expect(sent.getByText("URBAN-003", { exact: true })).toBeVisible();
  await expect(sent.getByText(/Urban Print 3/)).toBeVisible();
  await expect(page).toHaveURL(/\/contact\?sent=1$/);
  // The print's own picture beside its name, here as in the list the form showed.
  await expectThumbnailShown(sent.getByRole("listitem").filter({ hasText: "URBAN-003" }));
  // The thanks is the section's heading, as large as the form's heading was.
  const thanks = page.getByRole("heading", { level: 2, name: say("sent.heading") });
  await expect(thanks).toBeVisible();
  expect(await fontSize(thanks)).toBe(
    await fontSize(page.getByRole("heading", { name: say("contact.detailsHeading") })),
  );
  await sent.getByRole("link", { name: say("sent.portfolioLink") }).click();
  await expect(page).toHaveURL("/portfolio");
});

test("the inquiry list shows each print's picture beside its name", async ({ page }) => {
  await page.goto("/contact?ref=URBAN-003&ref=LANDSCAPES-002");
  const list = page.getByRole("region", { name: say("form.prints") });
  for (const reference of ["URBAN-003", "LANDSCAPES-002"]) {
    await expectThumbnailShown(list.getByRole("listitem").filter({ hasText: reference }));
  }
});

test("on a phone the error summary is compact, linked to each field and announced", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto("/contact");
  // Past the browser's own checks, to the server's: values it refuses.
  await page.getByLabel(say("form.fullName")).fill(" ");
  await page.getByLabel(say("form.email")).fill("a@b");
  await page
    .getByLabel(say("form.inquiryType"))
    .selectOption({ label: say("inquiryType.print-purchase") });
  await page.getByLabel(say("form.message")).fill(" ");
  await page.getByRole("button", { name: say("form.send") }).click();
  const alert = page.getByRole("alert");
  await expect(alert).toBeVisible();
  const links = alert.getByRole("link");
  expect(await links.count()).toBeGreaterThanOrEqual(2);
  for (const link of await links.all()) await expect(link).toHaveAttribute("href", /^#\w/);
  expect((await alert.boundingBox())?.height ?? 999).toBeLessThanOrEqual(200);
});

/** Is the element on top at the middle of `locator`'s box (not under a bar or off its box)? */
async function onTop(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return !!hit && (hit === el || el.contains(hit));
    });
}

const CHOSEN = say("quote.choiceLine", {
  size: inches("16x20", "41x51"),
  paper: "Cotton rag",
  frame: "Black frame",
  price: "$95",
});

for (const viewport of [DESKTOP, { width: 1280, height: 720 }]) {
  // One load for both: the column's checks only scroll, and scrolling back to the top restores
  // the page the choice's checks start from.
  test(`desktop viewer at ${viewport.width}x${viewport.height}: no content hidden in the details column; the choice and its price beside the one 'Add to Inquiry', carried to the contact page`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/portfolio/landscapes/LANDSCAPES-003");
    const viewer = page.locator(".viewer");
    // One 'Add to Inquiry' in the viewer (its name adds the print's title), on screen from the start.
    const add = viewer.getByRole("button", { name: startsWith(say("quote.addToInquiry")) });
    await test.step("one 'Add to Inquiry', on screen from the start", async () => {
      await expect(add).toHaveText(startsWith(say("quote.addToInquiry")));
      await expect(add).toHaveCount(1);
      await expect(add).toBeInViewport({ ratio: 1 });
    });

    const column = page.getByRole("complementary", { name: say("viewer.details") });
    await test.step("no content hidden in the details column", async () => {
      const scrolls = await column.evaluate(
        (el) =>
          /(auto|scroll)/.test(getComputedStyle(el).overflowY) && el.scrollHeight > el.clientHeight,
      );
      const bar = page.locator(".quote__bar");
      if (scrolls) {
        // A column that scrolls keeps the choice, its price and the button in a bar at its foot.
        await expect(bar).toBeInViewport({ ratio: 1 });
        await expect(
          bar.getByRole("button", { name: startsWith(say("quote.addToInquiry")) }),
        ).toBeVisible();
        // The print's first choice, as the page starts.
        const first = say("quote.choiceLine", {
          size: inches("8x10", "20x25"),
          paper: "Cotton rag",
          frame: "Unframed",
          price: "$35",
        });
        await expect(bar.getByText(first, { exact: true }).filter({ visible: true })).toHaveCount(
          1,
        );
        const edges = await column.evaluate((el) => {
          const c = el.getBoundingClientRect();
          const b = el.querySelector(".quote__bar")?.getBoundingClientRect();
          return { column: c.bottom, bar: b?.bottom ?? 0 };
        });
        expect(Math.abs(edges.column - edges.bar)).toBeLessThanOrEqual(2);
      }
      // Scrolled to the table's last row, its column headings still show above it.
      await page.getByRole("radio", { name: /^24x30 in/ }).scrollIntoViewIfNeeded();
      expect(await onTop(page, ".quote__table thead th:last-child")).toBe(true);
      expect(await onTop(page, ".quote__table tbody tr:last-child td:last-child")).toBe(true);
      // Everything can be brought into view, clear of the bar: the scale view, shipping, the end.
      for (const selector of [".scale__wall", ".quote__list", ".viewer__licensing a"]) {
        await page
          .locator(selector)
          .first()
          .evaluate((el) => el.scrollIntoView({ block: "center" }));
        expect(await onTop(page, selector), selector).toBe(true);
      }
    });

    await test.step("the choice and its price beside the one 'Add to Inquiry', carried to the contact page", async () => {
      // Back to the top, the column and the window, as the page opened.
      await page.evaluate(() => {
        for (const el of document.querySelectorAll("*")) if (el.scrollTop) el.scrollTop = 0;
        window.scrollTo(0, 0);
      });
      await expect(add).toBeInViewport({ ratio: 1 });
      await page.getByRole("radio", { name: /^16x20 in/ }).check();
      await page.getByRole("radio", { name: "Black frame" }).check();
      const line = viewer.getByText(CHOSEN, { exact: true });
      await expect(line).toBeVisible();
      await expect(line).toBeInViewport({ ratio: 1 });
      await expect(add).toBeInViewport({ ratio: 1 });
      // Beside the button: within one short bar.
      const a = await add.boundingBox();
      const l = await line.boundingBox();
      if (!a || !l) throw new Error("no boxes");
      expect(Math.abs(a.y + a.height / 2 - (l.y + l.height / 2))).toBeLessThanOrEqual(80);
      await add.click();
      await expect(page).toHaveURL(/\/contact\?/);
      expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
        ref: "LANDSCAPES-003",
        title: "Landscapes Print 3",
        size: "16x20",
        paper: "cotton-rag",
        frame: "black",
      });
      await expect(page.getByRole("region", { name: say("form.prints") })).toContainText(CHOSEN);
    });
  });
}

/**
 * Where the details column's screen ends (the top of the bar stuck at its foot, else the foot
 * itself): each heading of which something is drawn there (not under the bar, not covered), and
 * the first row of what it heads. With `scrolls`, the column is scrolled to each of those
 * positions in turn, all in one call (the layout is read afresh after each), and each heading
 * says where it was seen.
 */
async function headingsAtTheFoot(column: Locator, scrolls: number[] = []) {
  return column.evaluate((el, scrolls) => {
    /** The headings at the foot, with the column where it is now. */
    const read = (where: string) => {
      const c = el.getBoundingClientRect();
      const bar = el.querySelector(".quote__bar")?.getBoundingClientRect();
      const foot = bar && bar.top < c.bottom ? bar.top : c.bottom;
      /** Whether any point of the heading's words is drawn, in the column and not covered. */
      function drawn(heading: Element) {
        const r = heading.getBoundingClientRect();
        for (let y = Math.max(r.top, c.top) + 1; y < Math.min(r.bottom, foot); y += 2)
          for (const x of [r.left + 4, r.left + r.width / 2]) {
            const hit = document.elementFromPoint(x, y);
            if (hit && heading.contains(hit)) return true;
          }
        return false;
      }
      /** The first thing drawn after the heading: a line of words, a picture or a control. */
      function firstRow(heading: Element) {
        const walker = document.createTreeWalker(
          el,
          NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT,
        );
        walker.currentNode = heading;
        let node = walker.nextNode();
        while (node && heading.contains(node)) node = walker.nextNode();
        for (; node; node = walker.nextNode()) {
          if (node instanceof Text) {
            if (!node.data.trim()) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            const line = [...range.getClientRects()].find((r) => r.height > 0);
            if (line) return line;
          } else if (node instanceof Element && node.matches("img, input, .scale__wall")) {
            const r = node.getBoundingClientRect();
            if (r.height > 2) return r;
          }
        }
        return null;
      }
      return [...el.querySelectorAll("h2, h3, legend")].flatMap((heading) => {
        if (!drawn(heading)) return [];
        const row = firstRow(heading);
        const top = heading.getBoundingClientRect().top;
        return [
          { heading: heading.textContent?.trim(), top, row: row?.bottom ?? null, foot, where },
        ];
      });
    };
    if (scrolls.length === 0) return read("");
    return scrolls.flatMap((y) => {
      el.scrollTo(0, y);
      return read(`scrolled ${y} px`);
    });
  }, scrolls);
}

const printsToRead = [
  "landscapes/LANDSCAPES-001",
  "portraits/PORTRAITS-001",
  "landscapes/LANDSCAPES-002", // sold out
];

// The stylesheet's work alone, the same without scripts: read once, with JavaScript on.
test.describe("desktop viewer: the details column", () => {
  test.skip(({ jsEnabled }) => !jsEnabled, "the same stylesheet without scripts");

  // Each print loaded once and reloaded once: on each visit the window takes every size in turn,
  // since the column's layout is the stylesheet's. The faces stay those of the visit: the site's
  // are `font-display: optional`, so a page drawn in the fallback faces keeps them.
  test("desktop viewer at 1440x900, 1280x800 and 1024x768: the details column's first screen ends at a whole section, and shows that it scrolls; at any window height and wherever the column is scrolled, a heading shows only with its first row", async ({
    page,
  }) => {
    // A minute's sweep of window heights and scroll positions, for three prints.
    test.setTimeout(150_000);
    const column = page.getByRole("complementary", { name: say("viewer.details") });
    /** The first screen at each desktop size, on this visit. */
    const firstScreens = async (print: string, visit: string) => {
      for (const viewport of [DESKTOP, { width: 1280, height: 800 }, { width: 1024, height: 768 }])
        await test.step(`desktop viewer at ${viewport.width}x${viewport.height}: ${print} (${visit} visit): the details column's first screen ends at a whole section, and shows that it scrolls`, async () => {
          await page.setViewportSize(viewport);
          for (const seen of await headingsAtTheFoot(column))
            expect(
              seen.row,
              `${print} (${visit} visit): "${seen.heading}" at ${seen.top} px, its first row above ${seen.foot}`,
            ).toBeLessThanOrEqual(seen.foot + 0.5);
          const { overflows, colour } = await column.evaluate((el) => ({
            overflows: el.scrollHeight > el.clientHeight,
            colour: getComputedStyle(el).scrollbarColor,
          }));
          // A thin scrollbar drawn for the dark ground says that the column scrolls.
          if (overflows) expect(colour, print).toMatch(/^rgba?\(255, 255, 255/);
        });
    };
    for (const print of printsToRead) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`/portfolio/${print}`);
      // The first visit (the fallback faces) and the next (the site's own).
      await firstScreens(print, "first");
      await test.step(`${print}: at any window height and wherever the column is scrolled, a heading shows only with its first row`, async () => {
        const cut: string[] = [];
        const look = async (where: string, scrolls: number[] = []) => {
          for (const seen of await headingsAtTheFoot(column, scrolls))
            if (seen.row === null || seen.row > seen.foot + 0.5)
              cut.push(
                `${print} ${seen.where || where}: "${seen.heading}", its first row to ${seen.row}, the foot ${seen.foot}`,
              );
        };
        // The first screen of every window from 600 to 1200 px high, 18 px apart: less than a
        // heading's height, the band in which one could be cut.
        for (let height = 600; height <= 1200; height += 18) {
          await page.setViewportSize({ width: 1280, height });
          await look(`${height} px high`);
        }
        // Scrolled down the column, 32 px at a time, in an 800 px window.
        await page.setViewportSize({ width: 1280, height: 800 });
        const end = await column.evaluate((el) => el.scrollHeight - el.clientHeight);
        await look(
          "",
          Array.from({ length: Math.floor(end / 32) + 1 }, (_, i) => i * 32),
        );
        expect(cut).toEqual([]);
        // Back to the top, as the next visit opens.
        await column.evaluate((el) => el.scrollTo(0, 0));
      });
      await page.reload();
      await firstScreens(print, "again");
    }
  });
});

// Without JavaScript there is no Info button: the details always show (the first test above).
test.describe("phone viewer: the Info sheet", () => {
  test.skip(({ jsEnabled }) => !jsEnabled, "without JavaScript there is no Info button");

  // One load: the first step leaves the sheet closed and focus on Info, as the page opens.
  test("phone viewer: Info opens its panel on the screen with the print's details, and closes it; the sheet leaves the 'Add to Inquiry' bar clear, and closes by its own button and by Escape", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/portfolio/landscapes/LANDSCAPES-003");
    const info = page.getByRole("button", { name: say("viewer.info"), exact: true });
    const panel = page.locator("#viewer-more");
    await test.step("Info opens its panel on the screen with the print's details, and closes it", async () => {
      await info.click();
      await expect(info).toHaveAttribute("aria-expanded", "true");
      await expect(panel).toBeInViewport({ ratio: 1 });
      for (const words of ["8x10, 11x14, 16x20, 24x30", "$35 - $125", "LANDSCAPES-003"])
        await expect(panel).toContainText(words);
      await expect(panel.getByRole("link", { name: "Landscapes" })).toBeInViewport();
      await expect(panel.getByRole("button", { name: say("share.button") })).toBeInViewport();
      await expect(
        panel.getByRole("button", { name: say("reference.copy", { reference: "LANDSCAPES-003" }) }),
      ).toBeInViewport();
      // Focus moves into the panel; the same button, still on screen, closes it and takes focus back.
      expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      expect(await onTop(page, ".viewer__info-toggle")).toBe(true);
      await info.click();
      await expect(info).toHaveAttribute("aria-expanded", "false");
      await expect(panel.getByRole("button", { name: say("share.button") })).toBeHidden();
      await expect(info).toBeFocused();
    });
    await test.step("the Info sheet leaves the 'Add to Inquiry' bar clear, and closes by its own button and by Escape", async () => {
      const close = panel.getByRole("button", { name: say("viewer.closeInfo") });
      await expect(close).toBeHidden();
      await info.click();
      await expect(panel).toBeInViewport({ ratio: 1 });

      // The choice, its price and 'Add to Inquiry' stay whole, on top and under the sheet's foot.
      const bar = page.locator(".quote__bar");
      await expect(bar).toBeInViewport({ ratio: 1 });
      for (const part of [".quote__bar .button", ".quote__choice"])
        expect(await onTop(page, part), part).toBe(true);
      const sheetBox = await panel.boundingBox();
      const barBox = await bar.boundingBox();
      if (!sheetBox || !barBox) throw new Error("the sheet or the bar is not drawn");
      expect(sheetBox.y + sheetBox.height).toBeLessThanOrEqual(barBox.y + 1);

      // Its own close button, a thumb's size, named in the site's words; focus goes back to Info.
      await expect(close).toBeInViewport({ ratio: 1 });
      const closeBox = await close.boundingBox();
      expect(closeBox?.width).toBeGreaterThanOrEqual(44);
      expect(closeBox?.height).toBeGreaterThanOrEqual(44);
      await close.click();
      await expect(info).toHaveAttribute("aria-expanded", "false");
      await expect(close).toBeHidden();
      await expect(info).toBeFocused();

      // Escape closes the sheet first and stays on the print; the next Escape leaves the viewer.
      await info.click();
      await expect(info).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("Escape");
      await expect(info).toHaveAttribute("aria-expanded", "false");
      await expect(info).toBeFocused();
      await expect(page).toHaveURL(/LANDSCAPES-003$/);
      await page.keyboard.press("Escape");
      await expect(page).toHaveURL(/\/portfolio\/landscapes(#LANDSCAPES-003)?$/);
    });
  });
});

test("the 404 page shows a photograph beside the specification's words", async ({ page }) => {
  // Loaded once on a phone, then widened: the page's layout is its stylesheet's.
  await page.setViewportSize(PHONE);
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    const main = page.getByRole("main");
    await expect(
      main.getByRole("heading", { level: 1, name: say("error.notFoundTitle") }),
    ).toBeVisible();
    await expect(main.getByText(say("error.notFoundText"))).toBeVisible();
    const photo = main.getByRole("img");
    await expect(photo).toBeInViewport();
    // The home page's photograph (the sample's hero is LANDSCAPES-006), named as every print is.
    await expect(photo).toHaveAttribute(
      "alt",
      say("print.alt", { title: "Landscapes Print 6", collection: "Landscapes" }),
    );
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect((await photo.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(
      viewport.width < 800 ? 300 : 400,
    );
  }
});

test.describe("pixel densities", () => {
  // Its browser contexts are its own, with scripts whatever the project: the no-js run would
  // repeat the js run's every request.
  test.skip(({ jsEnabled }) => !jsEnabled, "contexts of its own: the same run in both projects");

  test("a phone denser than 2x is sent the file a 2x phone gets, for every picture it is shown", async ({
    browser,
    baseURL,
  }) => {
    // Three fresh browser contexts, each loading six pages and their pictures.
    test.setTimeout(90_000);
    const pages = [
      ["/portfolio/landscapes/LANDSCAPES-001", [".viewer__image"]],
      ["/", [".hero__photo img", ".featured__grid img"]],
      ["/portfolio", [".collection-grid img"]],
      ["/portfolio/landscapes", [".print-grid img"]],
      ["/about", ["main img"]],
      ["/no-such-page", ["main img"]],
    ] as const;
    const pictures = pages.flatMap(([path, selectors]) => selectors.map((s) => [path, s] as const));
    /** The width of the file each picture took, at one density. */
    const picked = async (deviceScaleFactor: number) => {
      const context = await browser.newContext({
        baseURL,
        viewport: { width: 412, height: 823 },
        deviceScaleFactor,
      });
      const page = await context.newPage();
      const widths: number[] = [];
      for (const [path, selectors] of pages) {
        await page.goto(path);
        for (const selector of selectors) {
          const img = page.locator(selector).first();
          await img.scrollIntoViewIfNeeded();
          // The file is chosen within a frame or two of the scroll: a short interval.
          await expect
            .poll(() => img.evaluate((i: HTMLImageElement) => i.currentSrc), { intervals: [50] })
            .toMatch(/-\d+\./);
          const src = await img.evaluate((i: HTMLImageElement) => i.currentSrc);
          widths.push(Number(/-(\d+)\.[0-9a-f]+\.\w+$/.exec(src)?.[1]));
        }
      }
      await context.close();
      return widths;
    };
    const twice = await picked(2);
    const names = pictures.map(([path, selector]) => `${path} ${selector}`);
    for (const density of [2.625, 3]) {
      const widths = await picked(density);
      expect(Object.fromEntries(names.map((n, i) => [n, widths[i]])), `at ${density}x`).toEqual(
        Object.fromEntries(names.map((n, i) => [n, twice[i]])),
      );
    }
  });
});
