import { randomUUID } from "node:crypto";
import autocannon from "autocannon";
import { benchPrint } from "./routes.js";

/** A complete inquiry form body with this form key, as a browser sends it. */
export function inquiryBody(key, extra = {}) {
  return new URLSearchParams({
    formKey: key,
    fullName: "Bench Visitor",
    email: "visitor@example.com",
    inquiryType: "print-purchase",
    message: `Hello, I'm interested in the following prints and would like to know more about their availability, sizing options and pricing:\n\n- ${benchPrint.title} (Ref: ${benchPrint.reference})\n\nThank you!`,
    ref: benchPrint.reference,
    website: "",
    ...extra,
  }).toString();
}

/** Sends inquiries with autocannon, each with a fresh form key; returns the keys and result. */
export async function sendInquiries(origin, options) {
  const keys = [];
  const result = await autocannon({
    url: `${origin}/contact`,
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    requests: [
      {
        setupRequest(request) {
          const key = randomUUID();
          keys.push(key);
          return { ...request, body: inquiryBody(key) };
        },
      },
    ],
    ...options,
  });
  return { keys, result };
}
