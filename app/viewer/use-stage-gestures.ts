import { type RefObject, useEffect, useRef, useState } from "react";
import { classifySwipe, isHorizontalDrag, type SwipeDirection } from "~/viewer/swipe";
import { isDoubleTap, isTap, type Tap } from "~/viewer/tap";
import type { ZoomControls } from "~/viewer/use-zoom";
import {
  isZoomed,
  NO_ZOOM,
  type Point,
  panBy,
  pinchZoom,
  settleZoom,
  wheelScale,
  type Zoom,
  zoomAt,
} from "~/viewer/zoom";

/** The width from which the wheel zooms without Ctrl: the page itself cannot scroll there. */
const WHEEL_ZOOM_QUERY = "(min-width: 1024px)";

type Gesture =
  | { kind: "idle" }
  | {
      kind: "single";
      pointerId: number;
      touch: boolean;
      start: Point;
      startZoom: Zoom;
      moved: boolean;
      onControl: boolean;
      onImage: boolean;
    }
  | { kind: "pinch"; startFingers: [Point, Point]; startZoom: Zoom }
  /** After a pinch, until every finger is up: a last finger lifting is not a swipe. */
  | { kind: "settling" };

type Options = {
  zoom: ZoomControls;
  printCount: number;
  onSwipe: (direction: SwipeDirection) => void;
  /**
   * A tap or click on the picture only closes the Info sheet (use-info-sheet.ts hears its click):
   * it neither zooms nor counts toward a double tap.
   */
  tapCloses?: boolean;
};

/**
 * Everything a hand does on the stage, with Pointer Events: a one-finger swipe pages (the image
 * follows the finger), a pinch zooms, a double tap or a click zooms in and out, a drag pans the
 * zoomed image, and the wheel zooms where the page cannot scroll (or with Ctrl, as trackpads
 * pinch). Vertical swipes stay the page's: touch-action lets the browser scroll, which cancels
 * the pointer.
 */
