import * as z from "zod";
import { COUNTRY_CODES, COUNTRY_MISTAKES } from "~/content/countries";

/**
 * The shape of the photographer's content files, as zod schemas: one definition checks
 * `content/site.yaml` and each `content/<slug>/collection.yaml` (scripts/content), types the code
 * (`z.infer`, imported as types only, so the browser gets no zod) and becomes the JSON Schema an
 * editor reads (`content/schema/*.json`, made by `npm run check -- --write-schema`). The words
 * of its messages are the product's own: they finish the line `file:line › field: …`.
 */

const text = z.string().trim().min(1, { error: "expected some text, got nothing" });
const texts = z.array(text).min(1, { error: "expected at least one line of text" });
const amount = z
  .number({
    error: (iss) =>
      iss.input === undefined
        ? "missing: expected an amount"
        : `${JSON.stringify(iss.input)} is not an amount: write a number such as 80`,
  })
  .min(0, { error: "expected an amount of 0 or more" });
const count = z.int().min(0, { error: "expected a whole number, 0 or more" });

/** "16x20": width x height, in the site's unit of size (`pricing.unit`). */
const sizeName = z.string().regex(/^\d+(\.\d+)?x\d+(\.\d+)?$/, {
  error: (iss) => `expected a size such as 16x20, got ${JSON.stringify(iss.input)}`,
});
const reference = z.string().regex(/^[A-Z0-9-]+-\d{3}$/, {
  error: (iss) =>
    `expected a print's reference such as LANDSCAPES-001, got ${JSON.stringify(iss.input)}`,
});
const finishId = z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, {
  error: "expected lower-case letters, digits and dashes (such as black-frame)",
});
const countryCodes = new Set(COUNTRY_CODES);
const country = z.string().refine((c) => countryCodes.has(c), {
  error: (iss) =>
    `${JSON.stringify(iss.input)} is not a country code: ${COUNTRY_MISTAKES[String(iss.input)] ?? "expected a two-letter ISO 3166 code such as DE or US"}`,
});
const days = z
  .strictObject({ min: count, max: count })
  .refine((d) => d.min <= d.max, { error: "min must not be more than max", path: ["max"] });

const currencies = new Set(Intl.supportedValuesOf("currency"));
const currency = z.string().refine((c) => currencies.has(c), {
  error: (iss) =>
    `expected an ISO 4217 currency code such as USD, EUR or GBP, got ${JSON.stringify(iss.input)}`,
});
function isLanguageTag(tag: string): boolean {
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}
const languageTag = (examples: string) =>
  z.string().refine(isLanguageTag, {
    error: (iss) => `expected a language tag such as ${examples}, got ${JSON.stringify(iss.input)}`,
  });
const locale = languageTag("en-US or fr-FR");

/**
 * How many of a print exist. Open: as many as are ordered. Limited: `size` numbered prints, of
 * which `sold` are gone, plus `artistProofs` kept aside (not for sale). Left unset, the site says
 * nothing about editions, as the specification describes.
 */
export const EditionSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("open") }),
  z
    .strictObject({
      kind: z.literal("limited"),
      size: z.int().min(1, { error: "expected a whole number of at least 1" }),
      /**
       * Copies sold before the register of copies (editions.yaml) took over; where the register
       * names the print, its `soldBefore` says the same and the two must agree.
       */
      sold: count.default(0),
      artistProofs: count.optional(),
      /** Whether `size` counts every print size together (the default) or each size apart. */
      per: z.enum(["all", "size"]).optional(),
    })
    .refine((e) => e.sold <= e.size, {
      error: (iss) => {
        const e = iss.input as { sold: number; size: number };
        return `${e.sold} sold is more than the edition of ${e.size}`;
      },
      path: ["sold"],
    }),
]);
export type Edition = z.infer<typeof EditionSchema>;

/** A size a print is made in (width x height in the site's unit) and its price. */
const SizeOfferSchema = z.strictObject({ size: sizeName, price: amount });
export type SizeOffer = z.infer<typeof SizeOfferSchema>;

/**
 * A paper or a frame. `adds` is what it adds to the size's price: one amount for every size, or
 * an amount per size (`{ 8x10: 15, 24x30: 30 }`); left out, it adds nothing. `id` is what the
 * inquiry's address carries.
 */
const FinishSchema = z.strictObject({
  id: finishId,
  label: text,
  adds: z.union([amount, z.record(sizeName, amount)]).optional(),
});
export type Finish = z.infer<typeof FinishSchema>;

