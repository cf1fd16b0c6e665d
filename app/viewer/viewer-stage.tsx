import { Link } from "@remix-run/react";
import { type CSSProperties, type MouseEvent, useEffect, useRef, useState } from "react";
import { PrintImage } from "~/ui/print-image";
import { type ViewerPage, viewerImageSizes, ZOOMED_IMAGE_SIZES } from "~/viewer/page";
import type { SwipeDirection } from "~/viewer/swipe";
import { useStageGestures } from "~/viewer/use-stage-gestures";
import type { ZoomControls } from "~/viewer/use-zoom";
import { isZoomed, zoomTransform } from "~/viewer/zoom";
import { say } from "~/words/say";

/** The id of the words that list the zoom's keys (the stage and the Zoom button point to them). */
export const ZOOM_KEYS_ID = "zoom-keys";

type Props = ViewerPage & {
  stageRef: React.RefObject<HTMLDivElement>;
  viewerRef: React.RefObject<HTMLElement>;
  zoom: ZoomControls;
  printCount: number;
  returnHref: string;
  onReturn: (event: MouseEvent<HTMLAnchorElement>) => void;
  onSwipe: (direction: SwipeDirection) => void;
  /** The Info sheet is open: a tap on the picture closes it and does nothing else. */
  tapCloses: boolean;
  /** The reference of the print whose picture failed to load, if any. */
  failed: string | null;
  setFailed: (reference: string) => void;
};

/**
 * The print itself: zoomable and swipeable, the neighbours loading out of sight once it has
 * come, and 'Image not found' when the picture fails. Its controls are ViewerControls, beside it
 * in the document: over the picture on wide screens, under it on phones.
 */
export function ViewerStage(props: Props) {
  const { print, previous, next, zoom, printCount, stageRef } = props;
  const layer = useRef<HTMLDivElement>(null);
  const { failed, setFailed } = props;
  const imageFailed = failed === print.reference;
  const { dragX, gesturing } = useStageGestures(stageRef, {
    zoom,
    printCount,
    onSwipe: props.onSwipe,
    tapCloses: props.tapCloses,
  });
  const zoomed = isZoomed(zoom.zoom);
  const transform = zoomTransform(zoom.zoom, dragX);
  const sizes = viewerImageSizes(print.image);
  const ratio = Math.round((print.image.width / print.image.height) * 1000) / 1000;

  // The neighbours are asked for once this print's own picture has come (or failed): on a slow
  // line every request shares it, and they would slow the picture the page was opened for. The
  // server sends none, so without JavaScript paging (a whole page) asks for its picture first.
  const [pictureCame, setPictureCame] = useState<string | null>(null);
  useEffect(() => {
    const reference = print.reference;
    const img = layer.current?.querySelector("img");
    const came = () => setPictureCame(reference);
    if (!img || img.complete) {
      // An image that failed before the page's script ran fired its error event unheard.
      if (img?.naturalWidth === 0) setFailed(reference);
      return came();
    }
    img.addEventListener("load", came, { once: true });
    img.addEventListener("error", came, { once: true });
    return () => {
      img.removeEventListener("load", came);
      img.removeEventListener("error", came);
    };
  }, [print.reference, setFailed]);
  const neighbours =
    pictureCame === print.reference
      ? [previous, next].filter(
          (p, i, all) => p.reference !== print.reference && all.indexOf(p) === i,
        )
      : [];

  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset groups form controls; this is a picture
    <div
      className="viewer__stage"
      ref={stageRef}
      data-zoomed={zoomed || undefined}
      data-gesture={gesturing || undefined}
      // Zoomed, the picture is a Tab stop whose arrow keys pan it (use-zoom.ts); shown whole, it
      // keeps the focus that + gave it, and the arrows page again.
      tabIndex={zoomed ? 0 : -1}
      role="group"
      aria-label={zoomed ? say("viewer.zoomed", { title: print.title }) : print.title}
      aria-describedby={zoomed ? ZOOM_KEYS_ID : undefined}
      // The stage's height on phones follows the print's proportions (viewer.css).
      style={{ "--print-ratio": ratio } as CSSProperties}
    >
      {imageFailed ? (
        <div className="viewer__missing">
          <p>{say("viewer.imageNotFound")}</p>
          <Link to={props.returnHref} onClick={props.onReturn}>
            {say("viewer.returnToCollection")}
          </Link>
        </div>
      ) : (
        <div
          className="viewer__zoom"
          data-zoom-layer
          ref={layer}
          style={transform ? { transform } : undefined}
        >
          <PrintImage
            key={print.reference}
            className="viewer__image"
            image={print.image}
            sizes={zoomed ? ZOOMED_IMAGE_SIZES : sizes}
            priority
            onError={() => setFailed(print.reference)}
          />
        </div>
      )}

      <p id={ZOOM_KEYS_ID} hidden>
        {say("viewer.zoomKeys")}
      </p>

      {/* The neighbours load out of sight, so the next and previous prints paint at once. */}
      <div className="viewer__preload" aria-hidden="true">
        {neighbours.map((p) => (
          <PrintImage key={p.reference} image={p.image} sizes={viewerImageSizes(p.image)} />
        ))}
      </div>
    </div>
  );
}
