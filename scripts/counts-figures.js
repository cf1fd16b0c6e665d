/**
 * The figures behind the choice of files for the counts (docs/counts.md): what one counted view
 * costs the server, and how big a year of counts for the 75 prints is on disk.
 *
 *   node scripts/counts-figures.js
 *
 * It bundles the count store with esbuild (as `npm run build` bundles the outbox command) and
 * runs it on a temporary folder.
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

const work = mkdtempSync(join(tmpdir(), "counts-figures-"));
const bundle = join(work, "store.mjs");
await build({
  entryPoints: ["app/counts/store.server.ts"],
  bundle: true,
  platform: "node",
  format: "esm",
  packages: "external",
  alias: { "~": "./app" },
  outfile: bundle,
  logLevel: "warning",
});
const { CountStore } = await import(pathToFileURL(bundle).href);

const DAY_MS = 86_400_000;
const references = ["ABSTRACT", "LANDSCAPES", "URBAN", "MINIMALIST", "PORTRAITS", "NATURE"].flatMap(
  (slug, i) =>
    Array.from(
      { length: [12, 10, 15, 8, 12, 18][i] },
      (_, n) => `${slug}-${String(n + 1).padStart(3, "0")}`,
    ),
);
const slugs = ["abstract", "landscapes", "urban", "minimalist", "portraits", "nature"];
const sizes = ["8x10", "11x14", "16x20", "24x30"];
const quiet = () => {};

// 1. One view: the call a request for the counting picture makes, hash of a visitor included.
{
  const at = Date.parse("2026-11-24T10:00:00Z");
  const store = new CountStore({
    dir: join(work, "cost"),
    timeZone: "UTC",
    retentionMs: 400 * DAY_MS,
    log: quiet,
    now: () => at,
    flushMs: 3_600_000,
  });
  store.record([{ kind: "page", subject: "" }], { address: "192.0.2.1", userAgent: "warm-up" });
  await new Promise((r) => setTimeout(r, 50));
  const n = 200_000;
  const start = process.hrtime.bigint();
  for (let i = 0; i < n; i++) {
    store.record([{ kind: "view", subject: references[i % 75] }], {
      address: `198.51.100.${i % 250}`,
      userAgent: `Mozilla/5.0 visitor ${i % 1000}`,
    });
  }
  const perView = Number(process.hrtime.bigint() - start) / n / 1000;
  const flushStart = process.hrtime.bigint();
  await store.flush();
  const flushMs = Number(process.hrtime.bigint() - flushStart) / 1e6;
  console.log(
    `one view: ${perView.toFixed(2)} µs of CPU in the request (${n} views, 1000 visitors)`,
  );
  console.log(
    `one flush of a busy day (75 prints, 1000 visitors' hashes): ${flushMs.toFixed(1)} ms, off the request's way`,
  );
}

// 2. A year: every print viewed, added and asked about in every size, every grid, every day.
{
  const dir = join(work, "year");
  let at = Date.parse("2025-11-24T10:00:00Z");
  const store = new CountStore({
    dir,
    timeZone: "UTC",
    retentionMs: 400 * DAY_MS,
    log: quiet,
    now: () => at,
    flushMs: 3_600_000,
  });
  for (let day = 0; day < 365; day++) {
    at = Date.parse("2025-11-24T10:00:00Z") + day * DAY_MS;
    const events = [
      ...references.flatMap((subject) => [
        { kind: "view", subject },
        { kind: "add", subject },
        ...sizes.map((detail) => ({ kind: "inquiry", subject, detail })),
      ]),
      ...slugs.map((subject) => ({ kind: "grid", subject })),
      { kind: "page", subject: "" },
      { kind: "inquiry", subject: "" },
    ];
    store.record(events);
    for (let v = 0; v < 200; v++)
      store.record([{ kind: "page", subject: "" }], { address: `203.0.113.${v}`, userAgent: "ua" });
    await new Promise((r) => setTimeout(r, 5));
    await store.flush();
  }
  at += 2 * DAY_MS;
  await store.tidy();
  let bytes = 0;
  let files = 0;
  for (const day of readdirSync(dir)) {
    if (day === "salt") continue;
    for (const name of readdirSync(join(dir, day))) {
      bytes += statSync(join(dir, day, name)).size;
      files += 1;
    }
  }
  console.log(
    `a year of counts, every print seen, added and asked about in all 4 sizes every day: ${(bytes / 1024).toFixed(0)} KB in ${files} files (${(bytes / 365 / 1024).toFixed(1)} KB a day)`,
  );
}
rmSync(work, { recursive: true, force: true });
