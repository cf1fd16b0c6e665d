import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { CSSProperties } from "react";
import { featuredIn, heroIn, viewerPath } from "~/catalog/catalog";
import { servedCatalog } from "~/catalog/catalog.server";
import { money } from "~/catalog/specification";
import { aboutTeaser, hero } from "~/content/site";
import { sharedPageHeaders } from "~/http/cache-control";
import { rowColumns, shareOfRow } from "~/images/image";
import { printArt, printImage } from "~/images/image-source.server";
import { heroCrops, imageSizes, justifiedRowSizes } from "~/images/sizes";
import { seoMeta } from "~/seo/meta";
import { homeSeo } from "~/seo/pages";
import { HeroPhoto } from "~/ui/hero-photo";
import { PrintImage } from "~/ui/print-image";
import { say } from "~/words/say";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data ? seoMeta(matches, (siteUrl) => homeSeo(siteUrl, data)) : [];
export const headers = sharedPageHeaders;

export function loader() {
  const hero = heroIn(servedCatalog());
  // The whole photograph's link-preview fields only: its srcsets would be sent a second time.
  const { src, width, height, alt, share } = printImage(hero.print);
  return {
    hero: {
      /** The whole photograph, for link previews (homeSeo). */
      image: { src, width, height, alt, share },
      art: printArt(hero.print, hero.focus, heroCrops),
      focus: hero.focus,
    },
    featured: featuredIn(servedCatalog()).map(({ print, caption, price }) => ({
      caption,
      price: typeof price === "number" ? money(price) : price,
      title: print.title,
      href: viewerPath(print),
      image: printImage(print),
    })),
  };
}

export default function Home() {
  const { featured, hero: photo } = useLoaderData<typeof loader>();
  return (
    <>
      <section className="hero">
        <HeroPhoto art={photo.art} focus={photo.focus} />
        <div className="hero__body">
          <h1>{hero.title}</h1>
          <Link to="/portfolio" className="button button--primary">
            {hero.cta}
          </Link>
        </div>
      </section>

      <section className="page featured" aria-labelledby="featured-title">
        <h2 id="featured-title">{say("home.featuredHeading")}</h2>
        <ul
          className="featured__grid"
          style={{ "--featured-columns": rowColumns(featured) } as CSSProperties}
        >
          {featured.map((f) => (
            <li key={f.href}>
              <Link to={f.href} className="featured__link">
                <figure>
                  <div className="frame frame--own">
                    <PrintImage
                      image={f.image}
                      sizes={justifiedRowSizes(shareOfRow(featured, f), imageSizes.featuredNarrow)}
                    />
                  </div>
                  <figcaption>
                    <span className="featured__caption">{f.caption}</span>
                    <span className="featured__meta">
                      {f.caption === f.title ? null : <>{f.title} · </>}
                      <span className="price">{say("home.fromPrice", { price: f.price })}</span>
                    </span>
                  </figcaption>
                </figure>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="page about-teaser" aria-labelledby="about-teaser-title">
        <h2 id="about-teaser-title">{aboutTeaser.title}</h2>
        <p>{aboutTeaser.text}</p>
        <Link to="/about" className="text-link">
          {aboutTeaser.link}
        </Link>
      </section>
    </>
  );
}
