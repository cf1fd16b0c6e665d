import { existsSync } from "node:fs";

/** The system Chromium to drive, if there is one: CHROMIUM_PATH, else Debian's /usr/bin/chromium. */
export function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  return candidates.find((p) => p && existsSync(p));
}

/**
 * The Chromium the end-to-end tests drive: CHROMIUM_PATH, else Debian's headless shell
 * (`chromium-headless-shell`: the same Blink and V8, without the full browser's windowing and
 * services), else the full browser. The shell runs the browser tests in about 60 % of the full
 * browser's time on two cores; the bench and Lighthouse keep the full browser a visitor has.
 */
export function testChromiumPath() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    "/usr/bin/chromium-headless-shell",
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
  ];
  return candidates.find((p) => p && existsSync(p));
}

/** Flags that keep Chromium quiet on a closed network and working as root in a container. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
