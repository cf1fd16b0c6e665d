import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { benchRoutes } from "../../scripts/bench/lib/routes.js";
import { expect, test } from "./fixtures";

/**
 * What the browser is sent to run. Every byte of script costs a phone time before the page
 * answers a key or a tap, and a library the server uses (a schema checker, the mailer, the image
 * encoder) can slip into the browser's bundle through one shared import: zod and its locales once
 * doubled every page's script this way. Two checks on the production build:
 * - the browser's bundles are made of the libraries below and the app's own code only;
 * - each page's scripts, gzipped, stay within a budget.
 */

/** The libraries the browser needs: React, Remix and its router, and the self-hosted typeface. */
const browserLibraries = [
  "@fontsource",
  "@remix-run",
  "react",
  "react-dom",
  "react-router",
  "react-router-dom",
  "scheduler",
  "turbo-stream",
];

/** Gzipped script per page, in kB: React and Remix are about 85, the site's own code the rest. */
const budgetKB = 110;

/** One page of each kind (the bench's), and the contact page with a print in it. */
const pages = [...benchRoutes, "/contact?ref=URBAN-002&title=Urban%20Print%202"];

test.describe("the browser's scripts", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, "same bytes in both projects");

  test("are built from the browser's libraries and the app's code, nothing the server uses", () => {
    const metafile = JSON.parse(readFileSync("build/metafile.js.json", "utf8")) as {
      outputs: Record<string, { inputs: Record<string, unknown> }>;
    };
    const packages = new Set<string>();
    for (const output of Object.values(metafile.outputs)) {
      for (const input of Object.keys(output.inputs)) {
        const [, scope, name] = /^node_modules\/(@[^/]+\/)?([^/]+)/.exec(input) ?? [];
        if (name) packages.add(scope ? scope.slice(0, -1) : name);
      }
    }
    expect(packages.size).toBeGreaterThan(3);
    expect([...packages].filter((p) => !browserLibraries.includes(p)).sort()).toEqual([]);
  });

  test(`weigh at most ${budgetKB} kB gzipped on each page`, async ({ request }) => {
    const weights: Record<string, number> = {};
    for (const path of pages) {
      const html = await (await request.get(path)).text();
      // The entry, every module it preloads, and what the inline module script imports.
      const scripts = new Set(html.match(/\/build\/[^"'\s)]+\.js/g) ?? []);
      expect(scripts.size, `${path} names its scripts`).toBeGreaterThan(2);
      let bytes = 0;
      for (const script of scripts) {
        const response = await request.get(script);
        expect(response.status(), script).toBe(200);
        bytes += gzipSync(await response.body()).length;
      }
      weights[path] = Math.round(bytes / 1024);
    }
    const over = Object.entries(weights).filter(([, kb]) => kb > budgetKB);
    expect(over, JSON.stringify(weights)).toEqual([]);
  });
});
