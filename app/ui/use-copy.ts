import { useCallback, useEffect, useRef, useState } from "react";
import { announce } from "~/ui/status";

/** How long the check mark shows after a copy (specification: 2000 ms). */
export const COPY_FEEDBACK_MS = 2000;

/**
 * Copies text with the browser clipboard, reports `copied` for 2 seconds and says `spoken`
 * meanwhile through the page's status region, so a screen reader hears what the check mark shows.
 * A failure is only logged, with the given message (the specification shows nothing to the user).
 */
export function useCopy(failureMessage: string, spoken: string) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      announce("", spoken);
    },
    [spoken],
  );

  const copy = useCallback(
    async (text: string) => {
      try {
        await navigator.clipboard.writeText(text);
        setCopied(true);
        announce(spoken);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => {
          setCopied(false);
          announce("", spoken);
        }, COPY_FEEDBACK_MS);
        return true;
      } catch (error) {
        console.error(failureMessage, error);
        return false;
      }
    },
    [failureMessage, spoken],
  );

  return { copied, copy };
}
