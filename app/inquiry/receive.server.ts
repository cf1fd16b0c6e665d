import type { AppLoadContext } from "@remix-run/node";
import { printIn } from "~/catalog/catalog";
import { servedCatalog } from "~/catalog/catalog.server";
import { config } from "~/config/env.server";
import { photographer } from "~/content/site";
import { inquiryEvents } from "~/counts/counts";
import { normalizeAddress } from "~/http/client-address";
import { readFormBody } from "~/inquiry/form-body.server";
import { inquiryEmail, receiptEmail } from "~/inquiry/inquiry-mail.server";
import {
  fields,
  type Inquiry,
  type InquiryErrors,
  type InquiryValues,
  type PrintLookup,
  parseInquiry,
  submittedValues,
} from "~/inquiry/inquiry-schema";
import type { RateLimiter } from "~/inquiry/rate-limit";
import { inquiryRecipient } from "~/inquiry/recipient";
import type { InquiryItem } from "~/inquiry/template";
import { type EmailThumbnail, emailThumbnails } from "~/mail/email-thumbnails.server";
import { type MailSite, rawMessage } from "~/mail/envelope.server";
import { describeError, type InquiryLog, logInquiryEvent } from "~/outbox/inquiry-log.server";
import { isFormKey } from "~/outbox/message-key";
import { type Acceptance, errorCode, type Outbox } from "~/outbox/outbox.server";

/**
 * What happens to one submitted inquiry form, in order: take a slot of the client's rate limit
 * before anything else (so concurrent posts cannot all pass); refuse what is not a small form
 * (415, 413); confirm a key seen before without sending again; hold back a client over its limit
 * (429); drop a filled honeypot quietly; validate (400); write the message durably to the outbox
 * (503 with a way to send it by email when the disk cannot take it); hand it to the delivery
 * worker. Only then is the visitor told it was sent. A body cut off mid-way is 'aborted'.
 *
 * The body is read once, here: an accepted inquiry (or a duplicate's, when it reads whole) comes
 * back for the confirmation's recap, and a fault nobody foresaw after the body was read comes back
 * as 'failed' with every word the visitor typed.
 */
export type Reception =
  | { outcome: "accepted" | "duplicate"; inquiry?: Inquiry }
  | { outcome: "dropped" }
  | { outcome: "refused"; status: 413 | 415 }
  | { outcome: "aborted"; status: 400 }
  | { outcome: "invalid"; errors: InquiryErrors; values: InquiryValues; items: InquiryItem[] }
  | {
      outcome: "rate-limited";
      retryAfterSeconds: number;
      values: InquiryValues;
      items: InquiryItem[];
    }
  | { outcome: "unsaved"; code: string; values: InquiryValues; items: InquiryItem[] }
  | { outcome: "failed"; values: InquiryValues; items: InquiryItem[] };

export type ReceptionContext = {
  outbox: Pick<Outbox, "knows" | "accept" | "fileFor" | "holdReceipt">;
  /** Where the visitor's receipt is to be answered, when receipts are on (and mail is sent). */
  receipt?: { replyTo: string };
  limiter: RateLimiter | null;
  /** The client's address, when known; without one the rate limit cannot apply. */
  client: string | undefined;
  site: MailSite;
  delivering: boolean;
  queue: (key: string) => void;
  log: InquiryLog;
  now: () => Date;
  /** The catalogue with the originals' words; the content module's alone when not given. */
  printLookup?: PrintLookup;
  /** Each print's small picture for the email; none when not given. */
  thumbnails?: (prints: Inquiry["prints"]) => Promise<EmailThumbnail[]>;
  /** Told of each inquiry accepted, for the site's own counts (app/counts). */
  counted?: (inquiry: Inquiry) => void;
};

const noSlot = { allowed: true as const, release: () => {} };

/** A key seen before; a disk that cannot say is no reason to refuse (accept() decides then). */
async function seenBefore(outbox: ReceptionContext["outbox"], key: string): Promise<boolean> {
  if (!isFormKey(key)) return false;
  return outbox.knows(key).catch(() => false);
}

/**
 * Keeps the visitor's receipt until the inquiry is delivered. The inquiry is safe already: a
 * receipt that cannot be written is logged, and the visitor still sees the confirmation.
 */
async function holdReceipt(inquiry: Inquiry, context: ReceptionContext, replyTo: string) {
  try {
    const email = receiptEmail(inquiry, { ...context.site, replyTo }, context.now());
    await context.outbox.holdReceipt(inquiry.formKey, await rawMessage(email));
  } catch (error) {
    context.log("receipt.unsaved", { key: inquiry.formKey, code: errorCode(error) });
  }
}

/**
 * Takes the client's rate-limit slot before anything else (so concurrent posts cannot all pass),
 * and gives it back for every submission that is not accepted: refused, invalid, a duplicate, a
 * body cut off mid-way, a disk that could not keep it, a honeypot (the robot sees the normal
 * confirmation either way, and nothing was kept), or a fault of ours. Only an accepted inquiry
 * counts. How the client's address is found is the caller's business.
 */