/** What the buyer receives with a print, one short sentence each. */
const ReceivingSchema = z.strictObject({
  paper: text,
  signature: text,
  /** Said only of prints in a limited edition. */
  limitedEdition: text,
  packing: text,
});
export type Receiving = z.infer<typeof ReceivingSchema>;

const sizes = z.array(SizeOfferSchema).min(1, { error: "expected at least one size" }).max(8, {
  // The scale view follows the chosen size by CSS rules written for eight (viewer.css).
  error: "at most 8 sizes can be offered",
});
/** A paper: a finish, and for the certificate what an insurer asks of the medium (all optional). */
const PaperSchema = FinishSchema.extend({
  /** How it is printed: "Archival pigment print". */
  process: text.optional(),
  /** Who makes the paper: "Hahnemühle" (its `label` is the paper's name: "Photo Rag"). */
  maker: text.optional(),
  /** Its weight in grams per square metre: 308. */
  weight: z.int().min(1, { error: "expected the paper's weight in g/m², such as 308" }).optional(),
});
export type Paper = z.infer<typeof PaperSchema>;
const papers = z.array(PaperSchema).min(1, { error: "expected at least one paper" });
/**
 * How the print page's scale view draws a frame: `none` hangs the picture alone (no frame, no
 * mat); the others draw a moulding of that colour or wood around a white mat. Left out, it is
 * read from the frame's id (app/catalog/scale.ts, frameLook).
 */
export const FRAME_LOOKS = ["none", "black", "white", "oak", "walnut", "silver"] as const;
export type FrameLook = (typeof FRAME_LOOKS)[number];
const FrameSchema = FinishSchema.extend({
  look: z.enum(FRAME_LOOKS, { error: `expected one of ${FRAME_LOOKS.join(", ")}` }).optional(),
});
export type Frame = z.infer<typeof FrameSchema>;
const frames = z
  .array(FrameSchema)
  .min(1, { error: "expected at least one frame (or 'Unframed')" });

/** A collection's or a print's own sizes, papers, frames or buyer's block; the rest is the site's. */
const specificationOverride = {
  sizes: sizes.optional(),
  papers: papers.optional(),
  frames: frames.optional(),
  receiving: ReceivingSchema.partial().optional(),
};

const isoDate = z.iso.date({
  error: (iss) => `expected a date as YYYY-MM-DD, got ${JSON.stringify(iss.input)}`,
});

const PrintFileSchema = z.strictObject({
  title: text.optional(),
  description: text.optional(),
  alt: text.optional(),
  /**
   * When the photograph was made (YYYY-MM-DD): the feeds' date for it. Left out, the date its
   * file says it was taken (EXIF, XMP or IPTC capture date).
   */
  date: isoDate.optional(),
  /** This print's edition; wins over its collection's `edition`. */
  edition: EditionSchema.optional(),
  ...specificationOverride,
});
export type PrintFile = z.infer<typeof PrintFileSchema>;

/** `content/<slug>/collection.yaml`: the folder's name is the slug. */
export const CollectionFileSchema = z.strictObject({
  title: text,
  description: text,
  longDescription: text,
  /** Its place among the collections: lowest first. */
  order: count,
  /** Width / height of the collection's prints, as "w/h". */
  aspectRatio: z.string().regex(/^\d+(\.\d+)?\/\d+(\.\d+)?$/, {
    error: (iss) => `expected width/height such as 3/2, got ${JSON.stringify(iss.input)}`,
  }),
  card: z.strictObject({
    /** The print whose picture is the collection's card, by number. */
    print: z.int().min(1, { error: "expected a print's number, 1 or more" }),
    /** The card's price range as written ("$35 - $85"); left out, it is worked out. */
    priceRange: text.optional(),
  }),
  /**
   * How many prints the collection has while some photographs are still missing: prints 1 to
   * this number without an original show a sample artwork.
   */
  samples: count.optional(),
  /**
   * The names its folder had before (`npm run collection -- rename` writes them): the old
   * addresses of the collection and of each of its prints redirect, permanently, to the new.
   */
  formerly: z
    .array(
      z.string().regex(/^[a-z0-9][a-z0-9-]*$/, {
        error: (iss) =>
          `expected a folder's former name, such as landscapes, got ${JSON.stringify(iss.input)}`,
      }),
    )
    .optional(),
  /** The edition of every print in the collection, unless a print says otherwise. */
  edition: EditionSchema.optional(),
  ...specificationOverride,
  /** Each print's own words, edition and sizes, by its number (001, 002, …). */
  prints: z
    .record(
      z.string().regex(/^\d{1,3}$/, { error: "expected a print's number such as 001" }),
      PrintFileSchema,
    )
    .optional(),
});
export type CollectionFile = z.infer<typeof CollectionFileSchema>;

