import { readdirSync, readFileSync } from "node:fs";
import { get } from "node:http";
import { join } from "node:path";
import { brotliDecompressSync, gzipSync } from "node:zlib";
import { pageWords, serverOnlyWords } from "../../app/words/en";
import { expect, test } from "./fixtures";
import { onePageOfEach } from "./sample";

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

/**
 * Gzipped script per page, in kB: React and Remix are about 85, the site's own code the rest. The
 * print page is the heaviest: 111.2 (the sample build), with the phone's Info sheet and the form to
 * hear of new work on a sold-out print; it was 112.6 while every page carried the certificate's
 * words and JSON-LD and About's picture sizes, which now travel with their own page's script only
 * (app/words/en.ts `pageWords`). docs/speed.md says what would win more bytes back.
 */
const budgetKB = 112;

/** One page of each kind (the bench measures the same), and the contact page with a print in it. */
const pages = [
  ...onePageOfEach.map((p) => p.path),
  "/contact?ref=URBAN-002&title=Urban%20Print%202",
];

test.describe("the browser's scripts", () => {
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

  test("carry none of the words only the server writes, in code or in the words sent", () => {
    // A server-only word named by the browser's code would read "{key}" there (and fail to
    // hydrate); one sent in the words is bytes no page uses.
    // (A key made in code, `inquiryType.${value}`, counts by its part before the dot.)
    const named = new RegExp(`["'\`](?:${serverOnlyWords.join("|")})\\.`, "g");
    const found: string[] = [];
    const scripts = readdirSync("public/build", { recursive: true, encoding: "utf8" }).filter(
      (file) => file.endsWith(".js"),
    );
    expect(scripts.length).toBeGreaterThan(3);
    for (const file of scripts) {
      const code = readFileSync(join("public/build", file), "utf8");
      for (const match of code.matchAll(named)) found.push(`${file}: ${match[0]}`);
    }
    expect(found).toEqual([]);
  });

  test("carry a page's own words in that page's script only", () => {
    // Their file is imported by that page's modules alone (en.ts `pageWords`): a shared module
    // that imported it would put them in every page's script again.
    const metafile = JSON.parse(readFileSync("build/metafile.js.json", "utf8")) as {
      outputs: Record<string, { entryPoint?: string; inputs: Record<string, unknown> }>;
    };
    const carriers = (page: string) =>
      Object.entries(metafile.outputs)
        .filter(([, output]) => `app/content/generated/words-${page}.json` in output.inputs)
        .map(([, output]) => output.entryPoint ?? "a shared chunk");
    expect(Object.fromEntries(pageWords.map((page) => [page, carriers(page)]))).toEqual({
      about: ["browser-route-module:routes/about.tsx?browser"],
      certificate: ["browser-route-module:routes/certificate.$token.tsx?browser"],
    });
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

  test("are sent as the build's Brotli copies to a browser that accepts them, byte for byte", async ({
    request,
    baseURL,
  }) => {
    const html = await (await request.get("/portfolio/landscapes/LANDSCAPES-001")).text();
    const scripts = [...new Set(html.match(/\/build\/[^"'\s)]+\.js/g) ?? [])];
    let copies = 0;
    for (const script of scripts) {
      const plain = await raw(new URL(script, baseURL).href, "identity");
      const brotli = await raw(new URL(script, baseURL).href, "gzip, deflate, br, zstd");
      expect(brotli.headers.vary, script).toContain("Accept-Encoding");
      if (plain.body.length < 1024) continue; // too small to be worth a copy
      expect(brotli.headers["content-encoding"], script).toBe("br");
      expect(brotliDecompressSync(brotli.body).equals(plain.body), script).toBe(true);
      // The copy `npm run build` made at quality 11, not one compressed for the request.
      expect(brotli.body.equals(readFileSync(`public${script}.br`)), script).toBe(true);
      copies++;
    }
    expect(copies).toBeGreaterThan(2);
  });
});

/** A GET as the bytes on the wire: Node's fetch and Playwright's request would decompress them. */
function raw(url: string, acceptEncoding: string) {
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      get(url, { headers: { "Accept-Encoding": acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on("error", reject);
      }).on("error", reject);
    },
  );
}
