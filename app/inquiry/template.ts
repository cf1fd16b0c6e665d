import { say } from "~/words/say";

/**
 * A size, paper and frame chosen for a print, with its words and price as the site said them.
 * `price` (the amount, for the list's total) is missing from lists a browser kept from before.
 */
export type ItemChoice = {
  size: string;
  paper: string;
  frame: string;
  line: string;
  price?: number;
};

/** A print in the inquiry list; `choice` where the visitor chose a size on the print's page. */
export type InquiryItem = { reference: string; title: string; choice?: ItemChoice };

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
      say("template.print", { title: item.title, reference: item.reference }) +
      (item.choice ? say("template.choice", { choice: item.choice.line }) : "") +
      (soldOut.has(item.reference) ? say("template.soldOut") : ""),
  );
  return `${say("template.greeting")}\n\n${lines.join("\n")}\n\n${say("template.thanks")}`;
}
