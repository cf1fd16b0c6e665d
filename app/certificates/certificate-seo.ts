/**
 * What a certificate's page tells machines: its title and description in the certificate's own
 * words, and its JSON-LD (the numbered copy and who has held it). Apart from app/seo/pages.ts,
 * which every page's script carries: only the certificate's page needs these.
 */
import type { Certificate } from "~/certificates/certificate";
import { sayCertificate as say } from "~/certificates/certificate-words";
import { photographer } from "~/content/site";
import type { JsonLd } from "~/seo/json-ld";
import type { PageSeo, SeoImage } from "~/seo/meta";
import { absoluteUrl } from "~/seo/urls";

/**
 * A certificate of authenticity: found only by the address printed on it, so kept out of search
 * results (noindex, and out of the sitemap), yet described for any machine that reads it.
 */
export function certificateSeo(
  siteUrl: string,
  data: {
    path: string;
    printPath: string;
    image: SeoImage;
    certificate: Pick<
      Certificate,
      | "title"
      | "reference"
      | "copyOf"
      | "serialNumber"
      | "editionSize"
      | "size"
      | "paper"
      | "date"
      | "voidedOn"
      | "owners"
    >;
  },
): PageSeo {
  const c = data.certificate;
  return {
    // A withdrawn one says so first, in the tab and in any link preview.
    title: say(c.voidedOn ? "certificate.voidPageTitle" : "certificate.pageTitle", {
      title: c.title,
      copy: c.copyOf,
    }),
    description: say("certificate.pageDescription", {
      title: c.title,
      reference: c.reference,
      copy: c.copyOf,
      size: c.size,
      name: photographer.name,
    }),
    path: data.path,
    noindex: true,
    // schema.org has no word for a withdrawn certificate: a void one describes no copy at all.
    jsonLd: c.voidedOn
      ? []
      : [
          certificateJsonLd(siteUrl, {
            ...c,
            path: data.path,
            printPath: data.printPath,
            imageUrl: absoluteUrl(siteUrl, data.image.src),
          }),
          ...ownersJsonLd(siteUrl, data.path, c.owners),
        ],
  };
}

/** A certificate address not in the register: its own words, kept out of search results. */
export function notInRegisterSeo(): PageSeo {
  return {
    title: say("certificate.unknownPageTitle"),
    description: say("certificate.unknownText", { name: photographer.name }),
    path: "/",
    noindex: true,
  };
}

/**
 * One numbered copy, as its certificate describes it: an IndividualProduct with its serial number
 * ("19/25"), and, being a copy of the artwork, a VisualArtwork that is an example of the print's
 * own (the print page's `#print`, whose edition is `artEdition`).
 */
export function certificateJsonLd(
  siteUrl: string,
  copy: {
    path: string;
    printPath: string;
    title: string;
    reference: string;
    serialNumber: string;
    editionSize: number;
    size: string;
    paper?: string;
    date: string;
    imageUrl: string;
  },
): JsonLd {
  const url = absoluteUrl(siteUrl, copy.path);
  const printUrl = absoluteUrl(siteUrl, copy.printPath);
  const creator = { "@id": `${absoluteUrl(siteUrl, "/about")}#photographer` };
  return {
    "@type": ["IndividualProduct", "VisualArtwork"],
    "@id": `${url}#copy`,
    name: `${copy.title}, ${copy.serialNumber}`,
    url,
    image: copy.imageUrl,
    sku: copy.reference,
    serialNumber: copy.serialNumber,
    artEdition: copy.editionSize,
    artform: "Photograph",
    size: copy.size,
    ...(copy.paper ? { artworkSurface: copy.paper } : {}),
    purchaseDate: copy.date,
    creator,
    brand: { "@type": "Brand", name: photographer.siteName },
    exampleOfWork: {
      "@type": "VisualArtwork",
      "@id": `${printUrl}#print`,
      name: copy.title,
      url: printUrl,
      artEdition: copy.editionSize,
      creator,
    },
  };
}

/**
 * Who has held a copy, as schema.org says it: each named owner a Person who `owns` it through an
 * OwnershipInfo, from the day they acquired it until the next one did, and from whom.
 */
export function ownersJsonLd(
  siteUrl: string,
  certificatePath: string,
  owners: readonly { name?: string; date: string }[],
): JsonLd[] {
  const copy = { "@id": `${absoluteUrl(siteUrl, certificatePath)}#copy` };
  const photographer = { "@id": `${absoluteUrl(siteUrl, "/about")}#photographer` };
  return owners.flatMap((owner, i) => {
    if (!owner.name) return [];
    const before = owners[i - 1];
    const after = owners[i + 1];
    // The buyer had it from the photographer; each later owner from the one before, if named.
    const from = !before
      ? photographer
      : before.name
        ? { "@type": "Person", name: before.name }
        : undefined;
    return [
      {
        "@type": "Person",
        name: owner.name,
        owns: {
          "@type": "OwnershipInfo",
          typeOfGood: copy,
          ownedFrom: owner.date,
          ...(after ? { ownedThrough: after.date } : {}),
          ...(from ? { acquiredFrom: from } : {}),
        },
      },
    ];
  });
}
