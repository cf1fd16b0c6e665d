import { useEffect, useLayoutEffect, useRef } from "react";
import { focusKeys, type ViewerKeyAction, viewerKeyAction } from "~/viewer/keys";

/**
 * Listens for the viewer's keys while it is open. Keys typed into a text field are the field's,
 * arrows pressed on a radio button or a zoomed picture are theirs (they prevent the default).
 */
/**
 * The listener is added as the viewer is drawn, not after: a print opened from the grid takes keys
 * the moment it shows. An effect runs in a later task, and a key the browser handled in between
 * (a loaded phone's) was lost. The server has no window, and React warns of a layout effect there.
 */
const useLayoutEffectInBrowser = typeof window === "undefined" ? useEffect : useLayoutEffect;

export function useViewerKeys(handlers: Record<ViewerKeyAction, () => void>) {
  const latest = useRef(handlers);
  latest.current = handlers;

  useLayoutEffectInBrowser(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.isComposing) return;
      const action = viewerKeyAction({
        key: event.key,
        altKey: event.altKey,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        focus: focusKeys(event.target),
      });
      if (!action) return;
      event.preventDefault();
      latest.current[action]();
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
}
