import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";

/**
 * axe's rules, and one it leaves off by default that Lighthouse runs: a control's name holds the
 * words it shows (WCAG 2.5.3, label in name), so a visitor who speaks what they see reaches it.
 */
export const axe = (page: Page) =>
  new AxeBuilder({ page }).options({ rules: { "label-content-name-mismatch": { enabled: true } } });

/**
 * axe is a script, and a page with JavaScript off cannot run it. So the JavaScript-off page is
 * rebuilt, as that browser showed it, in a page that can: the server's HTML without its
 * scripts, with the <noscript> content in force.
 */
export async function axeWithoutJavaScript(
  browser: Browser,
  url: string,
  status: number,
  html: string,
  viewport: { width: number; height: number } | null,
) {
  const context = await browser.newContext({
    javaScriptEnabled: true,
    ...(viewport ? { viewport } : {}),
  });
  try {
    const page = await context.newPage();
    const shown = html
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
      .replace(/<link rel="modulepreload"[^>]*>/g, "")
      .replace(/<\/?noscript>/g, "");
    await page.route(url, (route) =>
      route.fulfill({ status, contentType: "text/html; charset=utf-8", body: shown }),
    );
    await page.goto(url);
    return await axe(page).analyze();
  } finally {
    await context.close();
  }
}
