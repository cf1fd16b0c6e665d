#!/usr/bin/env node
/**
 * npm run bench: builds the site, runs each bench part (scripts/bench/<part>.js, those present)
 * as its own process, prints one table and writes bench-results/latest.json.
 * A part prints progress to stderr and one JSON object as the last line of stdout.
 *   BENCH_PARTS=pages npm run bench     (only some parts)
 *   BENCH_COMPARE=<git ref> npm run bench  (the pages part also measures that commit's build,
 *                                           in the same run: the phone runs and Lighthouse)
 *   BENCH_FLOORS=1 npm run bench   (the pages part also measures the home and print pages
 *                                   without scripts, and with nothing but their first picture)
 */
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import { join, resolve } from "node:path";

const allParts = ["pages", "images", "photographs", "inquiry", "faults", "announce", "large"];
const chosen = process.env.BENCH_PARTS?.split(",").map((p) => p.trim()) ?? allParts;
const parts = chosen.filter((p) => existsSync(`scripts/bench/${p}.js`));

console.error("[bench] building the production site");
const build = spawnSync("npm", ["run", "build"], { stdio: ["ignore", "inherit", "inherit"] });
if (build.status !== 0) process.exit(build.status ?? 1);

/**
 * Another commit's build, to measure against this one in the same run: its files from git, this
 * checkout's node_modules and pictures (linked), and `remix build`. Kept in the OS's temporary
 * directory by commit, so a second run reuses it.
 */
function buildComparison(ref) {
  const commit = execFileSync("git", ["rev-parse", "--verify", `${ref}^{commit}`], {
    encoding: "utf8",
  }).trim();
  const dir = join(os.tmpdir(), `bench-compare-${commit.slice(0, 12)}`);
  if (!existsSync(join(dir, "build/index.js"))) {
    console.error(`[bench] building ${ref} (${commit.slice(0, 12)}) in ${dir}`);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(join(dir, "build"), { recursive: true });
    execFileSync("sh", ["-c", `git archive ${commit} | tar -x -C "${dir}"`]);
    symlinkSync(resolve("node_modules"), join(dir, "node_modules"));
    symlinkSync(resolve("build/images"), join(dir, "build/images"));
    // The content check writes the app's generated content (app/content/generated/), which the
    // compiler imports; a commit from before content files has no such script.
    if (existsSync(join(dir, "scripts/check.js"))) {
      const checked = spawnSync(process.execPath, ["scripts/check.js", "--quiet"], {
        cwd: dir,
        stdio: ["ignore", "inherit", "inherit"],
      });
      if (checked.status !== 0) process.exit(checked.status ?? 1);
    }
    const built = spawnSync("npx", ["remix", "build"], {
      cwd: dir,
      stdio: ["ignore", "inherit", "inherit"],
    });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  return { ref, commit, dir };
}
const comparison = process.env.BENCH_COMPARE
  ? buildComparison(process.env.BENCH_COMPARE)
  : undefined;

function runPart(part) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [`scripts/bench/${part}.js`], {
      stdio: ["ignore", "pipe", "inherit"],
      env: comparison
        ? {
            ...process.env,
            BENCH_COMPARE_DIR: comparison.dir,
            BENCH_COMPARE_LABEL: `${comparison.ref} (${comparison.commit.slice(0, 12)})`,
          }
        : process.env,
    });
    let stdout = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.on("exit", (code) => {
      const last = stdout.trim().split("\n").pop() ?? "";
      let figures;
      try {
        figures = JSON.parse(last);
      } catch {
        figures = undefined;
      }
      resolve({
        part,
        ok: code === 0 && figures !== undefined,
        exitCode: code,
        seconds: Math.round((Date.now() - started) / 100) / 10,
        figures,
      });
    });
  });
}

const results = [];
for (const part of parts) {
  console.error(`[bench] running ${part}`);
  results.push(await runPart(part));
}

const machine = {
  node: process.version,
  cpus: os.cpus().length,
  loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100),
};
const report = { date: new Date().toISOString(), machine, parts: results };
mkdirSync("bench-results", { recursive: true });
writeFileSync("bench-results/latest.json", `${JSON.stringify(report, null, 2)}\n`);

/**
 * The phone figures (lib/phone.js) of a part: LCP and load per route, and the viewer's keys, for
 * this build and the one compared with it in the same run, if any.
 */
