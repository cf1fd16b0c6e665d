import { describe, expect, it } from "vitest";
import { buildCollections } from "~/catalog/catalog";
import { quoteView } from "~/catalog/quote";
import { collections } from "~/content/site";
import { imageSourceFrom } from "~/images/image";
import { mimeTypeOf } from "~/images/image-manifest";
import { printImage } from "~/images/image-source.server";
import { aboutPicture, PORTRAIT_PATH } from "~/images/portrait";
import { breadcrumbJsonLd, printJsonLd } from "~/seo/json-ld";
import { pageMeta, seoMeta } from "~/seo/meta";
import { aboutSeo, collectionSeo, notFoundSeo, printSeo } from "~/seo/pages";
import { absoluteUrl, siteUrlOf } from "~/seo/urls";
import { derivative, imageEntry } from "../support/image-entry";

const site = "https://prints.example.com";
type Tag = Record<string, unknown>;
const find = (tags: Tag[], key: string, value: string) => tags.find((t) => t[key] === value);

describe("absoluteUrl", () => {
  it("joins SITE_URL and a path", () => {
    expect(absoluteUrl(site, "/")).toBe("https://prints.example.com/");
    expect(absoluteUrl(`${site}/`, "/portfolio")).toBe("https://prints.example.com/portfolio");
    expect(absoluteUrl(site, "https://cdn.example.com/a.jpg")).toBe(
      "https://cdn.example.com/a.jpg",
    );
  });
  it("reads the origin the root loader returned", () => {
    expect(siteUrlOf([{ id: "root", data: { siteUrl: site } }, { id: "routes/about" }])).toBe(site);
    expect(siteUrlOf([{ id: "root", data: undefined }])).toBe("");
  });
});

const [abstract] = buildCollections(collections);
if (!abstract) throw new Error("no collections");
const print = abstract.prints[2];
if (!print) throw new Error("no print");
/** The print's pictures as the pipeline lists them (stated here: the test reads no build). */
const jpeg = (width: number) => derivative(`abstract-003-${width}.0123456789.jpg`, width, 4 / 3);
const entry = imageEntry(2560, 1920, {
  avif: [],
  webp: [],
  jpeg: [jpeg(640), jpeg(960), jpeg(1280), jpeg(2560)],
});
const printData = {
  collection: { slug: abstract.slug, title: abstract.title },
  print: { ...print, image: imageSourceFrom(entry, print.alt), quote: quoteView(print) },
};

describe("pageMeta for a print", () => {
  const tags = seoMeta([{ id: "root", data: { siteUrl: site } }], (s) =>
    printSeo(s, printData),
  ) as Tag[];
  const url = `${site}/portfolio/abstract/ABSTRACT-003`;
  // The sample's words for ABSTRACT-003 (tests/fixtures/sample/abstract), as the page must say them.
  const description =
    "Abstract Print 3 from the Abstract collection. Colour, form and texture found in everyday surfaces.";
  const alt = "Abstract Print 3, a fine art photograph from the Abstract collection";

  it("has the title, description and canonical URL", () => {
    expect(tags).toContainEqual({ title: "Abstract Print 3 | Elena Marlowe Fine Art" });
    expect(find(tags, "name", "description")?.content).toBe(description);
    expect(find(tags, "rel", "canonical")?.href).toBe(url);
  });

  it("shares the print's own image (its 1280 px JPEG), title and description with absolute URLs", () => {
    const image = find(tags, "property", "og:image")?.content;
    expect(image).toBe("https://prints.example.com/images/abstract-003-1280.0123456789.jpg");
    expect(find(tags, "property", "og:title")?.content).toBe("Abstract Print 3");
    expect(find(tags, "property", "og:description")?.content).toBe(description);
    expect(find(tags, "property", "og:url")?.content).toBe(url);
    expect(find(tags, "property", "og:image:alt")?.content).toBe(alt);
    expect(find(tags, "name", "twitter:card")?.content).toBe("summary_large_image");
    expect(find(tags, "name", "twitter:image")?.content).toBe(image);
  });

  it("describes the print as an artwork for sale, with breadcrumbs and its photographer", () => {
    const ld = tags.find((t) => "script:ld+json" in t)?.["script:ld+json"] as {
      "@graph": Tag[];
    };
    const types = ld["@graph"].map((n) => n["@type"]);
    expect(types).toEqual([["VisualArtwork", "Product"], "BreadcrumbList", "Person"]);
    const artwork = ld["@graph"][0] as Tag & { offers: Tag };
    expect(artwork.offers).toMatchObject({
      "@type": "AggregateOffer",
      priceCurrency: "USD",
      lowPrice: 35,
      highPrice: 125,
      offerCount: 4,
    });
    expect(artwork.sku).toBe("ABSTRACT-003");
  });
});

