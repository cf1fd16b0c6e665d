import { Link } from "@remix-run/react";
import type { RefObject } from "react";
import { PrintQuote } from "~/catalog/print-quote";
import { CopyReference } from "~/ui/copy-reference";
import type { ViewerPrint } from "~/viewer/page";
import { ShareButton } from "~/viewer/share-button";
import { SoldOut } from "~/viewer/sold-out";
import { CloseIcon } from "~/viewer/viewer-icons";
import { say } from "~/words/say";

type Props = {
  print: ViewerPrint;
  collection: { title: string; href: string };
  /** On phones the rest of the details show only when the Info button opens them. */
  open: boolean;
  /** The part Info opens, which takes focus when it opens. */
  moreRef?: RefObject<HTMLDivElement>;
  /** Closes the sheet Info opened on phones (its own close button). */
  onClose?: () => void;
};

/** The id of the part of the details that Info opens on phones. */
export const VIEWER_MORE_ID = "viewer-more";

/**
 * The print's details. Sizes, price range, edition, the choice and 'Add to Inquiry' (one button,
 * the quote's, in a bar that stays in view) show at every width, under the picture on phones; the
 * caption, reference with copy, collection, description and Share follow, behind Info on phones
 * (a sheet just above the choice bar, headed by the sizes and price range and its close button;
 * use-info-sheet.ts).
 * (The title is the page's h1, just above.)
 */
export function ViewerInfo({ print, collection, open, moreRef, onClose }: Props) {
  return (
    <aside id="viewer-info" className="viewer__info" aria-label={say("viewer.details")}>
      <dl className="details-list viewer__facts">
        <dt>{say("viewer.sizes")}</dt>
        <dd>{print.sizes}</dd>
        {/* A sold-out print has no price to tell: its edition says why. */}
        {print.soldOut ? null : (
          <>
            <dt>{say("viewer.priceRange")}</dt>
            <dd className="price">{print.priceRange}</dd>
          </>
        )}
        {print.editionLabel ? (
          <>
            <dt>{say("viewer.edition")}</dt>
            <dd className="edition" data-sold-out={print.soldOut || undefined}>
              {print.editionLabel}
            </dd>
          </>
        ) : null}
      </dl>
      {print.soldOut ? (
        <SoldOut print={print} others={print.alternatives ?? []} collection={collection} />
      ) : (
        <PrintQuote
          reference={print.reference}
          title={print.title}
          quote={print.quote}
          image={print.image}
        />
      )}
      <div
        id={VIEWER_MORE_ID}
        ref={moreRef}
        className="viewer__more"
        data-open={open || undefined}
        tabIndex={-1}
      >
        {/* The sheet's head on phones, where it lies over the facts it repeats. */}
        <div className="viewer__sheet-head">
          <p className="viewer__summary">
            {print.sizes} · {print.soldOut ? print.editionLabel : print.priceRange}
          </p>
          {/* Drawn only on the open sheet (viewer.css): never without JavaScript or on wide screens. */}
          <button type="button" className="viewer__tool viewer__sheet-close" onClick={onClose}>
            <CloseIcon />
            <span className="visually-hidden">{say("viewer.closeInfo")}</span>
          </button>
        </div>
        {print.caption ? <p className="viewer__caption">{print.caption}</p> : null}
        <CopyReference reference={print.reference} />
        <dl className="details-list">
          <dt>{say("viewer.collection")}</dt>
          <dd>
            <Link to={collection.href}>{collection.title}</Link>
          </dd>
        </dl>
        <p className="viewer__description">{print.description}</p>
        <p className="viewer__licensing">
          <Link to="/about#licensing">{say("viewer.licensing")}</Link>
        </p>
        <ShareButton title={print.title} />
      </div>
    </aside>
  );
}
