import { config } from "~/config/env.server";
import { Outbox } from "~/outbox/outbox.server";
import { runOutboxCommand } from "~/outbox/outbox-command.server";
import { SubscriberStore, subscriberId } from "~/subscriptions/subscribers.server";

/**
 * Entry of `npm run outbox -- …`, bundled to build/outbox.js by `npm run build`: the same
 * configuration (and .env) as the server, the same outbox code, and the subscribers, so that
 * `find` and `erase` reach everything the site keeps of one address.
 */
const settings = config();
const subscribers = new SubscriberStore(settings.subscribersDir);
process.exitCode = await runOutboxCommand(process.argv.slice(2), {
  outbox: new Outbox(settings.outboxDir),
  print: (line) => process.stdout.write(`${line}\n`),
  adopt: process.getuid?.() === 0,
  records: [
    {
      what: "subscriber and consent record",
      find: async (address) => (await subscribers.read(subscriberId(address))) !== undefined,
      erase: (address) => subscribers.erase(address),
    },
  ],
});
