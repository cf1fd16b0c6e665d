import * as z from "zod";
import { CollectionFileSchema, EditionsFileSchema, SiteFileSchema } from "~/content/content-schema";
import { en } from "~/words/en";

/**
 * The JSON Schemas an editor reads from each YAML file's first line, made from the same zod
 * schemas that check the files (committed in content/schema; a unit test fails when stale).
 */
export function jsonSchemas(): Record<string, string> {
  const of = (schema: z.ZodType, title: string) =>
    `${JSON.stringify({ title, ...z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) }, null, 2)}\n`;
  return {
    "site.json": of(SiteFileSchema, "content/site.yaml"),
    "collection.json": of(CollectionFileSchema, "content/<collection>/collection.yaml"),
    "editions.json": of(EditionsFileSchema, "content/editions.yaml"),
    "words.json": `${JSON.stringify(wordsSchema(), null, 2)}\n`,
  };
}

/** content/words.yaml: any of the site's words, each described by its English (app/words/en.ts). */
function wordsSchema() {
  return {
    title: "content/words.yaml",
    description:
      "The site's own words, changed: one per line, as key: text. {name} is a placeholder the site fills in; keep each the English has.",
    type: "object",
    additionalProperties: false,
    properties: Object.fromEntries(
      Object.entries(en).map(([key, text]) => [
        key,
        { type: ["string", "number"], description: `English: ${text}`, default: text },
      ]),
    ),
  };
}
