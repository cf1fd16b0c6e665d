import { useLocation, useNavigationType } from "@remix-run/react";
import { useEffect } from "react";
import { takeLastViewed } from "~/viewer/last-viewed";

/**
 * On a collection's grid: after coming back from the viewer (Back, Escape, 'Return to
 * collection'), shows the print last viewed, scrolled into view, with focus on its link.
 * The print is the address's fragment (#ABSTRACT-004) or, after Back, the one the viewer remembered.
 */
export function useRevealLastViewed(slug: string) {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();

  // biome-ignore lint/correctness/useExhaustiveDependencies: each arrival (location key) reveals once
  useEffect(() => {
    let remembered: string | null = null;
    try {
      remembered = takeLastViewed(window.sessionStorage, slug);
    } catch {
      // sessionStorage forbidden: keep the restored scroll position.
    }
    const fromHash = hash.length > 1 ? decodeURIComponent(hash.slice(1)) : null;
    const reference = fromHash ?? (navigationType === "POP" ? remembered : null);
    if (!reference) return;
    const card = document.getElementById(reference);
    const link = card?.querySelector<HTMLElement>("a[href]");
    if (!card || !link) return;
    const rect = card.getBoundingClientRect();
    if (rect.top < 0 || rect.bottom > window.innerHeight) card.scrollIntoView({ block: "center" });
    link.focus({ preventScroll: true });
  }, [slug, key]);
}
