/**
 * Everything the photographer says on the site, and the catalogue of prints.
 * Edit this file to change the site: names, words, collections, prices, FAQ.
 * Prints are derived from each collection's `printCount` (see app/catalog/catalog.ts);
 * per-print words can be set in `printOverrides`.
 */

export type CollectionContent = {
  slug: string;
  title: string;
  description: string;
  longDescription: string;
  printCount: number;
  /** Width / height of the collection's prints, as "w/h". */
  aspectRatio: `${number}/${number}`;
  /** Print number used as the collection's card thumbnail. */
  thumbnailPrint: number;
  /** The edition of every print in the collection, unless a print's override says otherwise. */
  edition?: Edition;
  /** Sizes, prices, finishes or the buyer's block for every print in the collection. */
  specification?: SpecificationOverride;
};

/**
 * How many of a print exist. Open: as many as are ordered. Limited: `size` numbered prints, of
 * which `sold` are gone, plus `artistProofs` kept aside (not for sale). Left unset, the site says
 * nothing about editions, as the specification describes.
 */
export type Edition =
  | { kind: "open" }
  | { kind: "limited"; size: number; sold: number; artistProofs?: number };

export type PrintOverride = {
  title?: string;
  description?: string;
  alt?: string;
  /** This print's edition; wins over its collection's `edition`. */
  edition?: Edition;
  /** This print's own sizes, prices, finishes or buyer's block; wins over its collection's. */
  specification?: SpecificationOverride;
};

/** A size a print is made in: width x height in inches (as the trade names it), and its price. */
export type SizeOffer = { size: `${number}x${number}`; price: number };

/**
 * A paper or a frame. `adds` is what it adds to the size's price: one amount for every size, or
 * an amount per size (`{ "8x10": 15, "24x30": 30 }`); left out, it adds nothing. `id` is what the
 * inquiry's address carries (letters, digits and dashes).
 */
export type Finish = { id: string; label: string; adds?: number | Record<string, number> };

/** What the buyer receives with a print, one short sentence each. */
export type Receiving = {
  paper: string;
  signature: string;
  /** Said only of prints in a limited edition. */
  limitedEdition: string;
  packing: string;
};

/**
 * A print's specification: the sizes it is made in with their prices, the papers and frames
 * offered (the first of each is the one a price includes), and what the buyer receives.
 */
export type PrintSpecification = {
  sizes: SizeOffer[];
  papers: Finish[];
  frames: Finish[];
  receiving: Receiving;
};

/** Any part of a specification, for a collection or a print; the rest comes from above. */
export type SpecificationOverride = Partial<Omit<PrintSpecification, "receiving">> & {
  receiving?: Partial<Receiving>;
};

export const photographer = {
  name: "Elena Marlowe",
  siteName: "Elena Marlowe Fine Art",
  tagline: "Fine art photography prints, made to last a lifetime.",
  specialty:
    "Fine art photography in six collections: abstract, landscapes, urban, minimalist, portraits and nature",
  experience: "5+ years",
  bio: [
    "I am a fine art photographer working between the coast and the city, chasing the moments when light turns an ordinary place into something quiet and strange.",
    "Every print in the shop is made from my own files on archival cotton paper, checked by hand and signed before it leaves the studio.",
  ],
  philosophy:
    "A photograph should reward a second look. I keep my frames simple, wait for the light, and print only what I would hang on my own walls.",
  features: [
    {
      title: "Archival quality",
      text: "Pigment inks on museum-grade cotton rag paper, rated to last more than a century without fading.",
    },
    {
      title: "Signed by hand",
      text: "Every print is inspected and signed by hand. Limited editions are also numbered and come with a certificate of authenticity.",
    },
    {
      title: "Made to order",
      text: "Prints are made for you in one of four standard sizes, 8x10, 11x14, 16x20 or 24x30 inches, or in a custom size up to 40x60 on request.",
    },
  ],
  contact: {
    email: "studio@elenamarlowe.art",
    phone: "+1 (555) 014-2387",
    location: "Portland, Oregon",
    hours: "Monday to Friday, 9am to 5pm Pacific",
  },
} as const;

export type HeroPhoto = {
  /** The print whose photograph opens the home page, by reference. */
  print: string;
  /**
   * The point to keep in view when the photograph is cropped (square on phones, 4:3 beside the
   * words on wider screens), in percent from the left and from the top.
   */
  focus: { x: number; y: number };
};

export const hero: { title: string; text: string; cta: string; photo: HeroPhoto } = {
  title: "Light, space and stillness",
  text: "Fine art prints from six collections, printed on archival cotton paper and signed by the photographer.",
  cta: "Shop Prints",
  photo: { print: "LANDSCAPES-006", focus: { x: 22, y: 15 } },
};