/** Known crawlers that gather pictures and text for AI training (and no search engine's own). */
export const AI_CRAWLERS = [
  "GPTBot",
  "CCBot",
  "Google-Extended",
  "ClaudeBot",
  "anthropic-ai",
  "Applebot-Extended",
  "Bytespider",
  "meta-externalagent",
  "PerplexityBot",
  "cohere-ai",
  "Diffbot",
  "Omgilibot",
];

const question = z.strictObject({ question: text, answer: text });

/**
 * One line of the About page's record for collectors: an exhibition, a publication, a collection
 * that holds the work, an award. What a gallery's page shows, in the order the file gives.
 */
const recordEntry = z.strictObject({
  year: z.int({ error: "expected a year such as 2019" }).min(1800).max(2200, {
    error: "expected a year such as 2019",
  }),
  title: text,
  /** Where: the gallery and city, the publisher, the institution, the jury. */
  place: text,
  /** Optional: the page that tells more (the show's, the book's, the museum's). */
  link: z.url({ error: "expected a web address such as https://example.com/show" }).optional(),
});
const record = z.array(recordEntry).min(1, {
  error: "expected at least one entry, or leave the list out",
});

/**
 * The photographer's portrait on the About page: a picture file in the content folder, beside
 * site.yaml, and the words that say what it shows. The image pipeline encodes it apart from the
 * prints (scripts/images-pipeline.ts, buildPortrait); `npm run check` reads it first.
 */
const PortraitSchema = z.strictObject({
  /** Its file's name in the content folder: portrait.jpg. */
  file: z.string().regex(/^[^/\\]+\.(jpe?g|png|webp|tiff?)$/i, {
    error: (iss) =>
      `expected the name of a picture beside site.yaml, such as portrait.jpg (JPEG, PNG, WebP or TIFF), got ${JSON.stringify(iss.input)}`,
  }),
  /** What it shows, for those who cannot see it: who, where, doing what. */
  alt: z
    .string({
      error: (iss) =>
        iss.input === undefined
          ? "missing: say what the portrait shows for those who cannot see it (alt: Mira Okafor on the harbour wall, her camera on a tripod)"
          : `expected text, got ${JSON.stringify(iss.input)}`,
    })
    .trim()
    .min(1, {
      error:
        "say what the portrait shows for those who cannot see it (alt: Mira Okafor on the harbour wall, her camera on a tripod)",
    }),
  /** Who made the portrait, credited under it. */
  credit: text.optional(),
});

