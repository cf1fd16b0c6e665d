import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";

/** The CSP source for an inline script or style with exactly this text. */
export function sha256Source(text: string): string {
  return `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;
}

export type InlineStylesheets = {
  /** Each stylesheet's text by its built URL, e.g. '/build/_assets/site-G47LSNZE.css'. */
  byHref: ReadonlyMap<string, string>;
  /** Their CSP sources, for style-src. */
  hashes: string[];
};

/**
 * Reads the built stylesheets the document writes inline, once, when the server starts. A
 * missing file stops the server there, not at a visitor's request.
 */
export function readStylesheets(
  publicDirectory: string,
  hrefs: readonly string[],
): InlineStylesheets {
  const byHref = new Map<string, string>();
  for (const href of hrefs) {
    if (!href.startsWith("/") || href.includes("..")) throw new Error(`not a built asset: ${href}`);
    byHref.set(href, readFileSync(join(publicDirectory, href), "utf8"));
  }
  return { byHref, hashes: [...byHref.values()].map(sha256Source) };
}
