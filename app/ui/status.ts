/**
 * The page's one polite live region (root.tsx): what a navigation, a copy or a share is doing or
 * did, said to screen readers. Written here, never rendered by React, so that each writer can say
 * its words and take back only its own.
 */
export const STATUS_ID = "status-message";

/** Says `text` through the page's status region, or empties it when it still says `unless`. */
export function announce(text: string, unless?: string) {
  const region = document.getElementById(STATUS_ID);
  if (region && (unless === undefined || region.textContent === unless)) region.textContent = text;
}
