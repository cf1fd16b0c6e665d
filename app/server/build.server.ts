import packageJson from "../../package.json";

/** Which build answers: the one place /healthz (and anything else) reads it from. */
export function runningBuild(): string {
  return packageJson.version;
}
