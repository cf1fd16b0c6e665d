/**
 * `npm run dev` never disturbs a production server running from the same folder: the
 * development build goes to folders of its own (remix.config.js), and the production build's
 * stay where the server and `npm run build` expect them.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/** The config's folders as Remix reads them under `NODE_ENV`. */
function folders(nodeEnv: "development" | "production") {
  const script =
    'const { default: c } = await import("./remix.config.js"); console.log(JSON.stringify([c.serverBuildPath, c.assetsBuildDirectory, c.publicPath]));';
  const out = execFileSync(process.execPath, ["--input-type=module", "-e", script], {
    env: { PATH: process.env.PATH ?? "", NODE_ENV: nodeEnv },
  });
  return JSON.parse(out.toString()) as [string, string, string];
}

describe("npm run dev beside a production server", () => {
  it("builds into its own folders, and production into the usual ones", () => {
    const production = folders("production");
    const development = folders("development");
    expect(production).toEqual(["build/index.js", "public/build", "/build/"]);
    for (const [i, folder] of development.entries()) expect(folder).not.toBe(production[i]);
    expect(development[0].startsWith("build/")).toBe(true);
  });

  it("runs the development build it made", () => {
    const scripts = JSON.parse(readFileSync("package.json", "utf8")).scripts as Record<
      string,
      string
    >;
    expect(scripts.dev).toContain(`node ${folders("development")[0]}`);
  });
});
