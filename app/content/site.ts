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
  priceRange: string;
  /** Width / height of the collection's prints, as "w/h". */
  aspectRatio: `${number}/${number}`;
  /** Print number used as the collection's card thumbnail. */
  thumbnailPrint: number;
  /** The edition of every print in the collection, unless a print's override says otherwise. */
  edition?: Edition;
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
  photo: { print: "LANDSCAPES-006", focus: { x: 30, y: 50 } },
};

export const collections: CollectionContent[] = [
  {
    slug: "abstract",
    title: "Abstract",
    description: "Colour, form and texture found in everyday surfaces.",
    longDescription:
      "Abstract gathers details most people walk past: peeling paint, reflections in glass, the play of shadow on a wall. Cropped close and printed large, they become studies in colour and rhythm that change with the light of the room they hang in.",
    printCount: 12,
    priceRange: "$35 - $85",
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
    priceRange: "$45 - $125",
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
    priceRange: "$40 - $95",
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
    priceRange: "$50 - $110",
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
    priceRange: "$55 - $135",
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
    priceRange: "$40 - $100",
    aspectRatio: "3/2",
    thumbnailPrint: 1,
  },
];

/** Words and sizes shared by every print unless overridden. */
export const printDefaults = {
  sizes: "8x10, 11x14, 16x20, 24x30",
  priceRange: "$35 - $125",
};

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
  price: string;
};

/**
 * The three prints featured on the home page, with their prices. Give one a `caption` only for
 * the photograph it is written for: it stays when the picture changes.
 */
export const featuredPrints: FeaturedContent[] = [
  { reference: "LANDSCAPES-001", price: "$45" },
  { reference: "MINIMALIST-002", price: "$55" },
  { reference: "URBAN-003", price: "$65" },
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

export const faq: { question: string; answer: string }[] = [
  {
    question: "What print sizes are available?",
    answer:
      "Prints are available in sizes from 8x10 to 40x60 inches. Standard sizes are 8x10, 11x14, 16x20 and 24x30; ask about anything else.",
  },
  {
    question: "How long does shipping take?",
    answer:
      "Prints are made to order and ship within 5-7 business days. Domestic delivery then takes 3-5 days and international delivery 7-14 days.",
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
