/**
 * The site's words in its language: `say("quote.addToInquiry")`, `say("viewer.position", { index:
 * 2, total: 12 })`. `npm run check` resolved them (content/words.yaml over the bundled language
 * over English) and parsed each into app/content/generated/words.json (and words-server.json, and
 * a file per page for the words one page alone shows); the keys and their English are
 * app/words/en.ts. Server and browser format the same words the same way, so a page hydrates to
 * exactly what the server sent.
 */
import { createElement, Fragment, isValidElement, type ReactElement, type ReactNode } from "react";
import { language as languageData, messages } from "~/content/generated/words.json";
import type { PageWordKey, PageWords, WordKey } from "~/words/en";
import { type Message, type MessageValues, speaker } from "~/words/message";
import { serverMessages } from "~/words/server-words.server";

export type { WordKey } from "~/words/en";

/** The site's language, a BCP 47 tag (content/site.yaml `language`): `<html lang>`, `Intl`. */
export const language: string = languageData;

/** A word any page may say: one page's own words have that page's speaker (pageSpeaker). */
export type SharedWordKey = Exclude<WordKey, PageWordKey>;

type Speaker<Key extends WordKey> = (key: Key, values?: MessageValues) => string;

/**
 * One of the site's words, its placeholders filled in the site's language. The server has them
 * all but the pages' own (pageSpeaker); the browser those it is sent (words only the server
 * writes stay there: en.ts).
 */
export const say: Speaker<SharedWordKey> = speaker(
  { ...messages, ...serverMessages } as unknown as Record<SharedWordKey, Message>,
  language,
);

/**
 * The speaker of one page's own words (en.ts `pageWords`), from their file, which the page's
 * module imports: `pageSpeaker<"about">(aboutWords)`, on the server as in that page's script.
 */
export function pageSpeaker<Page extends PageWords>(
  words: Record<string, unknown>,
): Speaker<PageWordKey<Page>> {
  return speaker(words as Record<PageWordKey<Page>, Message>, language);
}

/**
 * A word with elements in it (a link, a bold address), wherever the language puts them:
 * `sayWith("sent.replyTo", { email: <strong>{email}</strong>, promise })`; a page's own word
 * with that page's speaker: `sayWith("certificate.verify", { url }, sayCertificate)`.
 */
export function sayWith<Key extends WordKey = SharedWordKey>(
  key: Key,
  values: Record<string, string | number | Date | ReactElement>,
  speak: Speaker<Key> = say as Speaker<Key>,
): ReactNode {
  const elements: ReactElement[] = [];
  const plain: MessageValues = {};
  for (const [name, value] of Object.entries(values)) {
    if (isValidElement(value)) {
      plain[name] = `\uE000${elements.length}\uE000`;
      elements.push(value);
    } else plain[name] = value as string | number | Date;
  }
  const parts = speak(key, plain).split(/\uE000(\d+)\uE000/);
  return createElement(
    Fragment,
    null,
    ...parts.map((part, i) => (i % 2 === 1 ? (elements[Number(part)] ?? null) : part)),
  );
}