function phoneRows(phone, comparedLabel) {
  const c = phone.conditions;
  const other = phone.compared;
  const rows = [
    `real Chromium on a throttled phone (${c.latencyMs} ms, ${c.downloadKbps}/${c.uploadKbps} kbit/s, CPU ${c.cpuSlowdown}x, ${c.viewport.width}x${c.viewport.height}; median of ${phone.runs}${other ? `; this → ${comparedLabel ?? "compared"}, in turns` : ""}):`,
    `  ${pad("route", 38)}${pad("LCP ms", 22)}load event ms`,
    ...Object.entries(phone.this.routes).map(([route, r]) => {
      const o = other?.routes[route];
      const both = (key) => (o ? `${r[key]} → ${o[key]}` : `${r[key]}`);
      return `  ${pad(route, 38)}${pad(both("lcpMedianMs"), 22)}${both("loadMedianMs")}`;
    }),
  ];
  for (const [name, v] of Object.entries(phone).filter(([k]) => k === "this" || k === "compared")) {
    const k = v.keys;
    rows.push(
      `  ${name === "compared" ? (comparedLabel ?? name) : name}: ArrowRight on ${k.page} (pressed every 100 ms) first reacts ${k.reactedAfterLoadMedianMs} ms after the load event (runs ${k.reactedAfterLoadRunsMs.join(" ")}); shows the next print at ${k.medianMs} ms from navigation, ${k.afterLoadMedianMs} ms after the load event (runs ${k.afterLoadRunsMs.join(" ")}); medians of ${k.runs - k.dead}, dead pages ${k.dead} of ${k.runs}`,
    );
  }
  return rows;
}

/**
 * The floors (BENCH_FLOORS=1, lib/floors.js): this build's pages against the same documents
 * without scripts, and (on the phone) with nothing but their first picture, measured in turns.
 */
function floorRows(floors, phone) {
  const rows = [
    "floors, in turns with this build (BENCH_FLOORS=1): the same documents without scripts, and with only their first picture:",
  ];
  for (const route of floors.routes) {
    const phoneLcp = (name) => floors.phone[name]?.[route]?.lcpMedianMs ?? "-";
    const lighthouse = (name) => {
      const r = floors.lighthouse[name]?.[route];
      return r ? `${r.performance} (TBT ${r.tbtMs} ms, LCP ${r.lcpMs} ms)` : "-";
    };
    rows.push(
      `  ${pad(route, 38)}phone LCP ${phone?.this?.routes[route]?.lcpMedianMs ?? "-"} ms shipped, ${phoneLcp("no scripts")} without scripts, ${phoneLcp("picture only")} the picture only`,
      `  ${pad("", 38)}Lighthouse performance ${lighthouse("this")} shipped, ${lighthouse("no scripts")} without scripts`,
    );
  }
  return rows;
}

