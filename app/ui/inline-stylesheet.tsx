import { createContext, type ReactNode, useContext } from "react";

/**
 * Stylesheets written into the document instead of linked: the first paint waits for no other
 * request. The server hands in each stylesheet's text by its built URL (see
 * app/server/read-stylesheets.server.ts); in the browser the text is read back from the element the
 * server wrote, so hydration finds exactly what it renders and the client bundle carries no CSS.
 */
const StylesheetsContext = createContext<ReadonlyMap<string, string> | undefined>(undefined);

export function StylesheetsProvider({
  stylesheets,
  children,
}: {
  stylesheets: ReadonlyMap<string, string>;
  children: ReactNode;
}) {
  return <StylesheetsContext.Provider value={stylesheets}>{children}</StylesheetsContext.Provider>;
}

export function InlineStylesheet({ href }: { href: string }) {
  const stylesheets = useContext(StylesheetsContext);
  const text = stylesheets ? stylesheets.get(href) : writtenStylesheet(href);
  // Never the case for a document the server rendered; a link still styles the page.
  if (text === undefined) return <link rel="stylesheet" href={href} />;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own built CSS, never content a visitor sent; as a text child React would escape its quotes and '>'.
  return <style data-href={href} dangerouslySetInnerHTML={{ __html: text }} />;
}

function writtenStylesheet(href: string): string | undefined {
  if (typeof document === "undefined") return undefined;
  for (const style of document.querySelectorAll("style[data-href]")) {
    if (style.getAttribute("data-href") === href) return style.textContent ?? "";
  }
  return undefined;
}
