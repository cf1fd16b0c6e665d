import type { PageKind } from "~/seo/site-pages";
import { baseURL } from "../../playwright.config";
import { say } from "../support/words";
import { expect, test } from "./fixtures";
import { onePageOfEach, type SamplePage } from "./sample";
import { SMOKE } from "./smoke";

const siteName = "Elena Marlowe Fine Art";
/** The title each kind of page has; a kind added to the site's pages must say its own here. */
const titleOf: { [K in PageKind]: (page: Extract<SamplePage, { kind: K }>) => string } = {
  home: () => siteName,
  portfolio: () => `${say("nav.portfolio")} | ${siteName}`,
  collection: (p) => `${p.collection.title} | ${siteName}`,
  print: (p) => `${p.print.title} | ${siteName}`,
  about: () => `${say("nav.about")} | ${siteName}`,
  contact: () => `${say("nav.contact")} | ${siteName}`,
  subscribe: () => `${say("subscribe.pageTitle")} | ${siteName}`,
};
const pages = onePageOfEach.map((p) => ({
  path: p.path,
  title: (titleOf[p.kind] as (page: SamplePage) => string)(p),
}));

const meta = (page: import("@playwright/test").Page, key: "name" | "property", value: string) =>
  page.locator(`meta[${key}="${value}"]`).getAttribute("content");

async function jsonLd(page: import("@playwright/test").Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((b) => JSON.parse(b)["@graph"] as Record<string, unknown>[]);
}

test.describe("what the server writes in each page's head", () => {
  // Read once, without JavaScript. Hydration keeps the server's head: React 18 leaves an
  // attribute it would have written otherwise as the server sent it, and a head it cannot
  // hydrate (another title, another tag) is a page error, which a11y.spec.ts's JavaScript-on
  // run fails on for one page of each kind. What scripts write into the head themselves, on
  // a move between pages, is the last test of this file.
  test.beforeEach(({ jsEnabled }) => {
    test.skip(jsEnabled, "the server's head, which hydration keeps: read once, without scripts");
  });

  // One page visits each in turn, reading its head once parsed: the pictures a page without
  // scripts loads (all of them: it loads none lazily) say nothing of its head.
  const read = { waitUntil: "domcontentloaded" } as const;

  test("each kind of page, a print's and a collection's, and the about page say what they are", async ({
    page,
    request,
  }) => {
    for (const p of pages) {
      await test.step(`${p.path} has its title, description, canonical URL and social cards`, async () => {
        await page.goto(p.path, read);
        await expect(page).toHaveTitle(p.title);
        const description = await meta(page, "name", "description");
        expect(description?.length).toBeGreaterThan(40);
        const canonical = `${baseURL}${p.path === "/" ? "/" : p.path}`;
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", canonical);
        expect(await meta(page, "property", "og:url")).toBe(canonical);
        // The card names the page alone; the site name is og:site_name.
        expect(await meta(page, "property", "og:title")).toBe(
          p.title.replace(` | ${siteName}`, ""),
        );
        expect(await meta(page, "property", "og:description")).toBe(description);
        expect(await meta(page, "name", "twitter:card")).toMatch(/^summary/);
      });
    }

    await page.goto("/portfolio/landscapes/LANDSCAPES-001", read);
    await test.step("a print's page shares its own title, description and image", async () => {
      expect(await meta(page, "property", "og:title")).toBe("Landscapes Print 1");
      expect(await meta(page, "property", "og:description")).toContain("Landscapes Print 1");
      expect(await meta(page, "property", "og:type")).toBe("article");
      const image = (await meta(page, "property", "og:image")) ?? "";
      expect(image.startsWith(`${baseURL}/`)).toBe(true);
      // The print's own picture, as a large JPEG made for link previews.
      expect(image).toMatch(/\/images\/landscapes-001-\d+\.[0-9a-f]+\.jpg$/);
      expect(await meta(page, "name", "twitter:image")).toBe(image);
      expect(await meta(page, "property", "og:image:alt")).toContain("Landscapes Print 1");
      const response = await request.get(image);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toMatch(/^image\//);
    });

    await test.step("a print's page describes it as an artwork for sale, with breadcrumbs", async () => {
      const graph = await jsonLd(page);
      const artwork = graph.find((n) => JSON.stringify(n["@type"]).includes("VisualArtwork"));
      expect(artwork).toMatchObject({
        name: "Landscapes Print 1",
        sku: "LANDSCAPES-001",
        offers: { "@type": "AggregateOffer", priceCurrency: "USD", lowPrice: 35, highPrice: 125 },
      });
      const crumbs = graph.find((n) => n["@type"] === "BreadcrumbList") as {
        itemListElement: { name: string; item: string }[];
      };
      expect(crumbs.itemListElement.map((c) => c.name)).toEqual([
        say("nav.home"),
        say("nav.portfolio"),
        "Landscapes",
        "Landscapes Print 1",
      ]);
      expect(graph.find((n) => n["@type"] === "Person")).toMatchObject({ name: "Elena Marlowe" });
    });

    await test.step("a collection has breadcrumbs and the about page describes the photographer", async () => {
      await page.goto("/portfolio/urban", read);
      const crumbs = (await jsonLd(page)).find((n) => n["@type"] === "BreadcrumbList");
      expect(crumbs?.itemListElement).toMatchObject([
        { position: 1, name: say("nav.home"), item: `${baseURL}/` },
        { position: 2, name: say("nav.portfolio"), item: `${baseURL}/portfolio` },
        { position: 3, name: "Urban" },
      ]);
      await page.goto("/about", read);
      expect((await jsonLd(page)).find((n) => n["@type"] === "Person")).toMatchObject({
        name: "Elena Marlowe",
        url: `${baseURL}/about`,
      });
    });
  });
});

test("moving between prints in the browser updates the social card", async ({
  page,
  jsEnabled,
}) => {
  test.skip(!jsEnabled, "client-side navigation needs JavaScript");
  await page.goto("/portfolio/landscapes/LANDSCAPES-001");
  await page
    .getByRole("link", { name: say("viewer.nextLabel", { title: "Landscapes Print 2" }) })
    .click();
  await expect(page).toHaveTitle("Landscapes Print 2 | Elena Marlowe Fine Art");
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    /\/images\/landscapes-002-/,
  );
});

