import { describe, expect, it } from "vitest";
import { buildCollections } from "~/catalog/catalog";
import { collections } from "~/content/site";
import { printImage } from "~/images/image-source.server";
import { sitePages } from "~/seo/site-pages";
import { robotsTxt, siteEntries, sitemapXml } from "~/seo/sitemap";
import { webManifest } from "~/seo/web-manifest";

const site = "https://prints.example.com";

describe("sitemap", () => {
  const entries = siteEntries(buildCollections(collections), printImage);
  const xml = sitemapXml(site, entries);

  it("lists every page: the site's pages, the sample's 6 collections and all 75 prints", () => {
    const catalogue = buildCollections(collections);
    expect(entries.map((e) => e.path)).toEqual(sitePages(catalogue).map((p) => p.path));
    expect(new Set(entries.map((e) => e.path)).size).toBe(entries.length);
    const locs = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain(`${site}/`);
    expect(locs).toContain(`${site}/portfolio/urban`);
    expect(locs).toContain(`${site}/portfolio/nature/NATURE-018`);
    expect(locs.filter((l) => /\/portfolio\/[a-z]+$/.test(l ?? ""))).toHaveLength(6);
    expect(locs.filter((l) => /\/portfolio\/[a-z]+\/[A-Z]+-\d{3}$/.test(l ?? ""))).toHaveLength(75);
  });

  it("lists a large collection once, at its own address, with the pictures its first page shows", () => {
    const prints = Array.from({ length: 30 }, (_, i) => ({
      reference: `ARCHIVE-${String(i + 1).padStart(3, "0")}`,
      collectionSlug: "archive",
      title: `Archive ${i + 1}`,
    }));
    const large = siteEntries([{ slug: "archive", prints }], (p) => ({
      src: `/${p.reference}.jpg`,
    }));
    const collection = large.filter(
      (e) => e.path.startsWith("/portfolio/archive?") || e.path === "/portfolio/archive",
    );
    expect(collection).toHaveLength(1);
    expect(collection[0]?.images?.map((i) => i.src)).toEqual(
      prints.slice(0, 24).map((p) => `/${p.reference}.jpg`),
    );
    // Every print at its own address, with its picture: the pages after the first add nothing.
    expect(large.filter((e) => e.path.startsWith("/portfolio/archive/"))).toHaveLength(30);
  });

  it("is well-formed XML with escaped values", () => {
    const odd = sitemapXml("https://x.example", [{ path: "/a?b=1&c=<2>" }]);
    expect(odd).toContain("<loc>https://x.example/a?b=1&amp;c=%3C2%3E</loc>");
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
  });

  it("names each print's image, with its title", () => {
    expect(xml).toContain(
      `<image:image><image:loc>${site}${printImage({ reference: "URBAN-002", aspectRatio: 1, alt: "" }).src}</image:loc><image:title>Urban Print 2</image:title></image:image>`,
    );
  });

  it("gives a picture its caption where the print has one, escaped", () => {
    const odd = sitemapXml(site, [
      { path: "/p", images: [{ src: "/a.jpg", title: "A & B", caption: '<i>Fog</i> "at" 6' }] },
    ]);
    expect(odd).toContain(
      "<image:title>A &amp; B</image:title><image:caption>&lt;i&gt;Fog&lt;/i&gt; &quot;at&quot; 6</image:caption>",
    );
  });
});

describe("robots.txt", () => {
  it("allows crawling and points to the sitemap", () => {
    expect(robotsTxt(site)).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${site}/sitemap.xml\n`);
  });
});

describe("web app manifest", () => {
  it("names the site and lists icons up to 512 px, one maskable", () => {
    const m = webManifest();
    expect(m.name).toBe("Elena Marlowe Fine Art");
    expect(m.start_url).toBe("/");
    expect(m.icons.map((i) => i.sizes)).toContain("512x512");
    expect(m.icons.some((i) => i.purpose === "maskable")).toBe(true);
  });
});
