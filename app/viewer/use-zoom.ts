import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { focusKeys } from "~/viewer/keys";
import {
  clampZoom,
  isZoomed,
  NO_ZOOM,
  type Point,
  panByKey,
  STEP_SCALE,
  toggleZoom,
  type Zoom,
  type ZoomBounds,
  zoomAt,
} from "~/viewer/zoom";

export type ZoomControls = ReturnType<typeof useZoom>;

/**
 * The zoom of the viewer's image. `stageRef` is the stage the image is contained in; `aspectRatio`
 * (width / height) gives the picture's box inside it. Every change of `resetKey` (the print)
 * shows the whole print again.
 */
export function useZoom(
  stageRef: RefObject<HTMLElement | null>,
  aspectRatio: number,
  resetKey: string,
) {
  const [zoom, setZoomState] = useState<Zoom>(NO_ZOOM);
  const latestZoom = useRef(zoom);
  latestZoom.current = zoom;

  const bounds = useCallback((): ZoomBounds => {
    const stage = stageRef.current;
    const layer = stage?.querySelector<HTMLElement>("[data-zoom-layer]");
    if (!stage || !layer) return { stageWidth: 0, stageHeight: 0, imageWidth: 0, imageHeight: 0 };
    const style = getComputedStyle(layer);
    const boxWidth =
      layer.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const boxHeight =
      layer.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
    // The picture is contained (object-fit) in the box: as wide as fits, or as tall.
    const imageWidth = Math.min(boxWidth, boxHeight * aspectRatio);
    return {
      stageWidth: stage.clientWidth,
      stageHeight: stage.clientHeight,
      imageWidth,
      imageHeight: imageWidth / aspectRatio,
    };
  }, [stageRef, aspectRatio]);

  /** A point on screen, relative to the stage's centre. */
  const fromCentre = useCallback(
    (clientX: number, clientY: number): Point => {
      const rect = stageRef.current?.getBoundingClientRect();
      if (!rect) return { x: 0, y: 0 };
      return {
        x: clientX - (rect.left + rect.width / 2),
        y: clientY - (rect.top + rect.height / 2),
      };
    },
    [stageRef],
  );

  const setZoom = useCallback(
    (next: Zoom | ((z: Zoom) => Zoom)) => {
      setZoomState((z) => {
        const value = typeof next === "function" ? next(z) : next;
        return value === NO_ZOOM ? NO_ZOOM : clampZoom(value, bounds());
      });
    },
    [bounds],
  );

  const centre = { x: 0, y: 0 };
  const zoomIn = () =>
    setZoom((z) => zoomAt(z, isZoomed(z) ? z.scale * 1.5 : STEP_SCALE, centre, bounds()));
  const zoomOut = () =>
    setZoom((z) => {
      const next = zoomAt(z, z.scale / 1.5, centre, bounds());
      return isZoomed(next) ? next : NO_ZOOM;
    });
  const reset = () => setZoom(NO_ZOOM);
  const toggle = (focus: Point = centre) => setZoom((z) => toggleZoom(z, focus, bounds()));

  // A new print starts whole.
  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey is the trigger itself
  useEffect(() => setZoomState(NO_ZOOM), [resetKey]);

  // A zoomed picture keeps the arrow keys: they move it, wherever the focus is but in a field
  // or on a radio button, which keep their own (the Zoom button keeps the focus it had, and an
  // arrow pressed there must not page away from what was just zoomed). Heard before the viewer's
  // own listener (capture), which leaves a key whose default is prevented.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (focusKeys(event.target) !== "none") return;
      const next = panByKey(latestZoom.current, event.key, bounds());
      if (!next) return;
      event.preventDefault();
      setZoomState(next);
    };
    window.addEventListener("keydown", onKeyDown, { capture: true });
    return () => window.removeEventListener("keydown", onKeyDown, { capture: true });
  }, [bounds]);

  // Keep the image's edges in the stage when the window changes size.
  useEffect(() => {
    const onResize = () => setZoomState((z) => (isZoomed(z) ? clampZoom(z, bounds()) : z));
    window.addEventListener("resize", onResize);
    return () => window.removeEventListener("resize", onResize);
  }, [bounds]);

  return { zoom, latestZoom, setZoom, bounds, fromCentre, zoomIn, zoomOut, reset, toggle };
}
