/**
 * A temporary outbox, and the messages in one of its folders: for the unit tests, the browser
 * tests and the bench alike (plain JavaScript, so the bench imports it as it is).
 */
import { existsSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * A new, empty outbox folder under the system's temporary folder.
 *
 * @param {string} [prefix]
 * @returns {string}
 */
export const temporaryOutbox = (prefix = "outbox-") => mkdtempSync(join(tmpdir(), prefix));

/**
 * The .eml files in `dir` (none if it does not exist).
 *
 * @param {string} dir
 * @returns {string[]}
 */
export const emls = (dir) =>
  existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith(".eml")) : [];
