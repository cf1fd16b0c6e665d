import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { CSSProperties } from "react";
import { cardPriceRange } from "~/catalog/catalog";
import { servedCatalog } from "~/catalog/catalog.server";
import { portfolioPage } from "~/content/site";
import { sharedPageHeaders } from "~/http/cache-control";
import { printImage } from "~/images/image-source.server";
import { collectionCardSizes } from "~/images/sizes";
import { seoMeta } from "~/seo/meta";
import { portfolioSeo } from "~/seo/pages";
import { PrintImage } from "~/ui/print-image";
import { say } from "~/words/say";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data ? seoMeta(matches, (siteUrl) => portfolioSeo(siteUrl, data)) : [];
export const headers = sharedPageHeaders;

export function loader() {
  return {
    collections: servedCatalog().map((c) => ({
      slug: c.slug,
      title: c.title,
      description: c.description,
      imageCount: c.prints.length,
      priceRange: cardPriceRange(c),
      thumbnail: printImage(c.thumbnail),
    })),
  };
}

export default function Portfolio() {
  const { collections } = useLoaderData<typeof loader>();
  return (
    <section className="page">
      <header className="page-header">
        <h1>{portfolioPage.title}</h1>
        <p>{portfolioPage.intro}</p>
      </header>
      <ul className="collection-grid">
        {collections.map((c, i) => (
          <li
            key={c.slug}
            className="collection-card"
            style={{ "--ratio": c.thumbnail.width / c.thumbnail.height } as CSSProperties}
            // The list is drawn once its last card is parsed (site.css, "Justified rows").
            data-last={i === collections.length - 1 ? "" : undefined}
          >
            <div className="frame frame--own">
              <PrintImage
                image={c.thumbnail}
                sizes={collectionCardSizes(c.thumbnail.width / c.thumbnail.height)}
                priority={i === 0}
              />
            </div>
            {/* The title is the link, named by the words it shows; its box covers the card, so
                a click anywhere opens the collection (site.css). */}
            <h2 className="collection-card__title">
              <Link
                to={`/portfolio/${c.slug}`}
                className="collection-card__link"
                aria-describedby={`${c.slug}-meta ${c.slug}-description`}
              >
                {c.title}
              </Link>
            </h2>
            <p className="collection-card__description" id={`${c.slug}-description`}>
              {c.description}
            </p>
            <p className="collection-card__meta" id={`${c.slug}-meta`}>
              <span>{say("portfolio.printCount", { count: c.imageCount })}</span>
              <span className="price">{c.priceRange}</span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
