import { useLocation, useNavigate, useNavigationType } from "@remix-run/react";
import { type MouseEvent, type RefObject, useEffect, useRef } from "react";
import { announce } from "~/ui/status";
import { cameFromCollection, collectionHrefFor, rememberLastViewed } from "~/viewer/last-viewed";

/**
 * How the viewer moves: paging replaces the history entry, so one Back always leaves the viewer;
 * leaving goes Back when the collection is the entry before (nothing added), or else to the
 * collection at the print's card.
 */
export function useViewerNavigation(
  collection: { slug: string; href: string; page: number },
  reference: string,
) {
  const location = useLocation();
  const navigate = useNavigate();
  const fromCollection = cameFromCollection(location.state, collection.page);
  const returnHref = collectionHrefFor(collection.href, reference);

  const show = (href: string) =>
    navigate(href, { replace: true, state: location.state, preventScrollReset: true });
  // Where leaving leads, as last drawn: a key handled before the effects that hand the keys their
  // new callbacks have run still leaves from the print on screen, not the one before it.
  const way = useRef({ fromCollection, returnHref });
  way.current = { fromCollection, returnHref };
  const leave = () =>
    way.current.fromCollection ? navigate(-1) : navigate(way.current.returnHref);
  /** For the links back to the collection: go Back instead, when that is where they lead. */
  const onReturn = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!fromCollection || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    event.preventDefault();
    navigate(-1);
  };

  // The collection grid shows this print when the visitor comes back to it.
  useEffect(() => {
    try {
      rememberLastViewed(window.sessionStorage, collection.slug, reference);
    } catch {
      // sessionStorage forbidden: the grid keeps its own scroll position.
    }
  }, [collection.slug, reference]);

  return { show, leave, onReturn, returnHref };
}

/**
 * Focus lands on the viewer when the visitor opens it from another page, so screen readers start
 * there (the link they used is gone). A page load or Back keeps the browser's own start.
 */
export function useFocusOnArrival(ref: RefObject<HTMLElement>) {
  const arrivedInApp = useNavigationType() !== "POP";
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the viewer opens
  useEffect(() => {
    if (arrivedInApp) ref.current?.focus({ preventScroll: true });
  }, []);
}

/**
 * Says each new value of `text` through the page's one status region (app/ui/status.ts), but not
 * the first (the page itself says that), and takes it back when it gives way, unless something
 * else has spoken since.
 */
export function useAnnouncement(text: string) {
  const first = useRef<string | null>(text);
  useEffect(() => {
    if (text === first.current) return;
    first.current = null;
    announce(text);
    return () => announce("", text);
  }, [text]);
}
