#!/usr/bin/env node
/**
 * `npm run check`: checks the content folder (scripts/content/check-cli.ts), which shares the zod
 * schemas with the app.
 */
import { runTs } from "./run-ts.js";

// Loaded from node_modules as they are: sharp is native, yaml's Node build requires "process" at
// load, which an ESM bundle cannot, and subset-font reads harfbuzz's wasm file beside its module.
await runTs("scripts/content/check-cli.ts", ["sharp", "yaml", "subset-font"]);
