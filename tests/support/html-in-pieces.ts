import http from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";

/**
 * A proxy in front of the test server that sends each page's HTML the way a slow or busy line
 * does: the head at once, then the first screen's markup a tag at a time, with a pause before each
 * of the first `tags` tags after `<main` (where the first screen's boxes are), then the rest.
 *
 * Chromium paints whatever it has parsed whenever the bytes stop coming (and, on a loaded
 * machine, whenever its parser yields), so a visitor can see a page drawn in the middle of a
 * flex row or a grid. Any box that moves when the rest of its row arrives is a layout shift a
 * visitor sees; paused at every tag, the shift is seen in every run instead of one run in a
 * hundred. Everything else (scripts, styles, pictures, forms) passes through unchanged.
 */
export async function htmlInPieces(
  upstream: string,
  { tags = 40, pauseMs = 20 } = {},
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer(async (request, response) => {
    try {
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        // One hop: the proxy reads the body whole, so no compression and no keep-alive upstream.
        if (value === undefined || ["host", "connection", "accept-encoding"].includes(name))
          continue;
        headers.set(name, Array.isArray(value) ? value.join(", ") : value);
      }
      const hasBody = request.method !== "GET" && request.method !== "HEAD";
      const answer = await fetch(new URL(request.url ?? "/", upstream), {
        method: request.method,
        headers,
        body: hasBody ? (Readable.toWeb(request) as ReadableStream) : undefined,
        redirect: "manual",
        ...(hasBody ? { duplex: "half" } : {}),
      });
      const out: Record<string, string | string[]> = {};
      for (const [name, value] of answer.headers) {
        if (
          ["content-encoding", "content-length", "transfer-encoding", "connection"].includes(name)
        )
          continue;
        out[name] = name === "set-cookie" ? answer.headers.getSetCookie() : value;
      }
      response.writeHead(answer.status, out);
      const body = Buffer.from(await answer.arrayBuffer());
      if (!(answer.headers.get("content-type") ?? "").startsWith("text/html")) {
        response.end(body);
        return;
      }
      for (const piece of pieces(body.toString("utf8"), tags)) {
        response.write(piece);
        await new Promise((resolve) => setTimeout(resolve, pauseMs));
      }
      response.end();
    } catch (error) {
      response.destroy(error as Error);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The HTML cut before each of the first `tags` tags from `<main` on; the rest in one piece. */
export function pieces(html: string, tags: number): string[] {
  const main = html.indexOf("<main");
  if (main < 0) return [html];
  const cuts = [main];
  for (let at = main; cuts.length <= tags; ) {
    at = html.indexOf("<", at + 1);
    if (at < 0) break;
    cuts.push(at);
  }
  return [0, ...cuts].map((start, i, all) => html.slice(start, all[i + 1]));
}
