import escapeHtml from "escape-html";
import { photographer } from "~/content/site";
import { language, say } from "~/words/say";

/**
 * The page a cross-site form gets (403): written by the server before Remix sees the request, so
 * it is plain HTML with no script and no stylesheet, readable in any browser.
 */
export function foreignFormHtml(): string {
  const title = say("foreignForm.title");
  const text = say("foreignForm.text");
  const link = say("foreignForm.link");
  return `<!DOCTYPE html>
<html lang="${escapeHtml(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(photographer.siteName)}</title>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
<p><a href="/contact">${escapeHtml(link)}</a></p>
</main>
</body>
</html>
`;
}
