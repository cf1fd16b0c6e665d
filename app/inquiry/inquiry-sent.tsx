import { Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { contactPage } from "~/content/site";
import { InquiryTotal, PrintChoice } from "~/inquiry/print-choice";
import { PrintThumbnail } from "~/inquiry/print-thumbnail";
import type { SentSummary } from "~/inquiry/sent-recap";
import { clearStoredInquiryList } from "~/inquiry/use-inquiry-list";
import { say, sayWith } from "~/words/say";

/**
 * The confirmation after a send: what was sent (each print with the size, paper, frame and price
 * chosen, the total, the address the reply goes to, when the action left that recap), the promise,
 * and the ways on: the portfolio or another inquiry.
 */
export function InquirySent({
  recap,
  headingId,
}: {
  recap: SentSummary | null;
  /** The id the section is labelled by. */
  headingId: string;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const listChosen = !!recap?.items.some((item) => item.choice);
  useEffect(() => {
    // The inquiry is safely in the outbox: the list it carried is done with.
    clearStoredInquiryList();
    heading.current?.focus();
  }, []);
  return (
    <div className="inquiry-sent">
      {/* The section's heading, in the form's place and at its size: the answer to the form. */}
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {say("sent.heading")}
      </h2>
      {recap ? (
        <>
          <p>
            {sayWith("sent.replyTo", {
              email: <strong>{recap.email}</strong>,
              promise: contactPage.promise,
            })}
          </p>
          {recap.items.length > 0 ? (
            <>
              <h3>{say("sent.printsHeading")}</h3>
              <ul className="inquiry-sent__prints">
                {recap.items.map((item) => (
                  <li key={item.reference}>
                    <PrintThumbnail reference={item.reference} />
                    <span>
                      {item.title} <code>{item.reference}</code>
                      <PrintChoice item={item} listChosen={listChosen} />
                    </span>
                  </li>
                ))}
              </ul>
              {/* Prints the cookie had no room for: counted, and the total left to the reply. */}
              {recap.more > 0 ? (
                <p className="inquiry-sent__more">
                  {say("sent.morePrints", { count: recap.more })}
                </p>
              ) : (
                <InquiryTotal items={recap.items} />
              )}
            </>
          ) : (
            <p>{say("sent.noPrints")}</p>
          )}
        </>
      ) : (
        <p>{say("sent.promise", { promise: contactPage.promise })}</p>
      )}
      <p className="inquiry-sent__links">
        <Link to="/portfolio" className="button button--primary">
          {say("sent.portfolioLink")}
        </Link>
        <Link to="/contact" className="button button--ghost">
          {say("sent.anotherLink")}
        </Link>
      </p>
    </div>
  );
}
