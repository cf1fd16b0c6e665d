import { Form, Link } from "@remix-run/react";
import { imageSizes } from "~/images/sizes";
import { SubscribeForm } from "~/subscriptions/subscribe-form";
import { PrintImage } from "~/ui/print-image";
import type { AlternativePrint, ViewerPrint } from "~/viewer/page";
import { say, sayWith } from "~/words/say";

type Props = {
  print: Pick<ViewerPrint, "reference" | "title" | "href">;
  /** Prints of the same collection still to be had (viewer/page.ts `availableBeside`). */
  others: readonly AlternativePrint[];
  collection: { title: string };
};

/**
 * A sold-out print's page, where the sizes, prices and choice would be: it says so, keeps 'Add
 * to Inquiry' (an inquiry about the print, which the form words as a question about similar work
 * or a future edition, never an order), and turns the visitor to what can still be had and to
 * hearing of new work.
 */
export function SoldOut({ print, others, collection }: Props) {
  return (
    <section className="quote sold-out" aria-labelledby="sold-out-title">
      <h2 id="sold-out-title" className="quote__heading">
        {say("soldOut.heading")}
      </h2>
      <p className="quote__text">{say("soldOut.text")}</p>
      <Form method="get" action="/contact" className="sold-out__form">
        <input type="hidden" name="ref" value={print.reference} />
        <input type="hidden" name="title" value={print.title} />
        <button type="submit" className="button button--primary">
          {say("quote.addToInquiry")}
          <span className="visually-hidden">: {print.title}</span>
        </button>
      </Form>
      {others.length > 0 ? (
        <div className="quote__part">
          <h3 className="quote__subheading">
            {say("soldOut.available", { collection: collection.title })}
          </h3>
          <ul className="sold-out__others">
            {others.map((p) => (
              <li key={p.reference}>
                <Link to={p.href} prefetch="intent">
                  <PrintImage image={p.image} sizes={imageSizes.thumbnail} />
                  <span className="sold-out__title">{p.title}</span>
                  <span className="price">{p.priceRange}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <SubscribeForm page={print.href} headingLevel={3} />
      <p className="quote__text">
        {sayWith("soldOut.follow", {
          atom: <a href="/feed.xml">{say("feed.atomTitle")}</a>,
          json: <a href="/feed.json">{say("feed.jsonTitle")}</a>,
        })}
      </p>
    </section>
  );
}
