import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { closesSheet, sheetDrag } from "~/viewer/swipe";
import { useDisclosureFocus } from "~/viewer/use-disclosure-focus";

/**
 * The Info sheet on phones: Info opens and closes it (the specification's toggle); its own close
 * button, Escape (the viewer's keys), a tap on the photograph and a swipe down it close it too,
 * and focus goes back to Info. It lies just above the choice bar, which stays in view under it
 * (`--sheet-floor`, measured here; viewer.css). On wide screens it is a plain part of the column,
 * and without JavaScript it always shows.
 */
export function useInfoSheet(stageRef: RefObject<HTMLElement | null>) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useDisclosureFocus(open, panel, button);

  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus({ preventScroll: true });
  }, []);
  const toggle = () => {
    // Placed before it is first drawn, so it never appears over the bar.
    if (!open && panel.current) placeAboveBar(panel.current);
    setOpen(!open);
  };

  useEffect(() => {
    const sheet = panel.current;
    const stage = stageRef.current;
    if (!open || !sheet) return;
    const bar = barUnder(sheet);
    const place = () => placeAboveBar(sheet);
    const resized = new ResizeObserver(place);
    if (bar) resized.observe(bar);
    window.addEventListener("resize", place);

    // The photograph: a tap closes (its click comes last, after the tap has focused the stage).
    const onStageClick = (event: MouseEvent) => {
      if (!(event.target as Element).closest("a, button")) close();
    };
    stage?.addEventListener("click", onStageClick);

    // A swipe down: the sheet follows the finger, and closes past SHEET_CLOSE_PX.
    let start: { x: number; y: number; fromTop: boolean } | null = null;
    const onTouchStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      start =
        event.touches.length === 1 && touch
          ? { x: touch.clientX, y: touch.clientY, fromTop: sheet.scrollTop <= 0 }
          : null;
    };
    const onTouchMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!start || !touch) return;
      const drag = sheetDrag(touch.clientX - start.x, touch.clientY - start.y, start.fromTop);
      sheet.style.transform = drag > 0 ? `translateY(${drag}px)` : "";
    };
    const onTouchEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      const from = start;
      start = null;
      sheet.style.transform = "";
      if (
        from &&
        touch &&
        closesSheet(touch.clientX - from.x, touch.clientY - from.y, from.fromTop)
      )
        close();
    };
    const onTouchCancel = () => {
      start = null;
      sheet.style.transform = "";
    };
    sheet.addEventListener("touchstart", onTouchStart, { passive: true });
    sheet.addEventListener("touchmove", onTouchMove, { passive: true });
    sheet.addEventListener("touchend", onTouchEnd);
    sheet.addEventListener("touchcancel", onTouchCancel);
    return () => {
      resized.disconnect();
      window.removeEventListener("resize", place);
      stage?.removeEventListener("click", onStageClick);
      sheet.removeEventListener("touchstart", onTouchStart);
      sheet.removeEventListener("touchmove", onTouchMove);
      sheet.removeEventListener("touchend", onTouchEnd);
      sheet.removeEventListener("touchcancel", onTouchCancel);
      sheet.style.transform = "";
    };
  }, [open, close, stageRef]);

  return { open, toggle, close, button, panel };
}

/** The print's choice bar ('Add to Inquiry'), in the same details as the sheet; none if sold out. */
function barUnder(sheet: HTMLElement): HTMLElement | null {
  return sheet.closest("aside")?.querySelector<HTMLElement>(".quote__bar") ?? null;
}

/** The sheet's foot at the top of the bar, where the bar is on screen (pinned to its foot). */
function placeAboveBar(sheet: HTMLElement) {
  const top = barUnder(sheet)?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY;
  const floor = top < window.innerHeight ? window.innerHeight - top : 0;
  sheet.style.setProperty("--sheet-floor", `${Math.max(0, Math.round(floor))}px`);
}
