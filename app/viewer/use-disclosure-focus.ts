import { type RefObject, useEffect, useRef } from "react";

/**
 * Focus follows a panel a button opens: into the panel when it opens, back to the button when it
 * closes (if focus was in the panel, or nowhere), so a keyboard or screen-reader visitor lands on
 * what they asked for and returns to where they were.
 */
export function useDisclosureFocus(
  open: boolean,
  panel: RefObject<HTMLElement | null>,
  button: RefObject<HTMLElement | null>,
) {
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) panel.current?.focus({ preventScroll: true });
    else if (wasOpen.current) {
      const focused = document.activeElement;
      if (!focused || focused === document.body || panel.current?.contains(focused))
        button.current?.focus({ preventScroll: true });
    }
    wasOpen.current = open;
  }, [open, panel, button]);
}
