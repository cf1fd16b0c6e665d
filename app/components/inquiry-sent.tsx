import { Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { clearStoredInquiryList } from "~/hooks/use-inquiry-list";

/** The confirmation after a send: the promise again, and a way to write another inquiry. */
export function InquirySent({ promise }: { promise: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The inquiry is safely in the outbox: the list it carried is done with.
    clearStoredInquiryList();
    heading.current?.focus();
  }, []);
  return (
    <div className="inquiry-sent">
      <h3 ref={heading} tabIndex={-1}>
        Thank you, your inquiry is on its way
      </h3>
      <p>{promise}.</p>
      <p>
        <Link to="/contact">Send another inquiry</Link>
      </p>
    </div>
  );
}
