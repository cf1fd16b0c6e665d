import { Form, Link } from "@remix-run/react";
import { Fragment, type ReactNode, useEffect, useRef, useState } from "react";
import { contactHref } from "~/inquiry/contact-href";
import {
  fields,
  type InquiryErrors,
  type InquiryField,
  type InquiryValues,
  limits,
} from "~/inquiry/form-fields";
import { inquiryTypes } from "~/inquiry/inquiry-types";
import { InquiryTotal, PrintChoice } from "~/inquiry/print-choice";
import { PrintThumbnail } from "~/inquiry/print-thumbnail";
import { defaultMessage, type InquiryItem } from "~/inquiry/template";
import { useInquiryList } from "~/inquiry/use-inquiry-list";
import { say } from "~/words/say";

/** What the server said about the last submission, when it did not accept it. */
export type InquiryFeedback = {
  errors?: InquiryErrors;
  values?: InquiryValues;
  items?: InquiryItem[];
  /** A message about the whole form (rate limit, size), shown above it. */
  notice?: string;
  /** The inquiry as a mailto: link, when the site could not keep it. */
  mailto?: string;
};

const labels: Record<Exclude<InquiryField, "form">, string> = {
  fullName: say("form.fullName"),
  email: say("form.email"),
  inquiryType: say("form.inquiryType"),
  message: say("form.message"),
  prints: say("form.prints"),
};

const errorId = (field: InquiryField) => `${field}-error`;

function invalid(errors: InquiryErrors | undefined, field: InquiryField) {
  return errors?.[field]
    ? { "aria-invalid": true as const, "aria-describedby": errorId(field) }
    : undefined;
}

function FieldError({ errors, field }: { errors?: InquiryErrors; field: InquiryField }) {
  const message = errors?.[field];
  return message ? (
    <p id={errorId(field)} className="field__error">
      {message}
    </p>
  ) : null;
}

function Field({ id, children }: { id: Exclude<InquiryField, "form">; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{labels[id]}</label>
      {children}
    </div>
  );
}

/**
 * The Quick Inquiry form. A plain <Form>: without JavaScript it posts and the server's answer
 * (errors and typed values) renders the page again; with it, the same answer arrives as action data.
 * The browser's own `required` checks stay on, as the specification asks.
 */
export function InquiryForm(props: {
  formKey: string;
  items: InquiryItem[];
  /** References of prints whose edition is sold out. */
  soldOut: readonly string[];
  feedback?: InquiryFeedback;
}) {
  const { feedback } = props;
  const soldOut = new Set(props.soldOut);
  const errors = feedback?.errors;
  const values = feedback?.values;
  const [message, setMessage] = useState(values?.message ?? defaultMessage(props.items, soldOut));
  const { items, remove } = useInquiryList(feedback?.items ?? props.items, !!values, (next) =>
    setMessage(defaultMessage(next, soldOut)),
  );

  // After the server refuses a submission, take the visitor to what needs fixing.
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (feedback?.errors || feedback?.notice) summary.current?.focus();
  }, [feedback]);

  const listChosen = items.some((item) => item.choice);

  const problems = Object.entries(errors ?? {}).filter(([field]) => field !== "form") as [
    Exclude<InquiryField, "form">,
    string,
  ][];

  return (
    <>
      {feedback?.notice || errors ? (
        <div ref={summary} className="form-alert" role="alert" tabIndex={-1}>
          {feedback?.notice ? <p>{feedback.notice}</p> : null}
          {feedback?.mailto ? (
            <p>
              <a href={feedback.mailto}>{say("form.byEmail")}</a>
            </p>
          ) : null}
          {errors?.form ? <p>{errors.form}</p> : null}
          {problems.length > 0 ? (
            <>
              <p>{say("form.checkFields", { count: problems.length })}</p>
              <ul>
                {problems.map(([field, text]) => (
                  <li key={field}>
                    <a href={`#${field === "prints" ? "inquiry-items-title" : field}`}>
                      {say("form.problem", { field: labels[field], problem: text })}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}

      {items.length > 0 || errors?.prints ? (
        <section
          aria-labelledby="inquiry-items-title"
          aria-describedby={errors?.prints ? errorId("prints") : undefined}
          className="inquiry-items"
        >
          <h3 id="inquiry-items-title" tabIndex={-1}>
            {labels.prints}
          </h3>
          <FieldError errors={errors} field="prints" />
          <ul>
            {items.map((item) => (
              <li key={item.reference}>
                <PrintThumbnail reference={item.reference} />
                <span className="inquiry-items__print">
                  {item.title} <code>{item.reference}</code>
                  {soldOut.has(item.reference) ? (
                    <strong className="edition"> {say("form.soldOut")}</strong>
                  ) : null}
                  <PrintChoice item={item} listChosen={listChosen} />
                </span>
                {/* A link without JavaScript; with it, the list and message change in place. */}
                <Link
                  to={contactHref(items.filter((i) => i.reference !== item.reference))}
                  replace
                  preventScrollReset
                  aria-label={say("form.removeLabel", { title: item.title })}
                  onClick={(event) => {
                    event.preventDefault();
                    remove(item.reference);
                  }}
                >
                  {say("form.remove")}
                </Link>
              </li>
            ))}
          </ul>
          <InquiryTotal items={items} />
        </section>
      ) : null}

      <Form method="post" className="form">
        <input type="hidden" name={fields.formKey} value={props.formKey} />
        {/* Each print's choice in step with its reference: the n-th of each name goes together. */}
        {items.map((item) => (
          <Fragment key={item.reference}>
            <input type="hidden" name={fields.reference} value={item.reference} />
            <input type="hidden" name={fields.size} value={item.choice?.size ?? ""} />
            <input type="hidden" name={fields.paper} value={item.choice?.paper ?? ""} />
            <input type="hidden" name={fields.frame} value={item.choice?.frame ?? ""} />
          </Fragment>
        ))}
        {/* A field for robots only: people never see it, and a filled one is quietly dropped. */}
        <div hidden>
          <label htmlFor={fields.honeypot}>{say("form.honeypot")}</label>
          <input
            id={fields.honeypot}
            name={fields.honeypot}
            type="text"
            tabIndex={-1}
            autoComplete="off"
          />
        </div>
        <Field id="fullName">
          <input
            id="fullName"
            name={fields.fullName}
            type="text"
            autoComplete="name"
            required
            maxLength={limits.fullName}
            defaultValue={values?.fullName}
            {...invalid(errors, "fullName")}
          />
          <FieldError errors={errors} field="fullName" />
        </Field>
        <Field id="email">
          <input
            id="email"
            name={fields.email}
            type="email"
            autoComplete="email"
            required
            maxLength={limits.email}
            defaultValue={values?.email}
            {...invalid(errors, "email")}
          />
          <FieldError errors={errors} field="email" />
        </Field>
        <Field id="inquiryType">
          <select
            id="inquiryType"
            name={fields.inquiryType}
            required
            defaultValue={
              inquiryTypes.some((t) => t.value === values?.inquiryType) ? values?.inquiryType : ""
            }
            {...invalid(errors, "inquiryType")}
          >
            <option value="">{say("form.choose")}</option>
            {inquiryTypes.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </select>
          <FieldError errors={errors} field="inquiryType" />
        </Field>
        <Field id="message">
          <textarea
            id="message"
            name={fields.message}
            rows={8}
            required
            maxLength={limits.message}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            {...invalid(errors, "message")}
          />
          <FieldError errors={errors} field="message" />
        </Field>
        <button type="submit" className="button button--primary">
          {say("form.send")}
        </button>
      </Form>
    </>
  );
}
