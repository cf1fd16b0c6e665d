import type { Page } from "@playwright/test";
import { escapeRegExp, say } from "../support/words";
import { axeViolations } from "./axe";
import { expect, test } from "./fixtures";

/** "3 of 12", as the viewer says where a print is in its collection. */
const position = (index: number, total: number) => say("viewer.position", { index, total });
/** The viewer's region, named by its print and "n of total", whichever print it shows. */
const viewer = (page: Page) =>
  page.getByRole("region", {
    name: new RegExp(
      `^${escapeRegExp(say("viewer.label", { title: "\uE000", position: position(999, 999) }))
        .replace("\uE000", ".+")
        .replaceAll("999", "\\d+")}$`,
    ),
  });
const printImage = (page: Page, n: number) =>
  page
    .getByRole("img", {
      name: say("print.alt", { title: `Abstract Print ${n}`, collection: "Abstract" }),
    })
    .first();
const card = (page: Page, n: number) =>
  page.getByRole("link", {
    name: say("collection.viewPrint", { title: `Abstract Print ${n}` }),
    exact: true,
  });
/**
 * Requests to the server for a page's data (Remix's .data) or its route (Remix's /__manifest, when
 * routes are discovered lazily) from now on. Paging to a print the page already carries needs
 * neither, so a key works as soon as the page has hydrated, without a round trip; the viewer may
 * ask ahead in the background for prints further on, never for the one a key shows.
 */
function dataRequests(page: Page) {
  const urls: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith(".data") || pathname === "/__manifest") urls.push(request.url());
  });
  return urls;
}
/** Of `urls`, those that asked for one of these prints' pages, or for the routes. */
const askedFor = (urls: string[], references: string[]) =>
  urls.filter((url) => {
    const { pathname } = new URL(url);
    return pathname === "/__manifest" || references.some((r) => pathname.endsWith(`/${r}.data`));
  });
const historyLength = (page: Page) => page.evaluate(() => window.history.length);

