import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { printIn } from "~/catalog/catalog";
import { servedCatalog } from "~/catalog/catalog.server";
import { messages as aboutWords } from "~/content/generated/words-about.json";
import { aboutPage, licensing, photographer } from "~/content/site";
import { sharedPageHeaders } from "~/http/cache-control";
import { aboutSizes } from "~/images/about-sizes";
import { portraitEntry } from "~/images/image-manifest.server";
import { printImage } from "~/images/image-source.server";
import { aboutPicture } from "~/images/portrait";
import { seoMeta } from "~/seo/meta";
import { aboutSeo } from "~/seo/pages";
import { SubscribeForm } from "~/subscriptions/subscribe-form";
import { PrintImage } from "~/ui/print-image";
import { pageSpeaker } from "~/words/say";

/** About's own words: their file is imported here alone, so no other page's script carries them. */
const say = pageSpeaker<"about">(aboutWords);

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  seoMeta(matches, (siteUrl) => aboutSeo(siteUrl, data));
export const headers = sharedPageHeaders;

export function loader() {
  const print = aboutPage.photo ? printIn(servedCatalog(), aboutPage.photo) : undefined;
  const picture = aboutPicture({
    portrait: aboutPage.portrait,
    entry: aboutPage.portrait ? portraitEntry() : undefined,
    print: print ? printImage(print) : undefined,
  });
  return { picture: picture ?? null };
}

/** The record collectors and galleries look for, each list only when the content gives it. */
const RECORDS = [
  { key: "exhibitions", heading: "about.exhibitions" },
  { key: "publications", heading: "about.publications" },
  { key: "collections", heading: "about.collections" },
  { key: "awards", heading: "about.awards" },
] as const;

type RecordEntry = NonNullable<(typeof aboutPage)["exhibitions"]>[number];

function RecordSection({
  id,
  heading,
  entries,
}: {
  id: string;
  heading: string;
  entries: readonly RecordEntry[];
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="about__record">
      <h2 id={`${id}-title`}>{heading}</h2>
      <ul>
        {entries.map((entry) => (
          <li key={`${entry.year} ${entry.title} ${entry.place}`}>
            <span className="about__year">{entry.year}</span>{" "}
            <span>
              {entry.link ? <a href={entry.link}>{entry.title}</a> : entry.title}
              {", "}
              <span className="about__place">{entry.place}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function About() {
  const { picture } = useLoaderData<typeof loader>();
  // Either picture opens the page (above the words on phones, beside them on wide screens):
  // loaded at once, first.
  return (
    <article className={picture?.kind === "portrait" ? "page about about--portrait" : "page about"}>
      {picture?.kind === "portrait" ? (
        <figure className="about__photo about__portrait">
          <PrintImage image={picture.image} sizes={aboutSizes.portrait} priority />
          {picture.credit ? (
            <figcaption>{say("about.portraitCredit", { name: picture.credit })}</figcaption>
          ) : null}
        </figure>
      ) : picture ? (
        <div className="about__photo">
          <PrintImage image={picture.image} sizes={aboutSizes.print} priority />
        </div>
      ) : null}
      <div className="about__text">
        <header className="page-header">
          <p className="eyebrow">{say("about.eyebrow")}</p>
          <h1>{photographer.name}</h1>
        </header>
        {photographer.bio.map((paragraph) => (
          <p key={paragraph} className="lede">
            {paragraph}
          </p>
        ))}
        <dl className="details-list details-list--wide">
          <dt>{say("about.specialty")}</dt>
          <dd>{photographer.specialty}</dd>
          <dt>{say("about.experience")}</dt>
          <dd>{photographer.experience}</dd>
        </dl>
        <section aria-labelledby="philosophy-title">
          <h2 id="philosophy-title">{say("about.philosophy")}</h2>
          <blockquote>
            <p>{photographer.philosophy}</p>
          </blockquote>
        </section>
        <section aria-labelledby="features-title" className="features">
          <h2 id="features-title" className="visually-hidden">
            {say("about.featuresHeading")}
          </h2>
          <ul>
            {photographer.features.map((f) => (
              <li key={f.title}>
                <h3>{f.title}</h3>
                <p>{f.text}</p>
              </li>
            ))}
          </ul>
        </section>
        {RECORDS.map(({ key, heading }) => {
          const entries = aboutPage[key];
          return entries ? (
            <RecordSection key={key} id={key} heading={say(heading)} entries={entries} />
          ) : null;
        })}
        {/* The licence every print page's pictures point to (JSON-LD `license`). */}
        <section id="licensing" aria-labelledby="licensing-title" className="about__licensing">
          <h2 id="licensing-title">{licensing.heading}</h2>
          {licensing.text.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <p>{licensing.copyright}</p>
        </section>
        <p className="about__links">
          <Link to="/portfolio" className="button button--primary">
            {aboutPage.portfolioLink}
          </Link>
          <Link to="/contact" className="button button--ghost">
            {aboutPage.contactLink}
          </Link>
        </p>
        <SubscribeForm page="/about" headingLevel={2} />
      </div>
    </article>
  );
}
