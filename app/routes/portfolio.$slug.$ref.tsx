import { type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { findCollection, inquiryPath, neighbours, position, viewerPath } from "~/catalog/catalog";
import { CopyReference } from "~/components/copy-reference";
import { PrintImage } from "~/components/print-image";
import { ShareButton } from "~/components/share-button";
import { sharedPageHeaders } from "~/http/cache-control";
import { secureHeaders } from "~/http/response-headers.server";
import { printImage } from "~/images/image";
import { seoMeta } from "~/seo/meta";
import { printSeo } from "~/seo/pages";

export function loader({ params, request }: LoaderFunctionArgs) {
  const collection = findCollection(params.slug ?? "");
  if (!collection) throw redirect("/portfolio", { headers: secureHeaders(request) });
  const index = collection.prints.findIndex((p) => p.reference === params.ref);
  const print = collection.prints[index];
  if (!print) throw redirect(`/portfolio/${collection.slug}`, { headers: secureHeaders(request) });
  const { previous, next } = neighbours(collection.prints, index);
  return {
    collection: { slug: collection.slug, title: collection.title },
    print: {
      reference: print.reference,
      title: print.title,
      description: print.description,
      sizes: print.sizes,
      priceRange: print.priceRange,
      image: printImage(print),
      inquiryHref: inquiryPath(print),
    },
    position: position(index, collection.prints.length),
    previous: { href: viewerPath(previous), title: previous.title },
    next: { href: viewerPath(next), title: next.title },
    thumbnails: collection.prints.map((p) => ({
      reference: p.reference,
      title: p.title,
      href: viewerPath(p),
      image: printImage(p),
    })),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data ? seoMeta(matches, (siteUrl) => printSeo(siteUrl, data)) : [];
export const headers = sharedPageHeaders;

export default function Viewer() {
  const data = useLoaderData<typeof loader>();
  const { print, collection } = data;
  const collectionHref = `/portfolio/${collection.slug}`;
  const [infoOpen, setInfoOpen] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const imageFailed = failed === print.reference;

  return (
    <section className="viewer" aria-label={`${print.title}, ${data.position.label}`}>
      <div className="viewer__bar">
        <Link to={collectionHref} className="viewer__close">
          <span aria-hidden="true">←</span> {collection.title}
        </Link>
        <p className="viewer__position">{data.position.label}</p>
        <button
          type="button"
          className="viewer__info-toggle button button--ghost"
          data-needs-js
          aria-expanded={infoOpen}
          aria-controls="viewer-info"
          onClick={() => setInfoOpen((open) => !open)}
        >
          Info
        </button>
      </div>

      <div className="viewer__stage">
        {imageFailed ? (
          <div className="viewer__missing">
            <p>Image not found</p>
            <Link to={collectionHref}>Return to collection</Link>
          </div>
        ) : (
          <PrintImage
            key={print.reference}
            className="viewer__image"
            image={print.image}
            sizes="(min-width: 1024px) 70vw, 100vw"
            priority
            onError={() => setFailed(print.reference)}
          />
        )}
        <Link
          to={data.previous.href}
          replace
          className="viewer__nav viewer__nav--previous"
          aria-label={`Previous: ${data.previous.title}`}
        >
          <span aria-hidden="true">‹</span>
        </Link>
        <Link
          to={data.next.href}
          replace
          className="viewer__nav viewer__nav--next"
          aria-label={`Next: ${data.next.title}`}
        >
          <span aria-hidden="true">›</span>
        </Link>
      </div>

      <aside id="viewer-info" className="viewer__info" data-open={infoOpen || undefined}>
        <h1 className="viewer__title">{print.title}</h1>
        <CopyReference reference={print.reference} />
        <dl className="details-list">
          <dt>Collection</dt>
          <dd>
            <Link to={collectionHref}>{collection.title}</Link>
          </dd>
          <dt>Sizes</dt>
          <dd>{print.sizes}</dd>
          <dt>Price range</dt>
          <dd className="price">{print.priceRange}</dd>
        </dl>
        <p className="viewer__description">{print.description}</p>
        <div className="viewer__actions">
          <Link to={print.inquiryHref} className="button button--primary">
            Add to Inquiry
          </Link>
          <ShareButton title={print.title} />
        </div>
      </aside>

      <nav className="viewer__thumbs" aria-label="Prints in this collection">
        <ul>
          {data.thumbnails.map((t) => (
            <li key={t.reference}>
              <Link
                to={t.href}
                replace
                aria-current={t.reference === print.reference ? "true" : undefined}
                aria-label={t.title}
              >
                <img
                  src={t.image.src}
                  width={64}
                  height={Math.round(64 * (t.image.height / t.image.width))}
                  alt=""
                  loading="lazy"
                  decoding="async"
                />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
