/**
 * The site's words as a build resolved them (app/content/generated/words*.json), for browser
 * tests: they find controls by the words themselves, so a translation cannot break them.
 * (Read from the file: Playwright's loader cannot import JSON without an import attribute.)
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pageWords, type WordKey } from "~/words/en";
import { type Message, type MessageValues, speaker } from "~/words/message";

export type Say = (key: WordKey, values?: MessageValues) => string;

type Built = { language: string; messages: Record<WordKey, Message> };

/** The words of the build in `dir` (a project folder), filled in as that site fills them. */
export function wordsOf(dir: string): {
  language: string;
  messages: Record<WordKey, Message>;
  say: Say;
} {
  const read = (file: string) =>
    JSON.parse(readFileSync(join(dir, "app/content/generated", file), "utf8")) as Built;
  // What every page is sent, the words only the server writes (emails, refusals), and each
  // page's own (app/words/en.ts `pageWords`).
  const browser = read("words.json");
  const messages = Object.assign(
    { ...browser.messages, ...read("words-server.json").messages },
    ...pageWords.map((page) => read(`words-${page}.json`).messages),
  ) as Record<WordKey, Message>;
  return { language: browser.language, messages, say: speaker(messages, browser.language) };
}

/** One of the words of the build under test (the sample's), filled in as the site fills it. */
export const say: Say = wordsOf(".").say;

/** `text` as a regular expression's source that matches it literally (a word inside a pattern). */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
