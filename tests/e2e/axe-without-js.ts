import type { Browser, Page } from "@playwright/test";

type Viewport = { width: number; height: number };

/**
 * `axeWithoutJavaScript` (axe.ts) for several pages and widths in one browser context: the page
 * a browser without scripts showed, rebuilt from the server's HTML in a page that can run axe (no
 * scripts, the <noscript> content and the `scripting: none` rules in force), then scanned at each
 * width by resizing it, since only the stylesheet lays it out. A context and a load cost 0.5 to
 * 1.5 s on the test machine; a11y.spec.ts scans ten pages, four of them at two widths.
 */
export async function withoutJavaScript(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: true });
  await context.route("**/*.css", async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: asWithoutScripts(await response.text()) });
  });
  return {
    /** The page at `url`, as the server's `html` showed it without scripts, ready for axe (axe.ts) at each width. */
    async rebuild(url: string, status: number, html: string, viewport: Viewport): Promise<Page> {
      const page = await context.newPage();
      await page.setViewportSize(viewport);
      const shown = html
        .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
        .replace(/<link rel="modulepreload"[^>]*>/g, "")
        .replace(/<\/?noscript>/g, "");
      await page.route(url, (route) =>
        route.fulfill({
          status,
          contentType: "text/html; charset=utf-8",
          body: asWithoutScripts(shown),
        }),
      );
      await page.goto(url);
      return page;
    },
    close: () => context.close(),
  };
}

/** The site's styles as a browser without scripts applies them, as in axe.ts. */
const asWithoutScripts = (css: string) =>
  css.replaceAll("(scripting: none)", "all").replaceAll("(scripting: enabled)", "not all");
