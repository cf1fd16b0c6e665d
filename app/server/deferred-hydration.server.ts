/**
 * Hydration after the load event: a workaround kept with figures (README, "Speed"). It rewrites
 * the script tags Remix renders, so a Remix upgrade that changes them must be checked against
 * tests/unit/document-delivery.test.ts and the page-delivery spec, which fail when it no longer
 * applies.
 */

/** How long hydration waits for the page's load event at most, counted from its last byte. */
export const HYDRATION_FALLBACK_MS = 3_000;

const INERT_PRELOAD = "x-deferred-modulepreload";
const INERT_MODULE = "x-deferred-module";

/**
 * Puts Remix's module preloads and module script back as they were, once: when the page has
 * loaded, painted its first content and decoded its eager pictures (and a frame has passed), or
 * after the fallback delay. It removes itself as soon as it has run, so that hydration finds
 * exactly the elements React rendered. A script element whose type changes does not run, so the
 * module script is replaced by a fresh one with the same text and nonce (CSP allows it by the
 * same hash or nonce).
 */
const hydrationStarter = `(() => {
document.currentScript.remove();
let started = false;
const start = () => {
  if (started) return;
  started = true;
  for (const l of document.querySelectorAll('link[rel="${INERT_PRELOAD}"]')) l.rel = "modulepreload";
  // The module script in a task of its own: each step stays short (the page is live meanwhile).
  setTimeout(() => {
    const o = document.querySelector('script[type="${INERT_MODULE}"]');
    if (!o) return;
    const s = document.createElement("script");
    s.type = "module";
    s.async = true;
    s.nonce = o.nonce;
    s.text = o.text;
    o.replaceWith(s);
  });
};
const painted = new Promise((done) => {
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return done();
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    done();
  }).observe({ type: "paint", buffered: true });
});
addEventListener("load", () => {
  const decoded = [...document.images].filter((i) => i.loading !== "lazy").map((i) => i.decode().catch(() => {}));
  Promise.all([painted, ...decoded]).then(() => requestAnimationFrame(() => setTimeout(start)));
}, { once: true });
setTimeout(start, ${HYDRATION_FALLBACK_MS});
})();`;

const modulePreload = /<link rel="modulepreload"/g;
const moduleScript = /<script\b([^>]*?) type="module"([^>]*>[\s\S]*?<\/script>)/;

/**
 * Hydration after the page has loaded. Every page is complete and usable without JavaScript
 * (links and forms work), so the visitor's connection is spent first on the page and its
 * pictures, then on the scripts that enhance it: Remix's module preloads and its module script
 * are written inert (a rel and a type the browser does not act on), and a small inline script
 * makes them live at the load event, or after HYDRATION_FALLBACK_MS if a picture keeps the load
 * event waiting. The starter carries the page's nonce, like Remix's own scripts, so
 * the page's policy allows it the same way. A page without Remix's module script is returned as
 * it is.
 */
export function deferHydration(html: string, nonce: string): string {
  if (!moduleScript.test(html)) return html;
  return html
    .replace(modulePreload, `<link rel="${INERT_PRELOAD}"`)
    .replace(
      moduleScript,
      (_, before: string, rest: string) =>
        `<script${before} type="${INERT_MODULE}"${rest}` +
        `<script nonce="${nonce}">${hydrationStarter}</script>`,
    );
}
