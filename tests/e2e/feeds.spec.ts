import { say } from "../support/words";
import { expect, test } from "./fixtures";
import { collections } from "./sample";

/**
 * The feeds: Atom (RFC 4287) and JSON Feed 1.1, one entry per print, newest first, found from
 * every page's <head>. The Atom, and the pages' HTML, are parsed by the browser's own parsers, in
 * a blank page: what is checked is what the server sends, which a feed reader reads, so no page
 * of the site is loaded.
 */

const ATOM = "http://www.w3.org/2005/Atom";

test("/feed.xml is Atom with every element RFC 4287 requires, one entry per print", async ({
  page,
  request,
}) => {
  const response = await request.get("/feed.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/atom+xml; charset=utf-8");
  const text = await response.text();
  const feed = await page.evaluate(
    ([source, ns]) => {
      const doc = new DOMParser().parseFromString(source as string, "application/xml");
      const error = doc.getElementsByTagName("parsererror")[0]?.textContent ?? null;
      const root = doc.documentElement;
      const child = (el: Element, name: string) =>
        [...el.children].filter((c) => c.namespaceURI === ns && c.localName === name);
      const links = (el: Element) =>
        child(el, "link").map((l) => ({
          rel: l.getAttribute("rel") ?? "alternate",
          type: l.getAttribute("type"),
          href: l.getAttribute("href"),
          length: l.getAttribute("length"),
        }));
      return {
        error,
        root: `${root.namespaceURI} ${root.localName}`,
        id: child(root, "id").map((e) => e.textContent),
        title: child(root, "title").map((e) => e.textContent),
        updated: child(root, "updated").map((e) => e.textContent),
        authors: child(root, "author").map((a) => child(a, "name")[0]?.textContent),
        links: links(root),
        entries: child(root, "entry").map((entry) => ({
          id: child(entry, "id").map((e) => e.textContent),
          title: child(entry, "title").map((e) => e.textContent),
          updated: child(entry, "updated").map((e) => e.textContent),
          summary: child(entry, "summary").map((e) => e.textContent),
          content: child(entry, "content").map((e) => e.getAttribute("type")),
          links: links(entry),
        })),
      };
    },
    [text, ATOM],
  );
  expect(feed.error).toBeNull();
  expect(feed.root).toBe(`${ATOM} feed`);
  // atom:feed: exactly one id, title, updated; an author (here on the feed); a self link.
  expect(feed.id).toHaveLength(1);
  expect(feed.title).toEqual(["Elena Marlowe Fine Art"]);
  expect(feed.updated).toHaveLength(1);
  expect(feed.updated[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  expect(feed.authors).toEqual(["Elena Marlowe"]);
  expect(feed.links).toContainEqual(
    expect.objectContaining({ rel: "self", type: "application/atom+xml" }),
  );
  expect(feed.entries).toHaveLength(75);
  const ids = new Set<string>();
  for (const entry of feed.entries) {
    // atom:entry: exactly one id, title, updated; an alternate link (there is content too).
    expect(entry.id).toHaveLength(1);
    expect(entry.title).toHaveLength(1);
    expect(entry.updated).toHaveLength(1);
    expect(entry.updated[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(entry.summary[0]).toMatch(/\$\d+ - \$\d+/);
    expect(entry.content).toEqual(["html"]);
    const alternate = entry.links.filter((l) => l.rel === "alternate");
    expect(alternate).toHaveLength(1);
    expect(alternate[0]?.href).toMatch(/\/portfolio\/[a-z]+\/[A-Z]+-\d{3}$/);
    const enclosure = entry.links.find((l) => l.rel === "enclosure");
    expect(enclosure?.type).toBe("image/jpeg");
    expect(Number(enclosure?.length)).toBeGreaterThan(0);
    ids.add(entry.id[0] as string);
  }
  expect(ids.size).toBe(75);
  const dates = feed.entries.map((e) => e.updated[0] as string);
  expect([...dates].sort().reverse()).toEqual(dates);
  // The picture an entry names is served.
  const picture = feed.entries[0]?.links.find((l) => l.rel === "enclosure")?.href as string;
  const image = await request.get(new URL(picture).pathname);
  expect(image.headers()["content-type"]).toBe("image/jpeg");
  // The same feed twice: the ids and the order do not move.
  expect(await (await request.get("/feed.xml")).text()).toBe(text);
});

test("/feed.json is JSON Feed 1.1, the same prints with the same ids", async ({ request }) => {
  const response = await request.get("/feed.json");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/feed+json; charset=utf-8");
  const feed = (await response.json()) as {
    version: string;
    title: string;
    home_page_url: string;
    feed_url: string;
    items: {
      id: string;
      url: string;
      title: string;
      summary: string;
      content_text?: string;
      content_html?: string;
      image?: string;
      date_published: string;
      tags: string[];
      _print: { reference: string; sizes: string; price_range: string };
    }[];
  };
  expect(feed.version).toBe("https://jsonfeed.org/version/1.1");
  expect(feed.title).toBe("Elena Marlowe Fine Art");
  expect(feed.feed_url).toMatch(/\/feed\.json$/);
  expect(feed.items).toHaveLength(75);
  for (const item of feed.items) {
    expect(typeof item.id).toBe("string");
    expect(item.url).toMatch(/\/portfolio\/[a-z]+\/[A-Z]+-\d{3}$/);
    expect(item.title.length).toBeGreaterThan(0);
    // Its words, then what it is and costs, from the item's own fields.
    expect(item.content_text).toBe(
      `${item.summary}\n\n${say("feed.printFacts", {
        collection: item.tags[0] ?? "",
        sizes: item._print.sizes,
        price: item._print.price_range,
      })}`,
    );
    expect(item.image).toMatch(/\/images\/.+\.jpg$/);
    expect(Date.parse(item.date_published)).not.toBeNaN();
  }
  // One print's words in full, from the sample's content.
  const landscapes = collections.find((c) => c.slug === "landscapes");
  const first = feed.items.find((i) => i._print.reference === "LANDSCAPES-001");
  expect(first?.content_text).toBe(
    `${say("print.description", {
      title: "Landscapes Print 1",
      collection: "Landscapes",
      description: landscapes?.description ?? "",
    })}\n\n${say("feed.printFacts", {
      collection: "Landscapes",
      sizes: "8x10, 11x14, 16x20, 24x30",
      price: "$35 - $125",
    })}`,
  );
  expect(new Set(feed.items.map((i) => i.id)).size).toBe(75);
  const atom = await (await request.get("/feed.xml")).text();
  const atomIds = [...atom.matchAll(/<entry>\s*<id>([^<]+)<\/id>/g)].map((m) => m[1]);
  expect(feed.items.map((i) => i.id)).toEqual(atomIds);
});

const pagesNamingFeeds = [
  "/",
  "/portfolio",
  "/portfolio/urban",
  "/portfolio/urban/URBAN-002",
  "/about",
  "/contact",
  "/no-such-page",
];

test("every kind of page names both feeds in its <head>", async ({ page, request }) => {
  for (const path of pagesNamingFeeds) {
    await test.step(`${path} names both feeds in its <head>`, async () => {
      const html = await (await request.get(path)).text();
      // The page as the browser parses it, in the blank page's document: its own <head>.
      await page.evaluate((source) => {
        const parsed = new DOMParser().parseFromString(source, "text/html");
        document.documentElement.replaceWith(document.adoptNode(parsed.documentElement));
      }, html);
      await expect(
        page.locator('head link[rel="alternate"][type="application/atom+xml"][href="/feed.xml"]'),
      ).toHaveCount(1);
      await expect(
        page.locator('head link[rel="alternate"][type="application/feed+json"][href="/feed.json"]'),
      ).toHaveCount(1);
    });
  }
});
