import { useCallback, useEffect, useRef, useState } from "react";

/** How long the check mark shows after a copy (specification: 2000 ms). */
export const COPY_FEEDBACK_MS = 2000;

/**
 * Copies text with the browser clipboard and reports `copied` for 2 seconds.
 * A failure is only logged, with the given message (the specification shows nothing to the user).
 */
export function useCopy(failureMessage: string) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(
    async (text: string) => {
      try {
        await navigator.clipboard.writeText(text);
        setCopied(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
        return true;
      } catch (error) {
        console.error(failureMessage, error);
        return false;
      }
    },
    [failureMessage],
  );

  return { copied, copy };
}
