import certificateHref from "~/certificates/certificate.css";
import leadFaceHref from "~/content/generated/lead-face.css";
import inquiryHref from "~/inquiry/inquiry.css";
import subscribeHref from "~/subscriptions/subscribe.css";
import siteHref from "~/ui/site.css";
import viewerHref from "~/viewer/viewer.css";

/**
 * The site's stylesheets, in cascade order: what every room shares, then each room's own. All
 * are written into every document (about 5 KB compressed together): no request delays the first
 * paint, and opening the viewer or the contact page needs no stylesheet either. The first is the
 * headings' face cut to the home page's first words, which `npm run check` makes from the
 * content (scripts/content/first-face.ts): a first visit sets them in the face.
 */
export const stylesheetHrefs: readonly string[] = [
  leadFaceHref,
  siteHref,
  inquiryHref,
  certificateHref,
  subscribeHref,
  viewerHref,
];

/**
 * Written into the document for browsers without JavaScript: controls that need it (copy, share)
 * keep their space but hide. Allowed by its hash in style-src, like the stylesheets.
 */
export const noscriptCss = "[data-needs-js]{visibility:hidden}";
