import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, Link, useLoaderData, useRouteError } from "@remix-run/react";
import { heroIn, printIn, viewerPath } from "~/catalog/catalog";
import { servedCatalog } from "~/catalog/catalog.server";
import { certificatePath, copyByToken } from "~/catalog/register";
import { editionRegister } from "~/catalog/register.server";
import { type Certificate, certificateOf } from "~/certificates/certificate";
import { certificateQrSvg } from "~/certificates/certificate-qr.server";
import { certificateSeo, notInRegisterSeo } from "~/certificates/certificate-seo";
// The certificate's own words: its page's script alone carries them (app/words/en.ts `pageWords`).
import { sayCertificate as say } from "~/certificates/certificate-words";
import { config } from "~/config/env.server";
import { signature } from "~/content/signature.server";
import { photographer, pricing } from "~/content/site";
import { privatePage } from "~/http/cache-control";
import type { ImageSource } from "~/images/image";
import { printImage } from "~/images/image-source.server";
import { imageSizes } from "~/images/sizes";
import { seoMeta } from "~/seo/meta";
import { notFoundSeo } from "~/seo/pages";
import { absoluteUrl } from "~/seo/urls";
import { NotFound, type NotFoundData } from "~/ui/error-boundary";
import { PrintImage } from "~/ui/print-image";
import { language, sayWith } from "~/words/say";

/**
 * A certificate of authenticity for one sold copy of a limited edition, at the address its QR
 * code holds: /certificate/<token>, the token a random 128 bits `npm run edition -- sell` wrote
 * into the register. The register is read as it is now: a copy just sold has its page; a voided
 * one answers 410 Gone and says so, its statement, signature and QR code withdrawn; an address
 * not in the register answers 404 with a page of its own, naming whose register it is and how to
 * ask them (a mistyped or forged certificate is a collector's question, not a missing page).
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const register = editionRegister();
  const found = copyByToken(register, params.token ?? "");
  const print = found ? printIn(servedCatalog(), found.reference) : undefined;
  const certificate =
    found && print
      ? certificateOf(print, found.copy, register, {
          photographer: photographer.name,
          unit: pricing.unit,
          locale: language,
          ...(pricing.border !== undefined ? { border: pricing.border } : {}),
        })
      : undefined;
  if (!found || !print || !certificate) {
    const payload: NotInRegister = {
      photo: printImage(heroIn(servedCatalog()).print),
      notInRegister: true,
    };
    throw data(payload, { status: 404 });
  }
  const path = certificatePath(found.copy.token);
  const url = absoluteUrl(config().siteUrl, path);
  const qrSvg = await certificateQrSvg(url);
  const page: CertificatePage = {
    certificate,
    ...(signature && !certificate.voidedOn ? { signature } : {}),
    path,
    url,
    printPath: viewerPath(print),
    image: printImage(print),
    qrSvg,
  };
  return data(
    page,
    // Gone: a link to a withdrawn certificate must not pass for a valid one, to a person or a machine.
    { status: certificate.voidedOn ? 410 : 200 },
  );
}

type NotInRegister = NotFoundData & { notInRegister: true };

/** What the page shows (the loader's, with a status of its own: 410 for a void one). */
type CertificatePage = {
  certificate: Certificate;
  path: string;
  url: string;
  printPath: string;
  image: ImageSource;
  qrSvg: string;
  /** The photographer's signature (content/signature.svg), where there is one. */
  signature?: { src: string; width: number; height: number };
};

export const meta: MetaFunction<typeof loader> = ({ data: page, matches, error }) =>
  seoMeta(matches, (siteUrl) =>
    page
      ? certificateSeo(siteUrl, page as unknown as CertificatePage)
      : isRouteErrorResponse(error) && (error.data as Partial<NotInRegister>)?.notInRegister
        ? notInRegisterSeo()
        : notFoundSeo(),
  );

// Made for the one who holds its address: never kept by a CDN, and a void shows at once.
export function headers() {
  return { "Cache-Control": privatePage, "X-Robots-Tag": "noindex" };
}

