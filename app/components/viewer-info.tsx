import { Link } from "@remix-run/react";
import { CopyReference } from "~/components/copy-reference";
import { PrintQuote } from "~/components/print-quote";
import { ShareButton } from "~/components/share-button";
import { quoteWords } from "~/content/site";
import type { ViewerPrint } from "~/viewer/page";

type Props = {
  print: ViewerPrint;
  collection: { title: string; href: string };
  /** On phones the rest of the details show only when the Info button opens them. */
  open: boolean;
};

/** The id of the part of the details that Info opens on phones. */
export const VIEWER_MORE_ID = "viewer-more";

/**
 * The print's details. Sizes, price range, edition and 'Add to Inquiry' show at every width,
 * under the picture on phones; the caption, reference with copy, collection, description and
 * Share follow, behind Info on phones. (The title is the page's h1, just above.)
 */
export function ViewerInfo({ print, collection, open }: Props) {
  return (
    <aside id="viewer-info" className="viewer__info" aria-label="Print details">
      <dl className="details-list viewer__facts">
        <dt>Sizes</dt>
        <dd>{print.sizes}</dd>
        <dt>Price range</dt>
        <dd className="price">{print.priceRange}</dd>
        {print.editionLabel ? (
          <>
            <dt>Edition</dt>
            <dd className="edition" data-sold-out={print.soldOut || undefined}>
              {print.editionLabel}
            </dd>
          </>
        ) : null}
      </dl>
      <p className="viewer__actions">
        <Link to={print.inquiryHref} className="button button--primary">
          Add to Inquiry<span className="visually-hidden">: {print.title}</span>
        </Link>
      </p>
      <PrintQuote
        reference={print.reference}
        title={print.title}
        quote={print.quote}
        image={print.image}
      />
      <div id={VIEWER_MORE_ID} className="viewer__more" data-open={open || undefined}>
        {print.caption ? <p className="viewer__caption">{print.caption}</p> : null}
        <CopyReference reference={print.reference} />
        <dl className="details-list">
          <dt>Collection</dt>
          <dd>
            <Link to={collection.href}>{collection.title}</Link>
          </dd>
        </dl>
        <p className="viewer__description">{print.description}</p>
        <p className="viewer__licensing">
          <Link to="/about#licensing">{quoteWords.licensingLink}</Link>
        </p>
        <ShareButton title={print.title} />
      </div>
    </aside>
  );
}
