/**
 * The register of sold copies as the running site reads it: content/editions.yaml, read again
 * whenever it changes (a stat per look-up), so a copy recorded by `npm run edition -- sell` has
 * its certificate and counts as sold at once, without a build. Where the file is not there (a
 * container holds only the build), or no longer reads as a register, the register as the last
 * build checked it stands, and the log says why once.
 */
import { readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { parse } from "yaml";
import { EDITIONS_FILE, type EditionsFile } from "~/catalog/register";
import { config } from "~/config/env.server";
import { builtRegister } from "~/content/built-register.server";
import { EditionsFileSchema } from "~/content/content-schema";
import { contentDir } from "~/content/site";

let cached: { stamp: string; register: EditionsFile } | undefined;
let said = "";

function registerPath(): string {
  return resolve(join(config().contentDir ?? contentDir, EDITIONS_FILE));
}

function fallBack(why: string, path: string): EditionsFile {
  if (said !== why) {
    said = why;
    // One JSON line, as every line the server writes (app/server depends on this folder).
    process.stderr.write(
      `${JSON.stringify({ time: new Date().toISOString(), level: "warn", event: "editions.register_unread", path, why })}\n`,
    );
  }
  return cached?.register ?? builtRegister;
}

export function editionRegister(): EditionsFile {
  const path = registerPath();
  let stamp: string;
  try {
    const s = statSync(path);
    stamp = `${s.mtimeMs}:${s.size}`;
  } catch {
    // No file beside the build: the register the build read is the one there is.
    return builtRegister;
  }
  if (cached?.stamp === stamp) return cached.register;
  let data: unknown;
  try {
    data = parse(readFileSync(path, "utf8"));
  } catch (error) {
    return fallBack(`not readable YAML: ${(error as Error).message.split("\n")[0]}`, path);
  }
  const result = EditionsFileSchema.safeParse(data ?? {});
  if (!result.success) return fallBack("does not pass the check: run npm run check", path);
  said = "";
  cached = { stamp, register: result.data };
  return result.data;
}
