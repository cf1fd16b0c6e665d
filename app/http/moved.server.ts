import { redirect } from "@remix-run/node";
import { renamedPath } from "~/catalog/catalog";
import { servedCatalog } from "~/catalog/catalog.server";
import { secureHeaders } from "~/http/response-headers.server";

/**
 * The answer to an address that shows no collection or print: a renamed collection's old
 * addresses lead to the new ones for good (301, the query kept, so links and search engines
 * follow), anything else to `fallback` (302).
 */
export function movedOr(
  fallback: string,
  request: Request,
  slug: string | undefined,
  reference?: string,
): Response {
  const moved = renamedPath(servedCatalog(), slug ?? "", reference);
  return redirect(moved ? moved + new URL(request.url).search : fallback, {
    status: moved ? 301 : 302,
    headers: secureHeaders(request),
  });
}
