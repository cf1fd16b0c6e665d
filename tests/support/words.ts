/**
 * The site's words as the build under test resolved them (app/content/generated/words.json), for
 * browser tests: they find controls by the words themselves, so a translation cannot break them.
 * (Read from the file: Playwright's loader cannot import JSON without an import attribute.)
 */
import { readFileSync } from "node:fs";
import type { WordKey } from "~/words/en";
import { type Message, speaker } from "~/words/message";

const built = JSON.parse(readFileSync("app/content/generated/words.json", "utf8")) as {
  language: string;
  messages: Record<WordKey, Message>;
};

/** One of the built site's words, filled in as the site fills it. */
export const say = speaker(built.messages, built.language);
