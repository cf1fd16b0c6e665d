/**
 * Every sentence the site itself writes, in English: the defaults, and the specification's own
 * texts exactly. Each is an ICU message: `{title}` is a placeholder, `{count, plural, one {# print}
 * other {# prints}}` chooses by number in the site's language, and `'{'` writes a brace.
 *
 * The photographer overrides any of them in content/words.yaml; `language:` in content/site.yaml
 * chooses a bundled translation (de.ts, fr.ts, es.ts, it.ts hold every key of this file).
 * `npm run check` resolves them into the one set the site uses (app/words/say.ts). The key names
 * where a word shows; the English says what it means to a translator.
 */
export const en = {
  // The header, the footer and every page's frame.
  "nav.home": "Home",
  "nav.portfolio": "Portfolio",
  "nav.about": "About",
  "nav.contact": "Contact",
  "nav.main": "Main",
  "nav.footer": "Footer",
  "nav.menu": "Menu",
  "nav.breadcrumb": "Breadcrumb",
  "page.skipToContent": "Skip to content",
  "page.loading": "Loading...",
  "footer.rights": "© {year} {name}. All photographs are the photographer's own.",
  "feed.atomTitle": "New prints (Atom)",
  "feed.jsonTitle": "New prints (JSON Feed)",
  "feed.description": "New prints by {name}.",
  /** Each print in the feeds, after its caption: "Landscapes. Sizes 8x10, 11x14. $35 - $125." */
  "feed.printFacts": "{collection}. Sizes {sizes}. {price}.",

  // The error pages: the 404's heading and sentence are the specification's.
  "error.notFoundTitle": "404",
  "error.notFoundText": "Sorry, this page does not exist",
  "error.notFoundPageTitle": "Page not found",
  "error.failure": "Sorry, something went wrong. Please try again in a moment.",
  "error.home": "Go to the home page",
  "error.portfolio": "browse the portfolio",
  /** "Go to the home page or browse the portfolio." */
  "error.ways": "{home} or {portfolio}.",

  // The home page (its hero, featured prints and teaser are the photographer's, in site.yaml).
  "home.featuredHeading": "Featured prints",
  /** A featured print's price where site.yaml gives none: its lowest. */
  "home.fromPrice": "From {price}",

  // The about page.
  "about.eyebrow": "About",
  "about.specialty": "Specialty",
  "about.experience": "Experience",
  "about.philosophy": "Philosophy",
  "about.featuresHeading": "Why collectors choose these prints",
  /** The About page's record for collectors, each shown only when the content gives it. */
  "about.exhibitions": "Exhibitions",
  "about.publications": "Publications",
  /** Public and private collections that hold the work. */
  "about.collections": "Collections",
  "about.awards": "Awards",
  /** Under the photographer's portrait, when site.yaml names who made it. */
  "about.portraitCredit": "Portrait: {name}",

  // The portfolio and a collection's page.
  "portfolio.printCount": "{count, plural, one {# print} other {# prints}}",
  "collection.back": "Back to Portfolio",
  "collection.printsLabel": "Prints",
  "collection.readMore": "Read more",
  "collection.showLess": "Show less",
  "collection.viewPrint": "View {title}",
  /** What search engines and link previews say of a collection. */
  "collection.metaDescription":
    "{description} {count, plural, one {# fine art print} other {# fine art prints}} by {name}.",
  /** A large collection, shown in pages: the way between them, under its grid. */
  "collection.pagesLabel": "Pages",
  "collection.previousPage": "Previous page",
  "collection.nextPage": "Next page",
  "collection.pageOf": "Page {page} of {count}",
  /** A page after the first, in its title (so each page's title is its own). */
  "collection.pageTitle": "{title} – Page {page}",
  /** Said to screen readers when scrolling has added the next page's prints. */
  "collection.morePrints": "{count, plural, one {# more print} other {# more prints}} shown",

  // A print's reference, copied with a button, and sharing.
  "reference.label": "Ref.",
  "reference.copy": "Copy reference {reference}",
  "reference.copied": "Reference {reference} copied",
  "share.button": "Share",
  "share.copied": "Link copied",
  "share.text": "Check out this fine art print: {title}",

  // The viewer.
  "viewer.position": "{index} of {total}",
  /** What a screen reader hears as the print changes: "Abstract Print 2, 2 of 12". */
  "viewer.label": "{title}, {position}",
  "viewer.backTo": "Back to {collection}",
  "viewer.previous": "Previous",
  "viewer.next": "Next",
  /** The arrows' names start with the word they show (viewer.previous, viewer.next): what a
   * voice-control user says is in the name (WCAG 2.5.3, label in name). */
  "viewer.previousLabel": "Previous: {title}",
  "viewer.nextLabel": "Next: {title}",
  "viewer.info": "Info",
  /** The close button of the Info sheet on phones. */
  "viewer.closeInfo": "Close information",
  "viewer.fullscreen": "Fullscreen",
  "viewer.exitFullscreen": "Exit fullscreen",
  "viewer.zoom": "Zoom",
  "viewer.zoomed": "Zoomed: {title}",
  "viewer.zoomKeys":
    "While the picture is zoomed, the arrow keys move it; + and − zoom in and out; 0 shows the whole print.",
  "viewer.imageNotFound": "Image not found",
  "viewer.returnToCollection": "Return to collection",
  "viewer.thumbnails": "Prints in this collection",
  "viewer.details": "Print details",
  "viewer.sizes": "Sizes",
  "viewer.priceRange": "Price range",
  "viewer.edition": "Edition",
  "viewer.collection": "Collection",
  "viewer.licensing": "Licensing",
  /** A sold-out print's page, in place of the sizes and prices. */
  "soldOut.heading": "Sold out",
  "soldOut.text":
    "Every copy of this edition has been sold. You can still ask about it: I will tell you of similar work, or of a future edition.",
  "soldOut.available": "Still available in {collection}",
  "soldOut.follow": "Hear of new prints: {atom} · {json}",

  // The "hear of new work" form (its consent words are kept with each address) and its page;
  // then (server only, sent as text) its answers, the subscriber's own pages, and the mail that
  // asks to confirm.
  "subscribe.heading": "Hear of new work",
  "subscribe.email": "Your email",
  "subscribe.consent":
    "One email when new prints are added, nothing else. No tracking; every email has a link to stop.",
  "subscribe.submit": "Subscribe",
  "subscriber.asked":
    "Thank you. Unless {email} is subscribed already, an email asking you to confirm is on its way: open its link to start.",
  "subscriber.invalid": "Please enter an email address, such as name@example.com.",
  "subscriber.rateLimited":
    "Too many addresses from here in a short time. Please try again in {minutes, plural, one {# minute} other {# minutes}}.",
  "subscriber.unsaved":
    "Sorry, your address could not be kept just now. Please try again in a few minutes.",
  "subscriber.unreadable": "Sorry, that form could not be read. Please try again.",
  "subscribe.pageTitle": "Hear of new work",
  "subscribe.pageText": "Leave your address to get one email when new prints are added.",
  "subscribe.metaDescription": "Get one email from {name} when new prints are added.",
  "subscriber.confirmTitle": "Confirm your subscription",
  "subscriber.confirmText": "Press the button to hear of new prints at {email}.",
  "subscriber.confirmButton": "Confirm subscription",
  "subscriber.confirmedTitle": "You are subscribed",
  "subscriber.confirmedText":
    "You will hear of new prints at {email}. Every email has a link to stop.",
  "subscriber.expiredTitle": "This link no longer works",
  "subscriber.expiredText":
    "It was not confirmed within 7 days, or the subscription has ended since. You can ask again.",
  "subscriber.again": "Subscribe again",
  "subscriber.unsubscribeTitle": "Unsubscribe",
  "subscriber.unsubscribeText": "Press the button to stop hearing of new prints at {email}.",
  "subscriber.unsubscribeButton": "Unsubscribe",
  "subscriber.unsubscribedTitle": "You are unsubscribed",
  "subscriber.unsubscribedText":
    "You will get no more emails from this site, and your address has been deleted.",
  "subscriptionMail.subject": "Please confirm: new prints from {site}",
  "subscriptionMail.ask":
    "Someone, most likely you, asked to hear from {site} when new prints are added. To confirm, open this link and press the button:",
  "subscriptionMail.ignore":
    "If you did not ask, ignore this email: the address is forgotten in 7 days, and nothing more is sent.",

  // The letter of new prints to each confirmed subscriber (npm run announce).
  "announcement.subject": "{count, plural, one {A new print} other {# new prints}} from {site}",
  "announcement.heading": "{count, plural, one {A new print} other {# new prints}} by {name}",
  "announcement.intro":
    "You asked to hear when {name} adds new prints. {count, plural, one {This one is new:} other {These are new:}}",
  "announcement.collection": "Collection",
  "announcement.prices":
    "Each price is for the print's first paper and frame; its page shows the others, and shipping. To ask about a print, reply to this email.",
  "announcement.why":
    "You get this email because you asked to hear of new prints from {site}. To stop, open this link and press the button:",

  // A print's words where neither its file nor its collection's gives them (the specification's
  // title: 'Urban Print 1').
  "print.title": "{collection} Print {number}",
  "print.description": "{title} from the {collection} collection. {description}",
  "print.alt": "{title}, a fine art photograph from the {collection} collection",
  /** What search engines read of the photographer and a print (JSON-LD). */
  "jsonLd.jobTitle": "Fine art photographer",
  "jsonLd.artMedium": "Pigment print on {papers}",
  "jsonLd.artworkSurface": "Paper",

  // An edition, as cards and the viewer say it.
  "edition.open": "Open edition",
  "edition.soldOut": "Sold out",
  "edition.of": "Edition of {size}{proofs, plural, =0 {} one { + # AP} other { + # AP}}",
  "edition.available": "{edition} · {available} available",
  /** The same in the photographer's email and letter. */
  "edition.availableMail": "{edition}, {available} available",
  "edition.soldOutMail": "SOLD OUT ({edition})",

  // A print's sizes and prices, its choice, shipping, what arrives and the scale view.
  "quote.heading": "Sizes and prices",
  "quote.size": "Size",
  "quote.price": "Price",
  "quote.paper": "Paper",
  "quote.frame": "Frame",
  "quote.included": "included",
  /** A finish's extra cost: "+$10". */
  "quote.adds": "+{amount}",
  "quote.addsBySize": "by size, in the table",
  "quote.onRequest": "on request",
  "quote.tableCaption": "Prices by size and frame, on {paper} paper",
  /** The visitor's choice, as the contact form and the email say it. */
  "quote.choiceLine": "{size}, {paper}, {frame} — {price}",
  /** A size where the site sells in inches: "16x20 in (41x51 cm)". */
  "quote.sizeInches": "{inches} in ({cm} cm)",
  "quote.sizeCentimetres": "{cm} cm",
  "quote.total": "Total: {amount} (before shipping)",
  "quote.noChoice": "no size chosen",
  "quote.addToInquiry": "Add to Inquiry",
  "quote.shippingHeading": "Shipping",
  "quote.madeToOrder":
    "Made to order in {days} business days, then shipped from {from}, tracked and insured.",
  "quote.shippingRegion": "{region}: {days} days, {cost}.",
  "quote.shippingRange": "{low} (smallest size) to {high} (largest)",
  "quote.shippingFaqQuestion": "How much does shipping cost?",
  "quote.shippingFaqAnswer":
    "It depends on the size and where the print goes. {regions} Framed prints may cost more to ship; I’ll confirm it in my quote.",
  "quote.receivingHeading": "What you receive",
  "quote.scaleHeading": "See it at scale",
  "quote.scaleIntro": "Drawn to scale on a wall, above a sofa {sofa} cm wide.",
  /** "41 × 51 cm, about a third of the sofa's width". */
  "quote.scaleWords": "{cm} cm, {share}",
  "quote.scaleAlt": "{title} at {size}, drawn to scale above a sofa",
  "scale.tenth": "about a tenth of the sofa’s width",
  "scale.eighth": "about an eighth of the sofa’s width",
  "scale.sixth": "about a sixth of the sofa’s width",
  "scale.fifth": "about a fifth of the sofa’s width",
  "scale.quarter": "about a quarter of the sofa’s width",
  "scale.third": "about a third of the sofa’s width",
  "scale.twoFifths": "about two fifths of the sofa’s width",
  "scale.half": "about half the sofa’s width",
  "scale.threeFifths": "about three fifths of the sofa’s width",
  "scale.twoThirds": "about two thirds of the sofa’s width",
  "scale.threeQuarters": "about three quarters of the sofa’s width",
  "scale.whole": "about as wide as the sofa",
  "scale.oneAndHalf": "about one and a half times the sofa’s width",

  // The contact page and its Quick Inquiry form (field names and types are the specification's).
  "contact.formHeading": "Quick Inquiry",
  "contact.detailsHeading": "Contact details",
  "contact.email": "Email",
  "contact.phone": "Phone",
  "contact.studio": "Studio",
  "contact.hours": "Hours",
  "contact.faqHeading": "Frequently asked questions",
  "form.fullName": "Full name",
  "form.email": "Email",
  "form.inquiryType": "Inquiry type",
  "form.message": "Message",
  "form.prints": "Prints in your inquiry",
  "form.choose": "Choose...",
  "form.send": "Send Inquiry",
  "form.remove": "Remove",
  "form.removeLabel": "Remove {title} from the inquiry",
  "form.soldOut": "Sold out",
  "form.checkFields": "Please check {count, plural, one {this field} other {these fields}}:",
  "form.problem": "{field}: {problem}",
  "form.honeypot": "Leave this field empty",
  "form.byEmail": "Send this inquiry by email",
  "inquiryType.print-purchase": "Print Purchase",
  "inquiryType.custom-size": "Custom Size",
  "inquiryType.bulk-order": "Bulk Order (5+ prints)",
  "inquiryType.general": "General Question",
  /** The message the form starts with; each print follows on its own line. */
  "template.greeting":
    "Hello, I'm interested in the following prints and would like to know more about their availability, sizing options and pricing:",
  "template.print": "- {title} (Ref: {reference})",
  "template.choice": " - {choice}",
  "template.soldOut": " - sold out: is there similar work, or will there be a future edition?",
  "template.thanks": "Thank you!",

  // What the form says when an inquiry was not sent; each keeps every word typed.
  "notice.rateLimited":
    "Thank you for your patience: several inquiries have just come from your connection, so this one was not sent. Please try again in {minutes, plural, one {# minute} other {# minutes}} (your message is still here), or write to {email}.",
  "notice.unsaved":
    "Sorry, your inquiry could not be saved just now, so it has not been sent. Everything you typed is still here: please try again in a few minutes, or send it by email instead.",
  "notice.tooLong":
    "This inquiry is too long to send. Please shorten the message, or write to {email}.",
  "notice.unreadable": "This inquiry could not be read. Please send it with the form below.",
  "field.formKey": "This form has expired. Please check your details and send it again.",
  "field.fullNameMissing": "Please enter your name.",
  "field.fullNameTooLong": "Please keep your name under {max, number} characters.",
  "field.fullNameControl": "Please write your name on one line, without special characters.",
  "field.email": "Please enter a valid email address, such as name@example.com.",
  "field.inquiryType": "Please choose an inquiry type.",
  "field.messageMissing": "Please write a message.",
  "field.messageTooLong": "Please keep your message under {max, number} characters.",
  "field.messageControl": "Please remove the special characters from your message.",
  "field.printsTooMany": "Please choose at most {max, number} prints per inquiry.",
  "field.printsUnknown":
    "Some prints are not in the catalogue any more and were taken off your list.",
  /** A size, paper or frame the print is not offered in (a changed price list, an old link). */
  "field.choiceUnknown":
    "{reference} is not offered with the {part} “{value}”. Please choose {offered} on its page, or say what you need in your message.",
  "field.choiceAnother": "another",
  /** The part of a choice in "is not offered with the {part} …". */
  "field.partSize": "size",
  "field.partPaper": "paper",
  "field.partFrame": "frame",
  "foreignForm.title": "This form came from another site",
  "foreignForm.text":
    "The form you sent was not on this site's own pages, so nothing was sent or kept. If you meant to write to the photographer, please use the contact page.",
  "foreignForm.link": "Go to the contact page",

  // The confirmation once an inquiry is sent.
  "sent.heading": "Thank you, your inquiry is on its way",
  "sent.replyTo": "My reply will go to {email}. {promise}.",
  "sent.promise": "{promise}.",
  "sent.printsHeading": "You asked about",
  /** Prints the confirmation had no room to recall (a very long inquiry). */
  "sent.morePrints":
    "{count, plural, one {One more print is} other {# more prints are}} in your inquiry too; my reply will give the total.",
  "sent.noPrints": "Your inquiry named no print; I’ll be glad to help you choose one.",
  "sent.portfolioLink": "Back to the portfolio",
  "sent.anotherLink": "Send another inquiry",

  // The visitor's receipt (INQUIRY_RECEIPT=on): nothing the visitor typed is in it.
  "receipt.subject": "Thank you for your inquiry",
  "receipt.thanks":
    "Thank you for your inquiry about my prints. It has reached me, and I read every one myself.",
  "receipt.printsHeading": "The prints in your inquiry",
  "receipt.noPrints": "Your inquiry named no print; I’ll be glad to help you choose one.",

  // The photographer's inquiry email.
  "inquiryMail.heading": "New inquiry from the {site} website",
  "inquiryMail.noPrints": "No prints were chosen.",
  "inquiryMail.replyHint": "Reply to this email to answer the visitor directly.",
  /** The inquiry as a mailto: link, when the site cannot keep it. */
  "mailto.subject": "Inquiry",
  "mailto.prints": "Prints:",
  /** "Inquiry: Print Purchase, LANDSCAPES-001, URBAN-003 (Jane Doe)". */
  "inquiryMail.subject": "Inquiry: {type}, {references} ({name})",
  "inquiryMail.subjectNoPrints": "Inquiry: {type} ({name})",
  "inquiryMail.moreReferences": "{references} and {count} more",
  "inquiryMail.sender": "{site} website",
  "inquiryMail.name": "Name",
  "inquiryMail.email": "Email",
  "inquiryMail.inquiryType": "Inquiry type",
  "inquiryMail.message": "Message",
  "inquiryMail.quote": "Quote",
  "inquiryMail.prints": "Prints ({count, number})",
  "inquiryMail.caption": "Caption",
  "inquiryMail.collection": "Collection",
  "inquiryMail.chosen": "Chosen",
  "inquiryMail.sizes": "Sizes",
  "inquiryMail.priceRange": "Price range",
  "inquiryMail.edition": "Edition",

  // Every email's parts: a field and its value, a list's heading (French writes "Nom : …").
  "mail.labelled": "{label}: {value}",
  "mail.listHeading": "{heading}:",

  // The weekly letter to the photographer.
  "letter.subject":
    "{site}: your week ({week}), {inquiries, plural, one {# inquiry} other {# inquiries}}{waiting, plural, =0 {} one {, # inquiry waiting for you} other {, # inquiries waiting for you}}",
  "letter.heading": "{site}: your week, {days} ({week})",
  /** "23 November 2026 to 29 November 2026". */
  "letter.days": "{first} to {last}",
  "letter.inquiries": "Inquiries: {count}",
  "letter.printInquiries": "{count, plural, one {# inquiry} other {# inquiries}}",
  /** A print's sizes asked for, each with how often: "16x20 ×2". */
  "letter.sizeCount": "{size} ×{count}",
  "letter.countsOff": "Counting is off (COUNTS=off): no views or visitors to tell.",
  "letter.visitors": "Visitors: {count} (each counted once a day)",
  "letter.views": "Print pages viewed: {count}",
  "letter.mostViewed": "Most viewed prints",
  "letter.printViews": "{count, plural, one {# view} other {# views}}",
  "letter.viewedNotAsked": "Much viewed, never asked about",
  "letter.notAdded": "{views}, not added to any inquiry",
  "letter.collections": "Collections",
  "letter.collection": "Collection",
  "letter.pageViews": "Page views",
  "letter.printViewsColumn": "Print views",
  "letter.adds": "'Add to Inquiry'",
  "letter.inquiriesColumn": "Inquiries",
  "letter.editions": "Editions",
  "letter.waiting": "Waiting for you",
  "letter.waitingSince": "{key}, in {folder}/ since {date}",
  "letter.notDelivered":
    "Not delivered to your mailbox. Run these in the site's folder on the server ({command} shows them all):",
  "letter.nothingWaiting":
    "Nothing is waiting for you: every inquiry reached your mailbox or is on its way.",
  /** Who hears of new work (npm run announce): now, and who joined and left in the week. */
  "letter.subscribers": "Subscribers to new work",
  "letter.subscriberCount": "Confirmed subscribers: {count}",
  "letter.subscriberMoves": "This week: {joined} joined, {left} left",

  // A certificate of authenticity.
  "certificate.eyebrow": "Certificate of authenticity",
  "certificate.void": "This certificate is void: the copy was withdrawn on {date}.",
  "certificate.reference": "Reference",
  /** After the reference, where the collection was renamed since the sale. */
  "certificate.soldAs": "(sold as {reference})",
  "certificate.edition": "Edition",
  /** The edition's terms under its number; `per` is "size" or "all". */
  "certificate.terms":
    "{per, select, size {An edition of {size} in each size} other {An edition of {size} across all sizes}}{proofs, plural, =0 {} one {, and # artist's proof} other {, and # artist's proofs}}",
  "certificate.medium": "Medium",
  "certificate.mediumOn": "{process} on {paper}",
  "certificate.paperWeight": "{paper}, {weight} g/m²",
  "certificate.sheetAndImage": "{sheet} sheet, image {image}",
  "certificate.size": "Size",
  "certificate.paper": "Paper",
  "certificate.frame": "Frame",
  "certificate.date": "Date of sale",
  "certificate.collector": "Collector",
  /** Who has held the copy, in order: "Ada Lovelace, from November 20, 2026". */
  "certificate.provenance": "Provenance",
  "certificate.owner": "{name}, from {date}",
  "certificate.unnamed": "Unnamed collector",
  "certificate.signature": "Signature",
  "certificate.signatureAlt": "Signature of {name}",
  "certificate.qrLabel": "QR code of this certificate's address, {url}",
  "certificate.verify": "Verify this certificate at {url}",
  "certificate.pageTitle": "Certificate of authenticity: {title}, {copy}",
  "certificate.pageDescription": "{title} ({reference}), {copy}, {size}, by {name}.",
  /** The certificate's identifier in words (its address's token, in groups): "Certificate no." */
  "certificate.number": "Certificate no.",
  "certificate.made": "Photographed",
  "certificate.register":
    "This certificate is recorded in the register of the edition that {name} keeps at {site}: its address above is the one place to verify it.",
  "certificate.voidPageTitle": "Void: certificate of authenticity for {title}, {copy}",
  /** A certificate address not in the register: its own page, not the site's 404. */
  "certificate.unknownPageTitle": "Certificate not in the register",
  "certificate.unknownTitle": "This certificate is not in {name}'s register",
  "certificate.unknownText":
    "No certificate issued by {name} has this address. Compare it, letter by letter, with the one printed on the certificate.",
  "certificate.unknownAsk":
    "To have a certificate verified, write to the studio: {email} or {contact}.",
  "certificate.unknownContact": "the contact form",
  /** A copy's number in its edition: "19 of 25". */
  "certificate.copyOf": "{number} of {size}",
  "certificate.proofOf": "Artist's proof {number} of {proofs}",
  /** The photographer's statement, unless the register writes its own. */
  "certificate.statement":
    "I, {name}, certify that this photograph is an authentic print of a limited edition of {size}{proofs, plural, =0 {} one { and # artist's proof} other { and # artist's proofs}}, printed under my supervision from my own file, numbered and signed by my hand. No other copy of this edition will be made.",
} as const;

