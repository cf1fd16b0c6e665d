import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { deferHydration, HYDRATION_FALLBACK_MS } from "~/server/deferred-hydration.server";
import { readStylesheets, sha256Source } from "~/server/stylesheets.server";

/** The end of a body as Remix 2 writes it (scripts abridged). */
const remixTail =
  '<link rel="modulepreload" href="/build/entry.client-A.js"/>' +
  '<link rel="modulepreload" href="/build/root-B.js"/>' +
  '<script nonce="N1">window.__remixContext = {};</script>' +
  '<script nonce="N1" type="module" async="">import * as route0 from "/build/root-B.js";\n' +
  'import("/build/entry.client-A.js");</script>' +
  '<script nonce="N1">window.__remixContext.streamController.close();</script>';
const page = `<html><head><link rel="icon" href="/favicon.svg"/></head><body><main>Hi</main>${remixTail}</body></html>`;

function starterOf(html: string): string {
  const match = /<script nonce="N1">(\(\(\) => \{[\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error("no starter script");
  return match[1];
}

describe("deferHydration", () => {
  it("writes Remix's preloads and module script inert, in their places", () => {
    const html = deferHydration(page, "N1");
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('type="module"');
    expect(html).toContain(
      '<link rel="x-deferred-modulepreload" href="/build/entry.client-A.js"/>',
    );
    expect(html).toContain('<link rel="x-deferred-modulepreload" href="/build/root-B.js"/>');
    // Same element, same place, same text: only its type changed.
    expect(html).toContain(
      '<script nonce="N1" type="x-deferred-module" async="">import * as route0 from "/build/root-B.js";',
    );
    // Everything else is untouched, in order.
    expect(html.indexOf("__remixContext = {}")).toBeLessThan(
      html.indexOf('type="x-deferred-module"'),
    );
    expect(html).toContain('<link rel="icon" href="/favicon.svg"/>');
    expect(html).toContain("streamController.close()");
  });

  it("adds one starter script with the page's nonce, right after the module script", () => {
    const html = deferHydration(page, "N1");
    const starter = starterOf(html);
    expect(html.indexOf(starter)).toBeGreaterThan(html.indexOf('type="x-deferred-module"'));
    expect(html.indexOf(starter)).toBeLessThan(html.indexOf("streamController.close()"));
    // It parses, removes itself, waits for load with a fallback, and names what it revives.
    expect(() => new Function(starter)).not.toThrow();
    expect(starter).toContain("document.currentScript.remove()");
    expect(starter).toContain('addEventListener("load"');
    expect(starter).toContain(`setTimeout(start, ${HYDRATION_FALLBACK_MS})`);
    expect(starter).toContain('link[rel="x-deferred-modulepreload"]');
    expect(starter).toContain('script[type="x-deferred-module"]');
  });

  it("leaves a page without Remix's module script as it is", () => {
    const plain = "<html><body><p>No scripts</p></body></html>";
    expect(deferHydration(plain, "N1")).toBe(plain);
  });
});

describe("readStylesheets", () => {
  const publicDir = mkdtempSync(join(tmpdir(), "stylesheets-"));
  mkdirSync(join(publicDir, "build/_assets"), { recursive: true });
  writeFileSync(join(publicDir, "build/_assets/site-X.css"), "a>b{color:red}");

  it("reads each built stylesheet by its URL and gives its CSP hash", () => {
    const sheets = readStylesheets(publicDir, ["/build/_assets/site-X.css"]);
    expect(sheets.byHref.get("/build/_assets/site-X.css")).toBe("a>b{color:red}");
    expect(sheets.hashes).toEqual([sha256Source("a>b{color:red}")]);
  });

  it("fails at once for a missing file or a path outside the public directory", () => {
    expect(() => readStylesheets(publicDir, ["/build/_assets/gone.css"])).toThrow(/gone\.css/);
    expect(() => readStylesheets(publicDir, ["/../secret.css"])).toThrow(/not a built asset/);
    expect(() => readStylesheets(publicDir, ["build/x.css"])).toThrow(/not a built asset/);
  });
});
