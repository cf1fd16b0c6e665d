#!/usr/bin/env node
/**
 * `npm run images` (also the first step of `npm run build`). The pipeline is TypeScript that
 * shares the catalogue and the manifest types with the app, so this launcher bundles it with
 * esbuild (already installed with Remix) into .cache/ and runs it: about 0.1 s.
 */
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const outfile = join(root, ".cache", "images-cli.mjs");
mkdirSync(dirname(outfile), { recursive: true });
await build({
  entryPoints: [join(root, "scripts", "images-cli.ts")],
  absWorkingDir: root,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  outfile,
  // Loaded from node_modules as they are: sharp is native, and exifr finds fs and zlib by a
  // dynamic import that a bundle breaks ("Couldn't load fs": no words read).
  external: ["sharp", "exifr"],
  logLevel: "warning",
});
const { main } = await import(`${pathToFileURL(outfile).href}?${Date.now()}`);
process.exitCode = await main(process.argv.slice(2));
