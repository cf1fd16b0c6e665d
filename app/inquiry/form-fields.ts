/**
 * The inquiry form's field names, limits and the shapes of its feedback: shared by the form in
 * the browser and the schema on the server, and free of zod so the browser bundle stays small.
 */

export const limits = { fullName: 100, email: 254, message: 5000, prints: 20 } as const;

/** Form field names, as the form and the action both use them. */
export const fields = {
  formKey: "formKey",
  fullName: "fullName",
  email: "email",
  inquiryType: "inquiryType",
  message: "message",
  reference: "ref",
  /** A print's chosen size, paper and frame, in step with `ref` (see from-query.ts). */
  size: "size",
  paper: "paper",
  frame: "frame",
  honeypot: "website",
} as const;

/** What the visitor typed, as sent back to refill the form. */
export type InquiryValues = {
  fullName: string;
  email: string;
  inquiryType: string;
  message: string;
};

export type InquiryField = "form" | "fullName" | "email" | "inquiryType" | "message" | "prints";
export type InquiryErrors = Partial<Record<InquiryField, string>>;
