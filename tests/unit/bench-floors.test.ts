import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { pictureOnly, startFloorProxy, withoutScripts } from "../../scripts/bench/lib/floors.js";

/** A page shaped as the site's are: JSON-LD and stylesheets in the head, Remix's scripts last. */
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>A print</title>',
  '<script type="application/ld+json">{"@type":"Product"}</script>',
  '<style data-href="/site.css">body{margin:0}</style>',
  "</head><body><header>Header</header>",
  '<img src="/logo.png" alt="" width="10" height="10"/>',
  '<picture><source type="image/avif" srcSet="/a-640.avif 640w"/>',
  '<img class="main" fetchpriority="high" src="/a-640.jpg" alt="A print"/></picture>',
  "<p>Words</p>",
  '<script nonce="n">window.__remixContext = {};</script>',
  '<link rel="modulepreload" fetchpriority="low" href="/build/entry.js"/>',
  '<script nonce="n" type="module">import "/build/entry.js";</script>',
  "</body></html>",
].join("");

describe("the bench's floors (scripts/bench/lib/floors.js)", () => {
  it("takes every script and module preload out, and leaves the rest as it was", () => {
    const html = withoutScripts(page);
    expect(html).not.toMatch(/<script|modulepreload/);
    expect(html).toContain('<style data-href="/site.css">body{margin:0}</style>');
    expect(html).toContain("<header>Header</header>");
    expect(html).toContain('fetchpriority="high"');
    expect(html).toContain("<p>Words</p>");
  });

  it("keeps the head's styles and the first picture asked for at high priority, sources and all", () => {
    expect(pictureOnly(page)).toBe(
      [
        '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>A print</title>',
        '<style data-href="/site.css">body{margin:0}</style>',
        '</head><body><div style="width:100vw">',
        '<picture><source type="image/avif" srcSet="/a-640.avif 640w"/>',
        '<img class="main" fetchpriority="high" src="/a-640.jpg" alt="A print"/></picture>',
        "</div></body></html>",
      ].join(""),
    );
  });

  it("keeps a lone picture (no <picture> around it) alone, not an earlier <picture>", () => {
    const lone = page
      .replace('<picture><source type="image/avif" srcSet="/a-640.avif 640w"/>', "")
      .replace("</picture>", "")
      .replace("<header>", '<picture><img src="/b.jpg" alt=""/></picture><header>');
    const html = pictureOnly(lone);
    expect(html).toContain(
      '<img class="main" fetchpriority="high" src="/a-640.jpg" alt="A print"/>',
    );
    expect(html).not.toMatch(/b\.jpg|<picture/);
  });

  it("says there is no such page when nothing is asked for at high priority", () => {
    expect(pictureOnly(page.replace(' fetchpriority="high"', ""))).toBeUndefined();
  });

  describe("its proxy", () => {
    let site: Server;
    let stop: (() => Promise<unknown>) | undefined;
    afterEach(async () => {
      await stop?.();
      await new Promise((resolve) => site.close(resolve));
    });

    async function startSite() {
      site = createServer((req, res) => {
        if (req.url === "/a-640.jpg") {
          res.writeHead(200, { "content-type": "image/jpeg", "x-site": "1" });
          res.end("JPEG");
          return;
        }
        res.writeHead(200, { "content-type": "text/html; charset=utf-8", "x-site": "1" });
        res.end(page);
      });
      await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
      return `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    }

    it("serves documents rewritten and compressed, and other files as the site sends them", async () => {
      const proxy = await startFloorProxy(await startSite(), withoutScripts);
      stop = proxy.stop;
      const doc = await fetch(`${proxy.url}/print`, { headers: { accept: "text/html" } });
      expect(doc.headers.get("content-encoding")).toBe("br");
      expect(doc.headers.get("x-site")).toBe("1");
      const html = await doc.text();
      expect(html).toContain("<p>Words</p>");
      expect(html).not.toContain("<script");
      const picture = await fetch(`${proxy.url}/a-640.jpg`, { headers: { accept: "image/*" } });
      expect(await picture.text()).toBe("JPEG");
    });

    it("answers 502, saying why, when the rewrite cannot make the page", async () => {
      const proxy = await startFloorProxy(await startSite(), () => undefined);
      stop = proxy.stop;
      const doc = await fetch(`${proxy.url}/print`, { headers: { accept: "text/html" } });
      expect(doc.status).toBe(502);
      expect(await doc.text()).toMatch(/no picture asked for at high priority/);
    });
  });
});
