import { execFileSync } from "node:child_process";
import { dirname, join } from "node:path";
import { debianPackageFile } from "./debian-package";

/**
 * exiftool, for tests that read what a served picture carries: the machine's own where it is
 * installed (Debian's `libimage-exiftool-perl`), else that package unpacked into .cache/debian
 * (nothing installed) and run with its Perl library.
 */
export function exiftool(args: readonly string[]): string {
  try {
    return execFileSync("exiftool", [...args], { encoding: "utf8" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const script = debianPackageFile("libimage-exiftool-perl", "usr/bin/exiftool");
  const lib = join(dirname(script), "..", "share", "perl5");
  return execFileSync("perl", ["-I", lib, script, ...args], { encoding: "utf8" });
}
