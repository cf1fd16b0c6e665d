import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { findPrint } from "~/catalog/catalog";
import { contactPage, faq, photographer } from "~/content/site";
import { privatePageHeaders } from "~/http/cache-control";
import { contactHref, itemsFromQuery } from "~/inquiry/from-query";
import { inquiryTypes } from "~/inquiry/inquiry-types";
import { defaultMessage } from "~/inquiry/template";
import { seoMeta } from "~/seo/meta";
import { contactSeo } from "~/seo/pages";

export function loader({ request }: LoaderFunctionArgs) {
  const items = itemsFromQuery(new URL(request.url).searchParams, findPrint);
  return { items };
}

export const meta: MetaFunction = ({ matches }) => seoMeta(matches, contactSeo);
// The form is made for one visitor (and answers their POST): never shared or cached.
export const headers = privatePageHeaders;

export default function Contact() {
  const { items } = useLoaderData<typeof loader>();
  const { contact } = photographer;
  return (
    <div className="page contact">
      <header className="page-header">
        <h1>{contactPage.title}</h1>
        <p className="lede">{contactPage.intro}</p>
        <p className="promise">{contactPage.promise}</p>
      </header>

      <div className="contact__columns">
        <section aria-labelledby="inquiry-title" className="inquiry">
          <h2 id="inquiry-title">Quick Inquiry</h2>
          {items.length > 0 ? (
            <section aria-labelledby="inquiry-items-title" className="inquiry-items">
              <h3 id="inquiry-items-title">Prints in your inquiry</h3>
              <ul>
                {items.map((item) => (
                  <li key={item.reference}>
                    <span>
                      {item.title} <code>{item.reference}</code>
                    </span>
                    <Link
                      to={contactHref(items.filter((i) => i.reference !== item.reference))}
                      replace
                      preventScrollReset
                      aria-label={`Remove ${item.title} from the inquiry`}
                    >
                      Remove
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <Form method="post" className="form" key={items.map((i) => i.reference).join()}>
            {items.map((item) => (
              <input key={item.reference} type="hidden" name="ref" value={item.reference} />
            ))}
            <div className="field">
              <label htmlFor="fullName">Full name</label>
              <input id="fullName" name="fullName" type="text" autoComplete="name" required />
            </div>
            <div className="field">
              <label htmlFor="email">Email</label>
              <input id="email" name="email" type="email" autoComplete="email" required />
            </div>
            <div className="field">
              <label htmlFor="inquiryType">Inquiry type</label>
              <select id="inquiryType" name="inquiryType" required defaultValue="">
                <option value="">Choose...</option>
                {inquiryTypes.map((t) => (
                  <option key={t.value} value={t.value}>
                    {t.label}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="message">Message</label>
              <textarea
                id="message"
                name="message"
                rows={8}
                required
                defaultValue={defaultMessage(items)}
              />
            </div>
            <button type="submit" className="button button--primary">
              Send Inquiry
            </button>
          </Form>
        </section>

        <aside aria-labelledby="details-title" className="contact__details">
          <h2 id="details-title">Contact details</h2>
          <dl className="details-list">
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </dd>
            <dt>Phone</dt>
            <dd>
              <a href={`tel:${contact.phone.replace(/[^+\d]/g, "")}`}>{contact.phone}</a>
            </dd>
            <dt>Studio</dt>
            <dd>{contact.location}</dd>
            <dt>Hours</dt>
            <dd>{contact.hours}</dd>
          </dl>
        </aside>
      </div>

      <section aria-labelledby="faq-title" className="faq">
        <h2 id="faq-title">Frequently asked questions</h2>
        {faq.map((entry) => (
          <details key={entry.question}>
            <summary>{entry.question}</summary>
            <p>{entry.answer}</p>
          </details>
        ))}
      </section>
    </div>
  );
}
