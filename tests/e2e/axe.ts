import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";

/**
 * axe as every browser test runs it: axe's rules, and one it leaves off by default that
 * Lighthouse runs: a control's name holds the words it shows (WCAG 2.5.3, label in name), so a
 * visitor who speaks what they see reaches it.
 *
 * It runs in the page itself (`axe.run`, which @axe-core/playwright calls its legacy mode). Its
 * default runs axe in every frame, then opens a blank page, loads axe into it a second time and
 * merges the frames' results there: work for pages with frames from other origins, which the
 * site has none of (nor any frame). The same pages gave the same violations, passes, incomplete
 * and inapplicable rules either way, in a little over half the time: 1.2 s a run instead of 2.1 on
 * average, over 24 runs taking turns on four pages, each in a fresh page, on the busy 2-core
 * machine.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page })
    .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
    .setLegacyMode();
}

/** Each violation axe finds on the page as it is now: its rule, its help and where. */
export async function axeViolations(page: Page): Promise<string[]> {
  return violationsOf(await axe(page).analyze());
}

/** A violation in words a failure can show. */
export function violationsOf(results: Awaited<ReturnType<AxeBuilder["analyze"]>>): string[] {
  return results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
}

/** The site's styles as a browser without scripts applies them: its `scripting: none` rules in force. */
const asWithoutScripts = (css: string) =>
  css.replaceAll("(scripting: none)", "all").replaceAll("(scripting: enabled)", "not all");

type Viewport = { width: number; height: number };

/**
 * axe is a script, and a page with JavaScript off cannot run it (its timers never fire there). So
 * the JavaScript-off page is rebuilt, as that browser showed it, in a page that can: the server's
 * HTML without its scripts, with the <noscript> content and the stylesheets' `scripting: none`
 * rules in force (the Info panel always open, no copy buttons). One context rebuilds several
 * pages, each scanned at several widths by resizing it (only the stylesheet lays it out): a
 * context and a load cost 0.5 to 1.5 s on the test machine.
 */
export async function withoutJavaScript(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: true });
  await context.route("**/*.css", async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: asWithoutScripts(await response.text()) });
  });
  return {
    /** The page at `url`, as the server's `html` showed it without scripts, ready for axe. */
    async rebuild(
      url: string,
      status: number,
      html: string,
      viewport: Viewport | null,
    ): Promise<Page> {
      const page = await context.newPage();
      if (viewport) await page.setViewportSize(viewport);
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

/** One page without JavaScript, rebuilt as above and scanned at one width. */
export async function axeWithoutJavaScript(
  browser: Browser,
  url: string,
  status: number,
  html: string,
  viewport: Viewport | null,
) {
  const rebuilt = await withoutJavaScript(browser);
  try {
    return await axe(await rebuilt.rebuild(url, status, html, viewport)).analyze();
  } finally {
    await rebuilt.close();
  }
}
