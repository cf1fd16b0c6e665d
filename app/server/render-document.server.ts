import type { ReactElement } from "react";
// The web-streams renderer, not react-dom/server's Node one: React 18.3's Node stream config
// (`writeStringChunk`) sends its whole 2048-byte buffer when a multi-byte character does not fit
// at its end, and the byte left unwritten goes out as U+0000. The web-streams build encodes
// each string whole and copies bytes, so nothing is left unwritten.
import { renderToReadableStream } from "react-dom/server.browser";

export type RenderOptions = {
  /** This response's nonce, for the inline scripts React writes. */
  nonce: string;
  /** After this long, rendering gives up on what is still pending (client rendering it). */
  abortDelayMs: number;
  /**
   * Each error rendering reports. `inShell` is true until the shell has rendered: such an error
   * also rejects the render (and Remix reports it); a later one only client-renders its boundary.
   */
  onError: (error: unknown, inShell: boolean) => void;
};

/**
 * The whole document as a string, rendered before anything is sent: bots and browsers get
 * complete HTML, and the caller knows the status (a render error gives a 500) before the first
 * byte. A shell that cannot render rejects, as `renderToReadableStream` does.
 */
export async function renderDocument(
  element: ReactElement,
  { nonce, abortDelayMs, onError }: RenderOptions,
): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), abortDelayMs);
  try {
    let inShell = true;
    const stream = await renderToReadableStream(element, {
      nonce,
      signal: controller.signal,
      onError: (error) => {
        onError(error, inShell);
      },
    });
    inShell = false;
    await stream.allReady;
    return scriptsAfterPictures(documentInOrder(await new Response(stream).text()));
  } finally {
    // Aborting a finished render makes React report a closed stream as an error.
    clearTimeout(timer);
  }
}

const documentEnd = "</body></html>";

/**
 * Remix renders its single-fetch data scripts as a sibling of the root layout's `<html>`, so
 * React writes them after `</html>`: a stray tag for a validator (a fatal error that hides every
 * later one) and for strict parsers. Browsers move them into `<body>` as they parse, so moving the
 * document's closing tags after them gives the same DOM, from valid HTML.
 */
export function documentInOrder(html: string): string {
  const end = html.lastIndexOf(documentEnd);
  if (end === -1 || end + documentEnd.length === html.length) return html;
  return html.slice(0, end) + html.slice(end + documentEnd.length) + documentEnd;
}

const modulePreload = '<link rel="modulepreload"';

/**
 * Remix preloads the page's scripts with `<link rel="modulepreload">`, which Chromium fetches at
 * high priority: on a slow phone they share the line with the page's largest picture and delay
 * it. Asked for at low priority, as the module script that runs them is, they come after the
 * pictures the page shows first (`fetchpriority="high"`) and still before the load event.
 * (Lighthouse's model also counts a high-priority script as blocking the first paint.)
 */
export function scriptsAfterPictures(html: string): string {
  return html.replaceAll(modulePreload, `${modulePreload} fetchpriority="low"`);
}
