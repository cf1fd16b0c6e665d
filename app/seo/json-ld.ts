import type { Availability } from "~/catalog/edition";
import { shippingCost } from "~/catalog/shipping";
import { sizeName } from "~/catalog/specification";
import { photographer, type shipping as shippingContent } from "~/content/site";
import { absoluteUrl } from "~/seo/urls";
import { language, say } from "~/words/say";

/**
 * schema.org descriptions of the site's things, for search engines (rendered as
 * <script type="application/ld+json"> by Remix's <Meta>, which escapes them).
 */

export type JsonLd = Record<string, unknown>;

/** The photographer; `portrait`, a picture of them (About's, when the content gives one). */
export function personJsonLd(
  siteUrl: string,
  portrait?: { src: string; width: number; height: number; alt: string },
): JsonLd {
  return {
    "@type": "Person",
    "@id": `${absoluteUrl(siteUrl, "/about")}#photographer`,
    name: photographer.name,
    url: absoluteUrl(siteUrl, "/about"),
    jobTitle: say("jsonLd.jobTitle"),
    description: photographer.bio[0],
    knowsAbout: photographer.specialty,
    homeLocation: { "@type": "Place", name: photographer.contact.location },
    ...(portrait
      ? {
          image: {
            "@type": "ImageObject",
            contentUrl: absoluteUrl(siteUrl, portrait.src),
            width: portrait.width,
            height: portrait.height,
            caption: portrait.alt,
          },
        }
      : {}),
  };
}

export function webSiteJsonLd(siteUrl: string): JsonLd {
  return {
    "@type": "WebSite",
    "@id": `${absoluteUrl(siteUrl, "/")}#website`,
    name: photographer.siteName,
    url: absoluteUrl(siteUrl, "/"),
    inLanguage: language,
    publisher: { "@id": `${absoluteUrl(siteUrl, "/about")}#photographer` },
  };
}

export type Crumb = { name: string; path: string };

