import { execFileSync } from "node:child_process";
import type { Page } from "@playwright/test";
import { aboutSizes } from "~/images/about-sizes";
import { en, type WordKey } from "~/words/en";
import { servedFixtureSite } from "../support/fixture-site";
import type { ServerProcess } from "../support/server-process.js";
import { SmtpReceiver } from "../support/smtp";
import { type Say, wordsOf } from "../support/words";
import { axeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { sendInquiry } from "./send-inquiry";

/**
 * The site made another photographer's own, in her language: Mira Okafor in Hamburg
 * (tests/fixtures/second-photographer: `language: de`, three small collections and a large archive, euros
 * written the German way, sizes in centimetres, a register with a sold and a returned copy) in
 * `content/` of a copy of the project, checked and built as `npm run build` does (without the
 * prints' pictures: the pages show their placeholders; with her portrait), and served with a
 * real SMTP server. Nothing of the sample may show, and none of the site's English words: not on
 * a page, not in an email.
 */

test.describe.configure({ mode: "serial" });
let dir: string;
let server: ServerProcess;
let say: Say;
const smtp = new SmtpReceiver();
/** Euros as a German site writes them: "60 €" (a no-break space before the sign). */
const euros = (n: number) => `${n}\u00a0€`;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  await smtp.start();
  ({ dir, server, say } = await servedFixtureSite("second-photographer", {
    SMTP_URL: smtp.url,
    INQUIRY_TO: "mira@example.com",
    INQUIRY_FROM: "inquiries@example.com",
    INQUIRY_RATE_LIMIT: "off",
    INQUIRY_RECEIPT: "on",
  }));
});

test.afterAll(async () => {
  await server?.stop("SIGKILL");
  await smtp.stop();
});

