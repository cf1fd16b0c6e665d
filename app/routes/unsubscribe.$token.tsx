import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { subscriberPageHeaders, subscriberPageMeta } from "~/subscriptions/subscriber-page";
import { SubscriberPageView } from "~/subscriptions/subscriber-page-view";
import { subscriberState, unsubscribeByToken } from "~/subscriptions/subscriber-pages.server";
import { say } from "~/words/say";

/**
 * /unsubscribe/<token>: every announcement's visible link, and its List-Unsubscribe address. A
 * mail program's one-click POST (RFC 8058: `List-Unsubscribe=One-Click`) and the page's button end
 * the subscription at once, with a 200 and nothing more needed; opening the link only asks. Its
 * words come written from the server, as the confirmation page's do.
 */
type UnsubscribePage = { title: string; text: string; button?: string; home?: string };

const unavailable = (): UnsubscribePage => ({
  title: say("subscriber.unsubscribeTitle"),
  text: say("subscriber.unsaved"),
});

/** Ended now, or before (a token that names nobody): either way nothing more will come. */
const ended = (): UnsubscribePage => ({
  title: say("subscriber.unsubscribedTitle"),
  text: say("subscriber.unsubscribedText"),
  home: say("error.home"),
});

export const meta = subscriberPageMeta;
export const headers = subscriberPageHeaders;

export async function loader({ params, context }: LoaderFunctionArgs) {
  const s = await subscriberState(context, params.token ?? "");
  if (s.state === "unavailable") return data(unavailable(), { status: 503 });
  if (s.state === "unknown") return data(ended());
  return data<UnsubscribePage>({
    title: say("subscriber.unsubscribeTitle"),
    text: say("subscriber.unsubscribeText", { email: s.email }),
    button: say("subscriber.unsubscribeButton"),
  });
}

export async function action({ params, context }: ActionFunctionArgs) {
  // Whatever the body says: a POST to this address is the request to stop.
  const outcome = await unsubscribeByToken(context, params.token ?? "");
  return outcome === "unavailable" ? data(unavailable(), { status: 503 }) : data(ended());
}

export default function Unsubscribe() {
  const loaded = useLoaderData<UnsubscribePage>();
  const posted = useActionData<UnsubscribePage>();
  const shown = posted ?? loaded;
  return (
    <SubscriberPageView
      title={shown.title}
      text={shown.text}
      button={shown.button}
      link={shown.home ? { to: "/", text: shown.home } : undefined}
    />
  );
}
