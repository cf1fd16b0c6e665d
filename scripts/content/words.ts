/**
 * The site's own words for one language: the photographer's `content/words.yaml` over the bundled
 * translation of `language` (app/words/bundles.ts) over English (app/words/en.ts), each message
 * parsed once here with FormatJS's ICU parser so the site only fills them in (app/words/message.ts).
 * Build time only.
 */
import { type MessageFormatElement, parse, TYPE } from "@formatjs/icu-messageformat-parser";
import { bundleFor } from "~/words/bundles";
import { en, type WordKey } from "~/words/en";
import type { Message, MessagePart } from "~/words/message";

export const WORDS_FILE = "words.yaml";

/** A word as the resolver reports it: which key, what was wrong, in the photographer's words. */
export type WordProblem = { key: string; message: string; warning?: boolean };

/** Every placeholder a message names (`{title}`, `{count, plural, …}`), nested ones too. */
export function placeholdersOf(elements: MessageFormatElement[]): Set<string> {
  const names = new Set<string>();
  const visit = (list: MessageFormatElement[]) => {
    for (const e of list) {
      if (e.type === TYPE.literal || e.type === TYPE.pound || e.type === TYPE.tag) continue;
      names.add(e.value);
      if (e.type === TYPE.select || e.type === TYPE.plural)
        for (const option of Object.values(e.options)) visit(option.value);
    }
  };
  visit(elements);
  return names;
}

/** FormatJS's tree as the site keeps it: without positions, a plain message as its text. */
function compact(elements: MessageFormatElement[]): Message {
  if (elements.length === 0) return "";
  if (elements.length === 1 && elements[0]?.type === TYPE.literal) return elements[0].value;
  const strip = (list: MessageFormatElement[]): MessagePart[] =>
    list.map((e): MessagePart => {
      switch (e.type) {
        case TYPE.literal:
          return { type: 0, value: e.value };
        case TYPE.argument:
          return { type: 1, value: e.value };
        case TYPE.number:
        case TYPE.date:
        case TYPE.time:
          return {
            type: e.type,
            value: e.value,
            style: typeof e.style === "string" ? e.style : null,
          };
        case TYPE.select:
          return { type: 5, value: e.value, options: options(e.options) };
        case TYPE.plural:
          return {
            type: 6,
            value: e.value,
            options: options(e.options),
            offset: e.offset,
            pluralType: e.pluralType,
          };
        case TYPE.pound:
          return { type: 7 };
        default:
          // Tags are off (`ignoreTag`): `<b>` stays literal text.
          return { type: 0, value: "" };
      }
    });
  const options = (o: Record<string, { value: MessageFormatElement[] }>) =>
    Object.fromEntries(Object.entries(o).map(([k, v]) => [k, { value: strip(v.value) }]));
  return strip(elements);
}

/** Parses one message, or says in plain words why it cannot be read. */
export function parseMessage(
  text: string,
): { elements: MessageFormatElement[] } | { problem: string } {
  try {
    return { elements: parse(text, { ignoreTag: true, requiresOtherClause: true }) };
  } catch (error) {
    const kind = String((error as Error).message);
    const words: Record<string, string> = {
      EXPECT_ARGUMENT_CLOSING_BRACE:
        "a { without its }: close the placeholder, or write '{' for a brace",
      EMPTY_ARGUMENT: "an empty {}: write a placeholder's name in it, or '{}' for braces",
      MALFORMED_ARGUMENT: "a placeholder's name may hold only letters, digits and _",
      UNMATCHED_CLOSING_BRACE: "a } without its {: write '}' for a brace",
      MISSING_OTHER_CLAUSE: "a plural or choice needs an `other {…}` case",
      INVALID_PLURAL_ARGUMENT_SELECTOR:
        "a plural's cases are zero, one, two, few, many, other or =N",
      UNCLOSED_QUOTE_IN_ARGUMENT_STYLE: "a quote ' is not closed",
    };
    return { problem: words[kind] ?? `not a readable message (${kind.toLowerCase()})` };
  }
}

export type ResolvedWords = {
  language: string;
  messages: Record<WordKey, Message>;
  /** Keys still in English because no translation for the language is bundled or written. */
  fallbacks: WordKey[];
};

/**
 * The words for `language` with the photographer's `overrides` (keys as in en.ts). Every problem
 * names its key; `resolved` is set when none is more than a warning.
 */
export function resolveWords(
  language: string,
  overrides: Record<string, unknown>,
  nearest: (word: string, known: readonly string[]) => string | undefined,
): { resolved?: ResolvedWords; problems: WordProblem[] } {
  const problems: WordProblem[] = [];
  const keys = Object.keys(en) as WordKey[];
  const bundle = bundleFor(language);
  const messages = {} as Record<WordKey, Message>;
  const fallbacks: WordKey[] = [];

  for (const [key, value] of Object.entries(overrides)) {
    if (!(key in en)) {
      const suggestion = nearest(key, keys);
      problems.push({
        key,
        message: suggestion
          ? `"${key}" is not one of the site's words: did you mean "${suggestion}"?`
          : `"${key}" is not one of the site's words (content/schema/words.json lists them all)`,
      });
    } else if (typeof value !== "string" && typeof value !== "number")
      problems.push({ key, message: "expected the word's text on the same line, after the colon" });
  }

  for (const key of keys) {
    const english = en[key];
    const own = overrides[key];
    const written = typeof own === "string" || typeof own === "number" ? String(own) : undefined;
    const text = written ?? bundle?.[key] ?? english;
    if (written === undefined && !bundle?.[key] && language.split("-")[0] !== "en")
      fallbacks.push(key);
    const parsed = parseMessage(text);
    if ("problem" in parsed) {
      problems.push({ key, message: parsed.problem });
      continue;
    }
    const wanted = placeholdersOf(parse(english, { ignoreTag: true }) as MessageFormatElement[]);
    const used = placeholdersOf(parsed.elements);
    for (const name of used)
      if (!wanted.has(name)) {
        const suggestion = nearest(name, [...wanted]);
        problems.push({
          key,
          message: `{${name}} is not a placeholder of this word${
            wanted.size === 0
              ? ": it has none"
              : suggestion
                ? `: did you mean {${suggestion}}?`
                : `: it has ${[...wanted].map((w) => `{${w}}`).join(", ")}`
          }`,
        });
      }
    for (const name of wanted)
      if (!used.has(name))
        problems.push({
          key,
          message: `{${name}} is missing: the site fills it in (the English is "${english}")`,
        });
    messages[key] = compact(parsed.elements);
  }
  if (problems.some((p) => !p.warning)) return { problems };
  return { resolved: { language, messages, fallbacks }, problems };
}
