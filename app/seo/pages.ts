import type { Availability } from "~/catalog/edition";
import { contactPage, hero, photographer } from "~/content/site";
import {
  type ArtworkFacts,
  breadcrumbJsonLd,
  type Crumb,
  personJsonLd,
  printJsonLd,
  webSiteJsonLd,
} from "~/seo/json-ld";
import type { PageSeo, SeoImage } from "~/seo/meta";
import { absoluteUrl } from "~/seo/urls";

/**
 * Each page's SEO, built from what its loader returned. Routes call one of these in `meta`:
 * `({ data, matches }) => seoMeta(matches, collectionSeo(data))`.
 */

const home: Crumb = { name: "Home", path: "/" };
const portfolio: Crumb = { name: "Portfolio", path: "/portfolio" };

export function homeSeo(siteUrl: string, data: { hero: { image: SeoImage } }): PageSeo {
  return {
    title: photographer.siteName,
    description: hero.text,
    path: "/",
    image: data.hero.image,
    jsonLd: [webSiteJsonLd(siteUrl), personJsonLd(siteUrl)],
  };
}

export function portfolioSeo(
  siteUrl: string,
  data: { collections: { thumbnail: SeoImage }[] },
): PageSeo {
  return {
    title: "Portfolio",
    description: `${data.collections.length} collections of fine art photography prints by ${photographer.name}, each printed to order on archival paper.`,
    path: "/portfolio",
    image: data.collections[0]?.thumbnail,
    jsonLd: [breadcrumbJsonLd(siteUrl, [home, portfolio])],
  };
}

export function collectionSeo(
  siteUrl: string,
  data: { slug: string; title: string; description: string; prints: { image: SeoImage }[] },
): PageSeo {
  const path = `/portfolio/${data.slug}`;
  return {
    title: data.title,
    description: `${data.description} ${data.prints.length} fine art prints by ${photographer.name}.`,
    path,
    image: data.prints[0]?.image,
    jsonLd: [
      {
        "@type": "CollectionPage",
        name: `${data.title} prints`,
        url: absoluteUrl(siteUrl, path),
        numberOfItems: data.prints.length,
      },
      breadcrumbJsonLd(siteUrl, [home, portfolio, { name: data.title, path }]),
    ],
  };
}

export function printSeo(
  siteUrl: string,
  data: {
    collection: { slug: string; title: string };
    print: {
      reference: string;
      title: string;
      caption?: string;
      description: string;
      rights?: ArtworkFacts["rights"];
      keywords?: string[];
      sizes: string;
      priceRange: string;
      image: SeoImage;
      editionLabel?: string;
      availability?: Availability;
    };
  },
): PageSeo {
  const collectionPath = `/portfolio/${data.collection.slug}`;
  const path = `${collectionPath}/${data.print.reference}`;
  // The photographer's caption, where the original has one, says more than the made description.
  const description = data.print.caption ?? data.print.description;
  return {
    title: data.print.title,
    // A collector sees the edition in the link preview too.
    description: data.print.editionLabel
      ? `${description} ${data.print.editionLabel}.`
      : description,
    availability: data.print.availability,
    path,
    image: data.print.image,
    type: "article",
    jsonLd: [
      printJsonLd(siteUrl, {
        ...data.print,
        path,
        imageUrl: absoluteUrl(siteUrl, data.print.image.src),
        collectionTitle: data.collection.title,
      }),
      breadcrumbJsonLd(siteUrl, [
        home,
        portfolio,
        { name: data.collection.title, path: collectionPath },
        { name: data.print.title, path },
      ]),
      personJsonLd(siteUrl),
    ],
  };
}

export function aboutSeo(siteUrl: string): PageSeo {
  return {
    title: "About",
    description: photographer.bio[0],
    path: "/about",
    type: "profile",
    jsonLd: [personJsonLd(siteUrl)],
  };
}

export function contactSeo(): PageSeo {
  return {
    title: "Contact",
    description: contactPage.intro,
    path: "/contact",
  };
}

export function notFoundSeo(): PageSeo {
  return {
    title: "Page not found",
    description: "Sorry, this page does not exist",
    path: "/",
    noindex: true,
  };
}
