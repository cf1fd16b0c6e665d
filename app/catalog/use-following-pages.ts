import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { collectionPageHref } from "~/catalog/collection-pages";

/** Marks the address of a page asked for as the visitor scrolls (isFollowingPage). */
const FOLLOWING = "following";

/** Whether a request is for a page added as the visitor scrolls, not a navigation. */
export const isFollowingPage = (url: string) => new URL(url).searchParams.has(FOLLOWING);

/** One page of a collection's grid: its number and its prints. */
export type ShownPage<P> = { page: number; prints: P[] };
type PageData<P> = ShownPage<P> & { slug: string };

/**
 * The pages each history entry had shown, by the entry's key: Back to it draws them again in the
 * first render, before Remix restores the scroll position. Only this tab's visit, in memory: a
 * reload starts from the page its address names.
 */
const shownPerEntry = new Map<string, { slug: string; pages: ShownPage<unknown>[] }>();

/**
 * A large collection's grid grows as the visitor scrolls: when the next page's link comes within
 * two screens of the viewport, that page's data is fetched and its prints are added below. The
 * address then names the furthest page shown, so a reload or a shared link starts near there;
 * the link stays, for a browser without JavaScript or IntersectionObserver.
 */
export function useFollowingPages<P>(
  slug: string,
  page: ShownPage<P>,
  pages: number,
  /** Told of each page added (to say so to screen readers). */
  onAdded: (page: ShownPage<P>) => void,
) {
  const { key } = useLocation();
  const [shown, setShown] = useState<ShownPage<P>[]>(() => {
    const kept = shownPerEntry.get(key);
    return kept?.slug === slug && kept.pages.at(-1)?.page === page.page
      ? [...(kept.pages.slice(0, -1) as ShownPage<P>[]), page]
      : [page];
  });
  const last = shown.at(-1)?.page ?? page.page;
  // The route's own loader answers, so its data has the shape of the page given.
  const fetcher = useFetcher();
  const nextRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    const link = nextRef.current;
    if (!link || last >= pages || typeof IntersectionObserver !== "function") return;
    // A fresh observer for each page added: it reports at once where the link is still near.
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        // An index route's data is asked for with ?index (else the root's would answer).
        fetcher.load(`${collectionPageHref(slug, last + 1)}&${FOLLOWING}&index`);
      },
      // Two screens ahead: a phone's fling covers one or two, and the prints must be in before
      // the link comes into view, or adding them would move it (a layout shift).
      { rootMargin: "0px 0px 200% 0px" },
    );
    observer.observe(link);
    return () => observer.disconnect();
  }, [slug, last, pages, fetcher.load]);

  useEffect(() => {
    const data = fetcher.data as PageData<P> | undefined;
    if (data?.slug !== slug || data.page !== last + 1) return;
    const added = { page: data.page, prints: data.prints };
    const more = [...shown, added];
    setShown(more);
    shownPerEntry.set(key, { slug, pages: more });
    // The same history entry (Remix's key and scroll position kept), with the address of the
    // furthest page shown.
    window.history.replaceState(window.history.state, "", collectionPageHref(slug, data.page));
    onAdded(added);
  }, [fetcher.data, slug, last, shown, key, onAdded]);

  return { shown, first: shown[0]?.page ?? page.page, last, nextRef };
}
