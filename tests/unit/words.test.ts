import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { IntlMessageFormat } from "intl-messageformat";
import { afterEach, describe, expect, it } from "vitest";
import { de } from "~/words/de";
import { en, pageWords, type Words, wordsFileOf } from "~/words/en";
import { es } from "~/words/es";
import { fr } from "~/words/fr";
import { it as italian } from "~/words/it";
import { formatMessage, type MessageValues } from "~/words/message";
import { loadContent, nearest, problemLine } from "../../scripts/content/load";
import { parseMessage, placeholdersOf, resolveWords } from "../../scripts/content/words";

/**
 * The site's words: every bundled language complete and well formed, the site's own formatter
 * writing exactly what FormatJS's intl-messageformat writes, and `npm run check` refusing a
 * photographer's word it could not fill in, by line.
 */

const bundles: [string, Words][] = [
  ["en", en],
  ["de", de],
  ["fr", fr],
  ["es", es],
  ["it", italian],
];

/** Values for every placeholder a message names: numbers where it counts them. */
function valuesFor(text: string, n: number): MessageValues {
  const parsed = parseMessage(text);
  if ("problem" in parsed) throw new Error(parsed.problem);
  const values: MessageValues = {};
  for (const name of placeholdersOf(parsed.elements))
    values[name] = /count|max|minutes|size|proofs|number|available|total|index|year|sofa/.test(name)
      ? n
      : `«${name}»`;
  return values;
}

describe("the bundled words", () => {
  it.each(bundles)(
    "%s: a control named apart from its words starts its name with them (WCAG 2.5.3)",
    (_, words) => {
      // What a voice-control user says is what they see: the viewer's arrows show one word and
      // are named with the print's title after it.
      for (const [shown, named] of [
        ["viewer.previous", "viewer.previousLabel"],
        ["viewer.next", "viewer.nextLabel"],
      ] as const)
        expect(words[named].toLowerCase(), named).toMatch(
          new RegExp(`^${words[shown].toLowerCase()}\\b`),
        );
    },
  );

  it.each(bundles)(
    "%s: every word parses and keeps exactly the English placeholders",
    (language) => {
      const { resolved, problems } = resolveWords(language, {}, nearest);
      expect(problems).toEqual([]);
      expect(resolved?.fallbacks).toEqual([]);
      expect(Object.keys(resolved?.messages ?? {})).toEqual(Object.keys(en));
    },
  );

  it.each(bundles)(
    "%s: the site's formatter writes what intl-messageformat writes",
    (language, words) => {
      const { resolved } = resolveWords(language, {}, nearest);
      for (const [key, text] of Object.entries(words)) {
        for (const n of [0, 1, 2, 5, 21, 1250]) {
          const values = valuesFor(text, n);
          const expected = new IntlMessageFormat(text, language, undefined, {
            ignoreTag: true,
          }).format(values);
          const message = resolved?.messages[key as keyof Words];
          if (message === undefined) throw new Error(`no ${key}`);
          expect(formatMessage(message, values, language), `${language} ${key} n=${n}`).toBe(
            expected,
          );
        }
      }
    },
  );

  it("keep the specification's English texts", () => {
    expect(en["quote.addToInquiry"]).toBe("Add to Inquiry");
    expect(en["form.send"]).toBe("Send Inquiry");
    expect(en["form.choose"]).toBe("Choose...");
    expect(en["page.loading"]).toBe("Loading...");
    expect(en["viewer.imageNotFound"]).toBe("Image not found");
    expect(en["viewer.returnToCollection"]).toBe("Return to collection");
    expect(en["error.notFoundTitle"]).toBe("404");
    expect(en["error.notFoundText"]).toBe("Sorry, this page does not exist");
    expect(en["share.text"]).toBe("Check out this fine art print: {title}");
    expect(en["viewer.position"]).toBe("{index} of {total}");
    expect([
      en["inquiryType.print-purchase"],
      en["inquiryType.custom-size"],
      en["inquiryType.bulk-order"],
      en["inquiryType.general"],
    ]).toEqual(["Print Purchase", "Custom Size", "Bulk Order (5+ prints)", "General Question"]);
  });

  it("are each the language's own, not English left in", () => {
    for (const [language, words] of bundles.slice(1)) {
      const same = Object.entries(words).filter(
        ([key, text]) =>
          text === en[key as keyof Words] && /\p{L}{4}/u.test(text.replace(/\{[^}]*\}/g, "")),
      );
      // Words that are the same in the language (Zoom, Portfolio, Message, Date) are few.
      expect(same.length, `${language}: ${same.map(([k]) => k).join(", ")}`).toBeLessThan(10);
    }
  });
});

