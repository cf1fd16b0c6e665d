import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

export type User = { uid: number; gid: number };

/** `nobody`, as a service unit's `User=` runs the site. */
export const NOBODY: User = { uid: 65534, gid: 65534 };

const made = new Map<number, string>();

/**
 * A folder `user` can run the site from: the project itself when that user can read its build
 * (and reach it through every parent folder), else a copy of what the server runs (package.json,
 * build, public, node_modules) in a folder open to all. The copy is made of hard links where the
 * file system allows, so it takes seconds: a checkout inside a folder only root may enter (a
 * temporary clone, /root) is otherwise out of another user's reach.
 */
export function siteFolderFor(user: User): string {
  const project = resolve(".");
  const readable = spawnSync(
    process.execPath,
    ["-e", `require("fs").accessSync(${JSON.stringify(join(project, "build/index.js"))})`],
    { uid: user.uid, gid: user.gid, stdio: "ignore" },
  );
  if (readable.status === 0) return project;
  const known = made.get(user.uid);
  if (known) return known;
  const folder = mkdtempSync(join(tmpdir(), "prints-as-user-"));
  chmodSync(folder, 0o755);
  for (const name of ["package.json", "build", "public", "node_modules"]) {
    const from = join(project, name);
    const to = join(folder, name);
    try {
      execFileSync("cp", ["-al", from, to], { stdio: "ignore" });
    } catch {
      execFileSync("cp", ["-a", from, to], { stdio: "ignore" }); // another file system
    }
  }
  made.set(user.uid, folder);
  return folder;
}
