import { totalLine } from "~/catalog/specification";
import type { InquiryItem } from "~/inquiry/template";
import { say } from "~/words/say";

/**
 * A print's size, paper, frame and price in a list of the inquiry (the contact page's, the
 * confirmation's), as the catalogue wrote them; where another print of the list has a size and
 * this one has none, it says so, as the studio's email does.
 */
export function PrintChoice({ item, listChosen }: { item: InquiryItem; listChosen: boolean }) {
  if (item.choice) return <span className="print-choice">{item.choice.line}</span>;
  return listChosen ? (
    <span className="print-choice print-choice--none">{say("quote.noChoice")}</span>
  ) : null;
}

/** The list's total where every print has a price, by the email's rule (totalLine). */
export function InquiryTotal({ items }: { items: readonly InquiryItem[] }) {
  const line = totalLine(items.map((item) => item.choice?.price));
  return line ? <p className="inquiry-total">{line}</p> : null;
}