/** `content/site.yaml`: the photographer, the pages' words, prices, shipping and rights. */
export const SiteFileSchema = z.strictObject({
  /**
   * The language of every word the site writes (a BCP 47 tag: en, de, fr-CH): the bundled
   * translation of the site's own words, `<html lang>`, and how numbers and dates are written.
   */
  language: languageTag("en, de or fr-CH").default("en"),
  photographer: z.strictObject({
    name: text,
    siteName: text,
    tagline: text,
    specialty: text,
    experience: text,
    bio: texts,
    philosophy: text,
    features: z.array(z.strictObject({ title: text, text: text })),
    contact: z.strictObject({
      email: z.email({
        error: (iss) => `expected an email address, got ${JSON.stringify(iss.input)}`,
      }),
      phone: text,
      location: text,
      hours: text,
    }),
  }),
  home: z.strictObject({
    hero: z.strictObject({
      title: text,
      text: text,
      cta: text,
      photo: z.strictObject({
        /** The print whose photograph opens the home page. */
        print: reference,
        /** The point kept in view when the photograph is cropped, in percent from left and top. */
        focus: z.strictObject({
          x: z.number().min(0).max(100, { error: "expected a percentage from 0 to 100" }),
          y: z.number().min(0).max(100, { error: "expected a percentage from 0 to 100" }),
        }),
      }),
    }),
    /** The prints on the home page; each card's price is the print's lowest unless `price` says. */
    featured: z
      .array(
        z.strictObject({
          print: reference,
          /** Shown under the picture; left out, the print's title is shown. */
          caption: text.optional(),
          /** The card's price as written ("$45"); left out, "From" the print's lowest price. */
          price: text.optional(),
        }),
      )
      .min(1, { error: "expected at least one featured print" }),
    aboutTeaser: z.strictObject({ title: text, text: text, link: text }),
  }),
  portfolio: z.strictObject({ title: text, intro: text }),
  about: z
    .strictObject({
      /** The about page's photograph, one of the prints: shown where no portrait is given. */
      photo: reference.optional(),
      /** A portrait of the photographer, beside the words in the photograph's place. */
      portrait: PortraitSchema.optional(),
      portfolioLink: text,
      contactLink: text,
      /** Optional, each its own section when given: the record galleries and collectors look for. */
      exhibitions: record.optional(),
      publications: record.optional(),
      /** Public and private collections holding the work (not the site's own collections). */
      collections: record.optional(),
      awards: record.optional(),
    })
    .refine((about) => about.photo !== undefined || about.portrait !== undefined, {
      error:
        "missing: the About page shows a picture: name one of the prints (photo: LANDSCAPES-001) or give your portrait (portrait:)",
      path: ["photo"],
    }),
  contact: z.strictObject({ title: text, intro: text, promise: text }),
  faq: z.array(question),
  pricing: z.strictObject({
    /** ISO 4217 code: USD, EUR, GBP… */
    currency,
    /** How amounts and numbers are written: en-US gives "$1,250", fr-FR "1 250 €". */
    locale,
    /** The unit sizes are given in: inches (`in`, as 16x20) or centimetres (`cm`, as 40x50). */
    unit: z.enum(["in", "cm"]).default("in"),
    /**
     * The white margin around the image on each side of the sheet, in `unit`: the certificate
     * then gives the image's size and the sheet's (16x20 with 1 is an image of 14x18).
     */
    border: z.number().min(0, { error: "expected a margin of 0 or more" }).optional(),
    sizes,
    papers,
    frames,
  }),
  receiving: ReceivingSchema,
  shipping: z.strictObject({
    shipsFrom: text,
    madeInBusinessDays: days,
    regions: z
      .array(
        z.strictObject({
          name: text,
          /**
           * Where this region's rates apply, as ISO 3166 country codes (for search engines), or
           * `rest`: every country the other regions leave out.
           */
          countries: z.union([
            z.literal("rest"),
            z.array(country).min(1, {
              error:
                "expected at least one country code, or rest for every country the other regions leave out",
            }),
          ]),
          transitDays: days,
          /** One amount for every size, or an amount per size; a size left out is on request. */
          cost: z.union([amount, z.record(sizeName, amount)]),
        }),
      )
      .min(1, { error: "expected at least one region" }),
  }),
  licensing: z.strictObject({
    creator: text,
    copyright: text,
    credit: text,
    heading: text,
    text: texts,
    /**
     * Whether the photographs may be used to train AI models. `reserved` (the default) says no in
     * every picture (IPTC's Data Mining), in /.well-known/tdmrep.json and a header on every
     * answer (W3C TDMRep), and in robots.txt for the crawlers below; `allowed` says none of it.
     */
    aiTraining: z.enum(["reserved", "allowed"]).default("reserved"),
    /** Crawlers that gather training data, refused the whole site in robots.txt while reserved. */
    aiCrawlers: z
      .array(
        z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, {
          error: (iss) =>
            `expected a crawler's name such as GPTBot, got ${JSON.stringify(iss.input)}`,
        }),
      )
      .default(AI_CRAWLERS),
    /** Where the terms of a licence for text and data mining are; else the About page's licensing. */
    tdmPolicy: z
      .url({ error: "expected a web address such as https://example.com/licence" })
      .optional(),
  }),
});
export type SiteFile = z.infer<typeof SiteFileSchema>;

/** One numbered copy in the register: what was sold, when, to whom, and its certificate's token. */
const CopySchema = z.strictObject({
  /** Its number in the edition: 19 is "19 of 25". An artist's proof is numbered among the proofs. */
  number: z.int().min(1, { error: "expected a copy's number, 1 or more" }),
  /** An artist's proof (not for sale, not counted in what is available). */
  proof: z.boolean().optional(),
  /** The secret part of the certificate's address: random, at least 64 bits. */
  token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, {
    error:
      "expected the certificate's token as the edition command wrote it (16 or more letters, digits, - or _)",
  }),
  date: isoDate,
  size: sizeName,
  paper: finishId.optional(),
  frame: finishId.optional(),
  /** Shown on the certificate only when given. */
  buyer: text.optional(),
  /** A copy returned or cancelled: its certificate says so, and it no longer counts as sold. */
  void: z.strictObject({ date: isoDate, reason: text }).optional(),
  /** The print's reference when the copy was sold, where its collection was renamed since. */
  soldAs: reference.optional(),
  /**
   * Who has held it since the sale, in order, each from the day they acquired it (`npm run
   * edition -- transfer`): the last is the holder now; the buyer stays first in its history.
   */
  owners: z.array(z.strictObject({ name: text, date: isoDate })).optional(),
});
export type EditionCopy = z.infer<typeof CopySchema>;

