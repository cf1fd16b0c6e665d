import { importTs } from "../../run-ts.js";

// One page of each kind of the built content, from the site's one list of pages
// (app/seo/site-pages.ts): the bench measures the photographer's own site, whatever it holds.
const pages = (await importTs("scripts/built-pages.ts")).onePageOfEachKindBuilt();

/** The routes every bench part measures. */
export const benchRoutes = pages.map((page) => page.path);

/** The measured page of one kind: `benchRoute("print")` is the print page the viewer is timed on. */
export function benchRoute(kind) {
  const page = pages.find((p) => p.kind === kind);
  if (!page) throw new Error(`the built content has no page of the kind ${kind}`);
  return page.path;
}

/** The print of the measured print page: what the bench's inquiries ask about. */
export const benchPrint = pages.find((p) => p.kind === "print")?.print;
