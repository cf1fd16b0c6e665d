import { Link } from "@remix-run/react";
import type { Ref } from "react";
import { neighbourPages } from "~/catalog/collection-pages";
import { say } from "~/words/say";

type Props = {
  slug: string;
  /** The pages shown, `first` to `last` (more than one once scrolling has added some). */
  first: number;
  last: number;
  pages: number;
  /** The next page's link, watched to add that page as the visitor nears it. */
  nextRef?: Ref<HTMLAnchorElement>;
};

/**
 * The way through a large collection's pages, under its grid: real links, so every print is
 * reached without JavaScript, and where the visitor is. A collection of one page has none.
 */
export function CollectionPager({ slug, first, last, pages, nextRef }: Props) {
  if (pages < 2) return null;
  const { previous, next } = neighbourPages(slug, first, last, pages);
  return (
    <nav className="pager" aria-label={say("collection.pagesLabel")}>
      {previous ? (
        <Link to={previous} rel="prev" className="pager__previous">
          <span aria-hidden="true">←</span> {say("collection.previousPage")}
        </Link>
      ) : null}
      <p className="pager__where">{say("collection.pageOf", { page: last, count: pages })}</p>
      {next ? (
        <Link to={next} rel="next" className="pager__next" ref={nextRef}>
          {say("collection.nextPage")} <span aria-hidden="true">→</span>
        </Link>
      ) : null}
    </nav>
  );
}