/** The name of one of the site's words. */
export type WordKey = keyof typeof en;

/**
 * The words only the server writes (emails, the letter, the form's refusals, what a loader sends
 * already written). The browser is never sent them: they are a third of the words, and every byte
 * of a page's script costs a phone time. A browser test fails if the browser's code names one.
 */
export const serverOnlyWords = [
  "announcement",
  "edition",
  "field",
  "foreignForm",
  "inquiryMail",
  "letter",
  "mail",
  "mailto",
  "notice",
  "print",
  "receipt",
  "subscriber",
  "subscriptionMail",
] as const;

/** Whether the browser never needs `key` (its part before the first dot is server-only). */
export function serverOnly(key: string): boolean {
  return (serverOnlyWords as readonly string[]).includes(key.slice(0, key.indexOf(".")));
}

/**
 * The words one page alone shows, by their part before the first dot: About's and the
 * certificate's. Each group is written to a file of its own (words-about.json, …), which only its
 * page's modules import, so the other pages' scripts never carry it (the certificate's 36 words
 * were 0.8 kB gzipped on every page). They are said with that page's own speaker
 * (app/words/say.ts `pageSpeaker`): the site-wide `say` refuses them, at compile time.
 */
export const pageWords = ["about", "certificate"] as const;
export type PageWords = (typeof pageWords)[number];
/** One page's own words. */
export type PageWordKey<Page extends PageWords = PageWords> = Extract<WordKey, `${Page}.${string}`>;

/**
 * Which file of app/content/generated holds `key`: words-server.json, words-<page>.json for a
 * page's own words, else words.json (every page's script carries it).
 */
export function wordsFileOf(key: string): string {
  if (serverOnly(key)) return "words-server.json";
  const group = key.slice(0, key.indexOf("."));
  return (pageWords as readonly string[]).includes(group) ? `words-${group}.json` : "words.json";
}

/** A complete set of the site's words in one language. */
export type Words = Record<WordKey, string>;
