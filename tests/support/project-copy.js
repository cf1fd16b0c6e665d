import { cpSync, existsSync, rmSync, symlinkSync } from "node:fs";
import { join, resolve } from "node:path";

/*
 * A copy of the project to build another site in (a fixture's content, a larger collection, an
 * older commit): the sources and the build's settings copied afresh, the packages linked. Plain
 * JavaScript, so that the bench (scripts/bench) imports it as it is, as the tests do.
 */

/** What a build reads, besides `content/`. */
export const PROJECT_SOURCES = [
  "app",
  "public",
  "scripts",
  "server.ts",
  "remix.config.js",
  "remix.env.d.ts",
  "tsconfig.json",
  "package.json",
];

/**
 * Copies this project's sources into `dir` (each replaced if there), without the build's own
 * output (`public/build`) or the content the check wrote (`app/content/generated`), and links
 * `node_modules`.
 *
 * @param {string} dir
 * @param {string[]} [also] more files or folders to copy, such as "content"
 */
export function copyProject(dir, also = []) {
  for (const part of [...PROJECT_SOURCES, ...also]) {
    rmSync(join(dir, part), { recursive: true, force: true });
    cpSync(resolve(part), join(dir, part), {
      recursive: true,
      filter: (source) =>
        !source.startsWith(resolve("public/build")) &&
        !source.startsWith(resolve("app/content/generated")),
    });
  }
  if (!existsSync(join(dir, "node_modules")))
    symlinkSync(resolve("node_modules"), join(dir, "node_modules"));
}
