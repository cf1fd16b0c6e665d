import { config } from "~/config/env.server";
import { Outbox } from "~/outbox/outbox.server";
import { runOutboxCommand } from "~/outbox/outbox-command.server";

/**
 * Entry of `npm run outbox -- …`, bundled to build/outbox.js by `npm run build`: the same
 * configuration (and .env) as the server, the same outbox code.
 */
const settings = config();
process.exitCode = await runOutboxCommand(process.argv.slice(2), {
  outbox: new Outbox(settings.outboxDir),
  print: (line) => process.stdout.write(`${line}\n`),
  adopt: process.getuid?.() === 0,
});
