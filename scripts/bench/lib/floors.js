/**
 * Floors: how fast this host's throttled browser can show a page at all, so that a page's figure
 * can be read against what no work of ours could beat. A proxy in front of the site serves each
 * document rewritten, and everything else (pictures, fonts, scripts) as the site sends it:
 *
 * - "no scripts": the same document without a single `<script>` or module preload. What the page
 *   costs with its markup and styles alone; the gap to the shipped page is what React, Remix and
 *   the route's data cost.
 * - "picture only": the document's head (its inline stylesheets, no scripts) and its first
 *   picture, the one the page asks for first (`fetchpriority="high"`). What one picture costs on
 *   this line and CPU, with nothing else to parse or lay out.
 *
 * The proxy compresses each rewritten document with Brotli at quality 4, as the site's
 * `compression()` does, and adds one loopback hop, nothing next to the 150 ms the phone's line
 * adds to every request.
 */
import http from "node:http";
import zlib from "node:zlib";

/** The document without its scripts: inline, module, data and JSON-LD alike, and no preloads. */
export function withoutScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/g, "");
}

/**
 * The document's head without scripts, and a body holding only the first picture asked for at
 * high priority (its whole `<picture>`, sources included), or `undefined` when there is none.
 */
export function pictureOnly(html) {
  const priority = html.search(/<img\b[^>]*\bfetchpriority="high"/);
  const headEnd = html.indexOf("</head>");
  if (priority < 0 || headEnd < 0 || priority < headEnd) return undefined;
  const imgEnd = html.indexOf(">", priority) + 1;
  const pictureStart = html.lastIndexOf("<picture", priority);
  const pictureEnd = html.indexOf("</picture>", priority);
  const inPicture =
    pictureStart > headEnd &&
    pictureEnd > 0 &&
    html.lastIndexOf("</picture>", priority) < pictureStart;
  const picture = inPicture
    ? html.slice(pictureStart, pictureEnd + "</picture>".length)
    : html.slice(priority, imgEnd);
  const head = withoutScripts(html.slice(0, headEnd));
  return `${head}</head><body><div style="width:100vw">${picture}</div></body></html>`;
}

export const floorRewrites = { "no scripts": withoutScripts, "picture only": pictureOnly };

/**
 * A proxy to `origin` on a free loopback port serving documents through `rewrite`:
 * `{ url, stop() }`. A document the rewrite cannot make (no such picture) is a 502 that says so.
 */
export async function startFloorProxy(origin, rewrite) {
  const target = new URL(origin);
  const server = http.createServer(async (req, res) => {
    const isDocument = (req.headers.accept ?? "").includes("text/html");
    if (!isDocument) {
      const upstream = http.request(
        {
          host: target.hostname,
          port: target.port,
          path: req.url,
          method: req.method,
          headers: { ...req.headers, host: target.host },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on("error", () => res.destroy());
      req.pipe(upstream);
      return;
    }
    try {
      const answer = await fetch(new URL(req.url ?? "/", origin), {
        headers: { accept: req.headers.accept ?? "text/html", "accept-encoding": "identity" },
      });
      const html = rewrite(await answer.text());
      if (html === undefined) {
        res.writeHead(502, { "content-type": "text/plain" });
        res.end(`floor proxy: ${req.url} has no picture asked for at high priority\n`);
        return;
      }
      const headers = {};
      answer.headers.forEach((value, key) => {
        if (
          !["content-length", "content-encoding", "transfer-encoding", "connection"].includes(key)
        )
          headers[key] = value;
      });
      // The site's Content-Security-Policy still allows what is left: the inline stylesheets
      // are unchanged, so their hashes hold.
      headers["content-encoding"] = "br";
      res.writeHead(answer.status, headers);
      res.end(
        zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }),
      );
    } catch (error) {
      res.writeHead(502, { "content-type": "text/plain" });
      res.end(`floor proxy: ${error instanceof Error ? error.message : String(error)}\n`);
    }
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}