export const collections: CollectionContent[] = [
  {
    slug: "abstract",
    title: "Abstract",
    description: "Colour, form and texture found in everyday surfaces.",
    longDescription:
      "Abstract gathers details most people walk past: peeling paint, reflections in glass, the play of shadow on a wall. Cropped close and printed large, they become studies in colour and rhythm that change with the light of the room they hang in.",
    printCount: 12,
    aspectRatio: "4/5",
    thumbnailPrint: 1,
  },
  {
    slug: "landscapes",
    title: "Landscapes",
    description: "Wide horizons, mountain light and the quiet of open country.",
    longDescription:
      "Landscapes is a slow collection, made over years of early mornings in the mountains, deserts and coastlines of the American West. Each frame waits for the light to do something unrepeatable, and each print keeps the full depth of the scene from the foreground rock to the last ridge.",
    printCount: 10,
    aspectRatio: "3/2",
    thumbnailPrint: 1,
  },
  {
    slug: "urban",
    title: "Urban",
    description: "Architecture, geometry and the pulse of the city.",
    longDescription:
      "Urban looks at the city as a composition of lines and light: towers against a pale sky, stairwells, night windows and the brief geometry of people crossing a square. It is a collection about order and the small human moments that interrupt it.",
    printCount: 15,
    aspectRatio: "2/3",
    thumbnailPrint: 1,
  },
  {
    slug: "minimalist",
    title: "Minimalist",
    description: "Single subjects, open space and a calm palette.",
    longDescription:
      "Minimalist strips each scene to a single subject and a great deal of space: a pier in fog, a tree on a white hill, a line of horizon. These prints bring a sense of stillness to a room and work beautifully in groups.",
    printCount: 8,
    aspectRatio: "1/1",
    thumbnailPrint: 1,
  },
  {
    slug: "portraits",
    title: "Portraits",
    description: "Character studies in natural light.",
    longDescription:
      "Portraits are made in natural window light with a single subject and no retouching beyond what a darkroom would allow. They are studies of character and gesture: the hands of a potter, a dancer at rest, a fisherman at the end of a long day.",
    printCount: 12,
    aspectRatio: "4/5",
    thumbnailPrint: 1,
  },
  {
    slug: "nature",
    title: "Nature",
    description: "Leaves, water and the small wonders of the natural world.",
    longDescription:
      "Nature moves in close: ferns unfurling, frost on a leaf, light through water. These are the smallest scenes in the shop and some of the most detailed, printed to reward a close look as much as a glance from across the room.",
    printCount: 18,
    aspectRatio: "3/2",
    thumbnailPrint: 1,
  },
];

/** How prices are written: one currency for the whole site, in the visitor's usual way. */
export const pricing = {
  /** ISO 4217 code, as search engines read it. */
  currency: "USD",
  /** How amounts are written ("$1,250"). */
  locale: "en-US",
} as const;

/**
 * Every print's specification unless its collection or the print itself says otherwise
 * (`specification` on a collection or in `printOverrides`). Each range and "From" price on the
 * site is worked out from `sizes` (the price of each size with the first paper and frame).
 */
export const printDefaults: PrintSpecification = {
  sizes: [
    { size: "8x10", price: 35 },
    { size: "11x14", price: 55 },
    { size: "16x20", price: 75 },
    { size: "24x30", price: 125 },
  ],
  papers: [
    { id: "cotton-rag", label: "Cotton rag" },
    { id: "baryta", label: "Baryta", adds: 10 },
  ],
  frames: [
    { id: "unframed", label: "Unframed" },
    {
      id: "black",
      label: "Black frame",
      adds: { "8x10": 15, "11x14": 18, "16x20": 20, "24x30": 30 },
    },
    { id: "oak", label: "Oak frame", adds: { "8x10": 20, "11x14": 25, "16x20": 30, "24x30": 45 } },
  ],
  receiving: {
    paper:
      "Printed with pigment inks on the paper you choose, with a white border for framing or handling.",
    signature: "Signed by hand on the front, under the picture.",
    limitedEdition: "Numbered by hand, with a signed certificate of authenticity.",
    packing:
      "Packed flat between acid-free boards in a rigid box; framed prints travel corner-protected and double-boxed.",
  },
};

/**
 * The specification's own example texts: the collection cards' ranges and the home page's
 * prices. They are shown only while every print's sizes and prices are exactly `prices`
 * below; change any price or size (here, on a collection or on a print) and every range and
 * "From" price on the site is worked out from your table instead. Then this can be deleted.
 */
export const specificationExamples = {
  prices: { "8x10": 35, "11x14": 55, "16x20": 75, "24x30": 125 } as Record<string, number>,
  collectionRanges: {
    abstract: "$35 - $85",
    landscapes: "$45 - $125",
    urban: "$40 - $95",
    minimalist: "$50 - $110",
    portraits: "$55 - $135",
    nature: "$40 - $100",
  } as Record<string, string>,
  featuredPrices: {
    "LANDSCAPES-001": "$45",
    "MINIMALIST-002": "$55",
    "URBAN-003": "$65",
  } as Record<string, string>,
};

