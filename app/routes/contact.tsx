import {
  type ActionFunctionArgs,
  data,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { currentReference, printIn, soldOutIn } from "~/catalog/catalog";
import { servedCatalog } from "~/catalog/catalog.server";
import { shippingFaq } from "~/catalog/shipping";
import { contactPage, faq, photographer, printDefaults } from "~/content/site";
import type { CountHandle } from "~/counts/page-count";
import { privatePage } from "~/http/cache-control";
import { isHttps } from "~/http/security-headers";
import { itemsFromQuery } from "~/inquiry/from-query";
import { type InquiryFeedback, InquiryForm } from "~/inquiry/inquiry-form";
import { InquirySent } from "~/inquiry/inquiry-sent";
import { inquiryMailto } from "~/inquiry/mailto";
import { type Reception, receiveInquiryRequest } from "~/inquiry/receive.server";
import { readRecapCookie, setRecapCookie } from "~/inquiry/sent-cookie.server";
import { type SentSummary, sentRecap, sentSummary } from "~/inquiry/sent-recap";
import type { InquiryItem } from "~/inquiry/template";
import { seoMeta } from "~/seo/meta";
import { contactSeo } from "~/seo/pages";
import { logError } from "~/server/log.server";
import { say } from "~/words/say";

const SENT = "/contact?sent=1";
/** When the outbox cannot be written, how long the visitor (or a client) is asked to wait. */
const UNSAVED_RETRY_AFTER_SECONDS = 120;

export function loader({ request }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams;
  // The FAQ, with what shipping costs worked out from the content's rates.
  const questions = [...faq, shippingFaq(printDefaults.sizes.map((s) => s.size))];
  // An old link's reference, from before its collection was renamed, names the print now.
  const lookup = (reference: string) =>
    printIn(servedCatalog(), currentReference(servedCatalog(), reference) ?? reference);
  if (query.has("sent")) {
    // The recap the action left for this page (the cookie expires two minutes after the send).
    const recap = readRecapCookie(request.headers.get("Cookie"));
    return {
      sent: true,
      recap: recap && sentSummary(recap, lookup),
      items: [] as InquiryItem[],
      formKey: "",
      soldOut: [] as string[],
      questions,
    };
  }
  // Each rendered form carries its own one-time key: a resubmission of it is never sent twice.
  return {
    sent: false,
    recap: null as SentSummary | null,
    items: itemsFromQuery(query, lookup),
    formKey: crypto.randomUUID(),
    soldOut: soldOutIn(servedCatalog()),
    questions,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  let reception: Reception;
  try {
    reception = await receiveInquiryRequest(request, context);
  } catch (error) {
    // A fault before the body was read: there are no words to give back, but still a form.
    logError("inquiry.error", error);
    return unsaved(emptySubmission, 500);
  }
  const { email } = photographer.contact;
  switch (reception.outcome) {
    case "accepted":
    case "duplicate":
    case "dropped": {
      // Post/redirect/get: a refresh of the confirmation sends nothing.
      const recap = reception.outcome !== "dropped" && reception.inquiry;
      return redirect(SENT, {
        status: 303,
        headers: recap
          ? { "Set-Cookie": setRecapCookie(sentRecap(recap), isSecure(request)) }
          : undefined,
      });
    }
    case "invalid":
      return data<InquiryFeedback>(
        { errors: reception.errors, values: reception.values, items: reception.items },
        { status: 400 },
      );
    case "rate-limited": {
      const minutes = Math.max(1, Math.ceil(reception.retryAfterSeconds / 60));
      return data<InquiryFeedback>(
        {
          notice: say("notice.rateLimited", { minutes, email }),
          values: reception.values,
          items: reception.items,
        },
        { status: 429, headers: { "Retry-After": String(reception.retryAfterSeconds) } },
      );
    }
    case "unsaved":
      return unsaved(reception, 503);
    case "failed": // a fault of ours after the body was read: every word goes back
      return unsaved(reception, 500);
    case "aborted": // the body was cut off: the client has most likely gone already
    case "refused":
      return data<InquiryFeedback>(
        {
          notice:
            reception.status === 413 ? say("notice.tooLong", { email }) : say("notice.unreadable"),
        },
        { status: reception.status },
      );
  }
}

const emptySubmission = {
  values: { fullName: "", email: "", inquiryType: "", message: "" },
  items: [] as InquiryItem[],
};

/** Nothing was kept: say so plainly, keep every word, and offer the visitor's own email. */
function unsaved(submission: typeof emptySubmission, status: 500 | 503) {
  const { values, items } = submission;
  return data<InquiryFeedback>(
    {
      notice: say("notice.unsaved"),
      mailto: inquiryMailto(photographer.contact.email, values, items),
      values,
      items,
    },
    { status, headers: { "Retry-After": String(UNSAVED_RETRY_AFTER_SECONDS) } },
  );
}

const isSecure = (request: Request) => isHttps(request.url);

// Every response carries a fresh one-time form key: never share or store one.
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers({ "Cache-Control": privatePage });
  // The confirmation's recap, on the action's redirect (with JavaScript, these headers carry it).
  const recap = actionHeaders.get("Set-Cookie");
  if (recap) headers.set("Set-Cookie", recap);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

// The prints a visitor arrived with ('Add to Inquiry'); the confirmation page is just a page.
export const handle = {
  count: (_match, search) =>
    search.has("sent")
      ? { kind: "page" }
      : { kind: "contact", references: search.getAll("ref").map((r) => r.trim().toUpperCase()) },
} satisfies CountHandle;

export const meta: MetaFunction = ({ matches }) => seoMeta(matches, contactSeo);

export default function Contact() {
  const { sent, recap, items, formKey, soldOut, questions } = useLoaderData<typeof loader>();
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
          {sent ? (
            <InquirySent recap={recap} headingId="inquiry-title" />
          ) : (
            <>
              <h2 id="inquiry-title">{say("contact.formHeading")}</h2>
              {/* A new query (a 'Remove' link, the header's Contact link) starts a new list. */}
              <InquiryForm
                key={search}
                formKey={formKey}
                items={items}
                soldOut={soldOut}
                feedback={feedback}
              />
            </>
          )}
        </section>

        <aside aria-labelledby="details-title" className="contact__details">
          <h2 id="details-title">{say("contact.detailsHeading")}</h2>
          <dl className="details-list">
            <dt>{say("contact.email")}</dt>
            <dd>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </dd>
            <dt>{say("contact.phone")}</dt>
            <dd>
              <a href={`tel:${contact.phone.replace(/[^+\d]/g, "")}`}>{contact.phone}</a>
            </dd>
            <dt>{say("contact.studio")}</dt>
            <dd>{contact.location}</dd>
            <dt>{say("contact.hours")}</dt>
            <dd>{contact.hours}</dd>
          </dl>
        </aside>
      </div>

      <section aria-labelledby="faq-title" className="faq">
        <h2 id="faq-title">{say("contact.faqHeading")}</h2>
        {questions.map((entry) => (
          <details key={entry.question}>
            <summary>{entry.question}</summary>
            <p>{entry.answer}</p>
          </details>
        ))}
      </section>
    </div>
  );
}
