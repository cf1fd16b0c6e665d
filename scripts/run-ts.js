/**
 * Runs a TypeScript command of the project (one that shares the app's schemas and types): bundles
 * its entry with esbuild (installed with Remix) into .cache/, imports it and sets the exit code
 * from its `main(args)`. About 0.1 s; no TypeScript loader needed at run time.
 */
import { mkdirSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/**
 * @param {string} entry the command's module, from the project's root (`scripts/images-cli.ts`)
 * @param {string[]} external packages loaded from node_modules as they are, not bundled
 * @param {string[]} args the command's arguments (default: this process's)
 */
export async function runTs(entry, external, args = process.argv.slice(2)) {
  const outfile = join(root, ".cache", `${basename(entry, ".ts")}.mjs`);
  mkdirSync(dirname(outfile), { recursive: true });
  await build({
    entryPoints: [join(root, entry)],
    absWorkingDir: root,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    outfile,
    external,
    logLevel: "warning",
  });
  const { main } = await import(`${pathToFileURL(outfile).href}?${Date.now()}`);
  process.exitCode = await main(args);
}
