import {
  type ActionFunctionArgs,
  data,
  type HeadersFunction,
  type MetaFunction,
} from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { privatePage, sharedPageHeaders } from "~/http/cache-control";
import { seoMeta } from "~/seo/meta";
import { subscribeSeo } from "~/seo/pages";
import { type SubscribeAnswer, SubscribeForm } from "~/subscriptions/subscribe-form";
import { subscribeRequest } from "~/subscriptions/subscribe-request.server";
import { say } from "~/words/say";

/**
 * /subscribe: the page of the "hear of new work" form, and where every copy of the form posts (the
 * About page's, a sold-out print's). Without scripts the answer is this page with its sentence;
 * with them, the form's own fetcher shows it where the form is.
 */
export const meta: MetaFunction = ({ matches }) => seoMeta(matches, subscribeSeo);

// An answer to a POST is the visitor's own (and a 429 says when to try again).
export const headers: HeadersFunction = ({ actionHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : sharedPageHeaders();

export function loader() {
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const result = await subscribeRequest(request, context);
  const answer = (status: number, ok: boolean, message: string, email = "", extra = {}) =>
    data<SubscribeAnswer>(
      { ok, message, email },
      { status, headers: { "Cache-Control": privatePage, ...extra } },
    );
  switch (result.outcome) {
    case "asked":
      return answer(200, true, say("subscriber.asked", { email: result.email }), result.email);
    case "dropped": // a robot is told what a person would be
      return answer(200, true, say("subscriber.asked", { email: result.email }), result.email);
    case "invalid":
      return answer(400, false, say("subscriber.invalid"), result.email);
    case "rate-limited":
      return answer(
        429,
        false,
        say("subscriber.rateLimited", {
          minutes: Math.max(1, Math.ceil(result.retryAfterSeconds / 60)),
        }),
        result.email,
        { "Retry-After": String(result.retryAfterSeconds) },
      );
    case "unsaved":
      return answer(503, false, say("subscriber.unsaved"), result.email, { "Retry-After": "120" });
    case "refused":
      return answer(result.status, false, say("subscriber.unreadable"));
  }
}

export default function Subscribe() {
  const answer = useActionData<SubscribeAnswer>();
  return (
    <article className="page subscribe-page">
      <header className="page-header">
        <h1>{say("subscribe.pageTitle")}</h1>
        <p className="lede">{say("subscribe.pageText")}</p>
      </header>
      <SubscribeForm page="/subscribe" answer={answer} />
    </article>
  );
}
