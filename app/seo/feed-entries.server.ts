import { viewerPath } from "~/catalog/catalog";
import { servedCatalog } from "~/catalog/catalog.server";
import { rangeText, sizesLine } from "~/catalog/specification";
import { config } from "~/config/env.server";
import { photographer } from "~/content/site";
import { printImageEntry } from "~/images/image-manifest.server";
import { printImage } from "~/images/image-source.server";
import { entryDate, type FeedEntry, type FeedSite, newestFirst } from "~/seo/feed";
import { say } from "~/words/say";

/** The feeds' prints from the catalogue, each with its date and its picture, newest first. */
export function feedEntries(): FeedEntry[] {
  const entries = servedCatalog().flatMap((collection) =>
    collection.prints.map((print): FeedEntry => {
      const image = printImage(print);
      const entry = printImageEntry(print.reference);
      const bytes = entry?.formats.jpeg.find((d) => image.share.src.endsWith(`/${d.file}`))?.bytes;
      return {
        reference: print.reference,
        title: print.title,
        path: viewerPath(print),
        ...(print.caption ? { caption: print.caption } : {}),
        description: print.description,
        collectionTitle: print.collectionTitle,
        sizes: sizesLine(print.specification),
        priceRange: rangeText(print.prices),
        // The content's `date`, else the file's capture date (print.date holds the first).
        date: entryDate(print.date, entry?.meta?.captured),
        ...(image.share.src ? { image: { ...image.share, ...(bytes ? { bytes } : {}) } } : {}),
      };
    }),
  );
  return newestFirst(entries);
}

export function feedSite(): FeedSite {
  return {
    siteUrl: config().siteUrl,
    title: photographer.siteName,
    author: photographer.name,
    description: say("feed.description", { name: photographer.name }),
  };
}
