import { Link } from "@remix-run/react";
import { CopyReference } from "~/components/copy-reference";
import { ShareButton } from "~/components/share-button";
import type { ViewerPrint } from "~/viewer/page";

type Props = {
  print: ViewerPrint;
  collection: { title: string; href: string };
  /** On phones the panel shows only when the Info button opens it. */
  open: boolean;
};

/**
 * The print's details: its caption, reference with copy, collection, sizes, price, inquiry and
 * share. (The title is the page's h1, outside the panel, so it shows at every width.)
 */
export function ViewerInfo({ print, collection, open }: Props) {
  return (
    <aside
      id="viewer-info"
      className="viewer__info"
      aria-label="Print details"
      data-open={open || undefined}
    >
      {print.caption ? <p className="viewer__caption">{print.caption}</p> : null}
      <CopyReference reference={print.reference} />
      <dl className="details-list">
        <dt>Collection</dt>
        <dd>
          <Link to={collection.href}>{collection.title}</Link>
        </dd>
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
      <p className="viewer__description">{print.description}</p>
      <div className="viewer__actions">
        <Link to={print.inquiryHref} className="button button--primary">
          Add to Inquiry
        </Link>
        <ShareButton title={print.title} />
      </div>
    </aside>
  );
}
