import { createHash } from "node:crypto";

/** The CSP source for an inline script or style with exactly this text. */
export function sha256Source(text: string): string {
  return `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;
}

/**
 * Turns a page rendered with a one-time nonce into one that can be shared: every inline script
 * that carries the nonce (those Remix and React wrote, never anything that came from content)
 * loses the attribute and is allowed by its hash instead. Scripts without the nonce are left
 * alone and, not being hashed, would not run.
 */
export function sealInlineScripts(html: string, nonce: string): { html: string; hashes: string[] } {
  const hashes: string[] = [];
  const attribute = ` nonce="${nonce}"`;
  const sealed = html.replace(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/g,
    (whole, attributes: string, body: string) => {
      if (!attributes.includes(attribute)) return whole;
      if (body.length > 0) {
        const source = sha256Source(body);
        if (!hashes.includes(source)) hashes.push(source);
      }
      return `<script${attributes.replace(attribute, "")}>${body}</script>`;
    },
  );
  return { html: sealed, hashes };
}
