import { existsSync } from "node:fs";

/** The system Chromium to drive, if there is one: CHROMIUM_PATH, else Debian's /usr/bin/chromium. */
export function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
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
