import { z } from "zod";
import type { Inquiry } from "~/inquiry/inquiry-schema";
import type { InquiryItem } from "~/inquiry/template";

/**
 * What the confirmation recalls of a sent inquiry: the prints, and the address the reply will go
 * to. Carried from the action's redirect to the confirmation page in a short-lived cookie (the
 * address never goes into a URL, where logs and history would keep it).
 */
export type SentRecap = { email: string; prints: InquiryItem[] };

const recapSchema = z.object({
  email: z.email().max(254),
  prints: z.array(z.object({ reference: z.string().max(40), title: z.string().max(200) })).max(50),
});

export function sentRecap(inquiry: Pick<Inquiry, "email" | "prints">): SentRecap {
  return {
    email: inquiry.email,
    prints: inquiry.prints.map((p) => ({ reference: p.reference, title: p.title })),
  };
}

/** The cookie's value: base64url JSON, which a cookie carries without quoting. */
export function encodeRecap(recap: SentRecap): string {
  return Buffer.from(JSON.stringify(recap), "utf8").toString("base64url");
}

/** The recap in a cookie's value, or null for anything else (a visitor can send any cookie). */
export function decodeRecap(value: string | undefined | null): SentRecap | null {
  if (!value) return null;
  try {
    const parsed = recapSchema.safeParse(JSON.parse(Buffer.from(value, "base64url").toString()));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
