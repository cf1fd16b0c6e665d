/**
 * `npm run collection -- rename OLD NEW`: renames a collection's folder and every reference to its
 * prints (site.yaml's hero, featured prints and about photograph; the register), records the old
 * name in its collection.yaml (`formerly`: the old addresses redirect), and checks the result.
 * It reads and checks the content folder first (CONTENT_DIR, else `content`), refuses with one
 * line and writes nothing when something is wrong, and puts everything back if a step fails.
 */
import { readdir, readFile, rename, writeFile } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import { EDITIONS_FILE } from "~/catalog/register";
import {
  checkRename,
  parseCollectionArgs,
  Refusal,
  registerRenamed,
  withFormerName,
  withReferencesRenamed,
} from "./collection";
import { COLLECTION_FILE, loadContent, problemLine, SITE_FILE } from "./load";

async function readIfThere(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

async function writeAtomically(path: string, text: string) {
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, text);
  await rename(temporary, path);
}

/** @public Run by scripts/collection.js, which bundles this file and imports the bundle. */
export async function main(argv: string[], env = process.env): Promise<number> {
  const out = (line: string) => process.stdout.write(`${line}\n`);
  try {
    const command = parseCollectionArgs(argv);
    const dir = resolve(env.CONTENT_DIR || "content");
    const shown = (path: string) => relative(process.cwd(), path) || path;
    const { content } = await loadContent(dir, { photographs: false });
    if (!content)
      throw new Refusal(`${shown(dir)}/ has problems: run npm run check and correct them first`);
    checkRename(command, content.collections);
    const { from, to } = command;
    // The folder as it is named on disk (its address is the name in lower case).
    const folder = (await readdir(dir)).find((name) => name.toLowerCase() === from) ?? from;

    const sitePath = join(dir, SITE_FILE);
    const registerPath = join(dir, EDITIONS_FILE);
    const siteSource = (await readIfThere(sitePath)) ?? "";
    const registerSource = await readIfThere(registerPath);
    const ownSource = await readFile(join(dir, folder, COLLECTION_FILE), "utf8");
    const site = withReferencesRenamed(siteSource, from, to);
    const register = registerSource ? registerRenamed(registerSource, from, to) : undefined;
    const own = withFormerName(ownSource, from, to);

    // The folder first, then each file whole; any failure puts back what was done.
    const undo: (() => Promise<void>)[] = [];
    try {
      await rename(join(dir, folder), join(dir, to));
      undo.push(() => rename(join(dir, to), join(dir, folder)));
      await writeAtomically(join(dir, to, COLLECTION_FILE), own);
      undo.push(() => writeAtomically(join(dir, to, COLLECTION_FILE), ownSource));
      if (site.renamed > 0) {
        await writeAtomically(sitePath, site.text);
        undo.push(() => writeAtomically(sitePath, siteSource));
      }
      if (register && registerSource !== undefined && register.prints > 0) {
        await writeAtomically(registerPath, register.text);
        undo.push(() => writeAtomically(registerPath, registerSource));
      }
      const after = await loadContent(dir, { photographs: false });
      const problems = after.problems.filter((p) => !p.warning);
      if (!after.content || problems.length > 0)
        throw new Refusal(
          `The renamed content has problems, so nothing was changed:\n${problems.map(problemLine).join("\n")}`,
        );
    } catch (error) {
      for (const step of undo.reverse()) await step();
      throw error;
    }

    const upper = (slug: string) => `${slug.toUpperCase()}-…`;
    out(`Renamed ${shown(join(dir, folder))}/ to ${shown(join(dir, to))}/:`);
    out(`- its prints are ${upper(to)} (were ${upper(from)});`);
    out(
      `- ${site.renamed} reference${site.renamed === 1 ? "" : "s"} renamed in ${shown(sitePath)}${register ? `, ${register.prints} in ${shown(registerPath)}` : ""};`,
    );
    if (register && register.copies > 0)
      out(
        `- ${register.copies} sold cop${register.copies === 1 ? "y keeps its" : "ies keep their"} certificate at the same address, which now also says the reference it was sold as;`,
      );
    out(
      `- /portfolio/${from} and its prints' addresses redirect for good to /portfolio/${to} (formerly: in ${shown(join(dir, to, COLLECTION_FILE))}).`,
    );
    out("Build and restart the site to publish it (npm run build).");
    return 0;
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    process.stderr.write(`${error.message}\n`);
    return 1;
  }
}
