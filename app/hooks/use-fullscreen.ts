import { type RefObject, useCallback, useEffect, useState } from "react";

/** The Fullscreen API for one element, where the browser has it (not on iPhone, for example). */
export function useFullscreen(ref: RefObject<HTMLElement | null>) {
  const [supported, setSupported] = useState(false);
  const [active, setActive] = useState(false);

  useEffect(() => {
    const element = ref.current;
    setSupported(
      document.fullscreenEnabled === true && typeof element?.requestFullscreen === "function",
    );
    const onChange = () => setActive(element !== null && document.fullscreenElement === element);
    document.addEventListener("fullscreenchange", onChange);
    return () => {
      document.removeEventListener("fullscreenchange", onChange);
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
