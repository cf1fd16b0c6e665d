import { describe, expect, it } from "vitest";
import {
  documentInOrder,
  renderDocument,
  scriptsAfterPictures,
} from "~/server/render-document.server";

/** A photographer's own words: accents, curly quotes, dashes, an emoji (2, 3 and 4 bytes). */
const title = "Café “Lumière” — l’été à Zürich · naïve façade 🌅 ‹prev› next›";

function page(padding: number) {
  return (
    <html lang="en">
      <head>
        <title>{title}</title>
      </head>
      <body>
        {/* Texts short enough for React to buffer (a long one is written apart, and the buffer
            starts again after it), so the title moves byte by byte. */}
        <p>
          {"x".repeat(padding % 500)}
          {Array.from({ length: Math.floor(padding / 500) }, (_, i) => (
            <b key={String(i)}>{"y".repeat(500)}</b>
          ))}
        </p>
        <h1>{title}</h1>
        <a aria-label={title} href="/portfolio">
          {title}
        </a>
        <code>{JSON.stringify({ title })}</code>
      </body>
    </html>
  );
}

const render = (padding: number) =>
  renderDocument(page(padding), { nonce: "N1", abortDelayMs: 5_000, onError: () => {} });

describe("renderDocument", () => {
  it("writes no U+0000, wherever multi-byte characters fall against the renderer's buffers", async () => {
    // Every shift across more than one 2048-byte buffer, so each character of the title meets
    // a buffer's end at each of its byte positions.
    for (let padding = 0; padding < 2200; padding++) {
      const html = await render(padding);
      if (html.includes("\u0000")) {
        throw new Error(`U+0000 at ${html.indexOf("\u0000")} with ${padding} bytes of padding`);
      }
      expect(html.split(title).length - 1).toBe(5);
    }
  }, 60_000);

  it("renders the document whole", async () => {
    const html = await render(3);
    expect(html.startsWith("<!DOCTYPE html><html")).toBe(true);
    expect(html.endsWith("</body></html>")).toBe(true);
  });

  it("rejects when the shell cannot render, and reports the error as the shell's", async () => {
    const seen: boolean[] = [];
    function Broken(): never {
      throw new Error("no shell");
    }
    await expect(
      renderDocument(<Broken />, {
        nonce: "N1",
        abortDelayMs: 5_000,
        onError: (_, inShell) => seen.push(inShell),
      }),
    ).rejects.toThrow("no shell");
    expect(seen).toEqual([true]);
  });
});

describe("documentInOrder", () => {
  it("puts what React wrote after </html> inside the body", () => {
    const html =
      '<!DOCTYPE html><html><body><main>Hi</main><script type="module" async="">import("/a.js")</script></body></html>' +
      "<!--$--><script>data()</script><!--/$-->";
    expect(documentInOrder(html)).toBe(
      '<!DOCTYPE html><html><body><main>Hi</main><script type="module" async="">import("/a.js")</script>' +
        "<!--$--><script>data()</script><!--/$--></body></html>",
    );
  });

  it("leaves a document that already ends with </html> as it is", () => {
    const html = "<!DOCTYPE html><html><body><p>Hi</p></body></html>";
    expect(documentInOrder(html)).toBe(html);
  });
});

describe("scriptsAfterPictures", () => {
  it("asks for every preloaded module at low priority, and leaves other links alone", () => {
    const html =
      '<link rel="preload" as="font" href="/f.woff2"/><link rel="modulepreload" href="/build/manifest-1.js"/>' +
      '<link rel="modulepreload" href="/build/entry.client-2.js"/><script type="module">import "/build/manifest-1.js";</script>';
    expect(scriptsAfterPictures(html)).toBe(
      '<link rel="preload" as="font" href="/f.woff2"/><link rel="modulepreload" fetchpriority="low" href="/build/manifest-1.js"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/build/entry.client-2.js"/><script type="module">import "/build/manifest-1.js";</script>',
    );
  });
});
