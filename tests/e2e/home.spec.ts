import { say } from "../support/words";
import { expect, test } from "./fixtures";
import { expectImagesLoaded } from "./loaded-images";

// The sample's featured prints, as the specification shows them.
const featured = [
  {
    reference: "LANDSCAPES-001",
    collectionSlug: "landscapes",
    caption: "Landscapes Print 1",
    price: "$45",
  },
  {
    reference: "MINIMALIST-002",
    collectionSlug: "minimalist",
    caption: "Minimalist Print 2",
    price: "$55",
  },
  { reference: "URBAN-003", collectionSlug: "urban", caption: "Urban Print 3", price: "$65" },
];

const heroWidths = [
  { width: 375, height: 812, ratio: 1 },
  { width: 1440, height: 900, ratio: 12 / 5 },
];

// One page, loaded once at each of the hero's widths; the checks that follow use the last load
// (1440 px), each in a named step, the links followed last and the page gone back to.
test("the home page: its hero, featured prints and about teaser, and where they lead", async ({
  page,
  jsEnabled,
}) => {
  if (jsEnabled) {
    await page.addInitScript(() => {
      const seen: { lcp: Element[]; shifts: number[] } = { lcp: [], shifts: [] };
      Object.assign(window, { __seen: seen });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries())
          seen.lcp.push((e as unknown as { element: Element }).element);
      }).observe({ type: "largest-contentful-paint", buffered: true });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries())
          seen.shifts.push((e as unknown as { value: number }).value);
      }).observe({ type: "layout-shift", buffered: true });
    });
  }
  for (const { width, height, ratio } of heroWidths) {
    await test.step(`at ${width} px the hero shows the content module's photograph, cropped around its focus, first`, async () => {
      await page.setViewportSize({ width, height });
      const response = await page.goto("/");
      expect(response?.status()).toBe(200);
      const print = {
        reference: "LANDSCAPES-006",
        alt: say("print.alt", { title: "Landscapes Print 6", collection: "Landscapes" }),
      };
      const focus = { x: 22, y: 15 };
      const hero = page.locator("section.hero");
      const photo = hero.getByRole("img", { name: print.alt, exact: true });
      await expect(photo).toHaveAttribute("fetchpriority", "high");
      await expect(photo).toHaveAttribute("loading", "eager");
      await expect(photo).toHaveAttribute("decoding", "async");
      await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(1);
      await expect(photo).toHaveAttribute(
        "srcset",
        new RegExp(`/images/${print.reference.toLowerCase()}-1x1-640\\.\\w+\\.jpg 640w`),
      );
      await expect
        .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      // A box of the phone's or the desktop's proportions, filled by the pipeline's crop of the
      // same proportions: nothing of the photograph is scaled up only to be cut away.
      const box = await photo.boundingBox();
      expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(ratio, 2);
      const file = await photo.evaluate((img: HTMLImageElement) => ({
        name: new URL(img.currentSrc).pathname,
        ratio: img.naturalWidth / img.naturalHeight,
        scale: img.getBoundingClientRect().width / img.naturalWidth,
      }));
      expect(file.name).toContain(`-${ratio === 1 ? "1x1" : "12x5"}-`);
      expect(file.ratio).toBeCloseTo(ratio, 2);
      expect(file.scale * (await page.evaluate(() => devicePixelRatio))).toBeLessThanOrEqual(1);
      expect(await photo.evaluate((img) => getComputedStyle(img).objectFit)).toBe("cover");
      expect(await photo.evaluate((img) => getComputedStyle(img).objectPosition)).toBe(
        `${focus.x}% ${focus.y}%`,
      );
      await expect(page.getByRole("link", { name: "Shop Prints" })).toBeInViewport();
      if (jsEnabled) {
        // The largest paint is the photograph, and nothing moved on the way.
        await expect
          .poll(() =>
            page.evaluate(() => {
              const { lcp } = (window as unknown as { __seen: { lcp: Element[] } }).__seen;
              return lcp.at(-1)?.closest(".hero__photo")
                ? "the hero's photograph"
                : lcp.at(-1)?.outerHTML;
            }),
          )
          .toBe("the hero's photograph");
        const shifts = await page.evaluate(
          () => (window as unknown as { __seen: { shifts: number[] } }).__seen.shifts,
        );
        expect(shifts).toEqual([]);
      }
    });
  }

  await test.step("a featured card is as wide with the others not yet parsed (no shift on a half-parsed first paint)", async () => {
    for (const width of [375, 700, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      // The first card's picture frame: where its picture is drawn.
      const firstPicture = page.locator(".featured__grid > li").first().locator(".frame");
      const whole = await firstPicture.boundingBox();
      // What the browser may paint when the first card has arrived and the others have not.
      const others = await page.evaluateHandle(() => {
        const cards = [...document.querySelectorAll(".featured__grid > li:not(:first-child)")];
        for (const card of cards) card.remove();
        return cards;
      });
      const removed = await others.evaluate((cards) => cards.length);
      expect(removed, "the other two cards").toBe(2);
      expect(await firstPicture.boundingBox(), `${width} px`).toEqual(whole);
      // Put back, for the next width and the checks below.
      await others.evaluate((cards) => document.querySelector(".featured__grid")?.append(...cards));
      await expect(page.locator(".featured__grid > li")).toHaveCount(3);
    }
  });

  await test.step("the hero has a 'Shop Prints' link that opens the portfolio", async () => {
    await expect(
      page.getByRole("heading", { level: 1, name: "Light, space and stillness" }),
    ).toBeVisible();
    const shop = page.getByRole("link", { name: "Shop Prints", exact: true });
    await expect(shop).toHaveAttribute("href", "/portfolio");
    // Followed, and the portfolio's heading seen, in navigation.spec.ts's visitor's way.
  });

  await test.step("three featured prints show a picture, a caption and a price of $45, $55 and $65", async () => {
    const region = page.getByRole("region", { name: say("home.featuredHeading") });
    const items = region.getByRole("listitem");
    await expect(items).toHaveCount(3);
    for (const [i, f] of featured.entries()) {
      const item = items.nth(i);
      await expect(item.getByText(f.caption, { exact: true })).toBeVisible();
      await expect(item).toContainText(f.price);
      await expect(item.getByRole("img")).toBeVisible();
    }
    await expectImagesLoaded(region);
  });

  await test.step("the about teaser links to /about", async () => {
    // The sample's words (tests/fixtures/sample/site.yaml, home.aboutTeaser).
    const teaser = page.getByRole("region", { name: "About the photographer" });
    await expect(teaser).toContainText(
      "With 5+ years behind the camera, I make quiet, carefully printed photographs for homes and collectors.",
    );
    await teaser.getByRole("link", { name: "Read my story" }).click();
    await expect(page).toHaveURL("/about");
    await expect(
      page.getByRole("heading", { level: 2, name: say("about.philosophy") }),
    ).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL("/");
  });

  await test.step("a featured print opens in the viewer", async () => {
    const [first] = featured;
    if (!first) throw new Error("no featured print");
    const { reference, collectionSlug } = first;
    await page.getByRole("link", { name: new RegExp(first.caption) }).click();
    await expect(page).toHaveURL(`/portfolio/${collectionSlug}/${reference}`);
    await expect(page.getByText(reference, { exact: true })).toBeVisible();
  });
});
