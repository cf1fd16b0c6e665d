/**
 * Formats one of the site's words: an ICU message that `npm run check` has already parsed (with
 * FormatJS's parser, scripts/content/words.ts) into the tree below, so the browser carries neither
 * the parser nor a formatting library; plurals, numbers and dates come from the platform's `Intl`
 * in the site's language. A message without a placeholder stays a plain string.
 *
 * The tree is FormatJS's (its `type` numbers): literal 0, argument 1, number 2, date 3, time 4,
 * select 5, plural 6, `#` 7. tests/unit/words.test.ts holds this formatter to intl-messageformat's
 * output for every bundled message.
 */

export type MessagePart =
  | { type: 0; value: string }
  | { type: 1; value: string }
  | { type: 2 | 3 | 4; value: string; style?: string | null }
  | { type: 5; value: string; options: Record<string, { value: MessagePart[] }> }
  | {
      type: 6;
      value: string;
      options: Record<string, { value: MessagePart[] }>;
      offset?: number;
      pluralType?: "cardinal" | "ordinal";
    }
  | { type: 7 };

/** A parsed message: its text where it has no placeholder, else its parts. */
export type Message = string | MessagePart[];

/** What fills a message's placeholders. */
export type MessageValues = Record<string, string | number | Date>;

const plurals = new Map<string, Intl.PluralRules>();
const numbers = new Map<string, Intl.NumberFormat>();
const dates = new Map<string, Intl.DateTimeFormat>();

function cached<T>(map: Map<string, T>, key: string, make: () => T): T {
  let value = map.get(key);
  if (!value) {
    value = make();
    map.set(key, value);
  }
  return value;
}

const DATE_STYLES = new Set(["short", "medium", "long", "full"]);

function formatNumber(value: unknown, locale: string, style?: string | null): string {
  const n = Number(value);
  const options: Intl.NumberFormatOptions = style === "percent" ? { style: "percent" } : {};
  return cached(
    numbers,
    `${locale}|${style ?? ""}`,
    () => new Intl.NumberFormat(locale, options),
  ).format(n);
}

function formatDate(value: unknown, locale: string, type: 3 | 4, style?: string | null): string {
  const date = value instanceof Date ? value : new Date(String(value));
  const chosen = style && DATE_STYLES.has(style) ? style : type === 3 ? "medium" : "short";
  const options: Intl.DateTimeFormatOptions =
    type === 3
      ? { dateStyle: chosen as Intl.DateTimeFormatOptions["dateStyle"], timeZone: "UTC" }
      : { timeStyle: chosen as Intl.DateTimeFormatOptions["timeStyle"] };
  return cached(
    dates,
    `${locale}|${type}|${chosen}`,
    () => new Intl.DateTimeFormat(locale, options),
  ).format(date);
}

function parts(
  message: MessagePart[],
  values: MessageValues,
  locale: string,
  pound?: string,
): string {
  let out = "";
  for (const part of message) {
    switch (part.type) {
      case 0:
        out += part.value;
        break;
      case 1: {
        const value = values[part.value];
        // A placeholder left unfilled shows as written, so a page or a test sees the slip.
        out += value === undefined ? `{${part.value}}` : String(value);
        break;
      }
      case 2:
        out += formatNumber(values[part.value], locale, part.style);
        break;
      case 3:
      case 4:
        out += formatDate(values[part.value], locale, part.type, part.style);
        break;
      case 5: {
        const chosen = part.options[String(values[part.value])] ?? part.options.other;
        out += chosen ? parts(chosen.value, values, locale, pound) : "";
        break;
      }
      case 6: {
        const n = Number(values[part.value]) - (part.offset ?? 0);
        const exact = part.options[`=${Number(values[part.value])}`];
        const rules = cached(
          plurals,
          `${locale}|${part.pluralType ?? "cardinal"}`,
          () => new Intl.PluralRules(locale, { type: part.pluralType ?? "cardinal" }),
        );
        const chosen = exact ?? part.options[rules.select(n)] ?? part.options.other;
        out += chosen ? parts(chosen.value, values, locale, formatNumber(n, locale)) : "";
        break;
      }
      case 7:
        out += pound ?? "#";
        break;
    }
  }
  return out;
}

/** The message with its placeholders filled, in `locale`'s plurals, numbers and dates. */
export function formatMessage(message: Message, values: MessageValues, locale: string): string {
  return typeof message === "string" ? message : parts(message, values, locale);
}

/** Fills in the site's words: `say(key, values)` over one language's parsed messages. */
export function speaker<Key extends string>(
  messages: Record<Key, Message>,
  locale: string,
): (key: Key, values?: MessageValues) => string {
  return (key, values = {}) => formatMessage(messages[key] ?? `{${key}}`, values, locale);
}