/**
 * Where prints go and how long they take. Made to order: `madeInBusinessDays` before a print
 * ships from `shipsFrom`; then each region's transit time and cost, per size (a size missing
 * from `cost` is quoted on request) or one amount for every size.
 */
export const shipping = {
  shipsFrom: "Portland, Oregon",
  madeInBusinessDays: { min: 5, max: 7 },
  regions: [
    {
      name: "United States",
      /** Where this region's rates apply, as ISO 3166 country codes (for search engines). */
      countries: ["US"],
      transitDays: { min: 3, max: 5 },
      cost: { "8x10": 8, "11x14": 12, "16x20": 18, "24x30": 30 } as Record<string, number> | number,
    },
    {
      name: "International",
      countries: ["CA", "GB", "IE", "FR", "DE", "NL", "BE", "ES", "IT", "CH", "AU", "NZ", "JP"],
      transitDays: { min: 7, max: 14 },
      cost: { "8x10": 25, "11x14": 32, "16x20": 45, "24x30": 70 } as
        | Record<string, number>
        | number,
    },
  ],
};
export type ShippingRegion = (typeof shipping.regions)[number];

/**
 * Per-print words and editions, keyed by reference (for example "LANDSCAPES-003"). A collection
 * can also set one `edition` for all its prints. Prints with no edition anywhere say nothing
 * about it. Update `sold` as prints sell; a sold-out print keeps its 'Add to Inquiry' button.
 */
export const printOverrides: Record<string, PrintOverride> = {
  "LANDSCAPES-001": { edition: { kind: "limited", size: 25, sold: 18 } },
  "LANDSCAPES-002": { edition: { kind: "limited", size: 10, sold: 10, artistProofs: 2 } },
  "LANDSCAPES-003": { edition: { kind: "open" } },
};

export type FeaturedContent = {
  reference: string;
  /** Shown under the picture; left out, the print's title is shown (from its file, if any). */
  caption?: string;
};

/**
 * The three prints featured on the home page; each card's price is the print's own lowest
 * ("From $35"). Give one a `caption` only for the photograph it is written for: it stays when
 * the picture changes.
 */
export const featuredPrints: FeaturedContent[] = [
  { reference: "LANDSCAPES-001" },
  { reference: "MINIMALIST-002" },
  { reference: "URBAN-003" },
];

/** The about page: its photograph (one of the prints, by reference) and its two links. */
export const aboutPage = {
  photo: "MINIMALIST-001",
  portfolioLink: "Browse the portfolio",
  contactLink: "Get in touch",
};

export const aboutTeaser = {
  title: "About the photographer",
  text: "With 5+ years behind the camera, I make quiet, carefully printed photographs for homes and collectors.",
  link: "Read my story",
};

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

export const portfolioPage = {
  title: "Portfolio",
  intro: "Six collections, each printed to order on archival paper.",
};

export const contactPage = {
  title: "Contact",
  intro:
    "Interested in a print, a custom size or a larger order? Send me a note and I’ll help you choose.",
  promise: "I'll respond within 24 hours",
};

const made = shipping.madeInBusinessDays;
const [domestic, international] = shipping.regions;
const days = (d: { min: number; max: number } | undefined) => (d ? `${d.min}-${d.max}` : "");

export const faq: { question: string; answer: string }[] = [
  {
    question: "What print sizes are available?",
    answer:
      "Prints are available in sizes from 8x10 to 40x60 inches. Standard sizes are 8x10, 11x14, 16x20 and 24x30; ask about anything else.",
  },
  {
    question: "How long does shipping take?",
    answer: `Prints are made to order and ship within ${days(made)} business days. Domestic delivery then takes ${days(domestic?.transitDays)} days and international delivery ${days(international?.transitDays)} days.`,
  },
  {
    question: "Is shipping tracked and insured?",
    answer: "Yes. Every order includes tracking and insurance.",
  },
  {
    question: "What counts as a bulk order?",
    answer:
      "A bulk order means 5+ prints. Choose ‘Bulk Order (5+ prints)’ in the form and I’ll prepare a quote.",
  },
];

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

/**
 * The rights stated in every picture the site serves and on every print page (Google's image
 * licence details). An original's own Creator and Copyright win; these fill in for originals
 * without them and for the sample artworks. The licensing words show on the About page.
 */
export const licensing = {
  creator: "Elena Marlowe",
  copyright: "© Elena Marlowe. All rights reserved.",
  credit: "Elena Marlowe Fine Art",
  heading: "Licensing",
  text: [
    "Every photograph on this site is my work and protected by copyright. You are welcome to link to any print page.",
    "To use a photograph in print, online or in a commercial project, ask for a licence with the inquiry form: choose ‘General Question’ and name the print’s reference.",
  ],
};
