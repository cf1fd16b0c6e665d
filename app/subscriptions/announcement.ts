import { type Print, viewerPath } from "~/catalog/catalog";
import { basePrices } from "~/catalog/specification";

/**
 * An announcement of new prints, as rules: which prints are new since the last one, what the
 * command's arguments ask for, what a letter says of each print, and the header fields that let a
 * mail program unsubscribe in one click (RFC 2369, RFC 8058). Pure: announce.server.ts reads the
 * catalogue, the subscribers and the record of what was announced, and writes the letters.
 */

/** A print as the letter shows it: its words, its page, each size with its price. */
export type AnnouncedPrint = {
  reference: string;
  title: string;
  alt: string;
  collectionTitle: string;
  /** The viewer page's path. */
  path: string;
  /** Each size with its price with the first paper and frame, as the print's page starts. */
  sizes: { size: string; price: number }[];
};

export function announcedPrint(print: Print): AnnouncedPrint {
  return {
    reference: print.reference,
    title: print.title,
    alt: print.alt,
    collectionTitle: print.collectionTitle,
    path: viewerPath(print),
    sizes: basePrices(print.specification),
  };
}

/** The prints of `current` (in its order) that are neither announced nor known before. */
export function newReferences(current: readonly string[], known: readonly string[]): string[] {
  const seen = new Set(known);
  return current.filter((reference) => !seen.has(reference));
}

/** The references asked for that the catalogue does not have, in the order asked. */
export function unknownReferences(asked: readonly string[], current: readonly string[]): string[] {
  const have = new Set(current);
  return asked.filter((reference) => !have.has(reference));
}

/**
 * The name an announcement's id is made from: its references in order and its note, so the same
 * prints with the same note are the same announcement (its letters written once), whichever
 * process sends it and however often.
 */
export function announcementName(references: readonly string[], note: string | undefined): string {
  return `${[...new Set(references)].sort().join(",")}\n${note ?? ""}`;
}

export const ANNOUNCE_USAGE = [
  'npm run announce -- --preview [--prints REF,REF…] [--note "…"]   shows the letter, writes nothing',
  'npm run announce -- --send [--prints REF,REF…] [--note "…"]      writes one letter per confirmed subscriber',
  "Without --prints: the prints added since the last announcement.",
];

/** The longest note the photographer may add: a few sentences, not a second letter. */
export const MAX_NOTE_LENGTH = 1000;

export type AnnounceRequest = {
  mode: "preview" | "send";
  /** The prints named with --prints, in the order named (none: the new ones). */
  prints?: string[];
  note?: string;
};

/** The command's arguments, or what is wrong with them. */
export function parseAnnounceArgs(args: readonly string[]): AnnounceRequest | { problem: string } {
  let mode: AnnounceRequest["mode"] | undefined;
  let prints: string[] | undefined;
  let note: string | undefined;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] as string;
    // "--note=…" as well as "--note …".
    const equals = arg.startsWith("--") ? arg.indexOf("=") : -1;
    const name = equals > 0 ? arg.slice(0, equals) : arg;
    let given = equals > 0 ? arg.slice(equals + 1) : undefined;
    if ((name === "--prints" || name === "--note") && given === undefined) {
      i += 1;
      given = args[i];
      if (given === undefined) return { problem: `${name} needs a value` };
    }
    if (name === "--preview" || name === "--send") {
      const asked = name === "--preview" ? "preview" : "send";
      if (mode && mode !== asked) return { problem: "Either --preview or --send, not both." };
      mode = asked;
    } else if (name === "--prints") {
      const named = (given ?? "")
        .split(",")
        .map((r) => r.trim().toUpperCase())
        .filter(Boolean);
      if (named.length === 0) return { problem: "--prints needs references: --prints REF,REF" };
      prints = [...new Set([...(prints ?? []), ...named])];
    } else if (name === "--note") {
      note = (given ?? "").trim();
    } else {
      return { problem: `Unknown argument: ${arg}` };
    }
  }
  if (!mode) return { problem: "Say --preview or --send." };
  if (note !== undefined && note.length > MAX_NOTE_LENGTH) {
    return { problem: `The note is ${note.length} characters; at most ${MAX_NOTE_LENGTH}.` };
  }
  return { mode, ...(prints ? { prints } : {}), ...(note ? { note } : {}) };
}

/**
 * The header fields that let a mail program offer "Unsubscribe": an https address whose POST
 * ends the subscription at once (RFC 8058's one click), and a mailto to the photographer with the
 * subscriber's token in its subject, for a program that only writes mail. Values already
 * header-safe: a URL and an address never hold a line break or an angle bracket.
 */
export function unsubscribeHeaders(
  unsubscribeUrl: string,
  mailto: { address: string; token: string },
): Record<string, string> {
  const subject = encodeURIComponent(`unsubscribe ${mailto.token}`);
  return {
    "List-Unsubscribe": `<${unsubscribeUrl}>, <mailto:${mailto.address}?subject=${subject}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}
