import type { Config } from "~/config/env.server";
import { CountStore } from "~/counts/store.server";
import { logEvent } from "~/server/log.server";

/**
 * The process's one count store, made on first use from the settings (none with COUNTS=off): the
 * counting picture's handler and the contact action count into it, and it tidies its folder every
 * hour (days added up, days past COUNTS_RETENTION deleted). The server flushes it on the way out.
 */

const TIDY_MS = 3_600_000;

const registry = globalThis as typeof globalThis & { __countStore?: CountStore | null };

export function countStore(settings: Config): CountStore | undefined {
  if (registry.__countStore === undefined) {
    registry.__countStore = settings.counts ? startCounting(settings) : null;
  }
  return registry.__countStore ?? undefined;
}

function startCounting(settings: Config): CountStore {
  const store = new CountStore({
    dir: settings.countsDir,
    timeZone: settings.timeZone,
    retentionMs: settings.countsRetentionMs,
    log: (event, fields) => logEvent(event, fields, event === "counts.unsaved" ? "warn" : "info"),
  });
  const tidy = () =>
    void store
      .tidy()
      .catch((error: unknown) =>
        logEvent(
          "counts.untidy",
          { dir: store.dir, code: (error as NodeJS.ErrnoException).code ?? "UNKNOWN" },
          "warn",
        ),
      );
  tidy();
  setInterval(tidy, TIDY_MS).unref();
  return store;
}
