import { type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { findCollection, inquiryPath, viewerPath } from "~/catalog/catalog";
import { Breadcrumb } from "~/components/breadcrumb";
import { CopyReference } from "~/components/copy-reference";
import { PrintImage } from "~/components/print-image";
import { sharedPageHeaders } from "~/http/cache-control";
import { secureHeaders } from "~/http/response-headers.server";
import { printImage } from "~/images/image";
import { seoMeta } from "~/seo/meta";
import { collectionSeo } from "~/seo/pages";

export function loader({ params, request }: LoaderFunctionArgs) {
  const collection = findCollection(params.slug ?? "");
  if (!collection) throw redirect("/portfolio", { headers: secureHeaders(request) });
  return {
    slug: collection.slug,
    title: collection.title,
    description: collection.description,
    longDescription: collection.longDescription,
    prints: collection.prints.map((p) => ({
      reference: p.reference,
      title: p.title,
      priceRange: p.priceRange,
      href: viewerPath(p),
      inquiryHref: inquiryPath(p),
      image: printImage(p),
    })),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data ? seoMeta(matches, (siteUrl) => collectionSeo(siteUrl, data)) : [];
export const headers = sharedPageHeaders;

export default function CollectionPage() {
  const c = useLoaderData<typeof loader>();
  return (
    <section className="page">
      <Breadcrumb
        items={[
          { label: "Home", to: "/" },
          { label: "Portfolio", to: "/portfolio" },
          { label: c.title },
        ]}
      />
      <Link to="/portfolio" className="back-link">
        <span aria-hidden="true">←</span> Back to Portfolio
      </Link>
      <header className="page-header">
        <h1>{c.title}</h1>
        <p className="lede">{c.longDescription}</p>
        <p className="count">{c.prints.length} prints</p>
      </header>
      <ul className="print-grid">
        {c.prints.map((p, i) => (
          <li key={p.reference} id={p.reference} className="print-card">
            <Link to={p.href} className="frame print-card__image" aria-label={`View ${p.title}`}>
              <PrintImage
                image={p.image}
                sizes="(min-width: 1100px) 23vw, (min-width: 640px) 31vw, 46vw"
                priority={i === 0}
              />
            </Link>
            <h2 className="print-card__title">{p.title}</h2>
            <CopyReference reference={p.reference} />
            <p className="price">{p.priceRange}</p>
            <Link to={p.inquiryHref} className="button button--small">
              Add to Inquiry
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
