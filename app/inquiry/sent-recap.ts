import { z } from "zod";
import type { Choice } from "~/catalog/specification";
import { limits } from "~/inquiry/form-fields";
import { inquiryItem } from "~/inquiry/from-query";
import type { Inquiry, PrintLookup } from "~/inquiry/inquiry-schema";
import type { InquiryItem } from "~/inquiry/template";

/**
 * What the confirmation recalls of a sent inquiry: the address the reply will go to, and each
 * print by its reference and the ids of the size, paper and frame chosen. Carried from the
 * action's redirect to the confirmation page in a short-lived cookie (the address never goes into
 * a URL, where logs and history would keep it); the page words and prices each choice from the
 * catalogue again, as the email did. A cookie holds about 4 kB: prints past what fits are left
 * out, and counted in `more`.
 */
export type SentRecap = { email: string; prints: SentPrint[]; more: number };
type SentPrint = { reference: string; choice?: Choice };

/** The recap as the confirmation shows it: the prints with their titles, words and prices. */
export type SentSummary = { email: string; items: InquiryItem[]; more: number };

/** One print in the cookie: its reference, then its size, paper and frame where one was chosen. */
const printTuple = z.union([
  z.tuple([z.string().max(100)]),
  z.tuple([z.string().max(100), z.string().max(20), z.string().max(40), z.string().max(40)]),
]);
const recapSchema = z.object({
  email: z.email().max(254),
  prints: z.array(printTuple).max(limits.prints),
  more: z.number().int().min(0).max(limits.prints),
});
type RecapJson = z.infer<typeof recapSchema>;

export function sentRecap(inquiry: Pick<Inquiry, "email" | "prints">): SentRecap {
  return {
    email: inquiry.email,
    prints: inquiry.prints.map(({ reference, choice }) =>
      choice
        ? { reference, choice: { size: choice.size, paper: choice.paper, frame: choice.frame } }
        : { reference },
    ),
    more: 0,
  };
}

/** The cookie's value: base64url JSON, which a cookie carries without quoting. */
export function encodeRecap(recap: SentRecap): string {
  const json: RecapJson = {
    email: recap.email,
    prints: recap.prints.map(({ reference, choice: c }) =>
      c ? [reference, c.size, c.paper, c.frame] : [reference],
    ),
    more: recap.more,
  };
  return Buffer.from(JSON.stringify(json), "utf8").toString("base64url");
}

/**
 * The recap whose value takes at most `bytes`: the prints from the first, as many as fit (a
 * reference and three ids take about 60 bytes, so a whole inquiry fits but with ids far longer
 * than a catalogue's), the rest counted in `more`.
 */
export function fittedRecap(recap: SentRecap, bytes: number): SentRecap {
  let fitted = recap;
  while (fitted.prints.length > 0 && encodeRecap(fitted).length > bytes) {
    fitted = { ...fitted, prints: fitted.prints.slice(0, -1), more: fitted.more + 1 };
  }
  return fitted;
}

/** The recap in a cookie's value, or null for anything else (a visitor can send any cookie). */
export function decodeRecap(value: string | undefined | null): SentRecap | null {
  if (!value) return null;
  try {
    const parsed = recapSchema.safeParse(JSON.parse(Buffer.from(value, "base64url").toString()));
    if (!parsed.success) return null;
    const { email, prints, more } = parsed.data;
    return {
      email,
      prints: prints.map(([reference, size, paper, frame]) =>
        size === undefined || paper === undefined || frame === undefined
          ? { reference }
          : { reference, choice: { size, paper, frame } },
      ),
      more,
    };
  } catch {
    return null;
  }
}

/** The prints the catalogue still has, each with its choice in the site's words and its price. */
export function sentSummary(recap: SentRecap, lookup: PrintLookup): SentSummary {
  return {
    email: recap.email,
    items: recap.prints.flatMap(({ reference, choice }) => {
      const print = lookup(reference);
      return print ? [inquiryItem(print, choice)] : [];
    }),
    more: recap.more,
  };
}
