import type { Config } from "~/config/env.server";
import { RateLimiter } from "~/inquiry/rate-limit";
import { describeError, logInquiryEvent } from "~/outbox/inquiry-log.server";
import { errorCode } from "~/outbox/outbox.server";
import { SubscriberStore } from "~/subscriptions/subscribers.server";

/**
 * The process's subscriber store and its limit on confirmation mails, made once by the server
 * entry and handed to the routes in the load context; an hourly sweep forgets the addresses left
 * unconfirmed for 7 days.
 */
export type Subscriptions = { store: SubscriberStore; limiter: RateLimiter | null };

const SWEEP_MS = 3_600_000;

export function startSubscriptions(settings: Config): Subscriptions {
  const store = new SubscriberStore(settings.subscribersDir, { timeZone: settings.timeZone });
  const sweep = () =>
    void store.sweep().then(
      (forgotten) => {
        if (forgotten > 0) logInquiryEvent("subscription.forgotten", { forgotten });
      },
      (error: unknown) =>
        logInquiryEvent("outbox.error", {
          dir: store.dir,
          problem: "could not sweep the subscribers",
          code: errorCode(error),
          error: describeError(error),
        }),
    );
  sweep();
  setInterval(sweep, SWEEP_MS).unref();
  const limit = settings.subscribeRateLimit;
  return { store, limiter: limit ? new RateLimiter(limit) : null };
}
