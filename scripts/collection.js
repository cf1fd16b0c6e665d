#!/usr/bin/env node
/**
 * `npm run collection -- rename OLD NEW`: renames a collection with every reference to its prints
 * (scripts/content/collection-cli.ts), sharing the content's checks with `npm run check`.
 */
import { runTs } from "./run-ts.js";

// Loaded from node_modules as they are: sharp is native, and yaml's Node build requires
// "process" at load, which an ESM bundle cannot.
await runTs("scripts/content/collection-cli.ts", ["sharp", "yaml"]);
