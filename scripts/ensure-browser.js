// Makes sure what the end-to-end tests drive is installed, installing it where it is missing:
// - a Chromium: Debian's `chromium` package when running as root on Debian (Playwright cannot
//   download here), otherwise Playwright's own download; and on Debian its headless shell
//   (`chromium-headless-shell`), which the tests drive when it is there (scripts/chromium-path.js);
// - a Java runtime for the W3C HTML checker (vnu-jar runs on Java): Debian's
//   `default-jre-headless` when running as root on Debian, otherwise a clear message;
// - nginx and openssl, for the tests that run the shipped nginx configuration with TLS:
//   Debian's `nginx-light` and `openssl`, likewise;
// - a Firefox, for the test that reads Firefox's console on every page: Debian's `firefox-esr`,
//   likewise (Playwright's own Firefox is a patched build; puppeteer-core drives Mozilla's).
// Prints what it settled on.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromiumPath, testChromiumPath } from "./chromium-path.js";
import { firefoxPath } from "./firefox-path.js";

function run(cmd, args) {
  execFileSync(cmd, args, {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
}

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
const onDebian = existsSync("/etc/debian_version");
let listsUpdated = false;
function aptInstall(pkg) {
  if (!listsUpdated) run("apt-get", ["update", "-qq"]);
  listsUpdated = true;
  run("apt-get", ["install", "-y", "-qq", pkg]);
}

let found = chromiumPath();
if (!found) {
  if (isRoot && onDebian) {
    console.log("Installing Debian's chromium package for the end-to-end tests...");
    aptInstall("chromium");
  } else {
    console.log("Installing Playwright's Chromium for the end-to-end tests...");
    run("npx", ["playwright", "install", "chromium"]);
  }
  found = chromiumPath();
}
if (found && isRoot && onDebian && !existsSync("/usr/bin/chromium-headless-shell")) {
  console.log("Installing Debian's chromium-headless-shell for the end-to-end tests...");
  try {
    aptInstall("chromium-headless-shell");
  } catch {
    // An older Debian without the package: the full browser runs the same tests, more slowly.
    console.log("No chromium-headless-shell package here: the tests drive the full Chromium.");
  }
}
console.log(`Chromium for tests: ${testChromiumPath() ?? "Playwright's own build"}`);

const hasJava = () => spawnSync("java", ["-version"], { stdio: "ignore" }).status === 0;
if (!hasJava()) {
  if (isRoot && onDebian) {
    console.log("Installing Debian's default-jre-headless for the HTML checker (vnu-jar)...");
    aptInstall("default-jre-headless");
  } else {
    console.error(
      "The HTML checker (vnu-jar) needs Java: install a Java runtime 11 or newer (on Debian, the default-jre-headless package).",
    );
    process.exit(1);
  }
}
console.log(`Java for the HTML checker: ${hasJava() ? "java" : "missing"}`);

/** Whether a command is installed (on the PATH, or in /usr/sbin, which a user's PATH may lack). */
const installed = (command) =>
  existsSync(`/usr/sbin/${command}`) ||
  spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;

for (const [command, pkg] of [
  ["nginx", "nginx-light"],
  ["openssl", "openssl"],
]) {
  if (installed(command)) continue;
  if (!isRoot || !onDebian) {
    console.error(`The proxy tests run ${command}: install it (on Debian, the ${pkg} package).`);
    process.exit(1);
  }
  console.log(`Installing Debian's ${pkg} for the proxy tests...`);
  aptInstall(pkg);
}

let firefox = firefoxPath();
if (!firefox) {
  if (!isRoot || !onDebian) {
    console.error(
      "The Firefox console test needs Firefox 129 or newer: install it (on Debian, the firefox-esr package) or set FIREFOX_PATH.",
    );
    process.exit(1);
  }
  console.log("Installing Debian's firefox-esr for the Firefox console test...");
  aptInstall("firefox-esr");
  firefox = firefoxPath();
}
console.log(`Firefox for tests: ${firefox ?? "missing"}`);
