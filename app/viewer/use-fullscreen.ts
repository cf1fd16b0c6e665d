import { type RefObject, useCallback, useEffect, useState } from "react";

/**
 * The Fullscreen API for one element, where the browser has it (not on iPhone, for example).
 * Escape in fullscreen only leaves fullscreen: the viewer's own Escape (back to the collection)
 * waits for the next one.
 */
export function useFullscreen(ref: RefObject<HTMLElement | null>) {
  const [supported, setSupported] = useState(false);
  const [active, setActive] = useState(false);

  useEffect(() => {
    const element = ref.current;
    setSupported(
      document.fullscreenEnabled === true && typeof element?.requestFullscreen === "function",
    );
    // Until the page hears of it, the browser may have left fullscreen on this very Escape.
    let inFullscreen = false;
    const onChange = () => {
      inFullscreen = element !== null && document.fullscreenElement === element;
      setActive(inFullscreen);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !(inFullscreen || document.fullscreenElement)) return;
      event.preventDefault();
      if (document.fullscreenElement) document.exitFullscreen().catch(() => {});
    };
    document.addEventListener("fullscreenchange", onChange);
    window.addEventListener("keydown", onKeyDown, true);
    return () => {
      document.removeEventListener("fullscreenchange", onChange);
      window.removeEventListener("keydown", onKeyDown, true);
      // Leaving the viewer leaves fullscreen too.
      if (element && document.fullscreenElement === element)
        document.exitFullscreen().catch(() => {});
    };
  }, [ref]);

  const toggle = useCallback(async () => {
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await ref.current?.requestFullscreen();
    } catch (error) {
      console.error("Fullscreen was refused", error);
    }
  }, [ref]);

  return { supported, active, toggle };
}
