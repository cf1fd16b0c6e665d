import { config } from "~/config/env.server";
import { SubscriberStore } from "~/subscriptions/subscribers.server";
import { runSubscribersCommand } from "~/subscriptions/subscribers-command.server";

/**
 * Entry of `npm run subscribers -- list | export`, bundled to build/subscribers.js by
 * `npm run build`: the same configuration (and .env) and SUBSCRIBERS_DIR as the server.
 * npm prints two lines of its own first on standard output, so a file is written with
 * `npm run --silent subscribers -- export > subscribers.csv`.
 */
const settings = config();
process.exitCode = await runSubscribersCommand(process.argv.slice(2), {
  store: new SubscriberStore(settings.subscribersDir),
  print: (line) => process.stdout.write(`${line}\n`),
  write: (text) => process.stdout.write(text),
});
