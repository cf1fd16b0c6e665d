import type { MetaDescriptor } from "@remix-run/react";
import type { Availability } from "~/catalog/edition";
import { photographer, pricing } from "~/content/site";
import { mimeTypeOf } from "~/images/image-manifest";
import { graph, type JsonLd } from "~/seo/json-ld";
import { absoluteUrl, siteUrlOf } from "~/seo/urls";
import { language } from "~/words/say";

/** What search engines and social networks are told about one page. */
export type PageSeo = {
  /** The page's own title; the site's name is added after it. */
  title: string;
  description: string;
  /** The page's path (with `?page=` for a collection's later pages): its canonical URL is SITE_URL + path (unless noindex). */
  path: string;
  image?: SeoImage;
  type?: "website" | "article" | "profile";
  jsonLd?: JsonLd[];
  /** A print's availability, where its edition is set (Open Graph's product:availability). */
  availability?: Availability;
  /** Pages that should not appear in search results (the 404 page). */
  noindex?: boolean;
  /** The pages before and after this one, where it is one of a series (a collection's pages). */
  previous?: string;
  next?: string;
};

export type SeoImage = {
  src: string;
  width: number;
  height: number;
  alt: string;
  /** A file made for link previews (a large JPEG), with its own size, where there is one. */
  share?: { src: string; width: number; height: number };
};

export function fullTitle(title: string): string {
  return title === photographer.siteName ? title : `${title} | ${photographer.siteName}`;
}

/**
 * Title, description, canonical link, Open Graph and Twitter card tags and JSON-LD for a page.
 * Every URL is absolute, from SITE_URL.
 */
export function pageMeta(siteUrl: string, page: PageSeo): MetaDescriptor[] {
  const url = absoluteUrl(siteUrl, page.path);
  const title = fullTitle(page.title);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    page.noindex
      ? { name: "robots", content: "noindex" }
      : { tagName: "link", rel: "canonical", href: url },
    ...(["prev", "next"] as const).flatMap((rel) => {
      const path = rel === "prev" ? page.previous : page.next;
      return path ? [{ tagName: "link", rel, href: absoluteUrl(siteUrl, path) }] : [];
    }),
    { property: "og:site_name", content: photographer.siteName },
    { property: "og:locale", content: openGraphLocale(language, pricing.locale) },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: page.image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
  ];
  if (page.availability) {
    tags.push({
      property: "product:availability",
      content: page.availability === "SoldOut" ? "out of stock" : "in stock",
    });
  }
  if (page.image) {
    const file = page.image.share ?? page.image;
    const src = absoluteUrl(siteUrl, file.src);
    const type = mimeTypeOf(src);
    tags.push(
      { property: "og:image", content: src },
      ...(type ? [{ property: "og:image:type", content: type }] : []),
      { property: "og:image:width", content: String(file.width) },
      { property: "og:image:height", content: String(file.height) },
      { property: "og:image:alt", content: page.image.alt },
      { name: "twitter:image", content: src },
      { name: "twitter:image:alt", content: page.image.alt },
    );
  }
  if (page.jsonLd && page.jsonLd.length > 0) tags.push({ "script:ld+json": graph(page.jsonLd) });
  return tags;
}

/** A route's `meta`: `({ matches }) => seoMeta(matches, (siteUrl) => aboutSeo(siteUrl))`. */
export function seoMeta(
  matches: readonly { id: string; data?: unknown }[],
  page: (siteUrl: string) => PageSeo,
): MetaDescriptor[] {
  const siteUrl = siteUrlOf(matches);
  return pageMeta(siteUrl, page(siteUrl));
}

/**
 * Open Graph's `ll_TT` for the site's language: the region of the prices' locale where it is the
 * same language (de with de-CH prices: de_CH), else the language's likeliest region (de: de_DE).
 */
export function openGraphLocale(language: string, pricesLocale: string): string {
  const words = new Intl.Locale(language);
  const prices = new Intl.Locale(pricesLocale);
  const region =
    words.region ??
    (prices.language === words.language ? prices.region : undefined) ??
    words.maximize().region;
  return region ? `${words.language}_${region}` : words.language;
}
