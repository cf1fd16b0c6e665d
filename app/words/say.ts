/**
 * The site's words in its language: `say("quote.addToInquiry")`, `say("viewer.position", { index:
 * 2, total: 12 })`. `npm run check` resolved them (content/words.yaml over the bundled language
 * over English) and parsed each into app/content/generated/words.json (and words-server.json); the keys and their English
 * are app/words/en.ts. Server and browser format the same words the same way, so a page hydrates
 * to exactly what the server sent.
 */
import { createElement, Fragment, isValidElement, type ReactElement, type ReactNode } from "react";
import { language as languageData, messages } from "~/content/generated/words.json";
import type { WordKey } from "~/words/en";
import { type Message, type MessageValues, speaker } from "~/words/message";
import { serverMessages } from "~/words/server-words.server";

export type { WordKey } from "~/words/en";

/** The site's language, a BCP 47 tag (content/site.yaml `language`): `<html lang>`, `Intl`. */
export const language: string = languageData;

/**
 * One of the site's words, its placeholders filled in the site's language. The server has them
 * all; the browser those it is sent (words only the server writes stay there: en.ts).
 */
export const say = speaker(
  { ...messages, ...serverMessages } as unknown as Record<WordKey, Message>,
  language,
);

/**
 * A word with elements in it (a link, a bold address), wherever the language puts them:
 * `sayWith("sent.replyTo", { email: <strong>{email}</strong>, promise })`.
 */
export function sayWith(
  key: WordKey,
  values: Record<string, string | number | Date | ReactElement>,
): ReactNode {
  const elements: ReactElement[] = [];
  const plain: MessageValues = {};
  for (const [name, value] of Object.entries(values)) {
    if (isValidElement(value)) {
      plain[name] = `\uE000${elements.length}\uE000`;
      elements.push(value);
    } else plain[name] = value as string | number | Date;
  }
  const parts = say(key, plain).split(/\uE000(\d+)\uE000/);
  return createElement(
    Fragment,
    null,
    ...parts.map((part, i) => (i % 2 === 1 ? (elements[Number(part)] ?? null) : part)),
  );
}
