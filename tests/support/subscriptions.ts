import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { ReceivedMail } from "./smtp";

/** What the tests read of a site's subscribers: the records under its SUBSCRIBERS_DIR. */
export type KeptSubscriber = {
  id: string;
  address: string;
  confirmed?: { at: string };
  secret: string;
  asked: { at: string; page: string; words: string; language: string };
};

export function keptSubscribers(dir: string): KeptSubscriber[] {
  let names: string[] = [];
  try {
    // A subscriber's file is named by its hex id (announced.json beside them is not one).
    names = readdirSync(dir).filter((n) => /^[0-9a-f]+\.json$/.test(n));
  } catch {
    return [];
  }
  return names.map((name) => ({
    id: name.slice(0, -5),
    ...(JSON.parse(readFileSync(join(dir, name), "utf8")) as Omit<KeptSubscriber, "id">),
  }));
}

/** The confirmation link a received mail carries (its text part). */
export function confirmationLink(mail: ReceivedMail | undefined): string {
  const link = /https?:\/\/\S+\/subscribe\/[0-9a-f]{32}[\w-]+/.exec(mail?.mail.text ?? "")?.[0];
  if (!link) throw new Error(`no confirmation link in:\n${mail?.mail.text}`);
  return link;
}

/** A "hear of new work" form as a browser without JavaScript sends it. */
export function subscribeForm(email: string, extra: Record<string, string> = {}): URLSearchParams {
  return new URLSearchParams({ email, page: "/about", website: "", ...extra });
}
