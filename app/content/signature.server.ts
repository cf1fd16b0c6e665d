/**
 * The photographer's signature as the build read it (content/signature.svg or .png, a data
 * address), for the certificates. Server only, by its name: only a certificate page carries it.
 */

import type { Content } from "~/content/content-schema";
import content from "~/content/generated/content.json";

export const signature: Content["signature"] = (content as Partial<Content>).signature;
