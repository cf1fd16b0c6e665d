// Makes sure a Chromium is available for the end-to-end tests, installing one where none is:
// Debian's `chromium` package when running as root on Debian (Playwright cannot download here),
// otherwise Playwright's own download. Prints the executable it settled on. Also installs the
// Debian packages other end-to-end tests run for real: nginx (the proxy tests run the shipped
// nginx configuration) and openssl (their TLS certificate).
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromiumPath } from "./chromium-path.js";

function run(cmd, args) {
  execFileSync(cmd, args, {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
}

let found = chromiumPath();
if (!found) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && existsSync("/etc/debian_version")) {
    console.log("Installing Debian's chromium package for the end-to-end tests...");
    run("apt-get", ["update", "-qq"]);
    run("apt-get", ["install", "-y", "-qq", "chromium"]);
  } else {
    console.log("Installing Playwright's Chromium for the end-to-end tests...");
    run("npx", ["playwright", "install", "chromium"]);
  }
  found = chromiumPath();
}
console.log(`Chromium for tests: ${found ?? "Playwright's own build"}`);

/** Whether a command is on the PATH. */
function installed(command) {
  try {
    execFileSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

const packages = [
  ["nginx", "nginx-light"],
  ["openssl", "openssl"],
].filter(([command]) => !installed(command) && !existsSync(`/usr/sbin/${command}`));
if (packages.length > 0) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot || !existsSync("/etc/debian_version")) {
    console.error(
      `Install these for the end-to-end tests: ${packages.map(([, p]) => p).join(", ")}`,
    );
    process.exit(1);
  }
  console.log(
    `Installing Debian packages for the end-to-end tests: ${packages.map(([, p]) => p).join(", ")}`,
  );
  run("apt-get", ["update", "-qq"]);
  run("apt-get", ["install", "-y", "-qq", ...packages.map(([, p]) => p)]);
}