test.describe("files for crawlers", () => {
  test.beforeEach(({ jsEnabled }) => {
    test.skip(!jsEnabled, "plain HTTP files: the same without JavaScript, checked once");
  });

  test(
    "the sitemap lists every page and all 75 prints, on this site",
    SMOKE,
    async ({ request }) => {
      const response = await request.get("/sitemap.xml");
      expect(response.headers()["content-type"]).toContain("application/xml");
      const xml = await response.text();
      const urls = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");
      const prints = urls.filter((u) => /\/portfolio\/[a-z]+\/[A-Z]+-\d{3}$/.test(u));
      expect(prints).toHaveLength(75);
      for (const path of ["/", "/portfolio", "/portfolio/minimalist", "/about", "/contact"]) {
        expect(urls).toContain(`${baseURL}${path}`);
      }
      // Each answers 200 itself, with no redirect: valid-pages.spec.ts fetches every one of them
      // (for its bytes and the W3C checker) and checks that, rather than rendering the 85 again.
      expect(urls.filter((url) => !url.startsWith(`${baseURL}/`))).toEqual([]);
    },
  );

  test("robots.txt allows crawling and points to the sitemap", SMOKE, async ({ request }) => {
    const text = await (await request.get("/robots.txt")).text();
    expect(text).toContain("User-agent: *");
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test("the web app manifest and every icon answer", SMOKE, async ({ request }) => {
    // The links the server writes in the home page's head (scripts add none): read from its HTML.
    const links = linksIn(await (await request.get("/")).text());
    const manifestHref = links.find((l) => l.rel === "manifest")?.href;
    const manifest = await (await request.get(manifestHref ?? "")).json();
    expect(manifest.name).toBe("Elena Marlowe Fine Art");
    const icons: string[] = [
      ...manifest.icons.map((i: { src: string }) => i.src),
      ...links.filter((l) => l.rel === "icon" || l.rel === "apple-touch-icon").map((l) => l.href),
    ];
    expect(icons).toContain("/favicon.ico");
    for (const icon of icons) {
      const response = await request.get(icon);
      expect(response.status(), icon).toBe(200);
      expect(response.headers()["content-type"], icon).toMatch(/^image\//);
    }
  });
});

/** Each <link> of a page's HTML: its rel and href, as the browser reads them (quoted values). */
function linksIn(html: string): { rel: string; href: string }[] {
  return [...html.matchAll(/<link\b[^>]*>/g)].map(([tag]) => {
    const attribute = (name: string) =>
      tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1]?.replaceAll("&amp;", "&") ?? "";
    return { rel: attribute("rel"), href: attribute("href") };
  });
}