describe("a photographer's words", () => {
  const resolve = (overrides: Record<string, unknown>, language = "en") =>
    resolveWords(language, overrides, nearest);

  it("win over the bundled ones, each alone", () => {
    const { resolved } = resolve({ "quote.addToInquiry": "Anfragen" }, "de");
    expect(resolved?.messages["quote.addToInquiry"]).toBe("Anfragen");
    expect(resolved?.messages["form.send"]).toBe(de["form.send"]);
  });

  it("an unknown key gets the nearest real one", () => {
    expect(resolve({ "quote.addToInqury": "x" }).problems).toEqual([
      {
        key: "quote.addToInqury",
        message:
          '"quote.addToInqury" is not one of the site\'s words: did you mean "quote.addToInquiry"?',
      },
    ]);
  });

  it("a placeholder missing or unknown is refused, naming it", () => {
    expect(resolve({ "viewer.zoomed": "Vergrößert" }).problems.map((p) => p.message)).toEqual([
      '{title} is missing: the site fills it in (the English is "Zoomed: {title}")',
    ]);
    expect(
      resolve({ "viewer.zoomed": "Vergrößert: {titel}" }).problems.map((p) => p.message),
    ).toEqual([
      "{titel} is not a placeholder of this word: did you mean {title}?",
      '{title} is missing: the site fills it in (the English is "Zoomed: {title}")',
    ]);
  });

  it("an unreadable message says why in plain words", () => {
    expect(
      resolve({ "viewer.zoomed": "Vergrößert: {title" }).problems.map((p) => p.message),
    ).toEqual(["a { without its }: close the placeholder, or write '{' for a brace"]);
    expect(
      resolve({ "portfolio.printCount": "{count, plural, one {# Abzug}}" }).problems.map(
        (p) => p.message,
      ),
    ).toEqual(["a plural or choice needs an `other {…}` case"]);
  });

  it("a language without bundled words falls back to English, word by word, and says which", () => {
    const { resolved, problems } = resolve({ "quote.addToInquiry": "Toevoegen" }, "nl");
    expect(problems).toEqual([]);
    expect(resolved?.messages["quote.addToInquiry"]).toBe("Toevoegen");
    expect(resolved?.messages["form.send"]).toBe("Send Inquiry");
    expect(resolved?.fallbacks).toContain("form.send");
    expect(resolved?.fallbacks).not.toContain("quote.addToInquiry");
  });

  it("a region takes its language's words", () => {
    expect(resolve({}, "de-CH").resolved?.messages["form.send"]).toBe(de["form.send"]);
    expect(resolve({}, "fr-CA").resolved?.messages["form.send"]).toBe(fr["form.send"]);
  });
});

describe("the files the words are written to", () => {
  it("gives a page's own words a file of their own, which no other page's script imports", () => {
    expect(wordsFileOf("certificate.eyebrow")).toBe("words-certificate.json");
    expect(wordsFileOf("about.portraitCredit")).toBe("words-about.json");
    expect(wordsFileOf("receipt.subject")).toBe("words-server.json");
    expect(wordsFileOf("quote.addToInquiry")).toBe("words.json");
    // A group named like a page's, but another: only the part before the first dot counts.
    expect(wordsFileOf("aboutTeaser.link")).toBe("words.json");
    const files = new Set(Object.keys(en).map(wordsFileOf));
    expect([...files].sort()).toEqual(
      ["words.json", "words-server.json", ...pageWords.map((page) => `words-${page}.json`)].sort(),
    );
  });
});

describe("npm run check and content/words.yaml", () => {
  let root: string | undefined;
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true });
    root = undefined;
  });

  /** The second photographer's (German) content with a words file, in another language if given. */
  function content(words: string | undefined, language?: string): string {
    root = mkdtempSync(join(tmpdir(), "words-check-"));
    const dir = join(root, "content");
    mkdirSync(dir);
    cpSync("tests/fixtures/second-photographer", dir, { recursive: true });
    if (words !== undefined) writeFileSync(join(dir, "words.yaml"), words);
    if (language) {
      const site = join(dir, "site.yaml");
      const text = readFileSync(site, "utf8");
      writeFileSync(site, text.replace(/^language: .*$/m, `language: ${language}`));
    }
    return dir;
  }

  it("names the file, the line and the key of each mistake", async () => {
    const dir = content(
      "# my words\nquote.addToInquiry: Anfragen\nviewer.zomed: Zoom\nviewer.zoomed: Groß\n",
    );
    const { problems, words } = await loadContent(dir, { root, photographs: false });
    expect(words).toBeUndefined();
    expect(problems.map(problemLine)).toEqual([
      'content/words.yaml:3 › viewer.zomed: "viewer.zomed" is not one of the site\'s words: did you mean "viewer.zoomed"?',
      'content/words.yaml:4 › viewer.zoomed: {title} is missing: the site fills it in (the English is "Zoomed: {title}")',
    ]);
  });

  it("takes the language from site.yaml, and an empty words file changes nothing", async () => {
    const { words, problems } = await loadContent(content("# nothing yet\n", "fr"), {
      root,
      photographs: false,
    });
    expect(problems).toEqual([]);
    expect(words?.language).toBe("fr");
    expect(words?.messages["form.send"]).toBe(fr["form.send"]);
  });

  it("lists the words left in English where no translation is bundled", async () => {
    const { words, problems } = await loadContent(content(undefined, "nl"), {
      root,
      photographs: false,
    });
    expect(words?.language).toBe("nl");
    expect(problems.map(problemLine)).toEqual([
      expect.stringMatching(
        /^content\/words\.yaml: warning: no bundled translation for "nl": \d+ words stay in English until written here: nav\.home, /,
      ),
    ]);
  });

  it("refuses a language that is not a language tag", async () => {
    const { problems } = await loadContent(content(undefined, "german language"), {
      root,
      photographs: false,
    });
    expect(problems.map(problemLine)).toEqual([
      'content/site.yaml:2 › language: expected a language tag such as en, de or fr-CH, got "german language"',
    ]);
  });
});