export default function CertificatePage() {
  // (Typed by hand: `data()` with a status hides the shape from useLoaderData's inference.)
  const {
    certificate: c,
    url,
    printPath,
    image,
    qrSvg,
    signature,
  } = useLoaderData() as CertificatePage;
  return (
    <article className="page certificate" aria-labelledby="certificate-title">
      <header className="certificate__header">
        <p className="eyebrow">{say("certificate.eyebrow")}</p>
        <h1 id="certificate-title">{c.title}</h1>
        <p className="certificate__number">{c.copyOf}</p>
      </header>
      {c.voidedOn ? (
        <p className="certificate__void">{say("certificate.void", { date: c.voidedOn })}</p>
      ) : null}
      <div className="certificate__photo">
        <PrintImage image={image} sizes={imageSizes.certificate} priority />
      </div>
      <dl className="details-list certificate__details">
        <dt>{say("certificate.reference")}</dt>
        <dd>
          <Link to={printPath}>{c.reference}</Link>
          {c.soldAs ? ` ${say("certificate.soldAs", { reference: c.soldAs })}` : null}
        </dd>
        <dt>{say("certificate.edition")}</dt>
        <dd>
          {c.copyOf}
          <span className="certificate__terms">{c.terms}</span>
        </dd>
        <dt>{say("certificate.size")}</dt>
        <dd>{c.sheetAndImage ?? c.size}</dd>
        {c.medium ? (
          <>
            <dt>{say("certificate.medium")}</dt>
            <dd>{c.medium}</dd>
          </>
        ) : c.paper ? (
          <>
            <dt>{say("certificate.paper")}</dt>
            <dd>{c.paper}</dd>
          </>
        ) : null}
        {c.frame ? (
          <>
            <dt>{say("certificate.frame")}</dt>
            <dd>{c.frame}</dd>
          </>
        ) : null}
        {c.year ? (
          <>
            <dt>{say("certificate.made")}</dt>
            <dd>
              <time dateTime={c.year}>{c.year}</time>
            </dd>
          </>
        ) : null}
        <dt>{say("certificate.date")}</dt>
        <dd>
          <time dateTime={c.date}>{c.dateText}</time>
        </dd>
        {c.buyer ? (
          <>
            <dt>{say("certificate.collector")}</dt>
            <dd>{c.buyer}</dd>
          </>
        ) : null}
      </dl>
      {c.owners.length > 1 ? (
        <section className="certificate__provenance" aria-labelledby="provenance-title">
          <h2 id="provenance-title">{say("certificate.provenance")}</h2>
          <ol>
            {c.owners.map((o) => (
              <li key={`${o.date} ${o.name ?? ""}`}>
                {sayWith(
                  "certificate.owner",
                  {
                    name: o.name ?? say("certificate.unnamed"),
                    date: <time dateTime={o.date}>{o.dateText}</time>,
                  },
                  say,
                )}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      {/* Withdrawn: nothing left on it that vouches for the copy, only the notice above. */}
      {c.voidedOn ? null : (
        <>
          <blockquote className="certificate__statement">
            <p>{c.statement}</p>
          </blockquote>
          <div className="certificate__signature">
            {signature ? (
              <img
                className="certificate__signed"
                src={signature.src}
                width={signature.width}
                height={signature.height}
                alt={say("certificate.signatureAlt", { name: c.photographer })}
              />
            ) : null}
            <p className="certificate__line">{say("certificate.signature")}</p>
            <p>{c.photographer}</p>
          </div>
          <CertificateQr url={url} qrSvg={qrSvg} number={c.number} />
          <p className="certificate__register">
            {say("certificate.register", { name: c.photographer, site: new URL(url).host })}
          </p>
        </>
      )}
    </article>
  );
}

/** The QR code of the certificate's own address, and the address in words under it. */
function CertificateQr({ url, qrSvg, number }: { url: string; qrSvg: string; number: string }) {
  return (
    <figure className="certificate__qr">
      {/* The SVG is the qrcode library's, drawn on the server from this page's own address. */}
      <div
        role="img"
        aria-label={say("certificate.qrLabel", { url })}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: markup made by qrcode from our own URL
        dangerouslySetInnerHTML={{ __html: qrSvg }}
      />
      <figcaption>
        {sayWith(
          "certificate.verify",
          { url: <span className="certificate__url">{url}</span> },
          say,
        )}
        <br />
        {say("certificate.number")} <span className="certificate__token">{number}</span>
      </figcaption>
    </figure>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const sent = isRouteErrorResponse(error) ? (error.data as Partial<NotInRegister>) : undefined;
  if (sent?.notInRegister) return <NotInRegisterPage />;
  return <NotFound photo={sent?.photo} />;
}

/** An address no certificate in the register has: whose register it is, and how to ask them. */
function NotInRegisterPage() {
  const { name, contact } = photographer;
  return (
    <section className="page page--narrow error-page">
      <p className="eyebrow">{say("certificate.eyebrow")}</p>
      <h1>{say("certificate.unknownTitle", { name })}</h1>
      <p>{say("certificate.unknownText", { name })}</p>
      <p>
        {sayWith(
          "certificate.unknownAsk",
          {
            email: <a href={`mailto:${contact.email}`}>{contact.email}</a>,
            contact: <Link to="/contact">{say("certificate.unknownContact")}</Link>,
          },
          say,
        )}
      </p>
    </section>
  );
}