test.describe("the viewer's page", () => {
  // One print's page, loaded once: what it shows, then the same page at a phone's width (the
  // stylesheet lays it out; the Info sheet reads the width when it opens), then its links.
  test("a print's page: its details and controls, at 375 px, its links, and wrapping around", async ({
    page,
    jsEnabled,
  }) => {
    await page.goto("/portfolio/abstract/ABSTRACT-003");
    await test.step("shows the print, 'n of total', its details and every control by name", async () => {
      await expect(page.getByRole("heading", { level: 1, name: "Abstract Print 3" })).toBeVisible();
      await expect(printImage(page, 3)).toBeVisible();
      await expect(page.getByText(position(3, 12), { exact: true })).toBeVisible();
      await expect(page.getByText("ABSTRACT-003", { exact: true })).toBeVisible();
      await expect(page.getByText("8x10, 11x14, 16x20, 24x30", { exact: true })).toBeVisible();
      await expect(page.getByText("$35 - $125", { exact: true })).toBeVisible();
      await expect(
        page.getByRole("link", { name: say("viewer.backTo", { collection: "Abstract" }) }),
      ).toHaveAttribute("href", "/portfolio/abstract#ABSTRACT-003");
      await expect(
        page.getByRole("link", {
          name: say("viewer.previousLabel", { title: "Abstract Print 2" }),
        }),
      ).toHaveAttribute("href", "/portfolio/abstract/ABSTRACT-002");
      await expect(
        page.getByRole("link", { name: say("viewer.nextLabel", { title: "Abstract Print 4" }) }),
      ).toHaveAttribute("href", "/portfolio/abstract/ABSTRACT-004");
      // 'Add to Inquiry' submits the print's GET form: the contact page with the print and its choice.
      const form = page
        .locator("form")
        .filter({ has: page.getByRole("button", { name: say("quote.addToInquiry") }) });
      await expect(form).toHaveAttribute("action", "/contact");
      await expect(form.locator('input[name="ref"]')).toHaveValue("ABSTRACT-003");
      const thumbs = page
        .getByRole("navigation", { name: say("viewer.thumbnails") })
        .getByRole("link");
      await expect(thumbs).toHaveCount(12);
      await expect(thumbs.nth(6)).toHaveAttribute("href", "/portfolio/abstract/ABSTRACT-007");
      await expect(page.getByRole("link", { name: "Abstract Print 3" })).toHaveAttribute(
        "aria-current",
        "page",
      );
      if (jsEnabled) {
        for (const name of [
          say("reference.copy", { reference: "ABSTRACT-003" }),
          say("share.button"),
          say("viewer.zoom"),
          say("viewer.fullscreen"),
        ]) {
          await expect(page.getByRole("button", { name })).toBeVisible();
        }
      } else {
        // Controls that need JavaScript keep their place but are not offered.
        await expect(page.getByRole("button", { name: say("share.button") })).toBeHidden();
      }
    });

    await test.step("at 375 px the title, price and 'Add to Inquiry' show; the rest shows without JavaScript, and behind Info with it", async () => {
      await page.setViewportSize({ width: 375, height: 740 });
      // The print's title is the page's visible heading at every width, Info open or not.
      const title = page.getByRole("heading", { level: 1, name: "Abstract Print 3" });
      await expect(title).toBeVisible();
      const details = page.getByRole("complementary", { name: say("viewer.details") });
      // What a buyer needs shows under the picture without opening anything.
      const inquiry = details.getByRole("button", { name: say("quote.addToInquiry") });
      await expect(inquiry).toBeVisible();
      await expect(details.getByText("$35 - $125", { exact: true })).toBeVisible();
      const reference = details.getByText("ABSTRACT-003", { exact: true });
      if (!jsEnabled) {
        await expect(reference).toBeVisible();
        // The details are in the page, not a sheet: nothing to close.
        await expect(page.getByRole("button", { name: say("viewer.closeInfo") })).toBeHidden();
        await expect(
          page.getByRole("button", { name: say("viewer.info"), exact: true }),
        ).toBeHidden();
        return;
      }
      const info = page.getByRole("button", { name: say("viewer.info"), exact: true });
      const share = details.getByRole("button", { name: say("share.button") });
      await expect(info).toHaveAttribute("aria-expanded", "false");
      await expect(reference).toBeHidden();
      await expect(share).toBeHidden();
      await info.click();
      await expect(info).toHaveAttribute("aria-expanded", "true");
      await expect(reference).toBeVisible();
      // The print page as it opens, wide and narrow, is a11y.spec.ts's (a print of each kind of
      // page): here, the phone's Info sheet open, a state no page has as it loads.
      await test.step("axe finds nothing on the phone's Info sheet", async () => {
        expect(await axeViolations(page)).toEqual([]);
      });
      await share.scrollIntoViewIfNeeded();
      await expect(share).toBeInViewport();
      await expect(inquiry).toBeVisible();
      await info.click();
      await expect(info).toHaveAttribute("aria-expanded", "false");
      await expect(share).toBeHidden();
      await expect(inquiry).toBeVisible();
      await expect(title).toBeVisible();
    });

    await test.step("the next page's links work without JavaScript too", async () => {
      // Back to the width the page opened at (the projects' default).
      await page.setViewportSize({ width: 1280, height: 720 });
      await page
        .getByRole("link", { name: say("viewer.nextLabel", { title: "Abstract Print 4" }) })
        .click();
      await expect(page).toHaveURL(/ABSTRACT-004$/);
      await page
        .getByRole("link", { name: say("viewer.backTo", { collection: "Abstract" }) })
        .click();
      await expect(page).toHaveURL(/\/portfolio\/abstract(#ABSTRACT-004)?$/);
      await expect(card(page, 4)).toBeInViewport();
    });

    await test.step("wraps around at both ends", async () => {
      await page.goto("/portfolio/abstract/ABSTRACT-012");
      await expect(page.getByText(position(12, 12), { exact: true })).toBeVisible();
      await page
        .getByRole("link", { name: say("viewer.nextLabel", { title: "Abstract Print 1" }) })
        .click();
      await expect(page).toHaveURL(/\/portfolio\/abstract\/ABSTRACT-001$/);
      await expect(page.getByText(position(1, 12), { exact: true })).toBeVisible();
      await page
        .getByRole("link", {
          name: say("viewer.previousLabel", { title: "Abstract Print 12" }),
        })
        .click();
      await expect(page).toHaveURL(/\/portfolio\/abstract\/ABSTRACT-012$/);
      await expect(
        page.getByRole("heading", { level: 1, name: "Abstract Print 12" }),
      ).toBeVisible();
    });
  });
});

test.describe("what the server answers and the stylesheet does", () => {
  test.beforeEach(({ jsEnabled }) =>
    test.skip(
      !jsEnabled,
      "the server's redirects and the stylesheet's scroll lock on its HTML are the same without scripts",
    ),
  );

  test("an unknown reference redirects to the collection, an unknown collection to the portfolio", async ({
    request,
  }) => {
    const unknownReference = await request.get("/portfolio/abstract/ABSTRACT-099");
    expect(unknownReference.url()).toMatch(/\/portfolio\/abstract$/);
    const unknownCollection = await request.get("/portfolio/nowhere/ABSTRACT-001");
    expect(unknownCollection.url()).toMatch(/\/portfolio$/);
  });

  test("the page's scroll is locked under the viewer at 1280 px wide, not at 800", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/portfolio/abstract/ABSTRACT-003");
    await test.step("a wheel over the viewer at 1280 px wide does not scroll the page beneath (the scroll lock holds)", async () => {
      const details = page.getByRole("complementary", { name: say("viewer.details") });
      // Make the page beneath taller than the window, so it could scroll if it were not locked, and
      // give the details column (which scrolls by its own rule at this width) room to scroll.
      await details.evaluate((column) => {
        document.body.style.minHeight = "4000px";
        const room = document.createElement("div");
        room.style.height = "2000px";
        column.append(room);
      });
      await page.mouse.move(300, 20);
      await page.mouse.wheel(0, 800);
      // The browser handles wheels in the order they come. Once a second wheel, over the column
      // that is free to scroll, has moved it, the first has been handled too: only then is the
      // page's unmoved scroll a proof.
      const box = await details.boundingBox();
      if (!box) throw new Error("the details column is not on screen");
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.wheel(0, 400);
      await expect.poll(() => details.evaluate((column) => column.scrollTop)).toBeGreaterThan(0);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });
    await test.step("does not lock the page's scroll at 800 px wide", async () => {
      // The lock is the stylesheet's, by width: the same page, narrower (the body is still 4000 px).
      await page.setViewportSize({ width: 800, height: 600 });
      await page.mouse.move(300, 140);
      await page.mouse.wheel(0, 400);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    });
  });
});

test.describe("with the keyboard", () => {
  test.beforeEach(({ jsEnabled }) => test.skip(!jsEnabled, "keys need JavaScript"));

  test("from the grid: arrows page without adding history, one Back shows the last print in the grid; Escape goes Back", async ({
    page,
  }) => {
    await page.goto("/portfolio/abstract");
    await test.step("arrows page without adding history; one Back shows the last print in the grid", async () => {
      await card(page, 1).click();
      await expect(page.getByText(position(1, 12), { exact: true })).toBeVisible();
      await expect(viewer(page)).toBeFocused();
      const length = await historyLength(page);
      const requested = dataRequests(page);
      // The answer asked ahead for print 5 (at print 2) is held, as on a slow network, until the
      // key for print 4 is pressed: 4's page needs 5 (its next), and waits for the answer on its
      // way rather than asking the server for 4 again.
      let answerAhead = () => {};
      const held = new Promise<void>((resolve) => {
        answerAhead = resolve;
      });
      await page.route("**/ABSTRACT-005.data*", async (route) => {
        await held;
        await route.continue();
      });
      for (const n of [2, 3, 4, 5]) {
        const before = requested.length;
        await page.keyboard.press("ArrowRight");
        if (n === 4) answerAhead();
        await expect(page.getByText(position(n, 12), { exact: true })).toBeVisible();
        // Nothing asked between the key and the print: it came with the page or ahead of the key.
        expect(askedFor(requested.slice(before), [`ABSTRACT-00${n}`])).toEqual([]);
      }
      const before = requested.length;
      await page.keyboard.press("ArrowLeft");
      await expect(page).toHaveURL(/ABSTRACT-004$/);
      await expect(page.getByRole("heading", { level: 1, name: "Abstract Print 4" })).toBeVisible();
      await expect(page).toHaveTitle(/^Abstract Print 4 \|/);
      expect(await historyLength(page)).toBe(length);
      expect(askedFor(requested.slice(before), ["ABSTRACT-004"])).toEqual([]);
      await page.unroute("**/ABSTRACT-005.data*");

      await page.goBack();
      await expect(page).toHaveURL(/\/portfolio\/abstract$/);
      await expect(card(page, 4)).toBeFocused();
      await expect(card(page, 4)).toBeInViewport();
    });

    await test.step("Escape returns to the collection by going Back when the visitor came from it", async () => {
      await card(page, 2).click();
      await expect(viewer(page)).toBeFocused();
      const length = await historyLength(page);
      await page.keyboard.press("ArrowRight");
      await expect(page).toHaveURL(/ABSTRACT-003$/);
      await page.keyboard.press("Escape");
      await expect(page).toHaveURL(/\/portfolio\/abstract$/);
      expect(await historyLength(page)).toBe(length);
      await expect(card(page, 3)).toBeFocused();
    });

    await test.step("a key pressed the moment the print opened from the grid is drawn pages on", async () => {
      // The key comes as early as a visitor's can: in the same turn as the print's heading is
      // drawn, before the browser's next task (a loaded phone can take a key there).
      await page.evaluate((title) => {
        const observer = new MutationObserver(() => {
          if (document.querySelector("h1")?.textContent !== title) return;
          observer.disconnect();
          const key = { key: "ArrowRight", bubbles: true, cancelable: true };
          (document.activeElement ?? document.body).dispatchEvent(
            new KeyboardEvent("keydown", key),
          );
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      }, "Abstract Print 2");
      await card(page, 2).click();
      await expect(page).toHaveURL(/ABSTRACT-003$/);
      await expect(page.getByText(position(3, 12), { exact: true })).toBeVisible();
    });
  });

  test("Left from the first print goes to the last, Right from the last to the first", async ({
    page,
  }) => {
    // From before the page loads: nothing the page asks for as it hydrates stands between a key
    // and the next print either.
    const requested = dataRequests(page);
    await page.goto("/portfolio/minimalist/MINIMALIST-001");
    await page.keyboard.press("ArrowLeft");
    await expect(page).toHaveURL(/MINIMALIST-008$/);
    await expect(page.getByText(position(8, 8), { exact: true })).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(page).toHaveURL(/MINIMALIST-001$/);
    await expect(page.getByText(position(1, 8), { exact: true })).toBeVisible();
    expect(askedFor(requested, ["MINIMALIST-008", "MINIMALIST-001"])).toEqual([]);
  });

  // A print opened directly, once, for the controls that are scripts: the motion, Fullscreen, the
  // keys in a text field, then Escape (which leaves the page, so it comes last). That the new
  // title and 'n of total' are spoken as a key pages is keyboard.spec.ts's (the one live region).
  test("a print opened directly: motion, Fullscreen, keys in a text field, then Escape to the collection at the print", async ({
    page,
  }) => {
    await page.goto("/portfolio/abstract/ABSTRACT-011");
    await test.step("prefers-reduced-motion turns the transitions off", async () => {
      const transition = () =>
        page.evaluate((label) => {
          const layer = document.querySelector("[data-zoom-layer]") as Element;
          const strip = document.querySelector(`nav[aria-label="${CSS.escape(label)}"]`) as Element;
          return [
            getComputedStyle(layer).transitionDuration,
            getComputedStyle(strip).scrollBehavior,
          ];
        }, say("viewer.thumbnails"));
      expect(await transition()).toEqual(["0.25s", "smooth"]);
      await page.emulateMedia({ reducedMotion: "reduce" });
      expect((await transition())[1]).toBe("auto");
      expect(["0s", "1e-05s"]).toContain((await transition())[0]);
      await page.emulateMedia({ reducedMotion: null });
    });

    await test.step("Fullscreen shows the viewer on the whole screen, and leaves it", async () => {
      await page.getByRole("button", { name: say("viewer.fullscreen") }).click();
      await expect(page.getByRole("button", { name: say("viewer.exitFullscreen") })).toBeVisible();
      expect(
        await page.evaluate(() => document.fullscreenElement?.classList.contains("viewer")),
      ).toBe(true);
      await page.getByRole("button", { name: say("viewer.exitFullscreen") }).click();
      // Exact: "Fullscreen" is also part of "Exit fullscreen".
      await expect(
        page.getByRole("button", { name: say("viewer.fullscreen"), exact: true }),
      ).toBeVisible();
      expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();
    });

    await test.step("keys do nothing while focus is in a text field", async () => {
      await page.evaluate(() => {
        const field = document.createElement("input");
        field.setAttribute("aria-label", "Note");
        document.querySelector("main")?.prepend(field);
      });
      await page.getByRole("textbox", { name: "Note" }).focus();
      for (const key of ["ArrowRight", "ArrowLeft", "Escape", "+"]) await page.keyboard.press(key);
      await expect(page).toHaveURL(/ABSTRACT-011$/);
      await expect(page.getByRole("button", { name: say("viewer.zoom") })).toHaveAttribute(
        "aria-pressed",
        "false",
      );
      // The field gone, focus is back on the page, as when it opened.
      await page.getByRole("textbox", { name: "Note" }).evaluate((field) => field.remove());
    });

    await test.step("Escape returns to the collection, at the print, from a page opened directly", async () => {
      await page.keyboard.press("Escape");
      await expect(page).toHaveURL(/\/portfolio\/abstract#ABSTRACT-011$/);
      await expect(card(page, 11)).toBeFocused();
      await expect(card(page, 11)).toBeInViewport();
    });
  });

  test("the current thumbnail stays in view", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/portfolio/nature/NATURE-017");
    // On a phone the strip comes after the sizes and prices: bring it up the page (only the
    // page scrolls here; the strip's own scroll is what this test is about).
    const strip = page.locator(".viewer__thumbs");
    const showStrip = () =>
      strip.evaluate((el) =>
        window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 200),
      );
    await showStrip();
    await expect(page.getByRole("link", { name: "Nature Print 17", exact: true })).toBeInViewport({
      ratio: 1,
    });
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(page).toHaveURL(/NATURE-001$/);
    const first = page.getByRole("link", { name: "Nature Print 1", exact: true });
    await expect(first).toHaveAttribute("aria-current", "page");
    await showStrip();
    await expect(first).toBeInViewport({ ratio: 1 });
  });

  test("neighbours are loaded before they are shown, and paging shifts nothing", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/portfolio/landscapes/LANDSCAPES-004");
    await page.evaluate(() => {
      const w = window as unknown as { shifts: number };
      w.shifts = 0;
      // The details panel shows each print's own details (an edition row where the photographer
      // set one, LANDSCAPES-003 here), as any page's content changes with navigation. The
      // picture, the arrows, the header and the thumbnails must not move.
      const details = document.getElementById("viewer-info");
      type Shift = { value: number; sources: { node: Node | null }[] };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Shift[]) {
          const outside = entry.sources.some((s) => !s.node || !details?.contains(s.node));
          if (outside) w.shifts += entry.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    const fetchedBefore = async (key: string) => {
      await page.waitForLoadState("networkidle");
      const pressedAt = await page.evaluate(() => performance.now());
      await page.keyboard.press(key);
      const img = page.locator("[data-zoom-layer] img");
      await expect(img).toHaveJSProperty("complete", true);
      return page.evaluate(
        ({ pressedAt }) => {
          const src = document.querySelector<HTMLImageElement>("[data-zoom-layer] img")?.currentSrc;
          const entry = performance.getEntriesByName(src ?? "")[0];
          return entry !== undefined && entry.startTime < pressedAt;
        },
        { pressedAt },
      );
    };
    expect(await fetchedBefore("ArrowRight")).toBe(true);
    await expect(page).toHaveURL(/LANDSCAPES-005$/);
    expect(await fetchedBefore("ArrowLeft")).toBe(true);
    expect(await fetchedBefore("ArrowLeft")).toBe(true);
    await expect(page).toHaveURL(/LANDSCAPES-003$/);
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
  });
});

test("the neighbours' pictures are asked for only once the print's own has come", async ({
  page,
  jsEnabled,
}) => {
  // On a slow line every request shares it: the neighbours (loaded ahead so that paging paints at
  // once) must not slow the picture the visitor opened the page for.
  await page.setViewportSize({ width: 412, height: 823 });
  const own = /\/images\/landscapes-004-(\d+)\./;
  // Wider than the thumbnail strip's rungs (96, 192): the neighbours at the viewer's size.
  const neighbour = /\/images\/landscapes-00[35]-(\d+)\./;
  const asked: { url: string; at: number }[] = [];
  let ownDone = Number.POSITIVE_INFINITY;
  page.on("request", (r) => {
    const m = neighbour.exec(r.url());
    if (m && Number(m[1]) > 192) asked.push({ url: r.url(), at: Date.now() });
  });
  await page.route(
    (url) => Number(own.exec(url.pathname)?.[1] ?? 0) > 192,
    async (route) => {
      const response = await route.fetch();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      ownDone = Date.now();
      await route.fulfill({ response }).catch(() => {});
    },
  );
  await page.goto("/portfolio/landscapes/LANDSCAPES-004");
  await expect(page.locator("[data-zoom-layer] img")).toHaveJSProperty("complete", true);
  if (!jsEnabled) {
    // Without JavaScript nothing says when the picture has come: the neighbours are not loaded
    // ahead (paging is a whole page, which asks for its own picture first).
    await page.waitForLoadState("networkidle");
    expect(asked).toEqual([]);
    return;
  }
  await expect.poll(() => asked.length).toBeGreaterThanOrEqual(2);
  for (const a of asked) expect(a.at, a.url).toBeGreaterThanOrEqual(ownDone);
});

test.describe("when the picture cannot be shown", () => {
  test.beforeEach(({ jsEnabled }) =>
    test.skip(!jsEnabled, "the missing picture is noticed by script"),
  );

  test("'Image not found' replaces it, before or after the page's script ran, and when paged to", async ({
    page,
  }) => {
    for (const print of ["abstract-003-", "abstract-006-"])
      await page.route(
        (url) => url.pathname.startsWith("/images/") && url.pathname.includes(print),
        (route) => route.fulfill({ status: 404, body: "Not Found" }),
      );
    await page.goto("/portfolio/abstract/ABSTRACT-003");
    await test.step("'Image not found' replaces it, even when it failed before the page's script ran", async () => {
      await expect(page.getByText(say("viewer.imageNotFound"))).toBeVisible();
      await expect(
        page.getByRole("link", { name: say("viewer.returnToCollection") }),
      ).toHaveAttribute("href", "/portfolio/abstract#ABSTRACT-003");
      // The print page as it opens is a11y.spec.ts's; here, the state with the picture missing.
      await test.step("axe finds nothing when the picture is missing", async () => {
        expect(await axeViolations(page)).toEqual([]);
      });
      // The rest of the viewer still works: the next print shows.
      await page.keyboard.press("ArrowRight");
      await expect(printImage(page, 4)).toBeVisible();
      await expect(page.getByText(say("viewer.imageNotFound"))).toBeHidden();
    });

    await test.step("'Image not found' appears when a print paged to fails", async () => {
      await page.goto("/portfolio/abstract");
      await card(page, 5).click();
      await expect(page.getByText(position(5, 12), { exact: true })).toBeVisible();
      await page.keyboard.press("ArrowRight");
      await expect(page.getByText(say("viewer.imageNotFound"))).toBeVisible();
      await page.getByRole("link", { name: say("viewer.returnToCollection") }).click();
      await expect(page).toHaveURL(/\/portfolio\/abstract$/);
      await expect(card(page, 6)).toBeFocused();
    });
  });
});
