/**
 * A file from a Debian package, for tests: `apt-get download` and `dpkg -x` into .cache/ (as
 * scripts/photographs.js does), nothing installed, nothing in git. Unpacked once.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";

const CACHE = join(import.meta.dirname, "..", "..", ".cache", "debian");

export function debianPackageFile(pkg: string, path: string): string {
  const dir = join(CACHE, pkg);
  const file = join(dir, path);
  if (existsSync(file)) return file;
  const download = join(CACHE, `${pkg}-deb`);
  rmSync(download, { recursive: true, force: true });
  mkdirSync(download, { recursive: true });
  const run = (cmd: string, args: string[]) =>
    execFileSync(cmd, args, { cwd: download, stdio: ["ignore", "ignore", "ignore"] });
  try {
    run("apt-get", ["download", "-qq", pkg]);
  } catch {
    run("apt-get", ["update", "-qq"]); // a fresh machine has no package lists yet
    run("apt-get", ["download", "-qq", pkg]);
  }
  const deb = readdirSync(download).find((f) => f.endsWith(".deb"));
  if (!deb) throw new Error(`apt-get download ${pkg} gave no .deb`);
  run("dpkg", ["-x", join(download, deb), dir]);
  rmSync(download, { recursive: true, force: true });
  if (!existsSync(file)) throw new Error(`${pkg} has no ${path}`);
  return file;
}
