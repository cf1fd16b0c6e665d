import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { privatePage } from "~/http/cache-control";
import { seoMeta } from "~/seo/meta";
import { subscriberPageSeo } from "~/seo/pages";
import { subscriberState, unsubscribeByToken } from "~/subscriptions/subscriber-pages.server";
import { say } from "~/words/say";

/**
 * /unsubscribe/<token>: every announcement's visible link, and its List-Unsubscribe address. A
 * mail program's one-click POST (RFC 8058: `List-Unsubscribe=One-Click`) and the page's button end
 * the subscription at once, with a 200 and nothing more needed; opening the link only asks.
 */
export const meta: MetaFunction = ({ matches, location }) =>
  seoMeta(matches, () => subscriberPageSeo(say("subscribe.unsubscribeTitle"), location.pathname));

export const headers = () => ({ "Cache-Control": privatePage });

type UnsubscribePage =
  | { state: "subscribed"; email: string }
  | { state: "unknown" | "unavailable" };

export async function loader({ params, context }: LoaderFunctionArgs) {
  const state = await subscriberState(context, params.token ?? "");
  return data<UnsubscribePage>(
    state.state === "pending" || state.state === "confirmed"
      ? { state: "subscribed", email: state.email }
      : { state: state.state },
    { status: state.state === "unavailable" ? 503 : 200 },
  );
}

export async function action({ params, context }: ActionFunctionArgs) {
  // Whatever the body says: a POST to this address is the request to stop.
  const outcome = await unsubscribeByToken(context, params.token ?? "");
  return data({ state: outcome }, { status: outcome === "unavailable" ? 503 : 200 });
}

export default function Unsubscribe() {
  const loaded = useLoaderData<UnsubscribePage>();
  const posted = useActionData<{ state: "ended" | "unknown" | "unavailable" }>();
  if (posted?.state === "unavailable" || (!posted && loaded.state === "unavailable")) {
    return (
      <article className="page subscriber-page">
        <h1>{say("subscribe.unsubscribeTitle")}</h1>
        <p className="lede">{say("subscribe.unsaved")}</p>
      </article>
    );
  }
  if (!posted && loaded.state === "subscribed") {
    return (
      <article className="page subscriber-page">
        <h1>{say("subscribe.unsubscribeTitle")}</h1>
        <p className="lede">{say("subscribe.unsubscribeText", { email: loaded.email })}</p>
        <Form method="post" reloadDocument>
          <button type="submit" className="button">
            {say("subscribe.unsubscribeButton")}
          </button>
        </Form>
      </article>
    );
  }
  // Ended now, or before (an unknown token): either way nothing more will come.
  return (
    <article className="page subscriber-page">
      <h1>{say("subscribe.unsubscribedTitle")}</h1>
      <p className="lede">{say("subscribe.unsubscribedText")}</p>
      <p>
        <Link to="/">{say("error.home")}</Link>
      </p>
    </article>
  );
}
