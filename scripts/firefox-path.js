import { existsSync } from "node:fs";

/** The system Firefox to drive, if there is one: FIREFOX_PATH, else Debian's firefox-esr. */
export function firefoxPath() {
  const candidates = [process.env.FIREFOX_PATH, "/usr/bin/firefox-esr", "/usr/bin/firefox"];
  return candidates.find((p) => p && existsSync(p));
}
