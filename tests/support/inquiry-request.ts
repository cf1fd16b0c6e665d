import { randomUUID } from "node:crypto";
import type { MailSite } from "~/mail/envelope.server";

/** The site as the unit tests of the email see it. */
export const testMailSite: MailSite = {
  siteUrl: "https://prints.example.com",
  siteName: "Elena Marlowe Fine Art",
  from: "inquiries@prints.example.com",
  to: "elena@example.com",
};

/** A POST of a complete, valid inquiry form to the contact action, as a Fetch Request. */
export function inquiryRequest(overrides: Record<string, string> = {}): Request {
  const body = new URLSearchParams({
    formKey: randomUUID(),
    fullName: "Jane Doe",
    email: "jane@example.com",
    inquiryType: "print-purchase",
    message: "Is this print available in 16x20?",
    ref: "URBAN-004",
    website: "",
    ...overrides,
  });
  return new Request("http://site.test/contact", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: body.toString(),
  });
}

/** The form key a request carries. */
export async function formKeyOf(request: Request): Promise<string> {
  return new URLSearchParams(await request.clone().text()).get("formKey") ?? "";
}
