import { useEffect, useRef } from "react";
import { focusKeys, type ViewerKeyAction, viewerKeyAction } from "~/viewer/keys";

/**
 * Listens for the viewer's keys while it is open. Keys typed into a text field are the field's,
 * arrows pressed on a radio button or a zoomed picture are theirs (they prevent the default).
 */
export function useViewerKeys(handlers: Record<ViewerKeyAction, () => void>) {
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
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
