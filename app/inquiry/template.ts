export type InquiryItem = { reference: string; title: string };

export const GREETING =
  "Hello, I'm interested in the following prints and would like to know more about their availability, sizing options and pricing:";

/** The message the form starts with: a greeting, then each print as its title and reference. */
export function defaultMessage(items: readonly InquiryItem[]): string {
  if (items.length === 0) return "";
  const lines = items.map((item) => `- ${item.title} (Ref: ${item.reference})`);
  return `${GREETING}\n\n${lines.join("\n")}\n\nThank you!`;
}
