#!/usr/bin/env node
/**
 * `npm run edition`: the register of sold copies (scripts/content/edition-cli.ts), which shares
 * the register's rules with the app.
 */
import { existsSync } from "node:fs";
import { runTs } from "./run-ts.js";

// Loaded from node_modules as they are: sharp is native, and yaml's Node build requires
// "process" at load, which an ESM bundle cannot.
// The command names prints and copies in the site's words, which the content check resolves: on a
// folder never checked yet (a fresh clone), check it first.
if (!existsSync("app/content/generated/words.json")) {
  await runTs("scripts/content/check-cli.ts", ["sharp", "yaml"], ["--quiet"]);
  if (process.exitCode) process.exit();
}
await runTs("scripts/content/edition-cli.ts", ["sharp", "yaml"]);
