import type { LoaderFunctionArgs } from "@remix-run/node";
import { imageResponse } from "~/http/image-response.server";
import { PORTRAIT_FOLDER } from "~/images/portrait";

/**
 * The About page's portrait as `npm run images` made it:
 * /images/portrait/portrait-640.3f2a1b9c0d.avif. Fingerprinted as a print's pictures are:
 * cached for a year.
 */
export const loader = ({ params, request }: LoaderFunctionArgs) =>
  imageResponse(request, params.file ?? "", PORTRAIT_FOLDER);