describe("other pages", () => {
  it("lists a breadcrumb trail with absolute URLs", () => {
    const crumbs = breadcrumbJsonLd(site, [
      { name: "Home", path: "/" },
      { name: "Portfolio", path: "/portfolio" },
    ]);
    expect(crumbs.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${site}/` },
      { "@type": "ListItem", position: 2, name: "Portfolio", item: `${site}/portfolio` },
    ]);
  });
  it("describes the photographer with their portrait on About, and shares it; a print is not them", () => {
    const portraitJpeg = (width: number) =>
      derivative(`portrait-${width}.0123456789.jpg`, width, 0.8);
    const portraitEntry = imageEntry(1600, 2000, {
      avif: [],
      webp: [],
      jpeg: [portraitJpeg(640), portraitJpeg(960), portraitJpeg(1280), portraitJpeg(1600)],
    });
    const portrait = aboutPicture({
      portrait: { alt: "Mira Okafor at the harbour wall" },
      entry: portraitEntry,
    });
    const page = aboutSeo(site, { picture: portrait ?? null });
    const person = page.jsonLd?.[0] as Record<string, unknown>;
    expect(person.image).toEqual({
      "@type": "ImageObject",
      contentUrl: `${site}${PORTRAIT_PATH}portrait-1280.0123456789.jpg`,
      width: 1280,
      height: 1600,
      caption: "Mira Okafor at the harbour wall",
    });
    const tags = pageMeta(site, page) as Tag[];
    expect(find(tags, "property", "og:image")?.content).toBe(
      `${site}${PORTRAIT_PATH}portrait-1280.0123456789.jpg`,
    );
    expect(find(tags, "property", "og:image:alt")?.content).toBe("Mira Okafor at the harbour wall");

    // A print on About is the page's picture, not the photographer's.
    const shown = aboutSeo(site, {
      picture: aboutPicture({ print: imageSourceFrom(entry, print.alt) }) ?? null,
    });
    expect(shown.jsonLd?.[0]).not.toHaveProperty("image");
    expect(shown.image?.alt).toBe(print.alt);
    // Nothing to show, nothing said.
    expect(aboutSeo(site, { picture: null }).image).toBeUndefined();
    expect(aboutSeo(site, { picture: null }).jsonLd?.[0]).not.toHaveProperty("image");
  });
  it("gives a collection its own title and image", () => {
    const page = collectionSeo(site, {
      slug: abstract.slug,
      title: abstract.title,
      description: abstract.description,
      total: abstract.prints.length,
      page: 1,
      pages: 1,
      prints: abstract.prints.map((p) => ({ image: printImage(p) })),
    });
    expect(page.title).toBe("Abstract");
    expect(page.path).toBe("/portfolio/abstract");
    // Its first print's 960 px JPEG (the hash is the build's).
    expect(page.image?.src).toMatch(/^\/images\/abstract-001-960\.[0-9a-f]{10}\.jpg$/);
    const tags = pageMeta(site, page) as Tag[];
    expect(find(tags, "rel", "prev")).toBeUndefined();
    expect(find(tags, "rel", "next")).toBeUndefined();
  });
  it("gives a large collection's later page its own title and address, linked to its neighbours", () => {
    const page = collectionSeo(site, {
      slug: "archive",
      title: "Archive",
      description: "Twenty years.",
      total: 60,
      page: 2,
      pages: 3,
      prints: abstract.prints.slice(0, 1).map((p) => ({ image: printImage(p) })),
    });
    expect(page.title).toBe("Archive – Page 2");
    expect(page.description).toContain("60 fine art prints");
    const tags = pageMeta(site, page) as Tag[];
    expect(find(tags, "rel", "canonical")?.href).toBe(`${site}/portfolio/archive?page=2`);
    expect(find(tags, "rel", "prev")?.href).toBe(`${site}/portfolio/archive`);
    expect(find(tags, "rel", "next")?.href).toBe(`${site}/portfolio/archive?page=3`);
    expect(page.jsonLd?.[0]).toMatchObject({
      "@type": "CollectionPage",
      url: `${site}/portfolio/archive?page=2`,
      numberOfItems: 60,
    });
  });
  it("keeps the 404 page out of search results, without a canonical URL", () => {
    const tags = pageMeta(site, notFoundSeo()) as Tag[];
    expect(find(tags, "name", "robots")?.content).toBe("noindex");
    expect(find(tags, "rel", "canonical")).toBeUndefined();
  });
  it("offers each size at its amount in the content's currency, however the money is written", () => {
    // A euro site writes "60 € - 220 €": the offer is made from the amounts, never that text.
    const ld = printJsonLd(site, {
      reference: "X-001",
      title: "X",
      description: "d",
      offers: [
        { size: "30x40", price: 60 },
        { size: "70x100", price: 220 },
      ],
      currency: "EUR",
      unit: "cm",
      path: "/x",
      imageUrl: `${site}/x.jpg`,
      collectionTitle: "X",
    });
    expect(ld.offers).toMatchObject({
      "@type": "AggregateOffer",
      priceCurrency: "EUR",
      lowPrice: 60,
      highPrice: 220,
      offerCount: 2,
    });
    expect((ld.offers as { offers: { price: number }[] }).offers.map((o) => o.price)).toEqual([
      60, 220,
    ]);
  });
  it("makes no offer for an artwork with no size on offer", () => {
    const ld = printJsonLd(site, {
      reference: "X-001",
      title: "X",
      description: "d",
      offers: [],
      currency: "USD",
      path: "/x",
      imageUrl: `${site}/x.jpg`,
      collectionTitle: "X",
    });
    expect(ld.offers).toBeUndefined();
  });
  it("states each size in the unit the content sells in", () => {
    const facts = {
      reference: "X-001",
      title: "X",
      description: "d",
      currency: "USD",
      path: "/x",
      imageUrl: `${site}/x.jpg`,
      collectionTitle: "X",
    };
    expect(
      printJsonLd(site, {
        ...facts,
        offers: ["30x40", "50x70", "70x100"].map((size) => ({ size, price: 1 })),
        unit: "cm",
      }).size,
    ).toEqual(["30x40 cm", "50x70 cm", "70x100 cm"]);
    const inches = ["8x10", "11x14"].map((size) => ({ size, price: 1 }));
    expect(printJsonLd(site, { ...facts, offers: inches, unit: "in" }).size).toEqual([
      "8x10 in",
      "11x14 in",
    ]);
  });
  it("names the types of the files the pipeline writes, by extension", () => {
    expect(mimeTypeOf("https://x/a.JPG?v=1")).toBe("image/jpeg");
    expect(mimeTypeOf("/images/a-640.0123456789.avif")).toBe("image/avif");
    expect(mimeTypeOf("/images/a-640.0123456789.webp")).toBe("image/webp");
    expect(mimeTypeOf("/artwork/A.svg")).toBeUndefined();
    expect(mimeTypeOf("/noext")).toBeUndefined();
  });
});

describe("a print with words from its original", () => {
  const facts = {
    reference: "X-001",
    title: "Breakwater",
    description: "Made from the title.",
    offers: [{ size: "8x10", price: 45 }],
    currency: "USD",
    path: "/portfolio/x/X-001",
    imageUrl: `${site}/x.jpg`,
    collectionTitle: "X",
  };

  it("describes the artwork by its caption and carries Google's image licence fields", () => {
    const ld = printJsonLd(site, {
      ...facts,
      caption: "The harbour wall at dawn.",
      rights: {
        creator: "Ada Byron",
        copyright: "© 2024 Ada Byron",
        credit: "Ada Byron / Studio",
        licence: "https://example.com/licence",
      },
      keywords: ["sea", "dawn"],
    });
    const rights = {
      creator: { "@type": "Person", name: "Ada Byron" },
      copyrightNotice: "© 2024 Ada Byron",
      creditText: "Ada Byron / Studio",
      license: "https://example.com/licence",
    };
    expect(ld).toMatchObject({ description: "The harbour wall at dawn.", keywords: "sea, dawn" });
    expect(ld).toMatchObject(rights);
    expect(ld.image).toEqual({
      "@type": "ImageObject",
      contentUrl: `${site}/x.jpg`,
      caption: "The harbour wall at dawn.",
      ...rights,
    });
  });

  it("names the site's photographer as creator when the file does, or says nothing", () => {
    const photographerRef = {
      "@type": "Person",
      "@id": `${site}/about#photographer`,
      name: "Elena Marlowe",
    };
    const named = printJsonLd(site, { ...facts, rights: { creator: "elena marlowe" } });
    expect(named.creator).toEqual(photographerRef);
    const plain = printJsonLd(site, facts);
    expect(plain.creator).toEqual(photographerRef);
    expect(plain.image).toBe(`${site}/x.jpg`);
    expect(plain.description).toBe("Made from the title.");
    expect(plain).not.toHaveProperty("copyrightNotice");
  });

  it("shares the caption as the page's description, with the edition after it", () => {
    const page = printSeo(site, {
      ...printData,
      print: { ...printData.print, caption: "Fog.", editionLabel: "Open edition" },
    });
    expect(page.description).toBe("Fog. Open edition.");
  });
});