test("the portfolio shows the four collections with their counts and prices, in German", async ({
  page,
}) => {
  await page.goto(`${server.url}/portfolio`);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  const cards = page.getByRole("main").getByRole("listitem");
  await expect(cards).toHaveCount(4);
  await expect(cards.getByRole("heading", { level: 2 })).toHaveText([
    "Hafen",
    "Wald",
    "Atelier",
    "Archiv",
  ]);
  for (const [i, [count, range]] of [
    ["3 Abzüge", `${euros(60)} - ${euros(220)}`],
    ["4 Abzüge", `${euros(70)} - ${euros(140)}`],
    ["2 Abzüge", `${euros(60)} - ${euros(220)}`],
    ["60 Abzüge", `${euros(50)} - ${euros(120)}`],
  ].entries()) {
    await expect(cards.nth(i).getByText(count as string, { exact: true })).toBeVisible();
    await expect(cards.nth(i).getByText(range as string, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole("banner")).toContainText("Mira Okafor");
  await expect(page.getByRole("navigation", { name: say("nav.main") })).toContainText("Über mich");
  await expect(page.getByRole("main")).not.toContainText("$", { useInnerText: true });
  await expect(page.getByRole("contentinfo")).not.toContainText("Elena");
});

test("the About page shows her portrait, credited, and gives her exhibitions, publications, collections and awards", async ({
  page,
  request,
}) => {
  await page.goto(`${server.url}/about`);
  // Her portrait (content/portrait.jpg, 1000 x 1250) in its own ladder, in the print's place.
  const main = page.getByRole("main");
  const portrait = main.getByRole("img", { name: "Mira Okafor im Gegenlicht vor der Atelierwand" });
  await expect(portrait).toBeVisible();
  await expect(main.getByRole("img")).toHaveCount(1);
  const shown = await portrait.evaluate((img: HTMLImageElement) => ({
    width: img.getAttribute("width"),
    height: img.getAttribute("height"),
    loading: img.loading,
    fetchPriority: img.getAttribute("fetchpriority"),
    sizes: img.sizes,
    srcset: img.srcset,
    sources: [...(img.parentElement?.querySelectorAll("source") ?? [])].map(
      (s) => `${s.type} ${s.srcset}`,
    ),
    loaded: img.complete && img.naturalWidth > 0 && img.currentSrc.includes("/images/portrait/"),
    top: img.getBoundingClientRect().top,
  }));
  const rungs = (ext: string) =>
    [320, 640, 800, 960].map((w) => `/images/portrait/portrait-${w}.${fingerprint}.${ext} ${w}w`);
  const fingerprint = /portrait-320\.([0-9a-f]{10})\.jpg/.exec(shown.srcset)?.[1];
  expect(shown).toEqual({
    width: "1000",
    height: "1250",
    // The page's first picture, on a phone as beside the words: at once, first.
    loading: "eager",
    fetchPriority: "high",
    sizes: aboutSizes.portrait,
    srcset: rungs("jpg").join(", "),
    sources: [`image/avif ${rungs("avif").join(", ")}`, `image/webp ${rungs("webp").join(", ")}`],
    loaded: true,
    top: shown.top,
  });
  // On the first screen, so not lazy.
  expect(shown.top).toBeLessThan(page.viewportSize()?.height ?? 0);
  await expect(main.locator("figcaption")).toHaveText(
    say("about.portraitCredit", { name: "Jonas Brandt" }),
  );
  const file = await request.get(`${server.url}/images/portrait/portrait-640.${fingerprint}.avif`);
  expect([file.status(), file.headers()["content-type"], file.headers()["cache-control"]]).toEqual([
    200,
    "image/avif",
    "public, max-age=31536000, immutable",
  ]);
  // In the page as sent: without JavaScript the same picture (the W3C checker reads this page
  // in collection-pages.spec.ts, in one run with the archive's).
  const sent = await (await request.get(`${server.url}/about`)).text();
  expect(sent).toContain(`srcSet="${rungs("jpg").join(", ")}"`);
  expect(sent).toContain('alt="Mira Okafor im Gegenlicht vor der Atelierwand"');
  // Her description for search engines carries the portrait: the widest JPEG of its ladder.
  type Thing = { "@type"?: string; image?: unknown };
  const person = [...sent.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
    .flatMap((m) => (JSON.parse(m[1] ?? "{}") as { "@graph"?: Thing[] })["@graph"] ?? [])
    .find((thing) => thing["@type"] === "Person");
  expect(person?.image).toEqual({
    "@type": "ImageObject",
    contentUrl: expect.stringMatching(
      new RegExp(`^https?://[^/]+/images/portrait/portrait-960\\.${fingerprint}\\.jpg$`),
    ),
    width: 960,
    height: 1200,
    caption: "Mira Okafor im Gegenlicht vor der Atelierwand",
  });
  for (const [heading, entries] of [
    [
      "about.exhibitions",
      ["2024 Gezeiten, Galerie Nordlicht, Hamburg", "2021 Holz und Wasser, Kunstverein Husum"],
    ],
    ["about.publications", ["2022 Stille Häfen, Hafenbuch Verlag"]],
    ["about.collections", ["2023 Sammlung Fotografie, Altonaer Museum, Hamburg"]],
    ["about.awards", ["2020 Förderpreis Fotografie, Stadt Hamburg"]],
  ] as [WordKey, string[]][]) {
    const section = page.getByRole("region", { name: say(heading) });
    await expect(section.getByRole("heading", { level: 2 })).toHaveText(say(heading));
    await expect(section.getByRole("listitem")).toHaveText(entries);
  }
  // The optional link goes to the show's own page.
  await expect(page.getByRole("link", { name: "Gezeiten" })).toHaveAttribute(
    "href",
    "https://nordlicht.example/gezeiten",
  );
  // The sample gives none of these lists, nor a portrait: checked for access here, at both widths.
  for (const [width, height] of [
    [1440, 900],
    [375, 812],
  ] as const) {
    await page.setViewportSize({ width, height });
    expect(await axeViolations(page)).toEqual([]);
  }
});

test("the home page features their prints, from their lowest price, said once", async ({
  page,
}) => {
  await page.goto(`${server.url}/`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Häfen, Wälder, Stille");
  const items = page
    .getByRole("region", { name: say("home.featuredHeading") })
    .getByRole("listitem");
  await expect(items).toHaveCount(3);
  for (const [i, [caption, price]] of (
    [
      ["Kran im Morgengrauen", euros(60)],
      ["Buchenstämme nach dem Regen", euros(70)],
      [say("print.title", { collection: "Atelier", number: 2 }), euros(60)],
    ] as [string, string][]
  ).entries()) {
    await expect(items.nth(i)).toContainText(caption);
    // The whole price line: the word before the price is there once ("ab 60 €").
    await expect(items.nth(i).locator(".price")).toHaveText(say("home.fromPrice", { price }));
  }
});

test("a print's page sells it in centimetres and euros, and says so to search engines", async ({
  page,
}) => {
  await page.goto(`${server.url}/portfolio/harbour/HARBOUR-001`);
  await expect(page.getByText("HARBOUR-001", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("main")).toContainText("Kran im Morgengrauen");
  const table = page.getByRole("table").first();
  // Whole cells: a size or a price inside a longer text ("From 60 €") is not this one.
  for (const cell of ["30x40 cm", "70x100 cm", euros(220), euros(330)])
    await expect(table.getByText(cell, { exact: true }).first(), cell).toBeVisible();
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "de_DE");
  const graphs = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "{}")));
  const nodes = graphs.flatMap((g) => g["@graph"] ?? [g]);
  const product = nodes.find((n) => [n["@type"]].flat().includes("Product"));
  expect(product?.name).toBe("Kran im Morgengrauen");
  expect(product?.inLanguage).toBe("de");
  expect(product?.size).toEqual(["30x40 cm", "50x70 cm", "70x100 cm"]);
  expect(product?.artMedium).toBe(say("jsonLd.artMedium", { papers: "Photo Rag" }));
  expect(product?.offers).toMatchObject({
    "@type": "AggregateOffer",
    priceCurrency: "EUR",
    lowPrice: 60,
    highPrice: 220,
    offerCount: 3,
  });
  expect(product?.offers.offers[0]).toMatchObject({
    name: say("quote.sizeCentimetres", { cm: "30x40" }),
    priceCurrency: "EUR",
  });
});

test("the sitemap lists their pages and prints, and nothing of the sample", async ({ request }) => {
  const xml = await (await request.get(`${server.url}/sitemap.xml`)).text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) =>
    (m[1] as string).replace(server.url, ""),
  );
  expect(urls.filter((u) => /^\/portfolio\/[a-z]+$/.test(u))).toEqual([
    "/portfolio/harbour",
    "/portfolio/forest",
    "/portfolio/studio",
    "/portfolio/archive",
  ]);
  expect(urls.filter((u) => /^\/portfolio\/[a-z]+\/[A-Z]+-\d{3}$/.test(u))).toHaveLength(69);
  expect(xml).not.toContain("landscapes");
});

