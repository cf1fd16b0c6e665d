/**
 * A subscription to new work, as rules: what is kept of a subscriber, when an address is mailed a
 * confirmation (once a day at most), when an unconfirmed address is forgotten (after 7 days), and
 * the token in its links. Pure: the store (subscribers.server.ts) reads and writes the files, the
 * clock is passed in.
 */

/** An unconfirmed address is forgotten this long after it was last asked for. */
export const UNCONFIRMED_FOR_MS = 7 * 24 * 3_600_000;
/** The same address asked for again within this time gets no second confirmation mail. */
export const REMAIL_AFTER_MS = 24 * 3_600_000;
/** The longest address kept (RFC 5321's path limit). */
export const MAX_ADDRESS_LENGTH = 254;

/** What is kept of one subscriber: the address, and when and with what words consent was given. */
export type Subscriber = {
  address: string;
  /** When the address was last asked for, on which page, and the consent words shown there. */
  asked: { at: string; page: string; words: string; language: string };
  /** When the visitor confirmed (the POST from the confirmation mail's link). */
  confirmed?: { at: string };
  /** Confirmation mails written for this address, and when the last one was. */
  mails: number;
  mailedAt: string;
  /** The secret half of the token in the subscriber's links (confirm, unsubscribe). */
  secret: string;
};

/** A subscriber's id: the hex name of their file, made from the address (subscribers.server.ts). */
export const ID_LENGTH = 32;
const TOKEN = new RegExp(`^([0-9a-f]{${ID_LENGTH}})([A-Za-z0-9_-]{22,64})$`);

/** The token in a subscriber's links: their id and their secret. */
export function tokenOf(id: string, subscriber: Pick<Subscriber, "secret">): string {
  return `${id}${subscriber.secret}`;
}

/** A token's id and secret, or undefined when it is not one. */
export function parseToken(token: string): { id: string; secret: string } | undefined {
  const match = TOKEN.exec(token);
  return match ? { id: match[1] as string, secret: match[2] as string } : undefined;
}

/**
 * An address as kept and compared: trimmed and in lower case (mail providers ignore the case of
 * the local part in practice, and one person must not be two subscribers). Undefined when it is
 * not an address a confirmation could be sent to.
 */
export function normalizeEmail(raw: string): string | undefined {
  const address = raw.trim().toLowerCase();
  if (address.length === 0 || address.length > MAX_ADDRESS_LENGTH) return undefined;
  // One @, something before it, a dotted domain after it, nothing that ends or folds a header.
  if (
    !/^[^\s@<>()[\]\\,;:"]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/.test(
      address,
    )
  ) {
    return undefined;
  }
  return address;
}

/** Whether an unconfirmed subscriber is past keeping (a confirmed one never is). */
export function expired(subscriber: Subscriber, now: number): boolean {
  return !subscriber.confirmed && now - Date.parse(subscriber.asked.at) >= UNCONFIRMED_FOR_MS;
}

export type Consent = { page: string; words: string; language: string };

/**
 * What asking for an address does: "new" (a record and a confirmation mail), "remail" (the record
 * asked again and another mail, a day or more after the last), or "quiet" (no mail: confirmed
 * already, or mailed within the day). The visitor is told the same in every case, so the form
 * never says whether an address is subscribed.
 */
export type Decision =
  | { action: "new" | "remail"; subscriber: Subscriber }
  | { action: "quiet"; subscriber: Subscriber };

export function decide(
  existing: Subscriber | undefined,
  request: { address: string; consent: Consent; secret: string },
  now: number,
): Decision {
  const at = new Date(now).toISOString();
  const asked = { at, ...request.consent };
  if (!existing || expired(existing, now)) {
    return {
      action: "new",
      subscriber: {
        address: request.address,
        asked,
        mails: 1,
        mailedAt: at,
        secret: request.secret,
      },
    };
  }
  if (existing.confirmed || now - Date.parse(existing.mailedAt) < REMAIL_AFTER_MS) {
    return { action: "quiet", subscriber: existing };
  }
  return {
    action: "remail",
    subscriber: { ...existing, asked, mails: existing.mails + 1, mailedAt: at },
  };
}

/** A kept record read back: undefined when the file is not one of ours (hand-edited, cut short). */
export function parseSubscriber(text: string): Subscriber | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const s = value as Partial<Subscriber> | null;
  if (
    !s ||
    typeof s.address !== "string" ||
    typeof s.secret !== "string" ||
    typeof s.mailedAt !== "string" ||
    typeof s.mails !== "number" ||
    typeof s.asked?.at !== "string" ||
    typeof s.asked.words !== "string"
  ) {
    return undefined;
  }
  return s as Subscriber;
}
