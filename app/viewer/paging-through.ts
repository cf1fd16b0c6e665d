import { answersAwaited, type StripPrint, type ViewerPrint } from "~/viewer/page";
import { type PrintPageData, printPageFrom } from "~/viewer/print-page";

/**
 * What the browser knows of the collection the visitor is paging through: its strip, and every
 * print the server has sent whole so far. Paging to a print known with its neighbours needs no
 * server, so the next print (its picture already asked for) paints at once; the viewer asks ahead
 * for the ones further on (useCarriedAhead). Another collection, or a print not known yet, asks
 * the server. One per page of the browser (a module's state), created by `pagingMemory()`.
 */
export type PagingThrough = {
  collection: { slug: string; title: string };
  strip: StripPrint[];
  known: Map<string, ViewerPrint>;
};

/**
 * How long a key waits for an answer already on its way before asking the server itself: long
 * enough for a slow phone line's answer (a print page's data is a few kilobytes), short enough
 * that a request that will never be answered does not leave the viewer stuck.
 */
export const WAIT_FOR_AHEAD_MS = 4000;

export function pagingMemory() {
  let through: PagingThrough | undefined;
  /**
   * Answers on their way, with the print each was asked for. A key pressed while the answer asked ahead is
   * still coming (a slow network, a loaded phone) waits for that answer when it carries what the
   * next page lacks: asking again would take as long again, and the first answer would arrive for
   * nothing.
   */
  const asking = new Set<{ slug: string; reference: string; answer: Promise<PrintPageData> }>();

  /** Remembers what a server's answer carried, starting afresh for another collection. */
  function remember(data: PrintPageData) {
    if (through?.collection.slug !== data.collection.slug) {
      through = { collection: data.collection, strip: data.strip, known: new Map() };
    }
    for (const print of data.carried) through.known.set(print.reference, print);
  }

  function known(slug: string, reference: string): PrintPageData | undefined {
    if (through?.collection.slug !== slug) return undefined;
    return printPageFrom(through.collection, through.strip, through.known, reference);
  }

  /** The answers on their way that carry all the page of `reference` lacks, or none. */
  function awaited(slug: string, reference: string): Promise<unknown>[] {
    if (through?.collection.slug !== slug) return [];
    const coming = [...asking].filter((a) => a.slug === slug);
    const refs = coming.map((a) => a.reference);
    const wanted = answersAwaited(through.strip, through.known, reference, refs) ?? [];
    return coming
      .filter((a) => wanted.includes(a.reference))
      .map((a) => a.answer.catch(() => undefined));
  }

  /**
   * The page of `reference` in collection `slug`: from what is known, else from the answers
   * already on their way for what it lacks, else from `ask` (the route's server loader),
   * remembered.
   */
  async function load(
    slug: string,
    reference: string,
    ask: () => Promise<PrintPageData>,
  ): Promise<PrintPageData> {
    const page = known(slug, reference);
    if (page) return page;
    const waits = awaited(slug, reference);
    if (waits.length > 0) {
      // A failed answer carries nothing, and one that hangs (a connection dropped without a word)
      // is waited for only so long: the page is then asked for below.
      let timer: ReturnType<typeof setTimeout> | undefined;
      const waited = new Promise((resolve) => {
        timer = setTimeout(resolve, WAIT_FOR_AHEAD_MS);
      });
      await Promise.race([Promise.all(waits), waited]);
      clearTimeout(timer);
      const now = known(slug, reference);
      if (now) return now;
    }
    const answer = ask();
    const entry = { slug, reference, answer };
    asking.add(entry);
    try {
      const data = await answer;
      remember(data);
      return data;
    } finally {
      asking.delete(entry);
    }
  }

  return { remember, load, current: () => through };
}
