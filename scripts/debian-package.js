/**
 * A Debian package's files without installing it: `apt-get download` and `dpkg -x` into `into`
 * (for the real photographs of the bench and tests, and ICC profiles in tests). Nothing is
 * installed; a fresh machine's package lists are fetched first when the download needs them
 * (that needs root, as the chromium install of the tests does).
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, rmSync } from "node:fs";

export function unpackDebianPackage(pkg, into) {
  const download = `${into}.deb-download`;
  rmSync(download, { recursive: true, force: true });
  mkdirSync(download, { recursive: true });
  const run = (cmd, args) =>
    execFileSync(cmd, args, {
      cwd: download,
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  try {
    run("apt-get", ["download", "-qq", pkg]);
  } catch {
    run("apt-get", ["update", "-qq"]); // a fresh machine has no package lists yet
    run("apt-get", ["download", "-qq", pkg]);
  }
  const deb = readdirSync(download).find((f) => f.endsWith(".deb"));
  if (!deb) throw new Error(`apt-get download ${pkg} gave no .deb`);
  run("dpkg", ["-x", `${download}/${deb}`, into]);
  rmSync(download, { recursive: true, force: true });
}
