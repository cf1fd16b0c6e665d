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
import {
  confirmByToken,
  type SubscriberState,
  subscriberState,
} from "~/subscriptions/subscriber-pages.server";
import { useNonce } from "~/ui/use-nonce";
import { say } from "~/words/say";

/**
 * /subscribe/<token>: the confirmation mail's link. Opening it confirms nothing (a mail scanner
 * fetches links too); its one button does, by a POST, and the page presses it at once where
 * scripts run, so a person who opened the link is subscribed without a second click.
 */
export const meta: MetaFunction = ({ matches, location }) =>
  seoMeta(matches, () => subscriberPageSeo(say("subscribe.confirmTitle"), location.pathname));

export const headers = () => ({ "Cache-Control": privatePage });

const statusOf = (s: SubscriberState) =>
  s.state === "unknown" ? 404 : s.state === "unavailable" ? 503 : 200;

export async function loader({ params, context }: LoaderFunctionArgs) {
  const state = await subscriberState(context, params.token ?? "");
  return data(state, { status: statusOf(state) });
}

export async function action({ params, context }: ActionFunctionArgs) {
  const state = await confirmByToken(context, params.token ?? "");
  return data(state, { status: statusOf(state) });
}

/** Presses the form's button as soon as the page is read: a person who opened the link meant it. */
const PRESS = `document.getElementById("subscribe-confirm")?.requestSubmit()`;

export default function ConfirmSubscription() {
  const loaded = useLoaderData<SubscriberState>();
  const posted = useActionData<SubscriberState>();
  const nonce = useNonce();
  const shown = posted ?? loaded;
  return (
    <article className="page subscriber-page">
      {shown.state === "pending" ? (
        <>
          <h1>{say("subscribe.confirmTitle")}</h1>
          <p className="lede">{say("subscribe.confirmText", { email: shown.email })}</p>
          <Form method="post" id="subscribe-confirm" reloadDocument>
            <button type="submit" className="button">
              {say("subscribe.confirmButton")}
            </button>
          </Form>
          {posted ? null : (
            <script
              nonce={nonce}
              suppressHydrationWarning
              // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this module, no visitor's words
              dangerouslySetInnerHTML={{ __html: PRESS }}
            />
          )}
        </>
      ) : shown.state === "confirmed" ? (
        <>
          <h1>{say("subscribe.confirmedTitle")}</h1>
          <p className="lede">{say("subscribe.confirmedText", { email: shown.email })}</p>
        </>
      ) : shown.state === "unknown" ? (
        <>
          <h1>{say("subscribe.expiredTitle")}</h1>
          <p className="lede">{say("subscribe.expiredText")}</p>
          <p>
            <Link to="/subscribe">{say("subscribe.again")}</Link>
          </p>
        </>
      ) : (
        <>
          <h1>{say("subscribe.confirmTitle")}</h1>
          <p className="lede">{say("subscribe.unsaved")}</p>
        </>
      )}
    </article>
  );
}