test("a gone collection or print redirects, as any unknown one", async ({ request }) => {
  const gone = await request.get(`${server.url}/portfolio/landscapes`, { maxRedirects: 0 });
  expect(gone.status()).toBe(302);
  expect(gone.headers().location).toBe("/portfolio");
  const print = await request.get(`${server.url}/portfolio/harbour/HARBOUR-004`, {
    maxRedirects: 0,
  });
  expect(print.status()).toBe(302);
  expect(print.headers().location).toBe("/portfolio/harbour");
});

test("a renamed collection's old addresses lead to the new ones for good", async ({
  request,
  page,
}) => {
  // harbour/ was hamburg/ (its formerly:), as `npm run collection -- rename` leaves it.
  const moved = async (path: string) => {
    const answer = await request.get(`${server.url}${path}`, { maxRedirects: 0 });
    return `${answer.status()} ${answer.headers().location}`;
  };
  expect(await moved("/portfolio/hamburg")).toBe("301 /portfolio/harbour");
  expect(await moved("/portfolio/hamburg/HAMBURG-002?size=30x40")).toBe(
    "301 /portfolio/harbour/HARBOUR-002?size=30x40",
  );
  expect(await moved("/portfolio/harbour/HAMBURG-003")).toBe("301 /portfolio/harbour/HARBOUR-003");
  expect(await moved("/portfolio/hamburg/HAMBURG-009")).toBe("302 /portfolio");
  // An old link to the form names the print as it is now.
  await page.goto(`${server.url}/contact?ref=HAMBURG-002`);
  await expect(page.getByText("HARBOUR-002", { exact: true }).first()).toBeVisible();
  // The copy sold before the rename: its certificate stands, and says what it was sold as.
  await page.goto(`${server.url}/certificate/kranMorgenZertifikat01`);
  await expect(
    page.getByText(`HARBOUR-001 ${say("certificate.soldAs", { reference: "HAMBURG-001" })}`),
  ).toBeVisible();
  // Signed with the photographer's own signature (signature.svg beside the content).
  const signed = page.getByRole("img", {
    name: say("certificate.signatureAlt", { name: "Mira Okafor" }),
  });
  await expect(signed).toBeVisible();
  expect(await signed.getAttribute("src")).toMatch(/^data:image\/svg\+xml;base64,/);
  // In German, with the medium in full, the image on its sheet and the edition's terms, printed
  // it is still one A5 page and one Letter page.
  await expect(page.locator(".certificate__details")).toContainText(
    "Pigmentdruck auf Hahnemühle Photo Rag, 308 g/m²",
  );
  await expect(page.locator(".certificate__details")).toContainText(
    "Blatt 50x70 cm, Bild 45x65 cm",
  );
  await page.emulateMedia({ media: "print" });
  for (const format of ["A5", "Letter"]) {
    const pdf = (await page.pdf({ format, printBackground: true })).toString("latin1");
    expect(pdf.match(/\/Type\s*\/Page(?!s)/g)?.length, format).toBe(1);
  }
});

