import { Link, useLocation } from "@remix-run/react";
import type { ViewerPage } from "~/viewer/page";
import { useFullscreen } from "~/viewer/use-fullscreen";
import type { ZoomControls } from "~/viewer/use-zoom";
import {
  EnterFullscreenIcon,
  ExitFullscreenIcon,
  ZoomInIcon,
  ZoomOutIcon,
} from "~/viewer/viewer-icons";
import { ZOOM_KEYS_ID } from "~/viewer/viewer-stage";
import { isZoomed } from "~/viewer/zoom";
import { say } from "~/words/say";

type Props = Pick<ViewerPage, "previous" | "next"> & {
  viewerRef: React.RefObject<HTMLElement>;
  zoom: ZoomControls;
  printCount: number;
  /** The picture could not be loaded: nothing to zoom. */
  imageFailed: boolean;
};

/**
 * Previous and next as plain links (they work without JavaScript), fullscreen and zoom. Laid over
 * the picture's edges on wide screens; a row under the picture on phones, where swipes and the
 * thumbnails page and nothing covers the photograph (viewer.css).
 */
export function ViewerControls({
  previous,
  next,
  zoom,
  printCount,
  imageFailed,
  viewerRef,
}: Props) {
  const { state } = useLocation();
  const fullscreen = useFullscreen(viewerRef);
  const zoomed = isZoomed(zoom.zoom);
  return (
    <div className="viewer__controls">
      {printCount > 1 ? (
        <Link
          to={previous.href}
          replace
          state={state}
          preventScrollReset
          className="viewer__nav viewer__nav--previous"
          aria-label={say("viewer.previousLabel", { title: previous.title })}
        >
          <span aria-hidden="true">‹</span>
          <span className="viewer__nav-word" aria-hidden="true">
            {say("viewer.previous")}
          </span>
        </Link>
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
            {say(fullscreen.active ? "viewer.exitFullscreen" : "viewer.fullscreen")}
          </span>
        </button>
        <button
          type="button"
          className="viewer__tool"
          aria-pressed={zoomed}
          aria-describedby={ZOOM_KEYS_ID}
          disabled={imageFailed}
          onClick={() => zoom.toggle()}
        >
          {zoomed ? <ZoomOutIcon /> : <ZoomInIcon />}
          <span className="visually-hidden">{say("viewer.zoom")}</span>
        </button>
      </div>

      {printCount > 1 ? (
        <Link
          to={next.href}
          replace
          state={state}
          preventScrollReset
          className="viewer__nav viewer__nav--next"
          aria-label={say("viewer.nextLabel", { title: next.title })}
        >
          <span className="viewer__nav-word" aria-hidden="true">
            {say("viewer.next")}
          </span>
          <span aria-hidden="true">›</span>
        </Link>
      ) : null}
    </div>
  );
}
