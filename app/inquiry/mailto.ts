import type { InquiryValues } from "~/inquiry/form-fields";
import { type InquiryType, inquiryTypes } from "~/inquiry/inquiry-types";
import type { InquiryItem } from "~/inquiry/template";
import { say } from "~/words/say";

/**
 * A mailto: link that carries a whole inquiry (type, each print's reference and title, the
 * message), for when the site cannot keep it: the visitor's own mail program can still send it.
 */
export function inquiryMailto(to: string, values: InquiryValues, items: InquiryItem[]): string {
  const type = inquiryTypes.find((t) => t.value === (values.inquiryType as InquiryType));
  const refs = items.map((i) => i.reference);
  const subject = [say("mailto.subject"), type?.label, refs.join(", ")].filter(Boolean).join(": ");
  const lines = [
    ...(type
      ? [say("mail.labelled", { label: say("inquiryMail.inquiryType"), value: type.label })]
      : []),
    ...(items.length > 0
      ? [say("mailto.prints"), ...items.map((i) => `- ${i.reference}: ${i.title}`)]
      : []),
    "",
    values.message.replace(/\r\n?/g, "\n").trim(),
    "",
    ...(values.fullName.trim() ? [values.fullName.trim()] : []),
  ];
  // RFC 6068: percent-encoded, line breaks as CRLF.
  const encode = (text: string) => encodeURIComponent(text.replace(/\n/g, "\r\n"));
  return `mailto:${to}?subject=${encode(subject)}&body=${encode(lines.join("\n").trim())}`;
}
