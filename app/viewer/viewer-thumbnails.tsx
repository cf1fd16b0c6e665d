import { useLocation, useNavigate } from "@remix-run/react";
import { type MouseEvent, useEffect, useRef } from "react";
import { THUMBNAIL_PX } from "~/images/sizes";
import { thumbnailPath } from "~/images/thumbnail";
import type { StripPrint } from "~/viewer/page";
import { printHref } from "~/viewer/print-page";
import { centredScrollLeft } from "~/viewer/thumbnails";
import { say } from "~/words/say";

type Props = { strip: readonly StripPrint[]; slug: string; current: string };

/**
 * The collection's prints as links; the current one is marked and kept in view. Each picture is
 * asked for by the print's reference as it scrolls into view, so a collection of hundreds costs
 * the page a list of links, not hundreds of pictures' data. The links are plain anchors with one
 * listener on the list, not a router link each: hundreds of those took a slow phone's main thread
 * long enough while the page came alive to hold back its first picture's paint and its keys.
 */
export function ViewerThumbnails({ strip, slug, current }: Props) {
  const { state } = useLocation();
  const navigate = useNavigate();
  // As a router link would: a plain click moves in place (replacing the entry, as paging does);
  // a click with a modifier or another button is the browser's (a new tab, a download).
  const onClick = (event: MouseEvent<HTMLUListElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    const link = (event.target as Element).closest("a");
    if (!link || event.defaultPrevented) return;
    event.preventDefault();
    navigate(link.pathname, { replace: true, state, preventScrollReset: true });
  };
  const nav = useRef<HTMLElement>(null);
  const first = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new current print
  useEffect(() => {
    const list = nav.current;
    const item = list?.querySelector<HTMLElement>("[aria-current]");
    if (!list || !item) return;
    const left =
      item.getBoundingClientRect().left - list.getBoundingClientRect().left + list.scrollLeft;
    list.scrollTo({
      left: centredScrollLeft(left, item.offsetWidth, list.clientWidth, list.scrollWidth),
      // At once on arrival; afterwards as the stylesheet says (smooth, unless reduced motion).
      behavior: first.current ? "instant" : "auto",
    });
    first.current = false;
  }, [current]);

  return (
    <nav className="viewer__thumbs" aria-label={say("viewer.thumbnails")} ref={nav}>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the links' own Enter is a click */}
      <ul onClick={onClick}>
        {strip.map((p) => (
          <li key={p.reference}>
            <a
              href={printHref(slug, p.reference)}
              aria-current={p.reference === current ? "page" : undefined}
              aria-label={p.title}
            >
              {/* The link names the print; the picture itself is decoration. */}
              <img
                src={thumbnailPath(p.reference)}
                alt=""
                width={THUMBNAIL_PX}
                height={THUMBNAIL_PX}
                loading="lazy"
                decoding="async"
              />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
