import { type Collection, inquiryPath, type Print, viewerPath } from "~/catalog/catalog";
import { editionFields } from "~/catalog/edition";
import { quoteView } from "~/catalog/quote";
import { rangeText, sizesLine } from "~/catalog/specification";
import { printImage } from "~/images/image-source.server";
import { availableBeside, carriedIndexes, type ViewerPrint } from "~/viewer/page";
import { type PrintPageData, printPageFrom } from "~/viewer/print-page";

/**
 * The server's answer for a print's page: the print and CARRIED_EACH_SIDE prints on each side
 * whole, the rest of its collection as the strip's references and titles. Only the carried
 * prints' quotes and pictures are made, so the page costs the same whatever the collection's
 * size. Undefined when the collection has no such print.
 */
export function printPage(collection: Collection, reference: string): PrintPageData | undefined {
  const all = collection.prints;
  const index = all.findIndex((p) => p.reference === reference);
  if (index < 0) return undefined;
  const known = new Map<string, ViewerPrint>();
  for (const i of carriedIndexes(index, all.length)) {
    const print = all[i] as Print;
    known.set(print.reference, viewerPrint(print, all));
  }
  const strip = all.map((p) => ({ reference: p.reference, title: p.title }));
  const page = printPageFrom(collection, strip, known, reference);
  return page && { ...page, carried: [...known.values()] };
}

function viewerPrint(p: Print, all: readonly Print[]): ViewerPrint {
  const edition = editionFields(p.edition);
  return {
    reference: p.reference,
    title: p.title,
    ...(p.caption ? { caption: p.caption } : {}),
    description: p.description,
    ...(p.rights ? { rights: p.rights } : {}),
    ...(p.keywords ? { keywords: p.keywords } : {}),
    sizes: sizesLine(p.specification),
    priceRange: rangeText(p.prices),
    ...edition,
    href: viewerPath(p),
    inquiryHref: inquiryPath(p),
    image: printImage(p),
    quote: quoteView(p),
    ...(edition.soldOut
      ? {
          alternatives: availableBeside(
            all.map((q) => ({ print: q, reference: q.reference, ...editionFields(q.edition) })),
            p.reference,
          ).map(({ print: q }) => ({
            reference: q.reference,
            title: q.title,
            href: viewerPath(q),
            image: printImage(q),
            priceRange: rangeText(q.prices),
          })),
        }
      : {}),
  };
}
