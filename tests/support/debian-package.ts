/**
 * A file from a Debian package, for tests: unpacked once into .cache/debian/<package>/ with
 * scripts/debian-package.js (`apt-get download` + `dpkg -x`), nothing installed, nothing in git.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { unpackDebianPackage } from "../../scripts/debian-package.js";

const CACHE = join(import.meta.dirname, "..", "..", ".cache", "debian");

export function debianPackageFile(pkg: string, path: string): string {
  const dir = join(CACHE, pkg);
  const file = join(dir, path);
  if (existsSync(file)) return file;
  unpackDebianPackage(pkg, dir);
  if (!existsSync(file)) throw new Error(`${pkg} has no ${path}`);
  return file;
}
