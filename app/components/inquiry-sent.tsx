import { Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { contactPage } from "~/content/site";
import { clearStoredInquiryList } from "~/hooks/use-inquiry-list";
import type { SentRecap } from "~/inquiry/sent-recap";
import { inquirySent } from "~/words/product";

/**
 * The confirmation after a send: what was sent (the prints, the address the reply goes to, when
 * the action left that recap), the promise, and the ways on: the portfolio or another inquiry.
 */
export function InquirySent({ recap }: { recap: SentRecap | null }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The inquiry is safely in the outbox: the list it carried is done with.
    clearStoredInquiryList();
    heading.current?.focus();
  }, []);
  return (
    <div className="inquiry-sent">
      <h3 ref={heading} tabIndex={-1}>
        {inquirySent.heading}
      </h3>
      {recap ? (
        <>
          <p>
            {inquirySent.replyTo} <strong>{recap.email}</strong>. {contactPage.promise}.
          </p>
          {recap.prints.length > 0 ? (
            <>
              <h4>{inquirySent.printsHeading}</h4>
              <ul className="inquiry-sent__prints">
                {recap.prints.map((p) => (
                  <li key={p.reference}>
                    {p.title} <code>{p.reference}</code>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p>{inquirySent.noPrints}</p>
          )}
        </>
      ) : (
        <p>{contactPage.promise}.</p>
      )}
      <p className="inquiry-sent__links">
        <Link to="/portfolio" className="button button--primary">
          {inquirySent.portfolioLink}
        </Link>
        <Link to="/contact" className="button button--ghost">
          {inquirySent.anotherLink}
        </Link>
      </p>
    </div>
  );
}
