/**
 * Runs a TypeScript command of the project (one that shares the app's schemas and types): bundles
 * its entry with esbuild (installed with Remix) into .cache/, imports it and sets the exit code
 * from its `main(args)`. About 0.1 s; no TypeScript loader needed at run time.
 */
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
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
  const { main } = await importTs(entry, external);
  process.exitCode = await main(args);
}

/**
 * Imports a TypeScript module of the project from JavaScript: bundled into .cache/ as runTs does.
 * @param {string} entry the module, from the project's root
 * @param {string[]} external packages loaded from node_modules as they are, not bundled
 */
export async function importTs(entry, external = []) {
  const outfile = join(root, ".cache", `${basename(entry, ".ts")}.mjs`);
  mkdirSync(dirname(outfile), { recursive: true });
  const { outputFiles } = await build({
    entryPoints: [join(root, entry)],
    absWorkingDir: root,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    outfile,
    external,
    logLevel: "warning",
    write: false,
  });
  // Written whole, then renamed into place: several processes (the test runner's workers) may
  // bundle the same module at once, and none may import another's half-written file.
  const partial = `${outfile}.${process.pid}`;
  writeFileSync(partial, outputFiles[0].contents);
  renameSync(partial, outfile);
  return import(`${pathToFileURL(outfile).href}?${Date.now()}`);
}
