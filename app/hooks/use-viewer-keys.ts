import { useEffect, useRef } from "react";
import { isEditable, type ViewerKeyAction, viewerKeyAction } from "~/viewer/keys";

/** Listens for the viewer's keys while it is open; keys typed into a text field are the field's. */
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
        inEditable: isEditable(event.target),
      });
      if (!action) return;
      event.preventDefault();
      latest.current[action]();
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
}
