import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";

/**
 * What a subscriber's own pages (confirm, unsubscribe) show: the words their loader or action
 * wrote, the one button that does what the page is for (a POST to the page itself, a whole-page
 * one so it works the same with or without scripts), and a way on.
 */
export function SubscriberPageView({
  title,
  text,
  button,
  formId,
  link,
  children,
}: {
  title: string;
  text: string;
  button?: string;
  formId?: string;
  link?: { to: string; text: string };
  /** After the button (the confirmation page's script that presses it). */
  children?: ReactNode;
}) {
  return (
    <article className="page subscriber-page">
      <h1>{title}</h1>
      <p className="lede">{text}</p>
      {button ? (
        <>
          <Form method="post" id={formId} reloadDocument>
            <button type="submit" className="button">
              {button}
            </button>
          </Form>
          {children}
        </>
      ) : null}
      {link ? (
        <p>
          <Link to={link.to}>{link.text}</Link>
        </p>
      ) : null}
    </article>
  );
}
