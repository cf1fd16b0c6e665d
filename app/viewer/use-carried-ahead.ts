import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { missingAround, type StripPrint } from "~/viewer/page";
import { printHref } from "~/viewer/print-page";

type Paging = {
  collection: { slug: string };
  strip: StripPrint[];
  known: ReadonlyMap<string, unknown>;
};

/**
 * Keeps the prints a few steps either way known before the visitor pages to them: when one is
 * missing, the nearest (ahead first) is asked of the server in the background, through the
 * route's own loader, whose answer carries it and its neighbours. One request at a time.
 */
export function useCarriedAhead(reference: string, paging: () => Paging | undefined) {
  const fetcher = useFetcher();
  const idle = fetcher.state === "idle";
  // biome-ignore lint/correctness/useExhaustiveDependencies: asks again when a request ends
  useEffect(() => {
    const seen = paging();
    if (!seen || !idle) return;
    const missing = missingAround(seen.strip, seen.known, reference);
    if (missing) fetcher.load(printHref(seen.collection.slug, missing));
  }, [reference, idle]);
}