/** One table: pages get their own columns; other parts are listed as metric/value rows. */
const rows = [];
const pad = (text, width) => String(text).padEnd(width);
for (const result of results) {
  if (!result.ok) {
    rows.push(`${result.part}: FAILED (exit ${result.exitCode})`);
    continue;
  }
  const f = result.figures;
  if (result.part === "pages" && f.lighthouse) {
    rows.push(
      [
        pad("route", 38),
        pad("perf", 5),
        pad("a11y", 5),
        pad("bp", 5),
        pad("seo", 5),
        pad("LCP ms", 7),
        pad("CLS", 6),
        pad("TBT ms", 7),
        pad("JS KB (sent/gzip)", 18),
      ].join(""),
    );
    for (const [route, r] of Object.entries(f.lighthouse)) {
      rows.push(
        [
          pad(route, 38),
          pad(r.performance, 5),
          pad(r.accessibility, 5),
          pad(r.bestPractices, 5),
          pad(r.seo, 5),
          pad(r.lcpMs, 7),
          pad(r.cls, 6),
          pad(r.tbtMs, 7),
          pad(`${r.jsTransferKB} / ${r.jsGzipKB}`, 18),
        ].join(""),
      );
    }
    if (f.compared) {
      rows.push(
        `compared in the same run: ${f.compared.label}, median run of each (this → compared):`,
        `  ${pad("route", 38)}${pad("perf", 10)}${pad("FCP ms", 14)}${pad("LCP ms", 14)}${pad("TTI ms", 14)}TBT ms`,
        ...Object.entries(f.compared.lighthouse).map(([route, c]) => {
          const r = f.lighthouse[route] ?? {};
          const both = (key, width) => pad(`${r[key]} → ${c[key]}`, width);
          return `  ${pad(route, 38)}${both("performance", 10)}${both("fcpMs", 14)}${both("lcpMs", 14)}${both("ttiMs", 14)}${r.tbtMs} → ${c.tbtMs}`;
        }),
        ...Object.entries(f.compared.lighthouse).map(
          ([route, c]) =>
            `  ${pad(route, 38)}compared runs: perf ${(c.performanceRuns ?? []).join(" ")}; LCP ${(c.lcpRunsMs ?? []).join(" ")}; TTI ${(c.ttiRunsMs ?? []).join(" ")}`,
        ),
      );
    }
    if (f.phone?.this) rows.push(...phoneRows(f.phone, f.compared?.label));
    if (f.floors) rows.push(...floorRows(f.floors, f.phone));
    const lighthouseRows = Object.entries(f.lighthouse);
    if (lighthouseRows.length === 0) rows.push("Lighthouse: skipped (BENCH_LIGHTHOUSE_RUNS=0)");
    else
      rows.push(
        `Lighthouse: the median run of ${lighthouseRows[0]?.[1].runs ?? "?"} per route; every run's performance / TBT ms:`,
        ...lighthouseRows.map(
          ([route, r]) =>
            `  ${pad(route, 38)}${(r.performanceRuns ?? []).join(" ")} / ${(r.tbtRunsMs ?? []).join(" ")}`,
        ),
      );
    const t = f.throughput;
    rows.push(
      `req/s (${t.seconds} s, ${t.connections} connections, Accept-Encoding: ${t.encodings}):`,
      `  ${pad(`static ${t.static.path}`, 36)}${pad(t.static.rps, 7)}server CPU ${t.static.serverCpuUsPerRequest} µs/req (runs ${t.static.runs.join(", ")} req/s)`,
      ...t.pages.map(
        (p) =>
          `  ${pad(p.path, 36)}${pad(p.rps, 7)}server CPU ${p.serverCpuUsPerRequest} µs/req; ratio ${p.ratio} (by CPU ${p.cpuRatio})${p.ok ? "" : " (errors)"}`,
      ),
    );
    const l = f.latency;
    const flood = f.flood;
    if (l && flood) {
      rows.push(
        `median latency, one request at a time (${l.requests} each, same run):`,
        `  ${pad(`${l.path}`, 52)}${l.medianMs.plain} ms`,
        `  ${pad(`${l.path}?utm_source=…&fbclid=<unique>`, 52)}${l.medianMs.uniqueQuery} ms; ratio ${l.uniqueQueryRatio} (target ≤ ${f.targets.uniqueQueryMedianRatio})`,
        `  ${pad("unknown path (404), unique", 52)}${l.medianMs.notFound} ms`,
        ...(l.comparedMedianMs
          ? [
              `  the compared build, in turn: plain ${l.comparedMedianMs.plain} ms, unique query ${l.comparedMedianMs.uniqueQuery} ms, 404 ${l.comparedMedianMs.notFound} ms`,
            ]
          : []),
        `flood of unique query strings (${flood.seconds} s, ${flood.connections} connections): ${flood.uniqueQueryRps} req/s, ${flood.uniqueQueryErrors} errors;`,
        `  plain ${l.path} meanwhile, one at a time: ${flood.plainRequests} requests (${flood.plainErrors} errors), median ${flood.plainMedianMs} ms, p99 ${flood.plainP99Ms} ms`,
        `flood of the plain page itself (same length): ${flood.plainFlood.rps} req/s, ${flood.plainFlood.errors} errors; the visitor meanwhile: median ${flood.plainFlood.plainMedianMs} ms, p99 ${flood.plainFlood.plainP99Ms} ms`,
        `  p99 ratio, unique-query flood / plain flood: ${flood.p99Ratio} (target ≤ ${f.targets.floodP99Ratio})`,
      );
    }
    rows.push(
      `targets met: ${Object.entries(f.checks)
        .map(([k, v]) => `${k} ${v ? "yes" : "NO"}`)
        .join(", ")}`,
    );
  } else if (result.part === "faults" && f.rows) {
    rows.push(`${pad("fault", 28)}${pad("lost", 6)}${pad("doubled", 9)}what was done → the figure`);
    for (const r of f.rows) {
      rows.push(
        `${pad(r.fault, 28)}${pad(r.lost ?? "?", 6)}${pad(r.doubled ?? "?", 9)}${r.error ? `FAILED: ${r.error}` : `${r.done} → ${r.figure}`}`,
      );
    }
    rows.push(`0 lost and 0 doubled on every row: ${f.zeroLostZeroDoubled ? "yes" : "NO"}`);
  } else {
    const flatten = (value, prefix) =>
      value && typeof value === "object"
        ? Object.entries(value).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k))
        : [[prefix, value]];
    const { phone, ...rest } = f;
    for (const [key, value] of flatten(rest, ""))
      rows.push(`${pad(`${result.part}.${key}`, 50)}${value}`);
    if (phone?.this) rows.push(...phoneRows(phone, phone.comparedLabel));
  }
}
console.log(
  `\nBench (${report.date}; Node ${machine.node}, ${machine.cpus} CPUs, load ${machine.loadAverage.join(" ")})`,
);
console.log(rows.join("\n"));
console.log("\nWritten to bench-results/latest.json");
process.exit(results.every((r) => r.ok) ? 0 : 1);
