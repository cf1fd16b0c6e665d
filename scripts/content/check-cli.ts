/**
 * `npm run check` (also the first step of `npm run build` and `npm run dev`): checks every
 * content file and photograph, prints one line per problem and exits 1, or writes the checked
 * content where the app reads it (app/content/generated/content.json). A failed check writes
 * nothing, so the last good build and the running site stay as they were.
 *
 *   node scripts/check.js [--content DIR] [--out FILE] [--write-schema] [--quiet] [--watch]
 *
 * `--watch` (run by `npm run dev`) checks again after every change to the content folder: the
 * development server then rebuilds from what it writes.
 * The content folder is CONTENT_DIR, else `content`.
 */
import { watch as watchFolder } from "node:fs";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import type { Content } from "~/content/content-schema";
import { pageWords, wordsFileOf } from "~/words/en";
import { glyphsOf, leadFaceCss, leadWords, WHOLE_FACE } from "./first-face";
import { jsonSchemas } from "./json-schema";
import { loadContent, problemLine } from "./load";
import type { ResolvedWords } from "./words";

export const GENERATED = "app/content/generated/content.json";

async function writeAtomically(path: string, text: string) {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, text);
  await rename(temporary, path);
}

/**
 * The checked content, and beside it the site's words, where the app reads them: words.json has
 * those every page's script is sent, words-server.json those only the server writes, and
 * words-<page>.json those one page alone shows (app/words/en.ts `wordsFileOf`); and lead-face.css,
 * the headings' face cut to the home page's first words (./first-face.ts).
 */
async function writeGenerated(out: string, content: Content, words: ResolvedWords) {
  const { language, messages } = words;
  const files = new Map<string, Record<string, unknown>>([
    ["words.json", {}],
    ["words-server.json", {}],
    ...pageWords.map((page) => [`words-${page}.json`, {}] as [string, Record<string, unknown>]),
  ]);
  for (const [key, message] of Object.entries(messages)) {
    const file = files.get(wordsFileOf(key));
    if (file) file[key] = message;
  }
  for (const [name, file] of files)
    await writeAtomically(
      join(dirname(resolve(out)), name),
      `${JSON.stringify(name === "words.json" ? { language, messages: file } : { messages: file })}\n`,
    );
  const leadFacePath = join(dirname(resolve(out)), "lead-face.css");
  const previous = await readFile(leadFacePath, "utf8").catch(() => "");
  const css = await leadFaceCss(
    glyphsOf(leadWords(content, words)),
    await readFile(WHOLE_FACE),
    previous,
  );
  if (css !== previous) await writeAtomically(leadFacePath, css);
  await writeAtomically(resolve(out), `${JSON.stringify(content, null, 1)}\n`);
}

/** @public Run by scripts/check.js, which bundles this file and imports the bundle. */
export async function main(argv: string[], env = process.env): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      content: { type: "string", default: env.CONTENT_DIR || "content" },
      out: { type: "string", default: GENERATED },
      "write-schema": { type: "boolean", default: false },
      quiet: { type: "boolean", default: false },
      watch: { type: "boolean", default: false },
    },
  });
  if (values.watch) return watch(values.content, values.out);
  const started = performance.now();
  if (values["write-schema"]) {
    for (const [name, text] of Object.entries(jsonSchemas()))
      await writeAtomically(join("content", "schema", name), text);
  }
  const { content, words, problems } = await loadContent(resolve(values.content));
  for (const p of problems) console.error(problemLine(p));
  if (!content || !words) {
    const errors = problems.filter((p) => !p.warning).length;
    console.error(
      `check: ${errors} problem${errors === 1 ? "" : "s"} in ${values.content}/; nothing was built (the site keeps its last good build)`,
    );
    return 1;
  }
  await writeGenerated(values.out, content, words);
  if (!values.quiet) {
    const prints = content.collections.reduce((n, c) => n + c.numbers.length, 0);
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    console.error(
      `check: ${values.content}/ is fine: ${content.collections.length} collections, ${prints} prints (${seconds} s)`,
    );
  }
  return 0;
}

/** Checks again a moment after each change (an editor's save is several events), until stopped. */
function watch(dir: string, out: string): Promise<number> {
  let timer: NodeJS.Timeout | undefined;
  const again = async () => {
    const { content, words, problems } = await loadContent(resolve(dir));
    for (const p of problems) console.error(problemLine(p));
    if (content && words) {
      await writeGenerated(out, content, words);
      console.error(`check: ${dir}/ changed and is fine; the site is rebuilt with it`);
    } else console.error(`check: ${dir}/ has problems; the site keeps its last good content`);
  };
  watchFolder(resolve(dir), { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(() => void again(), 200);
  });
  console.error(`check: watching ${dir}/ for changes`);
  return new Promise(() => {});
}
