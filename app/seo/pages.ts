import { collectionPageHref, neighbourPages } from "~/catalog/collection-pages";
import type { Availability } from "~/catalog/edition";
import {
  contactPage,
  hero,
  licensing,
  photographer,
  portfolioPage,
  pricing,
  shipping,
} from "~/content/site";
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
import { say } from "~/words/say";

/**
 * Each page's SEO, built from what its loader returned. Routes call one of these in `meta`:
 * `({ data, matches }) => seoMeta(matches, collectionSeo(data))`.
 */

const home: Crumb = { name: say("nav.home"), path: "/" };
/** The licensing words, on the About page (content: `licensing`). */
export const LICENSING_PATH = "/about#licensing";
const portfolio: Crumb = { name: say("nav.portfolio"), path: "/portfolio" };

/** A collection's trail, for its page's breadcrumb and the BreadcrumbList of it and its prints. */
export function collectionTrail(slug: string, title: string): Crumb[] {
  return [home, portfolio, { name: title, path: `/portfolio/${slug}` }];
}

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
    title: say("nav.portfolio"),
    // The photographer's own words for the page: no claim the site makes up.
    description: portfolioPage.intro,
    path: "/portfolio",
    image: data.collections[0]?.thumbnail,
    jsonLd: [breadcrumbJsonLd(siteUrl, [home, portfolio])],
  };
}

export function collectionSeo(
  siteUrl: string,
  data: {
    slug: string;
    title: string;
    description: string;
    /** The collection's number of prints, whichever page this is. */
    total: number;
    /** This page (from 1) of `pages`, and the prints it shows. */
    page: number;
    pages: number;
    prints: { image: SeoImage }[];
  },
): PageSeo {
  const path = collectionPageHref(data.slug, data.page);
  return {
    // Each page its own title, so search results and tabs tell them apart.
    title:
      data.page > 1
        ? say("collection.pageTitle", { title: data.title, page: data.page })
        : data.title,
    description: say("collection.metaDescription", {
      description: data.description,
      count: data.total,
      name: photographer.name,
    }),
    path,
    ...neighbourPages(data.slug, data.page, data.page, data.pages),
    image: data.prints[0]?.image,
    jsonLd: [
      {
        "@type": "CollectionPage",
        name: `${data.title} prints`,
        url: absoluteUrl(siteUrl, path),
        numberOfItems: data.total,
      },
      breadcrumbJsonLd(siteUrl, collectionTrail(data.slug, data.title)),
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
      image: SeoImage;
      editionLabel?: string;
      availability?: Availability;
      /** Each size's price (with the first paper and frame), for one offer per size. */
      quote: { sizes: { size: string; amount: number }[]; papers?: { label: string }[] };
      /** Where to ask for this print, and for a licence to its picture. */
      inquiryHref?: string;
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
        // The original's own credits win; the content module's fill in the rest.
        rights: {
          creator: licensing.creator,
          copyright: licensing.copyright,
          credit: licensing.credit,
          ...data.print.rights,
        },
        offers: data.print.quote.sizes.map((s) => ({ size: s.size, price: s.amount })),
        currency: pricing.currency,
        shipping,
        unit: pricing.unit,
        ...(data.print.quote.papers ? { papers: data.print.quote.papers.map((p) => p.label) } : {}),
        licensePath: LICENSING_PATH,
        ...(data.print.inquiryHref ? { acquireLicensePath: data.print.inquiryHref } : {}),
        path,
        imageUrl: absoluteUrl(siteUrl, data.print.image.src),
        collectionTitle: data.collection.title,
      }),
      breadcrumbJsonLd(siteUrl, [
        ...collectionTrail(data.collection.slug, data.collection.title),
        { name: data.print.title, path },
      ]),
      personJsonLd(siteUrl),
    ],
  };
}

/**
 * About: its picture is the page's image in link previews; a portrait of the photographer is, in
 * their description, their image too (a print shown there is not them).
 */
export function aboutSeo(
  siteUrl: string,
  data?: { picture: { kind: "portrait" | "print"; image: SeoImage } | null },
): PageSeo {
  const picture = data?.picture ?? undefined;
  const portrait = picture?.kind === "portrait" ? picture.image : undefined;
  return {
    title: say("nav.about"),
    description: photographer.bio[0] ?? photographer.tagline,
    path: "/about",
    type: "profile",
    ...(picture ? { image: picture.image } : {}),
    jsonLd: [
      personJsonLd(
        siteUrl,
        portrait && {
          ...(portrait.share ?? portrait),
          alt: portrait.alt,
        },
      ),
    ],
  };
}

export function contactSeo(): PageSeo {
  return {
    title: say("nav.contact"),
    description: contactPage.intro,
    path: "/contact",
  };
}

export function subscribeSeo(): PageSeo {
  return {
    title: say("subscribe.pageTitle"),
    description: say("subscribe.metaDescription", { name: photographer.name }),
    path: "/subscribe",
  };
}

/** A subscriber's own page (confirm, unsubscribe): found only by the link in a mail, never indexed. */
export function subscriberPageSeo(title: string, path: string): PageSeo {
  return { title, description: title, path, noindex: true };
}

export function notFoundSeo(): PageSeo {
  return {
    title: say("error.notFoundPageTitle"),
    description: say("error.notFoundText"),
    path: "/",
    noindex: true,
  };
}
