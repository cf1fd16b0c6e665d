import escapeHtml from "escape-html";
import { printsOfPage } from "~/catalog/collection-pages";
import { sitePages } from "~/seo/site-pages";
import { absoluteUrl } from "~/seo/urls";

export type SitemapEntry = {
  path: string;
  /** Images shown on the page (paths or absolute URLs), for Google's image sitemap extension. */
  images?: { src: string; title?: string; caption?: string }[];
};

/** The sitemap protocol's XML for these pages, with absolute URLs from SITE_URL. */
export function sitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    // Title and caption are the print's own words, as on its page. (Google stopped reading
    // them in 2022 and goes by the page; they stay valid in the extension's schema.)
    const images = (entry.images ?? []).map((image) => {
      const words = [
        image.title ? `<image:title>${escapeHtml(image.title)}</image:title>` : "",
        image.caption ? `<image:caption>${escapeHtml(image.caption)}</image:caption>` : "",
      ].join("");
      return `<image:image><image:loc>${escapeHtml(absoluteUrl(siteUrl, image.src))}</image:loc>${words}</image:image>`;
    });
    return `<url><loc>${escapeHtml(absoluteUrl(siteUrl, entry.path))}</loc>${images.join("")}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/**
 * robots.txt: everything may be crawled, but by the AI crawlers refused while the photographer
 * reserves AI training (`aiCrawlerGroups`); the sitemap says where everything is.
 */
export function robotsTxt(siteUrl: string, aiCrawlerGroup: readonly string[] = []): string {
  return [
    ...aiCrawlerGroup,
    "User-agent: *",
    "Allow: /",
    "",
    `Sitemap: ${absoluteUrl(siteUrl, "/sitemap.xml")}`,
    "",
  ].join("\n");
}

type CatalogPrint = {
  reference: string;
  collectionSlug: string;
  title: string;
  caption?: string;
};

const imageEntry = <P extends CatalogPrint>(p: P, imageOf: (print: P) => { src: string }) => ({
  src: imageOf(p).src,
  title: p.title,
  ...(p.caption ? { caption: p.caption } : {}),
});

/** Every page of the site (site-pages.ts), with the pictures each shows. */
export function siteEntries<C extends { slug: string; prints: readonly CatalogPrint[] }>(
  collections: readonly C[],
  imageOf: (print: NoInfer<C["prints"][number]>) => { src: string },
): SitemapEntry[] {
  return sitePages(collections).map((page) => {
    // A large collection is listed at its own address, with the pictures its first page shows:
    // the pages after it show prints listed here each at their own address.
    if (page.kind === "collection")
      return {
        path: page.path,
        images: printsOfPage(page.collection.prints, 1).map((p) => imageEntry(p, imageOf)),
      };
    if (page.kind === "print")
      return { path: page.path, images: [imageEntry(page.print, imageOf)] };
    return { path: page.path };
  });
}
