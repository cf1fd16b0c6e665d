#!/usr/bin/env node
/**
 * `npm run edition`: the register of sold copies (scripts/content/edition-cli.ts), which shares
 * the register's rules with the app.
 */
import { runTs } from "./run-ts.js";

// Loaded from node_modules as they are: sharp is native, and yaml's Node build requires
// "process" at load, which an ESM bundle cannot.
await runTs("scripts/content/edition-cli.ts", ["sharp", "yaml"]);
