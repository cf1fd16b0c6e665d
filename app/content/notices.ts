/**
 * What the site says when something stops a visitor: the words of pages and messages the server
 * writes outside the routes' own content. Edit them here; the code never holds a sentence.
 */

/** A form sent to the site from another site's page (a cross-site request): refused, 403. */
export const foreignFormPage = {
  title: "This form came from another site",
  text: "The form you sent was not on this site's own pages, so nothing was sent or kept. If you meant to write to the photographer, please use the contact page.",
  link: "Go to the contact page",
};

/** What the contact form says when an inquiry was not sent; each keeps every word typed. */
export const inquiryNotices = {
  /** Too many inquiries from one connection (429). */
  rateLimited: (minutes: number, email: string) =>
    `Thank you for your patience: several inquiries have just come from your connection, so this one was not sent. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"} (your message is still here), or write to ${email}.`,
  /** The outbox could not be written, or anything else went wrong (503, 500). */
  unsaved:
    "Sorry, your inquiry could not be saved just now, so it has not been sent. Everything you typed is still here: please try again in a few minutes, or send it by email instead.",
  /** A body over the size limit (413). */
  tooLong: (email: string) =>
    `This inquiry is too long to send. Please shorten the message, or write to ${email}.`,
  /** Not a form (415). */
  unreadable: "This inquiry could not be read. Please send it with the form below.",
};
