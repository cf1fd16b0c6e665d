import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { CountStore } from "~/counts/store.server";

/** A site's counts of one day as the site itself adds them up (every process's files). */
export async function countsOn(dir: string, day: string) {
  const store = new CountStore({
    dir,
    timeZone: "UTC",
    retentionMs: 365 * 86_400_000,
    log: () => {},
    owner: "test-reader",
  });
  return (await store.read(day, day)).get(day) ?? { counts: {}, visitors: 0 };
}

/** Today in UTC, as a site run with LETTER_TIMEZONE=UTC names it. */
export const todayUtc = () => new Date().toISOString().slice(0, 10);

/** Every file under `dir` whose bytes contain one of `needles`, with the needle found. */
export function filesContaining(dir: string, needles: string[]): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    let names: string[];
    try {
      names = readdirSync(folder);
    } catch {
      return;
    }
    for (const name of names) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else {
        const bytes = readFileSync(path);
        for (const needle of needles) if (bytes.includes(needle)) found.push(`${path}: ${needle}`);
      }
    }
  };
  walk(dir);
  return found;
}
