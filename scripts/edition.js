#!/usr/bin/env node
/**
 * `npm run edition`: the register of sold copies (scripts/content/edition-cli.ts). Bundled with esbuild
 * into .cache/ and run, as scripts/images.js is: the command shares the register's rules with the app.
 */
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const outfile = join(root, ".cache", "edition-cli.mjs");
mkdirSync(dirname(outfile), { recursive: true });
await build({
  entryPoints: [join(root, "scripts", "content", "edition-cli.ts")],
  absWorkingDir: root,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  outfile,
  // Loaded from node_modules as they are: sharp is native, and yaml's Node build requires
  // "process" at load, which an ESM bundle cannot.
  external: ["sharp", "yaml"],
  logLevel: "warning",
});
const { main } = await import(`${pathToFileURL(outfile).href}?${Date.now()}`);
process.exitCode = await main(process.argv.slice(2));