test("an inquiry reaches them by email, in German, naming their prints in euros", async ({
  page,
}) => {
  const before = smtp.received.length;
  await sendInquiry(page, `${server.url}/contact?ref=HARBOUR-001&title=Kran`, { say });
  const mails = (await smtp.waitFor(before + 2)).slice(before);
  const mail = mails.find((m) => m.to.includes("mira@example.com"));
  expect(mail?.mail.subject).toContain("HARBOUR-001");
  expect(mail?.mail.subject).toContain(say("inquiryType.print-purchase"));
  const text = mail?.mail.text ?? "";
  expect(text).toContain("HARBOUR-001");
  expect(text).toContain("Kran im Morgengrauen");
  // Whole lines of the print's details, not words that could sit in a longer one.
  const line = (label: string, value: string) =>
    `\n    ${say("mail.labelled", { label, value })}\n`;
  expect(text).toContain(line(say("inquiryMail.sizes"), "30x40, 50x70, 70x100 cm"));
  expect(text).toContain(line(say("inquiryMail.priceRange"), `${euros(60)} - ${euros(220)}`));
  expect(text).toContain(say("inquiryMail.heading", { site: "Mira Okafor Fotografie" }));
  expect(text).not.toContain("$");
  const receipt = mails.find((m) => m.to.includes("grace@example.com"));
  expect(receipt?.mail.subject).toBe(say("receipt.subject"));
});

/**
 * Every English word of the site that German says otherwise, as the pieces a visitor would
 * read: each English message's text between its placeholders, where it holds a word of four
 * letters or more and the German message does not hold the same piece ("Portfolio", "Zoom").
 */
function englishPieces(germanOf: (key: WordKey) => string): { key: WordKey; piece: string }[] {
  const pieces: { key: WordKey; piece: string }[] = [];
  for (const [key, text] of Object.entries(en) as [WordKey, string][]) {
    const german = germanOf(key);
    // The text outside every placeholder (plurals' branches included): braces dropped whole.
    let outside = "";
    let depth = 0;
    for (const c of text) {
      if (c === "{") depth++;
      else if (c === "}") depth--;
      else outside += depth === 0 ? c : "\uE000";
    }
    for (const raw of outside.split(/\uE000+/)) {
      const piece = raw.trim().replace(/^[\s.,:;!?()'’“”-]+|[\s.,:;!?()'’“”-]+$/g, "");
      if (/\p{L}{4}/u.test(piece) && !german.includes(piece)) pieces.push({ key, piece });
    }
  }
  return pieces;
}

/** All a page says: its text (hidden parts too), its labels, alt texts, titles, what its meta
 * tags tell link previews, and the words of its JSON-LD (its values, not schema.org's names). */
function pageWords(page: Page): Promise<string> {
  return page
    .evaluate(() => {
      const parts = [document.title];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) {
        if (walker.currentNode.parentElement?.closest("script, style")) continue;
        parts.push(walker.currentNode.nodeValue ?? "");
      }
      for (const el of document.querySelectorAll("*"))
        for (const name of ["aria-label", "alt", "title", "placeholder", "label"]) {
          const value = el.getAttribute(name);
          if (value) parts.push(value);
        }
      for (const meta of document.querySelectorAll(
        'meta[name="description"], meta[name^="twitter:"], meta[property="og:title"], meta[property="og:description"], meta[property="og:site_name"], meta[property="og:image:alt"]',
      ))
        parts.push(meta.getAttribute("content") ?? "");
      // JSON-LD as written: its words are read below, in Node (jsonWords).
      for (const script of document.querySelectorAll('script[type="application/ld+json"]'))
        parts.push(`\uE001${script.textContent ?? "null"}\uE001`);
      return parts.join("\n");
    })
    .then((text) => text.replace(/\uE001([\s\S]*?)\uE001/g, (_, json: string) => jsonWords(json)));
}