export function useStageGestures(stageRef: RefObject<HTMLElement | null>, options: Options) {
  const [dragX, setDragX] = useState(0);
  const [gesturing, setGesturing] = useState(false);
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    const pointers = new Map<number, Point>();
    let gesture: Gesture = { kind: "idle" };
    let lastTap: Tap | null = null;

    const fingers = (): [Point, Point] => {
      const [a, b] = [...pointers.values()];
      const { fromCentre } = latest.current.zoom;
      return [fromCentre(a?.x ?? 0, a?.y ?? 0), fromCentre(b?.x ?? 0, b?.y ?? 0)];
    };
    const end = () => {
      setGesturing(false);
      setDragX(0);
    };

    function onPointerDown(event: PointerEvent) {
      if (event.pointerType === "mouse" && event.button !== 0) return;
      const target = event.target as Element;
      const onControl = target.closest("a, button") !== null;
      const touch = event.pointerType !== "mouse";
      if (!touch && onControl) return;
      pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
      const zoom = latest.current.zoom.latestZoom.current;
      if (touch && pointers.size === 2) {
        gesture = { kind: "pinch", startFingers: fingers(), startZoom: zoom };
        setGesturing(true);
        setDragX(0);
      } else if (pointers.size === 1) {
        gesture = {
          kind: "single",
          pointerId: event.pointerId,
          touch,
          start: { x: event.clientX, y: event.clientY },
          startZoom: zoom,
          moved: false,
          onControl,
          onImage: target.closest("[data-zoom-layer] img") !== null,
        };
        if (!touch) {
          // Keep the browser from dragging the picture or selecting text; follow the mouse anywhere.
          event.preventDefault();
          stage?.setPointerCapture?.(event.pointerId);
        }
      } else {
        gesture = { kind: "settling" };
      }
    }

    function onPointerMove(event: PointerEvent) {
      if (!pointers.has(event.pointerId)) return;
      pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
      const { zoom, printCount } = latest.current;
      if (gesture.kind === "pinch") {
        const { startFingers, startZoom } = gesture;
        zoom.setZoom(pinchZoom(startZoom, startFingers, fingers(), zoom.bounds()));
        return;
      }
      if (gesture.kind !== "single" || gesture.pointerId !== event.pointerId) return;
      const dx = event.clientX - gesture.start.x;
      const dy = event.clientY - gesture.start.y;
      if (!gesture.moved && !isTap(gesture.start, { x: event.clientX, y: event.clientY })) {
        gesture.moved = true;
        setGesturing(true);
      }
      if (!gesture.moved) return;
      if (isZoomed(gesture.startZoom)) {
        zoom.setZoom(panBy(gesture.startZoom, dx, dy, zoom.bounds()));
      } else if (gesture.touch && printCount > 1) {
        setDragX(isHorizontalDrag(dx, dy) ? dx : 0);
      }
    }

    function onPointerUp(event: PointerEvent) {
      if (!pointers.delete(event.pointerId)) return;
      const { zoom, printCount, onSwipe } = latest.current;
      if (gesture.kind === "pinch" || gesture.kind === "settling") {
        if (gesture.kind === "pinch") zoom.setZoom((z) => settleZoom(z));
        gesture = pointers.size > 0 ? { kind: "settling" } : { kind: "idle" };
        if (pointers.size === 0) end();
        return;
      }
      if (gesture.kind !== "single" || gesture.pointerId !== event.pointerId) return;
      const g = gesture;
      gesture = { kind: "idle" };
      end();
      const dx = event.clientX - g.start.x;
      const dy = event.clientY - g.start.y;
      const point = zoom.fromCentre(event.clientX, event.clientY);
      if (g.touch) {
        if (g.moved) {
          // Zoomed in (ours, or the browser's own pinch-zoom of the page), a drag is for looking around.
          const pageZoomed = (window.visualViewport?.scale ?? 1) > 1.01;
          const direction =
            isZoomed(g.startZoom) || pageZoomed ? null : classifySwipe(dx, dy, printCount);
          if (direction) onSwipe(direction);
          return;
        }
        if (g.onControl) return;
        if (latest.current.tapCloses) {
          lastTap = null;
          return;
        }
        const tap = { at: { x: event.clientX, y: event.clientY }, time: event.timeStamp };
        if (isDoubleTap(lastTap, tap)) {
          lastTap = null;
          zoom.toggle(point);
        } else {
          lastTap = tap;
        }
        return;
      }
      // Mouse: a click on the picture zooms in there, or back out.
      if (!g.moved && g.onImage && !latest.current.tapCloses) zoom.toggle(point);
    }

    function onPointerCancel(event: PointerEvent) {
      if (!pointers.delete(event.pointerId)) return;
      if (gesture.kind === "pinch") latest.current.zoom.setZoom((z) => settleZoom(z));
      gesture = pointers.size > 0 ? { kind: "settling" } : { kind: "idle" };
      if (pointers.size === 0) end();
    }

    const wheelZoomWidth = window.matchMedia(WHEEL_ZOOM_QUERY);
    function onWheel(event: WheelEvent) {
      if (!event.ctrlKey && !wheelZoomWidth.matches) return;
      event.preventDefault();
      const { zoom } = latest.current;
      const deltaY =
        event.deltaMode === WheelEvent.DOM_DELTA_LINE ? event.deltaY * 33 : event.deltaY;
      const focus = zoom.fromCentre(event.clientX, event.clientY);
      zoom.setZoom((z) => {
        const next = zoomAt(z, wheelScale(z.scale, deltaY), focus, zoom.bounds());
        return isZoomed(next) ? next : NO_ZOOM;
      });
    }

    const noDrag = (event: Event) => event.preventDefault();

    stage.addEventListener("pointerdown", onPointerDown);
    stage.addEventListener("pointermove", onPointerMove);
    stage.addEventListener("pointerup", onPointerUp);
    stage.addEventListener("pointercancel", onPointerCancel);
    stage.addEventListener("wheel", onWheel, { passive: false });
    stage.addEventListener("dragstart", noDrag);
    return () => {
      stage.removeEventListener("pointerdown", onPointerDown);
      stage.removeEventListener("pointermove", onPointerMove);
      stage.removeEventListener("pointerup", onPointerUp);
      stage.removeEventListener("pointercancel", onPointerCancel);
      stage.removeEventListener("wheel", onWheel);
      stage.removeEventListener("dragstart", noDrag);
    };
  }, [stageRef]);

  return { dragX, gesturing };
}
