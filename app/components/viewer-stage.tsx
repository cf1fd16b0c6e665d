import { Link, useLocation } from "@remix-run/react";
import { type MouseEvent, useEffect, useRef, useState } from "react";
import { PrintImage } from "~/components/print-image";
import {
  EnterFullscreenIcon,
  ExitFullscreenIcon,
  ZoomInIcon,
  ZoomOutIcon,
} from "~/components/viewer-icons";
import { useFullscreen } from "~/hooks/use-fullscreen";
import { useStageGestures } from "~/hooks/use-stage-gestures";
import type { ZoomControls } from "~/hooks/use-zoom";
import { type ViewerPage, viewerImageSizes, ZOOMED_IMAGE_SIZES } from "~/viewer/page";
import type { SwipeDirection } from "~/viewer/swipe";
import { isZoomed, zoomTransform } from "~/viewer/zoom";

type Props = ViewerPage & {
  stageRef: React.RefObject<HTMLDivElement>;
  viewerRef: React.RefObject<HTMLElement>;
  zoom: ZoomControls;
  printCount: number;
  returnHref: string;
  onReturn: (event: MouseEvent<HTMLAnchorElement>) => void;
  onSwipe: (direction: SwipeDirection) => void;
};

/**
 * The print itself: zoomable and swipeable, with previous and next as plain links, the
 * neighbours already loading out of sight, and 'Image not found' when the picture fails.
 */
export function ViewerStage(props: Props) {
  const { print, previous, next, zoom, printCount, stageRef } = props;
  const { state } = useLocation();
  const layer = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const imageFailed = failed === print.reference;
  const { dragX, gesturing } = useStageGestures(stageRef, {
    zoom,
    printCount,
    onSwipe: props.onSwipe,
  });
  const fullscreen = useFullscreen(props.viewerRef);
  const zoomed = isZoomed(zoom.zoom);
  const transform = zoomTransform(zoom.zoom, dragX);
  const sizes = viewerImageSizes(print.image);

  // An image that failed before the page's script ran fired its error event unheard: look.
  useEffect(() => {
    const img = layer.current?.querySelector("img");
    if (img?.complete && img.naturalWidth === 0) setFailed(print.reference);
  }, [print.reference]);

  const neighbours = [previous, next].filter(
    (p, i, all) => p.reference !== print.reference && all.indexOf(p) === i,
  );

  return (
    <div
      className="viewer__stage"
      ref={stageRef}
      data-zoomed={zoomed || undefined}
      data-gesture={gesturing || undefined}
    >
      {imageFailed ? (
        <div className="viewer__missing">
          <p>Image not found</p>
          <Link to={props.returnHref} onClick={props.onReturn}>
            Return to collection
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

      {/* The neighbours load now, out of sight, so the next and previous prints paint at once. */}
      <div className="viewer__preload" aria-hidden="true">
        {neighbours.map((p) => (
          <PrintImage key={p.reference} image={p.image} sizes={viewerImageSizes(p.image)} />
        ))}
      </div>

      {printCount > 1 ? (
        <>
          <Link
            to={previous.href}
            replace
            state={state}
            preventScrollReset
            className="viewer__nav viewer__nav--previous"
            aria-label={`Previous: ${previous.title}`}
          >
            <span aria-hidden="true">‹</span>
          </Link>
          <Link
            to={next.href}
            replace
            state={state}
            preventScrollReset
            className="viewer__nav viewer__nav--next"
            aria-label={`Next: ${next.title}`}
          >
            <span aria-hidden="true">›</span>
          </Link>
        </>
      ) : null}

      <div className="viewer__tools" data-needs-js>
        <button
          type="button"
          className="viewer__tool"
          // Where the browser has no Fullscreen API (iPhone) the button keeps its place, unseen.
          data-unavailable={fullscreen.supported ? undefined : true}
          aria-hidden={fullscreen.supported ? undefined : true}
          tabIndex={fullscreen.supported ? undefined : -1}
          onClick={fullscreen.toggle}
        >
          {fullscreen.active ? <ExitFullscreenIcon /> : <EnterFullscreenIcon />}
          <span className="visually-hidden">
            {fullscreen.active ? "Exit fullscreen" : "Fullscreen"}
          </span>
        </button>
        <button
          type="button"
          className="viewer__tool"
          aria-pressed={zoomed}
          disabled={imageFailed}
          onClick={() => zoom.toggle()}
        >
          {zoomed ? <ZoomOutIcon /> : <ZoomInIcon />}
          <span className="visually-hidden">Zoom</span>
        </button>
      </div>
    </div>
  );
}