export function breadcrumbJsonLd(siteUrl: string, crumbs: readonly Crumb[]): JsonLd {
  return {
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}

export type ArtworkFacts = {
  reference: string;
  title: string;
  description: string;
  /** The papers it is printed on, as the content labels them (its medium). */
  papers?: string[];
  /** The unit the content's sizes are in (content: `pricing.unit`). */
  unit?: "in" | "cm";
  path: string;
  imageUrl: string;
  collectionTitle: string;
  /** Where the photographer set an edition; otherwise every print is made to order. */
  availability?: Availability;
  /** The photograph's caption from its original: the artwork's description where set. */
  caption?: string;
  /** Credits and licence from the original (Google's image licence metadata). */
  rights?: { creator?: string; copyright?: string; credit?: string; licence?: string };
  keywords?: string[];
  /** Its sizes ('8x10', '30x40') with their prices: one offer per size. None: no offer is made. */
  offers: { size: string; price: number }[];
  /** ISO 4217: what `offers` are priced in. */
  currency: string;
  /** Where prints go, how long they take and what that costs per size. */
  shipping?: typeof shippingContent;
  /** Google's image licence fields: the licensing words, and where to ask for a licence. */
  licensePath?: string;
  acquireLicensePath?: string;
};

type Days = { min: number; max: number };
const days = ({ min, max }: Days): JsonLd => ({
  "@type": "QuantitativeValue",
  minValue: min,
  maxValue: max,
  unitCode: "DAY",
});

/** schema.org OfferShippingDetails for one size: per region, its rate, countries and days. */
export function shippingDetailsJsonLd(
  shipping: typeof shippingContent,
  size: string,
  currency: string,
): JsonLd[] {
  return shipping.regions.flatMap((region) => {
    const cost = shippingCost(region, size);
    if (cost === undefined) return [];
    return [
      {
        "@type": "OfferShippingDetails",
        shippingRate: { "@type": "MonetaryAmount", value: cost, currency },
        shippingDestination: region.countries.map((country) => ({
          "@type": "DefinedRegion",
          addressCountry: country,
        })),
        deliveryTime: {
          "@type": "ShippingDeliveryTime",
          handlingTime: days(shipping.madeInBusinessDays),
          transitTime: days(region.transitDays),
        },
      },
    ];
  });
}

/**
 * The rights written into an original, as schema.org's CreativeWork says them: `creator`,
 * `copyrightNotice`, `creditText` and `license`, what Google shows as image licence details.
 * A creator named like the photographer is the site's photographer.
 */
export function rightsJsonLd(siteUrl: string, rights: ArtworkFacts["rights"] = {}): JsonLd {
  const photographerId = `${absoluteUrl(siteUrl, "/about")}#photographer`;
  const creator = rights.creator;
  const isPhotographer =
    !creator || creator.trim().toLowerCase() === photographer.name.toLowerCase();
  return {
    // Named in place as well as by reference: Google's image licence details need the name.
    creator: isPhotographer
      ? { "@type": "Person", "@id": photographerId, name: photographer.name }
      : { "@type": "Person", name: creator },
    ...(rights.copyright ? { copyrightNotice: rights.copyright } : {}),
    ...(rights.credit ? { creditText: rights.credit } : {}),
    ...(rights.licence ? { license: rights.licence } : {}),
  };
}

/**
 * A print is both a work of art and something for sale: a VisualArtwork and a Product, with an
 * AggregateOffer spanning its price range (one offer per size).
 */
export function printJsonLd(siteUrl: string, print: ArtworkFacts): JsonLd {
  const url = absoluteUrl(siteUrl, print.path);
  const unit = print.unit ?? "in";
  const sizes = print.offers.map((o) => o.size);
  const rights = rightsJsonLd(siteUrl, print.rights);
  const licence = {
    ...(print.licensePath && !print.rights?.licence
      ? { license: absoluteUrl(siteUrl, print.licensePath) }
      : {}),
    ...(print.acquireLicensePath
      ? { acquireLicensePage: absoluteUrl(siteUrl, print.acquireLicensePath) }
      : {}),
  };
  const { currency } = print;
  const availability = `https://schema.org/${print.availability ?? "MadeToOrder"}`;
  const offers =
    print.offers.length > 0
      ? {
          "@type": "AggregateOffer",
          priceCurrency: currency,
          lowPrice: Math.min(...print.offers.map((o) => o.price)),
          highPrice: Math.max(...print.offers.map((o) => o.price)),
          offerCount: print.offers.length,
          availability,
          url,
          offers: print.offers.map((o) => ({
            "@type": "Offer",
            name: sizeName(o.size),
            sku: `${print.reference}-${o.size}`,
            price: o.price,
            priceCurrency: currency,
            availability,
            url: `${url}?size=${encodeURIComponent(o.size)}`,
            itemCondition: "https://schema.org/NewCondition",
            ...(print.shipping
              ? { shippingDetails: shippingDetailsJsonLd(print.shipping, o.size, currency) }
              : {}),
          })),
        }
      : undefined;
  const described = print.rights || print.licensePath || print.acquireLicensePath;
  return {
    "@type": ["VisualArtwork", "Product"],
    "@id": `${url}#print`,
    name: print.title,
    description: print.caption ?? print.description,
    url,
    image: described
      ? {
          "@type": "ImageObject",
          contentUrl: print.imageUrl,
          ...(print.caption ? { caption: print.caption } : {}),
          ...rights,
          ...licence,
        }
      : print.imageUrl,
    sku: print.reference,
    inLanguage: language,
    artform: "Photograph",
    ...(print.papers?.length
      ? {
          artMedium: say("jsonLd.artMedium", {
            papers: new Intl.ListFormat(language, { type: "disjunction" }).format(print.papers),
          }),
        }
      : {}),
    artworkSurface: say("jsonLd.artworkSurface"),
    size: sizes.map((s) => `${s} ${unit}`),
    isPartOf: print.collectionTitle,
    ...rights,
    ...(print.keywords?.length ? { keywords: print.keywords.join(", ") } : {}),
    brand: { "@type": "Brand", name: photographer.siteName },
    ...(offers ? { offers } : {}),
  };
}

/** Several descriptions in one document, sharing their @context. */
export function graph(items: readonly JsonLd[]): JsonLd {
  return { "@context": "https://schema.org", "@graph": items };
}
