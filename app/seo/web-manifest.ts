import { photographer } from "~/content/site";
import { language } from "~/words/say";

/** Colours of the site (app/ui/site.css): paper background, ink for the browser's chrome. */
export const themeColor = "#1c1b19";
export const backgroundColor = "#faf8f4";

/** The web app manifest: name, colours and the icon set in public/. */
export function webManifest() {
  return {
    name: photographer.siteName,
    short_name: photographer.name,
    description: photographer.tagline,
    lang: language,
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: backgroundColor,
    theme_color: themeColor,
    icons: [
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
