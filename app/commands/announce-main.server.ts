import { servedCatalog } from "~/catalog/catalog.server";
import { config } from "~/config/env.server";
import { photographer } from "~/content/site";
import { inquiryRecipient } from "~/inquiry/recipient";
import { Outbox } from "~/outbox/outbox.server";
import { runAnnounce } from "~/subscriptions/announce.server";
import { SubscriberStore } from "~/subscriptions/subscribers.server";

/**
 * Entry of `npm run announce -- …`, bundled to build/announce.js by `npm run build`: the same
 * configuration (and .env), catalogue, outbox and subscribers as the server, which sends what it
 * writes.
 *
 *   npm run announce -- --preview [--prints REF,REF…] [--note "…"]   the letter, nothing written
 *   npm run announce -- --send [--prints REF,REF…] [--note "…"]      one letter per subscriber
 */
const settings = config();
process.exitCode = await runAnnounce(process.argv.slice(2), {
  store: new SubscriberStore(settings.subscribersDir, { timeZone: settings.timeZone }),
  outbox: new Outbox(settings.outboxDir),
  site: {
    siteUrl: settings.siteUrl,
    siteName: photographer.siteName,
    from: settings.inquiryFrom,
    to: inquiryRecipient(settings),
  },
  collections: servedCatalog(),
  perMinute: settings.announcePerMinute,
  mailOn: settings.smtpUrl !== undefined,
  print: (line) => process.stdout.write(`${line}\n`),
});
