/**
 * Input that arrives before React can take it. Remix's `RemixBrowser` (single fetch) suspends on
 * its first render until it has decoded the page's data. If a key, tap or click reaches React's
 * listeners before that first render has been tried, React 18.3 hydrates the root synchronously
 * for it; a synchronous render cannot suspend, so it fails, and the retry suspends at the root:
 * React throws its error #345 ("Root did not complete") and the page never hydrates (keys, swipe,
 * share and copy dead until a reload). While the page is not yet React's, these events are kept
 * from React's listeners; what the browser does with them by itself (follow a link, submit a form,
 * type into a field, scroll) still happens, as it does without JavaScript.
 */

/** The events for which React 18.3 hydrates at once (its `discreteReplayableEvents`). */
const hydratingEvents = [
  "mousedown",
  "mouseup",
  "touchcancel",
  "touchend",
  "touchstart",
  "auxclick",
  "dblclick",
  "pointercancel",
  "pointerdown",
  "pointerup",
  "dragend",
  "dragstart",
  "drop",
  "compositionend",
  "compositionstart",
  "keydown",
  "keypress",
  "keyup",
  "input",
  "textInput",
  "copy",
  "cut",
  "paste",
  "click",
  "change",
  "contextmenu",
  "reset",
  "submit",
];

let release: (() => void) | undefined;

/** Called before hydration starts: stops those events above React's listeners (on document). */
export function holdEarlyInput(): void {
  const stop = (event: Event) => event.stopPropagation();
  for (const type of hydratingEvents) window.addEventListener(type, stop, { capture: true });
  release = () => {
    for (const type of hydratingEvents) window.removeEventListener(type, stop, { capture: true });
    release = undefined;
  };
}

/**
 * Called as the root layout renders: Remix renders it only once its data is decoded, and from
 * then on no render suspends, so React can take input (and hydrate at once for it). It runs in
 * render, not in an effect, so that input typed while the rest of the page hydrates reaches React.
 * Idempotent, and nothing on the server.
 */
export function useEarlyInputReleased(): void {
  release?.();
}
