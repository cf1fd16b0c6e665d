import type { LoaderFunctionArgs } from "@remix-run/node";
import { imageResponse } from "~/http/image-response.server";

/**
 * A print's picture made by `npm run images`: /images/landscapes-001-640.3f2a1b9c0d.avif.
 * The name carries a content hash, so the file never changes: cached for a year.
 */
export const loader = ({ params, request }: LoaderFunctionArgs) =>
  imageResponse(request, params.file ?? "");
