import type { AppLoadContext } from "@remix-run/node";
import { describeError, logInquiryEvent } from "~/outbox/inquiry-log.server";
import { errorCode } from "~/outbox/outbox.server";

/**
 * What a subscriber's own pages (confirm, unsubscribe) ask of the store, by the token in their
 * link. A token that names nobody (mistyped, expired, unsubscribed) reads as "unknown"; the store's
 * faults are logged and answered as a page of their own.
 */
export type SubscriberState =
  | { state: "pending" | "confirmed"; email: string }
  | { state: "unknown" }
  | { state: "unavailable" };

export async function subscriberState(
  app: AppLoadContext,
  token: string,
): Promise<SubscriberState> {
  try {
    const found = await app.subscriptions.store.byToken(token);
    if (!found) return { state: "unknown" };
    const { subscriber } = found;
    return { state: subscriber.confirmed ? "confirmed" : "pending", email: subscriber.address };
  } catch (error) {
    logInquiryEvent("outbox.error", {
      problem: "could not read a subscriber",
      code: errorCode(error),
      error: describeError(error),
    });
    return { state: "unavailable" };
  }
}

/** Confirms by the link's token (only ever on a POST). */
export async function confirmByToken(app: AppLoadContext, token: string): Promise<SubscriberState> {
  try {
    const outcome = await app.subscriptions.store.confirm(token);
    if (outcome === "confirmed") logInquiryEvent("subscription.confirmed", {});
  } catch (error) {
    logInquiryEvent("subscription.unsaved", {
      code: errorCode(error),
      error: describeError(error),
    });
    return { state: "unavailable" };
  }
  return subscriberState(app, token);
}

/** Ends a subscription by the link's token at once: the button's POST, or a mail program's. */
export async function unsubscribeByToken(
  app: AppLoadContext,
  token: string,
): Promise<"ended" | "unknown" | "unavailable"> {
  try {
    const outcome = await app.subscriptions.store.unsubscribe(token);
    if (outcome === "ended") logInquiryEvent("subscription.ended", {});
    return outcome;
  } catch (error) {
    logInquiryEvent("subscription.unsaved", {
      code: errorCode(error),
      error: describeError(error),
    });
    return "unavailable";
  }
}
