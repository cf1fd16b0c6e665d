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
  /** The link that carries a whole inquiry to the visitor's own mail program. */
  byEmail: "Send this inquiry by email",
  /** The label of the field only robots fill (hidden from people). */
  honeypot: "Leave this field empty",
};

/** One message per form field the server found wrong; each asks for one thing. */
export const inquiryFieldMessages = {
  formKey: "This form has expired. Please check your details and send it again.",
  fullNameMissing: "Please enter your name.",
  fullNameTooLong: (max: number) => `Please keep your name under ${max} characters.`,
  fullNameControl: "Please write your name on one line, without special characters.",
  email: "Please enter a valid email address, such as name@example.com.",
  inquiryType: "Please choose an inquiry type.",
  messageMissing: "Please write a message.",
  messageTooLong: (max: number) =>
    `Please keep your message under ${max.toLocaleString("en-US")} characters.`,
  messageControl: "Please remove the special characters from your message.",
  printsTooMany: (max: number) => `Please choose at most ${max} prints per inquiry.`,
  printsUnknown: "Some prints are not in the catalogue any more and were taken off your list.",
  /** A size, paper or frame the print is not offered in (a changed price list, an old link). */
  choiceUnknown: (reference: string, part: string, value: string, offered: string[]) =>
    `${reference} is not offered with the ${part} “${value}”. Please choose ${offered.length > 1 ? `${offered.slice(0, -1).join(", ")} or ${offered.at(-1)}` : (offered[0] ?? "another")} on its page, or say what you need in your message.`,
};

/** The error pages. The 404's heading and sentence are the specification's own. */
export const errorPages = {
  notFound: { title: "404", text: "Sorry, this page does not exist" },
  failure: { text: "Sorry, something went wrong. Please try again in a moment." },
  home: "Go to the home page",
  portfolio: "browse the portfolio",
};

/** The photographer's inquiry email: the sentences around what the visitor wrote. */
export const inquiryEmailWords = {
  heading: (siteName: string) => `New inquiry from the ${siteName} website`,
  noPrints: "No prints were chosen.",
  replyHint: "Reply to this email to answer the visitor directly.",
};
