/**
 * The product's own words: the sentences of the viewer, the price table, the scale view, the
 * confirmation and the receipt, the same for any photographer's site. The photographer's words
 * are in the content folder (content/site.yaml), read through app/content/site.ts: app/content is the code that reads the photographer's files, app/words the site's own sentences.
 */

/**
 * The visitor's receipt (sent only when INQUIRY_RECEIPT=on), once the inquiry has reached the
 * photographer: fixed words, the promise, and the prints from the catalogue. Nothing the visitor
 * typed is in it, not even the name.
 */
export const receipt = {
  subject: "Thank you for your inquiry",
  thanks:
    "Thank you for your inquiry about my prints. It has reached me, and I read every one myself.",
  printsHeading: "The prints in your inquiry:",
  noPrints: "Your inquiry named no print; I’ll be glad to help you choose one.",
};

/** The viewer's own words beside the print's. */
export const viewerWords = {
  previous: "Previous",
  next: "Next",
  info: "Info",
};

/** A collection's page: on phones its long description opens from its first lines. */
export const collectionPage = {
  readMore: "Read more",
  showLess: "Show less",
};

/** The confirmation once an inquiry is sent. */
export const inquirySent = {
  heading: "Thank you, your inquiry is on its way",
  replyTo: "My reply will go to",
  printsHeading: "You asked about",
  noPrints: "Your inquiry named no print; I’ll be glad to help you choose one.",
  portfolioLink: "Back to the portfolio",
  anotherLink: "Send another inquiry",
};

/** The words of a print's sizes, prices, shipping, scale view and what the buyer receives. */
export const quoteWords = {
  heading: "Sizes and prices",
  size: "Size",
  price: "Price",
  paper: "Paper",
  frame: "Frame",
  included: "included",
  /** A finish's extra cost: "+$10", or by size when it varies. */
  adds: (amount: string) => `+${amount}`,
  addsBySize: "by size, in the table",
  onRequest: "on request",
  /** A featured print's price on the home page: its lowest. */
  from: (amount: string) => `From ${amount}`,
  tableCaption: (paper: string) => `Prices by size and frame, on ${paper.toLowerCase()} paper`,
  /** The visitor's choice, as the contact form and the email say it. */
  choiceLine: (size: string, paper: string, frame: string, price: string) =>
    `${size}, ${paper}, ${frame} — ${price}`,
  sizeName: (inches: string, cm: string) => `${inches} in (${cm} cm)`,
  /** A size where the site gives sizes in centimetres: "30x40 cm". */
  sizeNameCm: (cm: string) => `${cm} cm`,
  total: (amount: string) => `Total: ${amount} (before shipping)`,
  noChoice: "no size chosen",
  shippingHeading: "Shipping",
  madeToOrder: (days: string, from: string) =>
    `Made to order in ${days} business days, then shipped from ${from}, tracked and insured.`,
  shippingRegion: (region: string, days: string, cost: string) =>
    `${region}: ${days} days, ${cost}.`,
  shippingCost: (low: string, high: string) =>
    low === high ? low : `${low} (smallest size) to ${high} (largest)`,
  shippingFaqQuestion: "How much does shipping cost?",
  shippingFaqAnswer: (regions: string[]) =>
    `It depends on the size and where the print goes. ${regions.join(" ")} Framed prints may cost more to ship; I’ll confirm it in my quote.`,
  receivingHeading: "What you receive",
  scaleHeading: "See it at scale",
  scaleIntro: (sofaCm: number) => `Drawn to scale on a wall, above a sofa ${sofaCm} cm wide.`,
  /** "41 × 51 cm, about a third of the sofa's width". */
  scaleWords: (cm: string, share: string) => `${cm} cm, ${share}`,
  /** How wide a print is beside the sofa, the nearest of these. */
  shares: [
    [1 / 10, "about a tenth of the sofa’s width"],
    [1 / 8, "about an eighth of the sofa’s width"],
    [1 / 6, "about a sixth of the sofa’s width"],
    [1 / 5, "about a fifth of the sofa’s width"],
    [1 / 4, "about a quarter of the sofa’s width"],
    [1 / 3, "about a third of the sofa’s width"],
    [2 / 5, "about two fifths of the sofa’s width"],
    [1 / 2, "about half the sofa’s width"],
    [3 / 5, "about three fifths of the sofa’s width"],
    [2 / 3, "about two thirds of the sofa’s width"],
    [3 / 4, "about three quarters of the sofa’s width"],
    [1, "about as wide as the sofa"],
    [3 / 2, "about one and a half times the sofa’s width"],
  ] as [number, string][],
  scaleAlt: (title: string, size: string) => `${title} at ${size}, drawn to scale above a sofa`,
  licensingLink: "Licensing",
};

/** The scale view's familiar reference: a sofa of this width, in centimetres. */
export const scaleReference = {
  sofaWidthCm: 210,
  sofaHeightCm: 85,
  /** The part of the wall drawn, around the sofa. */
  wallWidthCm: 330,
  wallHeightCm: 230,
};