export async function receiveInquiry(
  request: Request,
  context: ReceptionContext,
): Promise<Reception> {
  const { limiter, client } = context;
  // Before the first await: the check and the record are one step.
  const slot = limiter && client ? limiter.reserve(client, context.now().getTime()) : noSlot;
  let reception: Reception | undefined;
  try {
    reception = await receive(request, context, slot.allowed ? undefined : slot.retryAfterMs);
    return reception;
  } finally {
    if (slot.allowed && reception?.outcome !== "accepted") slot.release();
  }
}

async function receive(
  request: Request,
  context: ReceptionContext,
  /** Set when the client is over its limit: how long until it may send again. */
  limitedForMs: number | undefined,
): Promise<Reception> {
  const { log } = context;
  let body: Awaited<ReturnType<typeof readFormBody>>;
  try {
    body = await readFormBody(request);
  } catch (error) {
    // The connection ended before the whole body came (a phone leaving a tunnel): nothing was
    // received, so nothing is kept or counted. The answer (400) most likely reaches no one; the
    // request log says whether it did.
    log("inquiry.aborted", { code: errorCode(error) });
    return { outcome: "aborted", status: 400 };
  }
  if (!body.ok) {
    log("inquiry.refused", { status: body.status });
    return { outcome: "refused", status: body.status };
  }
  const { form } = body;
  try {
    return await receiveForm(form, context, limitedForMs);
  } catch (error) {
    // A fault of ours (a bug, a library that throws): nothing was kept, every word goes back.
    log("inquiry.error", { error: describeError(error) });
    return { outcome: "failed", ...submittedValues(form) };
  }
}

async function receiveForm(
  form: URLSearchParams | FormData,
  context: ReceptionContext,
  limitedForMs: number | undefined,
): Promise<Reception> {
  const { outbox, log } = context;
  const key = String(form.get(fields.formKey) ?? "");
  if (await seenBefore(outbox, key)) {
    log("inquiry.duplicate", { key });
    const parsed = parseInquiry(form, context.printLookup);
    return { outcome: "duplicate", inquiry: parsed.ok ? parsed.inquiry : undefined };
  }

  if (limitedForMs !== undefined) {
    const retryAfterSeconds = Math.ceil(limitedForMs / 1000);
    log("inquiry.rate_limited", { retryAfterSeconds });
    return {
      outcome: "rate-limited",
      retryAfterSeconds,
      ...submittedValues(form, context.printLookup),
    };
  }

  if (String(form.get(fields.honeypot) ?? "") !== "") {
    log("inquiry.dropped", { reason: "honeypot" });
    return { outcome: "dropped" };
  }

  const parsed = parseInquiry(form, context.printLookup);
  if (!parsed.ok) {
    log("inquiry.invalid", { fields: Object.keys(parsed.errors) });
    return {
      outcome: "invalid",
      errors: parsed.errors,
      values: parsed.values,
      items: parsed.items,
    };
  }
  const { inquiry } = parsed;

  // A picture that cannot be had never holds an inquiry back: it goes without.
  const thumbnails = (await context.thumbnails?.(inquiry.prints).catch(() => [])) ?? [];
  const message = await rawMessage(inquiryEmail(inquiry, context.site, context.now(), thumbnails));
  let acceptance: Acceptance;
  try {
    acceptance = await outbox.accept(inquiry.formKey, message);
  } catch (error) {
    // The disk cannot keep it (full, read-only, gone): the visitor keeps every word instead.
    log("inquiry.unsaved", { code: errorCode(error) });
    return {
      outcome: "unsaved",
      code: errorCode(error),
      ...submittedValues(form, context.printLookup),
    };
  }
  if (acceptance === "duplicate") {
    log("inquiry.duplicate", { key: inquiry.formKey });
    return { outcome: "duplicate", inquiry };
  }
  const file = outbox.fileFor(inquiry.formKey);
  log("inquiry.accepted", {
    key: inquiry.formKey,
    type: inquiry.inquiryType,
    prints: inquiry.prints.length,
    file,
  });
  if (!context.delivering) log("inquiry.kept", { key: inquiry.formKey, file });
  if (context.receipt) await holdReceipt(inquiry, context, context.receipt.replyTo);
  context.queue(inquiry.formKey);
  context.counted?.(inquiry);
  return { outcome: "accepted", inquiry };
}

/**
 * The contact action's entry: the running server's outbox, worker, limit and counts, which the
 * server entry made once and passes in the load context (server.ts), and the settings.
 */
export function receiveInquiryRequest(request: Request, app: AppLoadContext): Promise<Reception> {
  const settings = config();
  const { outbox, worker } = app.inquiries;
  const client = app.clientAddress;
  return receiveInquiry(request, {
    outbox,
    limiter: app.limiter,
    client: client ? normalizeAddress(client) : undefined,
    site: {
      siteUrl: settings.siteUrl,
      siteName: photographer.siteName,
      from: settings.inquiryFrom,
      to: inquiryRecipient(settings),
    },
    delivering: worker.delivering,
    // Receipts only where mail is sent: without SMTP_URL nothing would ever send them.
    ...(settings.inquiryReceipt && worker.delivering
      ? { receipt: { replyTo: photographer.contact.email } }
      : {}),
    queue: (key) => worker.enqueue(key),
    log: logInquiryEvent,
    now: () => new Date(),
    printLookup: (reference) => printIn(servedCatalog(), reference),
    thumbnails: emailThumbnails,
    counted: (inquiry) => app.counts?.record(inquiryEvents(inquiry.prints)),
  });
}
