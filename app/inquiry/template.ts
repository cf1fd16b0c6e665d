/** A size, paper and frame chosen for a print, with its words and price as the site said them. */
export type ItemChoice = { size: string; paper: string; frame: string; line: string };

/** A print in the inquiry list; `choice` where the visitor chose a size on the print's page. */
export type InquiryItem = { reference: string; title: string; choice?: ItemChoice };

export const GREETING =
  "Hello, I'm interested in the following prints and would like to know more about their availability, sizing options and pricing:";

export const SOLD_OUT_QUESTION =
  "sold out: is there similar work, or will there be a future edition?";

/**
 * The message the form starts with: a greeting, then each print as its title and reference. For a
 * print whose edition is sold out, the line asks about similar work or a future edition.
 */
export function defaultMessage(
  items: readonly InquiryItem[],
  soldOut: ReadonlySet<string> = new Set(),
): string {
  if (items.length === 0) return "";
  const lines = items.map(
    (item) =>
      `- ${item.title} (Ref: ${item.reference})${item.choice ? ` - ${item.choice.line}` : ""}${soldOut.has(item.reference) ? ` - ${SOLD_OUT_QUESTION}` : ""}`,
  );
  return `${GREETING}\n\n${lines.join("\n")}\n\nThank you!`;
}
