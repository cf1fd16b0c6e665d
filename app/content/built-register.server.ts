/**
 * The register of sold copies as the build checked it (content/editions.yaml in
 * app/content/generated/content.json). Server only, by its name: it holds buyers' names and the
 * certificates' tokens, which no page's script may carry.
 */

import type { Content } from "~/content/content-schema";
import { register } from "~/content/generated/content.json";

export const builtRegister = register as Content["register"];
