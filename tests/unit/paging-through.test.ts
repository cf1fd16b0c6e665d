import { describe, expect, it, vi } from "vitest";
import { answersAwaited, carriedIndexes, type StripPrint, type ViewerPrint } from "~/viewer/page";
import { pagingMemory, WAIT_FOR_AHEAD_MS } from "~/viewer/paging-through";
import { type PrintPageData, printPageFrom } from "~/viewer/print-page";

// A collection of twenty prints the test owns, and a server that answers for one of them with it and
// its neighbours, as the route's loader does.
const collection = { slug: "sea", title: "Sea" };
const refs = Array.from({ length: 20 }, (_, i) => `SEA-${String(i).padStart(3, "0")}`);
const strip: StripPrint[] = refs.map((reference) => ({ reference, title: reference }));
const whole = (reference: string) =>
  ({ reference, title: reference, description: "", sizes: "", priceRange: "" }) as ViewerPrint;
const everything = new Map(refs.map((r) => [r, whole(r)]));

function answerFor(reference: string): PrintPageData {
  const index = refs.indexOf(reference);
  const carried = carriedIndexes(index, refs.length).map((i) => whole(refs[i] as string));
  const page = printPageFrom(collection, strip, everything, reference);
  if (!page) throw new Error(`no print ${reference}`);
  return { ...page, carried };
}

/** A server whose answers come when the test says, counting what it was asked. */
function server() {
  const asked: string[] = [];
  const waiting: { reference: string; settle: (fail?: boolean) => void }[] = [];
  const ask = (reference: string) => () => {
    asked.push(reference);
    return new Promise<PrintPageData>((resolve, reject) => {
      waiting.push({
        reference,
        settle: (fail) => (fail ? reject(new Error("offline")) : resolve(answerFor(reference))),
      });
    });
  };
  /** Answers the oldest question, or the oldest for `reference`. */
  const answer = (fail?: boolean, reference?: string) => {
    const i = reference ? waiting.findIndex((w) => w.reference === reference) : 0;
    if (i >= 0) waiting.splice(i, 1)[0]?.settle(fail);
  };
  return { asked, ask, answer };
}

describe("pagingMemory", () => {
  it("answers a print known with its neighbours without asking the server", async () => {
    const paging = pagingMemory();
    paging.remember(answerFor("SEA-001"));
    const { asked, ask } = server();
    const page = await paging.load("sea", "SEA-002", ask("SEA-002"));
    expect(page.print.reference).toBe("SEA-002");
    expect(page.next.reference).toBe("SEA-003");
    expect(asked).toEqual([]);
  });

  it("asks once for a print already asked for ahead: the key's visit waits for that answer", async () => {
    const paging = pagingMemory();
    paging.remember(answerFor("SEA-001"));
    const { asked, ask, answer } = server();
    const ahead = paging.load("sea", "SEA-005", ask("SEA-005"));
    const visit = paging.load("sea", "SEA-005", ask("SEA-005"));
    answer();
    expect((await visit).print.reference).toBe("SEA-005");
    expect((await ahead).print.reference).toBe("SEA-005");
    expect(asked).toEqual(["SEA-005"]);
    // Remembered: a later visit needs no server at all.
    await paging.load("sea", "SEA-007", ask("SEA-007"));
    expect(asked).toEqual(["SEA-005"]);
  });

  it("waits for the answer asked ahead when it carries a neighbour the page lacks", async () => {
    const paging = pagingMemory();
    paging.remember(answerFor("SEA-001")); // SEA-004 known, its next (SEA-005) not yet
    const { asked, ask, answer } = server();
    const ahead = paging.load("sea", "SEA-005", ask("SEA-005"));
    const visit = paging.load("sea", "SEA-004", ask("SEA-004"));
    answer();
    expect((await visit).next.reference).toBe("SEA-005");
    await ahead;
    expect(asked).toEqual(["SEA-005"]);
  });

  it("asks at once for a print no answer on its way carries", async () => {
    const paging = pagingMemory();
    paging.remember(answerFor("SEA-001"));
    const { asked, ask, answer } = server();
    const ahead = paging.load("sea", "SEA-005", ask("SEA-005"));
    const visit = paging.load("sea", "SEA-012", ask("SEA-012"));
    expect(asked).toEqual(["SEA-005", "SEA-012"]);
    answer();
    answer();
    await ahead;
    expect((await visit).print.reference).toBe("SEA-012");
  });

  it("asks on its own when the answer asked ahead fails", async () => {
    const paging = pagingMemory();
    const { asked, ask, answer } = server();
    const ahead = paging.load("sea", "SEA-005", ask("SEA-005"));
    const visit = paging.load("sea", "SEA-005", ask("SEA-005"));
    answer(true);
    await expect(ahead).rejects.toThrow("offline");
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    answer();
    expect((await visit).print.reference).toBe("SEA-005");
    expect(asked).toEqual(["SEA-005", "SEA-005"]);
  });

  it("asks on its own when the answer asked ahead never comes, after waiting a while", async () => {
    vi.useFakeTimers();
    try {
      const paging = pagingMemory();
      paging.remember(answerFor("SEA-001"));
      const { asked, ask, answer } = server();
      void paging.load("sea", "SEA-005", ask("SEA-005")); // held for ever
      const visit = paging.load("sea", "SEA-004", ask("SEA-004"));
      await vi.advanceTimersByTimeAsync(WAIT_FOR_AHEAD_MS - 1);
      expect(asked).toEqual(["SEA-005"]);
      await vi.advanceTimersByTimeAsync(1);
      expect(asked).toEqual(["SEA-005", "SEA-004"]);
      answer(false, "SEA-004");
      expect((await visit).print.reference).toBe("SEA-004");
    } finally {
      vi.useRealTimers();
    }
  });

  it("starts afresh in another collection: nothing of the last one is taken for it", async () => {
    const paging = pagingMemory();
    paging.remember(answerFor("SEA-001"));
    const { asked, ask, answer } = server();
    const visit = paging.load("lake", "SEA-002", ask("SEA-002"));
    answer();
    await visit;
    expect(asked).toEqual(["SEA-002"]);
  });
});

describe("answersAwaited", () => {
  const known = (...n: number[]) => new Map(n.map((i) => [refs[i] as string, true]));

  it("names the answers that carry what a page lacks, each once", () => {
    expect(answersAwaited(strip, known(3, 4), "SEA-004", ["SEA-006"])).toEqual(["SEA-006"]);
    expect(answersAwaited(strip, known(), "SEA-004", ["SEA-004", "SEA-006"])).toEqual(["SEA-004"]);
  });

  it("wraps: the last print's next is the first", () => {
    expect(answersAwaited(strip, known(18, 19), "SEA-019", ["SEA-001"])).toEqual(["SEA-001"]);
  });

  it("is undefined when nothing is lacking, or something lacking is not on its way", () => {
    expect(answersAwaited(strip, known(3, 4, 5), "SEA-004", ["SEA-006"])).toBeUndefined();
    expect(answersAwaited(strip, known(), "SEA-004", ["SEA-008"])).toBeUndefined();
    expect(answersAwaited(strip, known(), "SEA-004", [])).toBeUndefined();
    expect(answersAwaited(strip, known(), "NOT-001", ["SEA-004"])).toBeUndefined();
  });
});
