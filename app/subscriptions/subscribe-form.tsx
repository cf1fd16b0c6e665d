import { useFetcher } from "@remix-run/react";
import { useId } from "react";
import { subscribeFields } from "~/subscriptions/subscribe-fields";
import { say } from "~/words/say";

/** What the form's POST answers: the sentence to show, and whether the address was taken. */
export type SubscribeAnswer = { ok: boolean; message: string; email: string };

/**
 * The "hear of new work" form: one address, the consent words it is kept with, a honeypot. Without
 * scripts it posts to /subscribe, which answers with a page; with them, the answer shows here,
 * without leaving the page (a fetcher).
 */
export function SubscribeForm({
  page,
  answer,
  headingLevel,
}: {
  /** The page the form is on: kept with the consent. */
  page: string;
  /** The answer of a POST without scripts (the /subscribe page's action data). */
  answer?: SubscribeAnswer;
  /** The form's own heading's level; none on a page whose heading says it already. */
  headingLevel?: 2 | 3;
}) {
  const fetcher = useFetcher<SubscribeAnswer>();
  const id = useId();
  const shown = fetcher.data ?? answer;
  const Heading = headingLevel ? (`h${headingLevel}` as const) : undefined;
  return (
    <section className="subscribe" aria-labelledby={Heading ? `${id}-heading` : undefined}>
      {Heading ? (
        <Heading id={`${id}-heading`} className="subscribe__heading">
          {say("subscribe.heading")}
        </Heading>
      ) : null}
      <fetcher.Form method="post" action="/subscribe" className="subscribe__form">
        <input type="hidden" name={subscribeFields.page} value={page} />
        <div hidden>
          <label htmlFor={`${id}-website`}>{say("form.honeypot")}</label>
          <input
            id={`${id}-website`}
            name={subscribeFields.honeypot}
            type="text"
            tabIndex={-1}
            autoComplete="off"
          />
        </div>
        <label htmlFor={`${id}-email`} className="subscribe__label">
          {say("subscribe.email")}
        </label>
        <div className="subscribe__row">
          <input
            id={`${id}-email`}
            name={subscribeFields.email}
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            defaultValue={shown && !shown.ok ? shown.email : undefined}
            aria-describedby={`${id}-consent`}
            aria-invalid={shown && !shown.ok ? true : undefined}
          />
          <button type="submit" className="button" disabled={fetcher.state !== "idle"}>
            {say("subscribe.submit")}
          </button>
        </div>
        <p id={`${id}-consent`} className="subscribe__consent">
          {say("subscribe.consent")}
        </p>
        <p className="subscribe__answer" role="status">
          {shown?.message ?? ""}
        </p>
      </fetcher.Form>
    </section>
  );
}