const RegisterEntrySchema = z.strictObject({
  /** Copies sold before this register, numbered 1 to this: the register goes on from the next. */
  soldBefore: count.default(0),
  copies: z.array(CopySchema).default([]),
});
export type RegisterEntry = z.infer<typeof RegisterEntrySchema>;

/**
 * `content/editions.yaml`: the register of the numbered copies of limited editions, by print
 * reference. It is what the site counts as sold, and each copy in it has a certificate page.
 */
export const EditionsFileSchema = z.strictObject({
  /** The certificate's words: the photographer's statement above the signature line. */
  certificate: z.strictObject({ statement: text.optional() }).optional(),
  prints: z.record(reference, RegisterEntrySchema).default({}),
});
export type EditionsFile = z.infer<typeof EditionsFileSchema>;

/** Any part of a print's specification, for a collection or a print; the rest comes from above. */
export type SpecificationOverride = {
  sizes?: SizeOffer[];
  papers?: Paper[];
  frames?: Frame[];
  receiving?: Partial<Receiving>;
};

/** A print's sizes with their prices, papers and frames (the first of each is included). */
export type PrintSpecification = {
  sizes: SizeOffer[];
  papers: Paper[];
  frames: Frame[];
  receiving: Receiving;
};

/** One print's own words and edition, as its collection's file states them. */
export type PrintOverride = Pick<
  PrintFile,
  "title" | "description" | "alt" | "edition" | "date"
> & {
  specification?: SpecificationOverride;
};

/** A collection as the site reads it: its file's fields, its folder's slug and its prints. */
export type CollectionContent = Pick<
  CollectionFile,
  "title" | "description" | "longDescription" | "order" | "aspectRatio" | "edition"
> & {
  slug: string;
  /** The prints' numbers, lowest first: its photographs and its samples. */
  numbers: number[];
  /** The print whose picture is the card. */
  thumbnailPrint: number;
  /** The card's range as the file writes it; left out, it is worked out from the prices. */
  priceRange?: string;
  /** Its folder's former names: their addresses redirect to this collection's. */
  formerly?: string[];
  specification?: SpecificationOverride;
  /** By print number ("1", "12"). */
  prints: Record<string, PrintOverride>;
};

type Site = SiteFile;

/**
 * The whole content as `npm run check` writes it for the app (app/content/generated): the
 * checked files, under the names the code reads.
 */
export type Content = {
  /** The content folder it was read from, relative to the project (originals are in it). */
  contentDir: string;
  /**
   * The photographer's signature for the certificates (content/signature.svg or .png), as a data
   * address. Server only (app/content/signature.server.ts): no page's script carries it.
   */
  signature?: { src: string; width: number; height: number };
  photographer: Site["photographer"];
  hero: Site["home"]["hero"];
  featuredPrints: { reference: string; caption?: string; price?: string }[];
  aboutTeaser: Site["home"]["aboutTeaser"];
  portfolioPage: Site["portfolio"];
  aboutPage: Site["about"];
  contactPage: Site["contact"];
  faq: Site["faq"];
  pricing: Pick<Site["pricing"], "currency" | "locale" | "unit" | "border">;
  printDefaults: PrintSpecification;
  /** Each region's countries as codes: `rest` made into the countries the others leave out. */
  shipping: Omit<Site["shipping"], "regions"> & {
    regions: (Omit<Site["shipping"]["regions"][number], "countries"> & { countries: string[] })[];
  };
  licensing: Site["licensing"];
  collections: CollectionContent[];
  /**
   * The register of copies as the check read it (editions.yaml), for the server only: it holds
   * buyers' names and certificates' tokens. The server reads the file itself when it can
   * (app/catalog/register.server.ts); this is what it falls back to where the file is not.
   */
  register: EditionsFile;
};
