import { type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { type ClientLoaderFunctionArgs, Link, useLoaderData, useLocation } from "@remix-run/react";
import type { CSSProperties } from "react";
import { collectionIn, inquiryPath, viewerPath } from "~/catalog/catalog";
import { servedCatalog } from "~/catalog/catalog.server";
import { CollectionPager } from "~/catalog/collection-pager";
import {
  answerPage,
  collectionPageHref,
  pageCount,
  printsOfPage,
} from "~/catalog/collection-pages";
import { editionFields } from "~/catalog/edition";
import { rangeText } from "~/catalog/specification";
import { isFollowingPage, useFollowingPages } from "~/catalog/use-following-pages";
import type { CountHandle } from "~/counts/page-count";
import { sharedPageHeaders } from "~/http/cache-control";
import { movedOr } from "~/http/moved.server";
import { secureHeaders } from "~/http/response-headers.server";
import { typicalRatio } from "~/images/image";
import { printImage } from "~/images/image-source.server";
import { printGridSizes } from "~/images/sizes";
import { seoMeta } from "~/seo/meta";
import { collectionSeo, collectionTrail } from "~/seo/pages";
import { Breadcrumb } from "~/ui/breadcrumb";
import { CopyReference } from "~/ui/copy-reference";
import { PrintImage } from "~/ui/print-image";
import { announce } from "~/ui/status";
import { openedFromCollection } from "~/viewer/last-viewed";
import { useRevealLastViewed } from "~/viewer/use-reveal-last-viewed";
import { say } from "~/words/say";

export function loader({ params, request }: LoaderFunctionArgs) {
  const collection = collectionIn(servedCatalog(), params.slug ?? "");
  if (!collection) throw movedOr("/portfolio", request, params.slug);
  const pages = pageCount(collection.prints.length);
  const asked = answerPage(new URL(request.url).searchParams.get("page"), pages);
  if ("goTo" in asked) {
    throw redirect(collectionPageHref(collection.slug, asked.goTo), {
      status: asked.permanent ? 301 : 302,
      headers: secureHeaders(request),
    });
  }
  const prints = printsOfPage(collection.prints, asked.show).map((p) => ({
    reference: p.reference,
    title: p.title,
    priceRange: rangeText(p.prices),
    ...editionFields(p.edition),
    href: viewerPath(p),
    inquiryHref: inquiryPath(p),
    image: printImage(p),
  }));
  return {
    slug: collection.slug,
    title: collection.title,
    description: collection.description,
    longDescription: collection.longDescription,
    total: collection.prints.length,
    page: asked.show,
    pages,
    prints,
    // The whole collection's shape, so every page's columns are the same.
    tileRatio: typicalRatio(
      collection.prints.map((p) => printImage(p)).map((i) => i.width / i.height),
    ),
  };
}

/**
 * A page added as the visitor scrolls is not a navigation: when it cannot come (the line dropped,
 * the server restarting), the grid stays as it is with the next page's link under it, rather than
 * the error page taking the place of what the visitor was looking at.
 */
export async function clientLoader({ request, serverLoader }: ClientLoaderFunctionArgs) {
  if (!isFollowingPage(request.url)) return serverLoader<typeof loader>();
  try {
    return await serverLoader<typeof loader>();
  } catch {
    return null;
  }
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data ? seoMeta(matches, (siteUrl) => collectionSeo(siteUrl, data)) : [];
export const headers = sharedPageHeaders;

export const handle = {
  count: ({ params }) => ({ kind: "collection", slug: params.slug ?? "" }),
} satisfies CountHandle;

export default function CollectionPage() {
  const c = useLoaderData<typeof loader>();
  const { key } = useLocation();
  useRevealLastViewed(c.slug);
  return (
    <section className="page collection">
      <div className="collection__trail">
        <Breadcrumb items={collectionTrail(c.slug, c.title)} />
        <Link to="/portfolio" className="back-link">
          <span aria-hidden="true">←</span> {say("collection.back")}
        </Link>
      </div>
      <header className="collection__header">
        <h1>{c.title}</h1>
        <p className="count">{say("portfolio.printCount", { count: c.total })}</p>
        <div className="collection__about">
          <p className="lede" id="collection-description">
            {c.longDescription}
          </p>
          {/* Phones show the first lines; this opens the rest, without JavaScript. */}
          <details className="collection__more">
            <summary>
              <span className="collection__more-closed">{say("collection.readMore")}</span>
              <span className="collection__more-open">{say("collection.showLess")}</span>
            </summary>
          </details>
        </div>
      </header>
      {/* Each arrival its own grid: the pages it shows start from what that entry showed. */}
      <CollectionPrints key={key} collection={c} />
    </section>
  );
}

type Collection = ReturnType<typeof useLoaderData<typeof loader>>;

/** Prints added as the visitor scrolled are said to screen readers, which see no scrolling. */
const sayAdded = (page: { prints: unknown[] }) =>
  announce(say("collection.morePrints", { count: page.prints.length }));

function CollectionPrints({ collection: c }: { collection: Collection }) {
  const { shown, first, last, nextRef } = useFollowingPages(c.slug, c, c.pages, sayAdded);
  return (
    <>
      <ul
        className="print-grid"
        aria-label={say("collection.printsLabel")}
        style={{ "--tile-ratio": c.tileRatio } as CSSProperties}
      >
        {shown
          .flatMap((page) => page.prints)
          .map((p, i) => (
            <li key={p.reference} id={p.reference} className="print-card">
              <Link
                to={p.href}
                state={openedFromCollection(first, last)}
                className="frame frame--own print-card__image"
                aria-label={say("collection.viewPrint", { title: p.title })}
              >
                <PrintImage
                  image={p.image}
                  sizes={printGridSizes(c.tileRatio)}
                  priority={i === 0}
                />
              </Link>
              {/* The title and price lead; the edition, the action and the reference follow. */}
              <h2 className="print-card__title">{p.title}</h2>
              <p className="print-card__price price">{p.priceRange}</p>
              {p.editionLabel ? (
                <p className="edition" data-sold-out={p.soldOut || undefined}>
                  {p.editionLabel}
                </p>
              ) : null}
              <div className="print-card__foot">
                <Link to={p.inquiryHref} className="print-card__inquire">
                  {say("quote.addToInquiry")}
                  <span className="visually-hidden">: {p.title}</span>
                </Link>
                <CopyReference reference={p.reference} />
              </div>
            </li>
          ))}
      </ul>
      <CollectionPager slug={c.slug} first={first} last={last} pages={c.pages} nextRef={nextRef} />
    </>
  );
}
