import { Link, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
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
 * the page a list of links, not hundreds of pictures' data.
 */
export function ViewerThumbnails({ strip, slug, current }: Props) {
  const { state } = useLocation();
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
      <ul>
        {strip.map((p) => (
          <li key={p.reference}>
            <Link
              to={printHref(slug, p.reference)}
              replace
              state={state}
              preventScrollReset
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
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
