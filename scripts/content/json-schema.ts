import * as z from "zod";
import { CollectionFileSchema, EditionsFileSchema, SiteFileSchema } from "~/content/schema";

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
  };
}
