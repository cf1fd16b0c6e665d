import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import https from "node:https";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

/**
 * A real nginx running the shipped site configuration (deploy/nginx/prints.conf and its proxy
 * snippet), as a child process with its config, pid, logs and temp files in a directory of its
 * own: no system service, no root paths. Only what differs on a test machine is replaced (ports,
 * name, certificate, the snippet's path); each replaced line must be in the shipped file, so a
 * change of its shape fails the test instead of silently testing something else.
 */
/** Debian puts nginx in /usr/sbin, which a non-root PATH may lack. */
const nginxCommand = existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx";

export type NginxOptions = {
  appPort: number;
  /** A second instance in the upstream, as the deploy guide's rolling restart adds it. */
  secondAppPort?: number;
  tlsPort: number;
  httpPort: number;
  /** Keep what the site lets a shared cache keep (Cache-Control), as a CDN in front does. */
  cache?: boolean;
};

export type ProxyAnswer = { status: number; body: string };

export class Nginx {
  readonly dir = mkdtempSync(join(tmpdir(), "prints-nginx-"));
  private child: ChildProcess | undefined;
  private output = "";

  constructor(readonly options: NginxOptions) {}

  /** The shipped site file, with this machine's ports, name and certificate. */
  siteConfig(): string {
    const { appPort, secondAppPort, tlsPort, httpPort } = this.options;
    let text = readFileSync(resolve("deploy/nginx/prints.conf"), "utf8");
    const replace = (from: string, to: string) => {
      if (!text.includes(from)) throw new Error(`deploy/nginx/prints.conf no longer has: ${from}`);
      text = text.split(from).join(to);
    };
    replace("server 127.0.0.1:3000 max_fails=0;", `server 127.0.0.1:${appPort} max_fails=0;`);
    if (secondAppPort !== undefined) {
      replace(
        "# server 127.0.0.1:3001 max_fails=0;",
        `server 127.0.0.1:${secondAppPort} max_fails=0;`,
      );
    }
    replace("listen 80;", `listen 127.0.0.1:${httpPort};`);
    replace("listen [::]:80;", "");
    replace("listen 443 ssl http2;", `listen 127.0.0.1:${tlsPort} ssl http2;`);
    replace("listen [::]:443 ssl http2;", "");
    replace("server_name prints.example.com;", "server_name localhost;");
    replace(
      "return 301 https://$host$request_uri;",
      `return 301 https://$host:${tlsPort}$request_uri;`,
    );
    replace("/etc/letsencrypt/live/prints.example.com/fullchain.pem", join(this.dir, "cert.pem"));
    replace("/etc/letsencrypt/live/prints.example.com/privkey.pem", join(this.dir, "key.pem"));
    replace("/etc/nginx/snippets/prints-proxy.conf", resolve("deploy/nginx/prints-proxy.conf"));
    return text;
  }

  async start(): Promise<this> {
    const { dir } = this;
    execFileSync(
      "openssl",
      [
        ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1"],
        ...["-keyout", join(dir, "key.pem"), "-out", join(dir, "cert.pem")],
        ...["-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost"],
      ],
      { stdio: "ignore" },
    );
    for (const temp of ["body", "proxy", "fastcgi", "uwsgi", "scgi", "cache"]) {
      mkdirSync(join(dir, temp));
      chmodSync(join(dir, temp), 0o777); // nginx's workers run as nobody
    }
    if (this.options.cache) chmodSync(dir, 0o711); // the workers write the cache inside it
    writeFileSync(join(dir, "site.conf"), this.siteConfig());
    writeFileSync(
      join(dir, "nginx.conf"),
      `daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log notice;
events { worker_connections 256; }
http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${
  this.options.cache
    ? `  proxy_cache_path ${dir}/cache levels=1 keys_zone=cdn:1m;
  proxy_cache cdn;
`
    : ""
}  include ${dir}/site.conf;
}
`,
    );
    const args = ["-p", dir, "-c", join(dir, "nginx.conf")];
    execFileSync(nginxCommand, ["-t", ...args], { stdio: "pipe" });
    const child = spawn(nginxCommand, args, { stdio: ["ignore", "pipe", "pipe"] });
    this.child = child;
    child.stdout?.on("data", (c) => (this.output += c));
    child.stderr?.on("data", (c) => (this.output += c));
    const deadline = Date.now() + 10_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`nginx exited: ${this.log()}`);
      try {
        await fetch(`http://127.0.0.1:${this.options.httpPort}/`, { redirect: "manual" });
        return this;
      } catch {
        if (Date.now() > deadline) throw new Error(`nginx did not answer: ${this.log()}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  }

  /** The site's address through this nginx (TLS), as visitors type it. */
  get origin(): string {
    return `https://localhost:${this.options.tlsPort}`;
  }

  /**
   * One request through this nginx's TLS port, as a visitor at `from` (any 127.x.y.z address:
   * nginx sees it as the client's, and appends it to X-Forwarded-For). A POST carries the site's
   * Origin, as a browser's form does. Network errors reject.
   */
  request(
    method: "GET" | "POST",
    path: string,
    { body, from, agent }: { body?: string; from?: string; agent?: https.Agent } = {},
  ): Promise<ProxyAnswer> {
    return new Promise((resolvePromise, reject) => {
      const req = https.request(
        {
          host: "127.0.0.1",
          port: this.options.tlsPort,
          servername: "localhost",
          rejectUnauthorized: false,
          method,
          path,
          localAddress: from,
          agent,
          headers: {
            Host: `localhost:${this.options.tlsPort}`,
            ...(body !== undefined
              ? {
                  Origin: this.origin,
                  "Content-Type": "application/x-www-form-urlencoded",
                  "Content-Length": String(Buffer.byteLength(body)),
                }
              : {}),
          },
        },
        (res) => {
          let text = "";
          res.setEncoding("utf8");
          res.on("data", (chunk) => (text += chunk));
          res.on("end", () => resolvePromise({ status: res.statusCode ?? 0, body: text }));
          res.on("error", reject);
        },
      );
      req.on("error", reject);
      req.end(body);
    });
  }

  log(): string {
    let errors = "";
    try {
      errors = readFileSync(join(this.dir, "error.log"), "utf8");
    } catch {}
    return `${this.output}\n${errors}`;
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGQUIT");
      await exited;
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}
