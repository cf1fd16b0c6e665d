/**
 * Text as React writes it into a page's HTML (`&`, `<`, `>`, `"` and `'` as entities): for a test
 * that looks for the site's words in a page's source.
 */
export const inHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&${ENTITIES[c]};`);

const ENTITIES: Record<string, string> = {
  "&": "amp",
  "<": "lt",
  ">": "gt",
  '"': "quot",
  "'": "#x27",
};
