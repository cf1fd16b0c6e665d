import { Link, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { forFixedBox } from "~/images/image";
import { imageSizes, THUMBNAIL_PX } from "~/images/sizes";
import { PrintImage } from "~/ui/print-image";
import type { ViewerPrint } from "~/viewer/page";
import { centredScrollLeft } from "~/viewer/thumbnails";
import { say } from "~/words/say";

type Props = { prints: readonly ViewerPrint[]; current: string };

/** The collection's prints as links; the current one is marked and kept in view. */
export function ViewerThumbnails({ prints, current }: Props) {
  const { state } = useLocation();
  const strip = useRef<HTMLElement>(null);
  const first = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new current print
  useEffect(() => {
    const nav = strip.current;
    const item = nav?.querySelector<HTMLElement>("[aria-current]");
    if (!nav || !item) return;
    const left =
      item.getBoundingClientRect().left - nav.getBoundingClientRect().left + nav.scrollLeft;
    nav.scrollTo({
      left: centredScrollLeft(left, item.offsetWidth, nav.clientWidth, nav.scrollWidth),
      // At once on arrival; afterwards as the stylesheet says (smooth, unless reduced motion).
      behavior: first.current ? "instant" : "auto",
    });
    first.current = false;
  }, [current]);

  return (
    <nav className="viewer__thumbs" aria-label={say("viewer.thumbnails")} ref={strip}>
      <ul>
        {prints.map((p) => (
          <li key={p.reference}>
            <Link
              to={p.href}
              replace
              state={state}
              preventScrollReset
              aria-current={p.reference === current ? "page" : undefined}
              aria-label={p.title}
            >
              {/* The link names the print; the picture itself is decoration. The full ladder
                  stays in the route's data, for the viewer when it pages to this print. */}
              <PrintImage
                image={{ ...forFixedBox(p.image, THUMBNAIL_PX), alt: "" }}
                sizes={imageSizes.thumbnail}
              />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
