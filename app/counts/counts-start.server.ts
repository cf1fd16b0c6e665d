import type { Config } from "~/config/env.server";
import { CountStore } from "~/counts/store.server";
import { logEvent } from "~/server/log.server";

/**
 * The process's one count store, made by the server entry from the settings (none with
 * COUNTS=off) and handed to the counting picture, the contact action (load context) and the weekly
 * letter. It tidies its folder every hour (days added up, days past COUNTS_RETENTION deleted); the
 * server flushes it on the way out.
 */

const TIDY_MS = 3_600_000;

export function startCounting(settings: Config): CountStore | undefined {
  if (!settings.counts) return undefined;
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
