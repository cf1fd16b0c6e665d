import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * A private certificate authority made with openssl for one test run, and server certificates it
 * signs: what a company's own mail server presents.
 */
export type PrivateCa = {
  dir: string;
  /** The CA's certificate, as a PEM file (what SMTP_CA_FILE names). */
  caFile: string;
  /** A key and certificate for these names, signed by the CA. */
  issue(names: string[]): { key: string; cert: string };
};

const openssl = (dir: string, args: string[]) =>
  execFileSync("openssl", args, { cwd: dir, stdio: ["ignore", "ignore", "pipe"] });

export function privateCa(): PrivateCa {
  const dir = mkdtempSync(join(tmpdir(), "private-ca-"));
  const ec = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"];
  openssl(dir, [
    "req",
    "-x509",
    ...ec,
    "-keyout",
    "ca.key",
    "-out",
    "ca.pem",
    "-days",
    "2",
    "-subj",
    "/CN=Studio Private CA",
    "-addext",
    "basicConstraints=critical,CA:TRUE",
    "-addext",
    "keyUsage=critical,keyCertSign,cRLSign",
  ]);
  let serial = 0;
  return {
    dir,
    caFile: join(dir, "ca.pem"),
    issue(names) {
      serial += 1;
      const base = `server-${serial}`;
      const san = names.map((n) => (/^[\d.]+$/.test(n) ? `IP:${n}` : `DNS:${n}`)).join(",");
      writeFileSync(join(dir, `${base}.ext`), `subjectAltName=${san}\n`);
      openssl(dir, [
        "req",
        ...ec,
        "-keyout",
        `${base}.key`,
        "-out",
        `${base}.csr`,
        "-subj",
        `/CN=${names[0]}`,
      ]);
      openssl(dir, [
        "x509",
        "-req",
        "-in",
        `${base}.csr`,
        "-CA",
        "ca.pem",
        "-CAkey",
        "ca.key",
        "-set_serial",
        String(1000 + serial),
        "-days",
        "2",
        "-extfile",
        `${base}.ext`,
        "-out",
        `${base}.pem`,
      ]);
      return {
        key: readFileSync(join(dir, `${base}.key`), "utf8"),
        cert: readFileSync(join(dir, `${base}.pem`), "utf8"),
      };
    },
  };
}
