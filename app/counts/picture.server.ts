import type { RequestHandler } from "express";
import { collectionIn, printIn } from "~/catalog/catalog";
import { servedCatalog } from "~/catalog/catalog.server";
import { eventsOf, isPersonsView } from "~/counts/counts";
import type { CountStore } from "~/counts/store.server";
import { normalizeAddress } from "~/http/client-address";

/**
 * The counting picture, `/c/<what>/<subject>`: every page carries one (app/counts/count-picture.tsx),
 * and a browser asks for it once per showing of the page, with or without JavaScript. It is
 * `no-store`, so a CDN that keeps the page itself still passes each view on: the page's own
 * request would be counted once per CDN refresh instead. The answer is the same 43-byte picture
 * whatever happens to the count; the count is a number in memory, written later.
 */

/** A transparent 1×1 GIF. */
const PICTURE = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

const known = {
  print: (reference: string) => printIn(servedCatalog(), reference) !== undefined,
  collection: (slug: string) => collectionIn(servedCatalog(), slug) !== undefined,
};

/** The handler; with no store (COUNTS=off), the picture is still answered and nothing counted. */
export function countingPicture(store: CountStore | undefined): RequestHandler {
  return (req, res) => {
    res
      .status(200)
      .set({
        "Content-Type": "image/gif",
        "Content-Length": String(PICTURE.length),
        "Cache-Control": "no-store",
      })
      .end(req.method === "HEAD" ? undefined : PICTURE);
    if (!store) return;
    const userAgent = req.get("User-Agent");
    const purpose =
      req.get("Sec-Purpose") ?? req.get("Purpose") ?? req.get("X-Purpose") ?? req.get("X-Moz");
    if (!isPersonsView({ method: req.method, userAgent, purpose })) return;
    const [what = "", ...rest] = req.path.split("/").filter(Boolean);
    let subject: string;
    try {
      subject = decodeURIComponent(rest.join("/"));
    } catch {
      return;
    }
    const events = eventsOf(what, subject, known);
    const address = req.ip ? normalizeAddress(req.ip) : "";
    store.record(events, userAgent ? { address, userAgent } : undefined);
  };
}
