import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";

/**
 * The W3C Nu Html Checker (the `vnu-jar` package, on Java: scripts/ensure-browser.js installs a
 * runtime) over files or folders of HTML, errors only.
 *
 * The checker runs for seconds, not hours, so it runs on the JVM's quick compiler alone
 * (`-XX:TieredStopAtLevel=1`, with the serial collector): over the site's 85 pages it used 15 s
 * of CPU where the default used 33, and the same wall time, which leaves the other browser-test
 * worker its core. That compiler's deeper stack frames need a larger thread stack than the
 * checker's 512 kB minimum (`-Xss8m`).
 */
export type CheckerMessage = {
  type: string;
  url?: string;
  lastLine?: number;
  message: string;
};

export function checkHtml(paths: string[]): CheckerMessage[] {
  const jar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
  const checked = spawnSync(
    "java",
    [
      "-Xss8m",
      "-XX:TieredStopAtLevel=1",
      "-XX:+UseSerialGC",
      "-jar",
      jar,
      "--format",
      "json",
      "--errors-only",
      "--skip-non-html",
      ...paths,
    ],
    { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  if (checked.error) throw checked.error;
  // The checker writes its JSON report to stderr; anything else there is a failure to run.
  let report: { messages: CheckerMessage[] };
  try {
    report = JSON.parse(checked.stderr || '{"messages":[]}');
  } catch {
    throw new Error(`the HTML checker did not run (exit ${checked.status}):\n${checked.stderr}`);
  }
  return report.messages.filter((m) => m.type === "error" || m.type === "non-document-error");
}
