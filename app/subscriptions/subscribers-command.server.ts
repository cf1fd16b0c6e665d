import type { SubscriberStore } from "~/subscriptions/subscribers.server";
import { subscribersCsv } from "~/subscriptions/subscribers-csv";
import { UNCONFIRMED_FOR_MS } from "~/subscriptions/subscription";

/**
 * `npm run subscribers -- list | export [--all]`: who hears of new work, for the photographer.
 *
 *   list            one line per subscriber: the address, confirmed or waiting, the dates
 *   export          the confirmed subscribers as CSV on standard output, to import elsewhere
 *   export --all    with those still waiting for their confirmation (confirmed_at empty)
 */

export type SubscribersCommandContext = {
  store: Pick<SubscriberStore, "list">;
  /** One line of the listing. */
  print: (line: string) => void;
  /** The CSV, as it is. */
  write: (text: string) => void;
};

export const SUBSCRIBERS_USAGE = [
  "npm run subscribers -- list            every subscriber: address, confirmed or waiting, dates",
  "npm run subscribers -- export [--all]  the confirmed ones as CSV (--all: the waiting ones too)",
];

const day = (iso: string) => iso.slice(0, 10);

export async function runSubscribersCommand(
  args: readonly string[],
  context: SubscribersCommandContext,
): Promise<number> {
  const [command, ...rest] = args;
  const all = command === "export" && rest.length === 1 && rest[0] === "--all";
  if (!(command === "list" || command === "export") || (rest.length > 0 && !all)) {
    for (const line of SUBSCRIBERS_USAGE) context.print(line);
    return 2;
  }
  const listed = await context.store.list();
  if (command === "export") {
    const chosen = listed.filter((l) => all || l.subscriber.confirmed);
    context.write(subscribersCsv(chosen.map((l) => l.subscriber)));
    return 0;
  }
  if (listed.length === 0) {
    context.print("No subscribers yet.");
    return 0;
  }
  const width = Math.max(...listed.map((l) => l.subscriber.address.length));
  let confirmed = 0;
  for (const { subscriber } of listed) {
    const state = subscriber.confirmed
      ? `confirmed ${day(subscriber.confirmed.at)}`
      : `waiting   forgotten after ${day(new Date(Date.parse(subscriber.asked.at) + UNCONFIRMED_FOR_MS).toISOString())}`;
    if (subscriber.confirmed) confirmed += 1;
    context.print(
      `${subscriber.address.padEnd(width)}  asked ${day(subscriber.asked.at)} on ${subscriber.asked.page}  ${state}`,
    );
  }
  const waiting = listed.length - confirmed;
  context.print(
    `${listed.length} ${listed.length === 1 ? "subscriber" : "subscribers"}: ${confirmed} confirmed, ${waiting} waiting for their confirmation.`,
  );
  return 0;
}
