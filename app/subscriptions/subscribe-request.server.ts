import type { AppLoadContext } from "@remix-run/node";
import { config } from "~/config/env.server";
import { photographer } from "~/content/site";
import { normalizeAddress as normalizeClient } from "~/http/client-address";
import { readFormBody } from "~/inquiry/form-body.server";
import type { RateLimiter } from "~/inquiry/rate-limit";
import { inquiryRecipient } from "~/inquiry/recipient";
import { type MailSite, rawMessage } from "~/mail/envelope.server";
import { describeError, type InquiryLog, logInquiryEvent } from "~/outbox/inquiry-log.server";
import { errorCode, type Outbox } from "~/outbox/outbox.server";
import { subscribeFields } from "~/subscriptions/subscribe-fields";
import type { SubscriberStore } from "~/subscriptions/subscribers.server";
import { normalizeEmail } from "~/subscriptions/subscription";
import { confirmationEmail, confirmationKey } from "~/subscriptions/subscription-mail.server";
import { language, say } from "~/words/say";

/**
 * What happens to one "hear of new work" form, in order: take a slot of the client's limit before
 * anything else (so concurrent posts cannot all pass); refuse what is not a small form (415, 413);
 * drop a filled honeypot quietly; check the address (400); hold back a client over its limit
 * (429), before any mail; record the address with the consent words shown (subscribers.server.ts)
 * and, when a confirmation is due, write it into the outbox (never lost, never twice: its key is
 * the record's) for the delivery worker. The visitor is told the same whether the address was new,
 * asked for again or subscribed already: the form never says who subscribes.
 */
export type Subscribing =
  | { outcome: "asked"; email: string }
  | { outcome: "dropped"; email: string }
  | { outcome: "invalid"; email: string }
  | { outcome: "rate-limited"; email: string; retryAfterSeconds: number }
  | { outcome: "unsaved"; email: string }
  | { outcome: "refused"; status: 400 | 413 | 415 };

export type SubscribeContext = {
  store: Pick<SubscriberStore, "ask" | "read" | "forget">;
  outbox: Pick<Outbox, "accept">;
  limiter: RateLimiter | null;
  client: string | undefined;
  site: MailSite;
  queue: (key: string) => void;
  log: InquiryLog;
  now: () => Date;
};

const noSlot = { allowed: true as const, release: () => {} };
const MAX_PAGE_LENGTH = 300;

/** The page the form was on, as the consent record keeps it: a path of this site, or "/subscribe". */
function pageOf(value: FormDataEntryValue | null): string {
  const page = typeof value === "string" ? value : "";
  return /^\/(?!\/)[^\s\\]*$/.test(page) && page.length <= MAX_PAGE_LENGTH ? page : "/subscribe";
}

export async function subscribe(request: Request, context: SubscribeContext): Promise<Subscribing> {
  const { limiter, client, log } = context;
  const slot = limiter && client ? limiter.reserve(client, context.now().getTime()) : noSlot;
  let result: Subscribing | undefined;
  let mailed = false;
  try {
    let body: Awaited<ReturnType<typeof readFormBody>>;
    try {
      body = await readFormBody(request, 4096);
    } catch (error) {
      log("subscription.aborted", { code: errorCode(error) });
      result = { outcome: "refused", status: 400 };
      return result;
    }
    if (!body.ok) {
      log("subscription.refused", { status: body.status });
      result = { outcome: "refused", status: body.status };
      return result;
    }
    const { form } = body;
    const typed = String(form.get(subscribeFields.email) ?? "").slice(0, 320);
    if (String(form.get(subscribeFields.honeypot) ?? "") !== "") {
      log("subscription.dropped", { reason: "honeypot" });
      result = { outcome: "dropped", email: typed };
      return result;
    }
    const address = normalizeEmail(typed);
    if (!address) {
      log("subscription.invalid", {});
      result = { outcome: "invalid", email: typed };
      return result;
    }
    if (!slot.allowed) {
      const retryAfterSeconds = Math.ceil(slot.retryAfterMs / 1000);
      log("subscription.rate_limited", { retryAfterSeconds });
      result = { outcome: "rate-limited", email: typed, retryAfterSeconds };
      return result;
    }
    const consent = {
      page: pageOf(form.get(subscribeFields.page)),
      words: say("subscribe.consent"),
      language,
    };
    let decision: Awaited<ReturnType<SubscriberStore["ask"]>>;
    try {
      decision = await context.store.ask(address, consent);
    } catch (error) {
      log("subscription.unsaved", { code: errorCode(error) });
      result = { outcome: "unsaved", email: typed };
      return result;
    }
    log("subscription.asked", { action: decision.action });
    if (decision.action !== "quiet") {
      const { id, subscriber } = decision;
      const key = confirmationKey(id, subscriber);
      try {
        const email = confirmationEmail(id, subscriber, context.site, context.now());
        await context.outbox.accept(key, await rawMessage(email));
      } catch (error) {
        // No mail could be kept: the record goes too, so asking again mails at once.
        await context.store.forget(id, decision.previous).catch(() => undefined);
        log("subscription.unsaved", { code: errorCode(error), error: describeError(error) });
        result = { outcome: "unsaved", email: typed };
        return result;
      }
      mailed = true;
      log("subscription.mailed", { key });
      context.queue(key);
    }
    result = { outcome: "asked", email: address };
    return result;
  } finally {
    // Only a confirmation mail written counts against the client's limit.
    if (slot.allowed && !mailed) slot.release();
  }
}

/** The action's entry: the running server's store, outbox, worker and limit (server.ts). */
export function subscribeRequest(request: Request, app: AppLoadContext): Promise<Subscribing> {
  const settings = config();
  const client = app.clientAddress;
  const { outbox, worker } = app.inquiries;
  return subscribe(request, {
    store: app.subscriptions.store,
    outbox,
    limiter: app.subscriptions.limiter,
    client: client ? normalizeClient(client) : undefined,
    site: {
      siteUrl: settings.siteUrl,
      siteName: photographer.siteName,
      from: settings.inquiryFrom,
      to: inquiryRecipient(settings),
    },
    queue: (key) => worker.enqueue(key),
    log: logInquiryEvent,
    now: () => new Date(),
  });
}
