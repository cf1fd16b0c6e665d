/**
 * The site's words as a build resolved them (app/content/generated/words*.json), for browser
 * tests: they find controls by the words themselves, so a translation cannot break them.
 * (Read from the file: Playwright's loader cannot import JSON without an import attribute.)
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { WordKey } from "~/words/en";
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
  // What the browser is sent, and the words only the server writes (emails, refusals).
  const browser = read("words.json");
  const messages = { ...browser.messages, ...read("words-server.json").messages };
  return { language: browser.language, messages, say: speaker(messages, browser.language) };
}

/** One of the words of the build under test (the sample's), filled in as the site fills it. */
export const say: Say = wordsOf(".").say;

/** `text` as a regular expression's source that matches it literally (a word inside a pattern). */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
