import {
  type ActionFunctionArgs,
  data,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { findPrint, soldOutReferences } from "~/catalog/catalog.server";
import { type InquiryFeedback, InquiryForm } from "~/components/inquiry-form";
import { InquirySent } from "~/components/inquiry-sent";
import { contactPage, faq, photographer } from "~/content/site";
import { privatePage } from "~/http/cache-control";
import { itemsFromQuery } from "~/inquiry/from-query";
import { inquiryMailto } from "~/inquiry/mailto";
import type { InquiryItem } from "~/inquiry/template";
import { receiveInquiryRequest } from "~/mail/receive.server";
import { seoMeta } from "~/seo/meta";
import { contactSeo } from "~/seo/pages";

const SENT = "/contact?sent=1";
/** When the outbox cannot be written, how long the visitor (or a client) is asked to wait. */
const UNSAVED_RETRY_AFTER_SECONDS = 120;

export function loader({ request }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams;
  if (query.has("sent"))
    return { sent: true, items: [] as InquiryItem[], formKey: "", soldOut: [] as string[] };
  // Each rendered form carries its own one-time key: a resubmission of it is never sent twice.
  return {
    sent: false,
    items: itemsFromQuery(query, findPrint),
    formKey: crypto.randomUUID(),
    soldOut: soldOutReferences(),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const reception = await receiveInquiryRequest(request);
  switch (reception.outcome) {
    case "accepted":
    case "duplicate":
    case "dropped":
      // Post/redirect/get: a refresh of the confirmation sends nothing.
      return redirect(SENT, 303);
    case "invalid":
      return data<InquiryFeedback>(
        { errors: reception.errors, values: reception.values, items: reception.items },
        { status: 400 },
      );
    case "rate-limited": {
      const minutes = Math.max(1, Math.ceil(reception.retryAfterSeconds / 60));
      return data<InquiryFeedback>(
        {
          notice: `Thank you for your patience: several inquiries have just come from your connection, so this one was not sent. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"} (your message is still here), or write to ${photographer.contact.email}.`,
          values: reception.values,
          items: reception.items,
        },
        { status: 429, headers: { "Retry-After": String(reception.retryAfterSeconds) } },
      );
    }
    case "unsaved":
      // Nothing was kept: say so plainly, keep every word, and offer the visitor's own email.
      return data<InquiryFeedback>(
        {
          notice: `Sorry, your inquiry could not be saved just now, so it has not been sent. Everything you typed is still here: please try again in a few minutes, or send it by email instead.`,
          mailto: inquiryMailto(photographer.contact.email, reception.values, reception.items),
          values: reception.values,
          items: reception.items,
        },
        { status: 503, headers: { "Retry-After": String(UNSAVED_RETRY_AFTER_SECONDS) } },
      );
    case "aborted": // the body was cut off: the client has most likely gone already
    case "refused":
      return data<InquiryFeedback>(
        {
          notice:
            reception.status === 413
              ? `This inquiry is too long to send. Please shorten the message, or write to ${photographer.contact.email}.`
              : "This inquiry could not be read. Please send it with the form below.",
        },
        { status: reception.status },
      );
  }
}

// Every response carries a fresh one-time form key: never share or store one.
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers({ "Cache-Control": privatePage });
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

export const meta: MetaFunction = ({ matches }) => seoMeta(matches, contactSeo);

export default function Contact() {
  const { sent, items, formKey, soldOut } = useLoaderData<typeof loader>();
  // The action's data is InquiryFeedback (see the action); typed here without single-fetch types.
  const feedback = useActionData() as InquiryFeedback | undefined;
  const { search } = useLocation();
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
          {sent ? (
            <InquirySent promise={contactPage.promise} />
          ) : (
            // A new query (a 'Remove' link, the header's Contact link) starts a new list.
            <InquiryForm
              key={search}
              formKey={formKey}
              items={items}
              soldOut={soldOut}
              feedback={feedback}
            />
          )}
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