/** The words of an email's or a feed's HTML, without its tags and styles. */
const htmlWords = (html: string) =>
  html.replace(/<style[\s\S]*?<\/style>/g, " ").replace(/<[^>]+>/g, " ");

/** A JSON text's string values (a feed, the manifest, JSON-LD), not its field names or `@` ones. */
function jsonWords(text: string): string {
  const values = (node: unknown): string[] =>
    typeof node === "string"
      ? [node]
      : Array.isArray(node)
        ? node.flatMap(values)
        : node && typeof node === "object"
          ? Object.entries(node).flatMap(([key, v]) => (key.startsWith("@") ? [] : values(v)))
          : [];
  return values(JSON.parse(text)).join("\n");
}

test("no page, email or letter says any of the site's English words", async ({ page, request }) => {
  test.setTimeout(120_000);
  const words = wordsOf(dir);
  const pieces = englishPieces((key) => {
    // The German text of a word, outside and inside its placeholders' branches.
    const m = words.messages[key];
    return typeof m === "string" ? m : JSON.stringify(m);
  });
  // Enough of them to mean something: the check sees every page's words.
  expect(pieces.length).toBeGreaterThan(200);
  const said: { where: string; text: string }[] = [];

  // Every page the sitemap lists, and the pages it does not: a 404, the form with a print, the
  // form refused, the confirmation, a certificate, a void one, a forged one, another site's form.
  const xml = await (await request.get(`${server.url}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) =>
    (m[1] as string).replace(server.url, ""),
  );
  // The archive's prints after its first say what every other print says: one of them is read.
  const pages = paths.filter((path) => !/^\/portfolio\/archive\/ARCHIVE-(?!001$)/.test(path));
  expect(paths.length - pages.length).toBe(59);
  for (const path of [
    ...pages,
    "/gibt-es-nicht",
    "/contact?ref=HARBOUR-001&title=Kran",
    "/certificate/kranMorgenZertifikat01",
    "/certificate/kranMorgenZuruckgegeben",
    "/certificate/gefaelschtesZertifikat",
  ]) {
    await page.goto(`${server.url}${path}`);
    said.push({ where: path, text: await pageWords(page) });
  }
  await page.goto(`${server.url}/contact?ref=HARBOUR-001&title=Kran`);
  await page.getByLabel(say("form.fullName")).fill(" ");
  await page.getByLabel(say("form.email"), { exact: true }).fill("a@b");
  await page
    .getByLabel(say("form.inquiryType"))
    .selectOption({ label: say("inquiryType.print-purchase") });
  await page.getByLabel(say("form.message")).fill(" ");
  await page.getByRole("button", { name: say("form.send") }).click();
  await expect(page.getByRole("alert")).toContainText(say("field.fullNameMissing"));
  said.push({ where: "the refused form", text: await pageWords(page) });
  await sendInquiry(page, `${server.url}/contact?ref=HARBOUR-001&title=Kran`, { say });
  said.push({ where: "the confirmation", text: await pageWords(page) });
  const foreign = await request.post(`${server.url}/contact`, {
    headers: { Origin: "https://elsewhere.example" },
    form: { fullName: "x" },
  });
  said.push({ where: "another site's form", text: htmlWords(await foreign.text()) });
  const file = async (path: string) => (await request.get(`${server.url}${path}`)).text();
  said.push({ where: "/feed.xml", text: htmlWords(await file("/feed.xml")) });
  said.push({ where: "/feed.json", text: jsonWords(await file("/feed.json")) });
  said.push({
    where: "/manifest.webmanifest",
    text: jsonWords(await file("/manifest.webmanifest")),
  });

  // The emails: the photographer's, the visitor's receipt, and the weekly letter.
  const mails = await smtp.waitFor(2);
  for (const { mail } of mails)
    said.push({
      where: `the email "${mail.subject}"`,
      text: [mail.subject, mail.text, htmlWords(String(mail.html))].join("\n"),
    });
  const letter = execFileSync(process.execPath, ["build/letter.js", "--preview"], {
    cwd: dir,
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      SITE_URL: server.url,
      INQUIRY_TO: "mira@example.com",
    },
  }).toString();
  said.push({ where: "the weekly letter", text: letter });

  const english = said.flatMap(({ where, text }) =>
    pieces
      .filter(({ piece }) =>
        new RegExp(
          `(?<!\\p{L})${piece.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?!\\p{L})`,
          "u",
        ).test(text),
      )
      .map(({ key, piece }) => `${where}: "${piece}" (${key})`),
  );
  expect(english).toEqual([]);
});
