import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { subscriberPageHeaders, subscriberPageMeta } from "~/subscriptions/subscriber-page";
import { SubscriberPageView } from "~/subscriptions/subscriber-page-view";
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
 * scripts run, so a person who opened the link is subscribed without a second click. Its words
 * come written from the server: only this page needs them, so the other pages' scripts do not
 * carry them.
 */
type ConfirmPage = {
  state: SubscriberState["state"];
  title: string;
  text: string;
  button?: string;
  again?: string;
};

function pageOf(s: SubscriberState): ConfirmPage {
  switch (s.state) {
    case "pending":
      return {
        state: s.state,
        title: say("subscriber.confirmTitle"),
        text: say("subscriber.confirmText", { email: s.email }),
        button: say("subscriber.confirmButton"),
      };
    case "confirmed":
      return {
        state: s.state,
        title: say("subscriber.confirmedTitle"),
        text: say("subscriber.confirmedText", { email: s.email }),
      };
    case "unknown":
      return {
        state: s.state,
        title: say("subscriber.expiredTitle"),
        text: say("subscriber.expiredText"),
        again: say("subscriber.again"),
      };
    case "unavailable":
      return {
        state: s.state,
        title: say("subscriber.confirmTitle"),
        text: say("subscriber.unsaved"),
      };
  }
}

const statusOf = (s: SubscriberState) =>
  s.state === "unknown" ? 404 : s.state === "unavailable" ? 503 : 200;

export const meta = subscriberPageMeta;
export const headers = subscriberPageHeaders;

export async function loader({ params, context }: LoaderFunctionArgs) {
  const state = await subscriberState(context, params.token ?? "");
  return data(pageOf(state), { status: statusOf(state) });
}

export async function action({ params, context }: ActionFunctionArgs) {
  const state = await confirmByToken(context, params.token ?? "");
  return data(pageOf(state), { status: statusOf(state) });
}

/** Presses the form's button as soon as the page is read: a person who opened the link meant it. */
const PRESS = `document.getElementById("subscribe-confirm")?.requestSubmit()`;

export default function ConfirmSubscription() {
  const loaded = useLoaderData<ConfirmPage>();
  const posted = useActionData<ConfirmPage>();
  const nonce = useNonce();
  const shown = posted ?? loaded;
  return (
    <SubscriberPageView
      title={shown.title}
      text={shown.text}
      button={shown.button}
      formId="subscribe-confirm"
      link={shown.again ? { to: "/subscribe", text: shown.again } : undefined}
    >
      {posted ? null : (
        <script
          nonce={nonce}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this module, no visitor's words
          dangerouslySetInnerHTML={{ __html: PRESS }}
        />
      )}
    </SubscriberPageView>
  );
}
