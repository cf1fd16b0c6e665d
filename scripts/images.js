#!/usr/bin/env node
/**
 * `npm run images` (also the first step of `npm run build`). The pipeline is TypeScript that
 * shares the catalog and the manifest types with the app.
 */
import { runTs } from "./run-ts.js";

// Loaded from node_modules as they are: sharp is native, and exifr finds fs and zlib by a
// dynamic import that a bundle breaks ("Couldn't load fs": no words read).
await runTs("scripts/images-cli.ts", ["sharp", "exifr"]);
