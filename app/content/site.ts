/**
 * The photographer's content, as `npm run check` read and checked it from the content folder
 * (`content/site.yaml` and `content/<slug>/collection.yaml`; CONTENT_DIR chooses another) and
 * wrote to app/content/generated/content.json. The build bundles it into the server and, for the
 * few fields a page's script needs, into the browser: one named import per field, so each bundle
 * carries only the fields it uses. The types are the zod schemas' (app/content/content-schema.ts).
 */

import type { Content } from "~/content/content-schema";
import {
  aboutPage as aboutPageData,
  aboutTeaser as aboutTeaserData,
  collections as collectionsData,
  contactPage as contactPageData,
  contentDir as contentDirData,
  faq as faqData,
  featuredPrints as featuredPrintsData,
  hero as heroData,
  licensing as licensingData,
  photographer as photographerData,
  portfolioPage as portfolioPageData,
  pricing as pricingData,
  printDefaults as printDefaultsData,
  shipping as shippingData,
} from "~/content/generated/content.json";

export type {
  CollectionContent,
  Edition,
  Finish,
  PrintOverride,
  PrintSpecification,
  Receiving,
  SizeOffer,
  SpecificationOverride,
} from "~/content/content-schema";

export type HeroPhotoContent = Content["hero"]["photo"];
export type FeaturedContent = Content["featuredPrints"][number];
export type ShippingRegion = Content["shipping"]["regions"][number];

/** Where the originals are: the content folder the check read. */
export const contentDir = contentDirData as Content["contentDir"];
export const photographer = photographerData as Content["photographer"];
export const hero = heroData as Content["hero"];
export const featuredPrints = featuredPrintsData as Content["featuredPrints"];
export const aboutTeaser = aboutTeaserData as Content["aboutTeaser"];
export const portfolioPage = portfolioPageData as Content["portfolioPage"];
export const aboutPage = aboutPageData as Content["aboutPage"];
export const contactPage = contactPageData as Content["contactPage"];
export const faq = faqData as Content["faq"];
/** One currency for the whole site, written in the visitor's usual way ("$1,250"). */
export const pricing = pricingData as Content["pricing"];
/**
 * Every print's specification unless its collection or the print itself says otherwise. Each
 * range and "From" price on the site is worked out from `sizes`.
 */
export const printDefaults = printDefaultsData as Content["printDefaults"];
export const shipping = shippingData as Content["shipping"];
/**
 * The rights stated in every picture the site serves and on every print page. An original's own
 * Creator and Copyright win; these fill in for the others and for the sample artworks.
 */
export const licensing = licensingData as Content["licensing"];
export const collections = collectionsData as Content["collections"];
