import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { freePort } from "../support/free-port";
import { Nginx } from "../support/nginx";
import { inquiryForm, Site } from "../support/smtp-site";
import { expect, test } from "./fixtures";

/**
 * The README's short path, as an operator follows it: `.env` copied from `.env.example` with only
 * the site's address edited, the server behind the shipped nginx files. Visitors from different
 * addresses must be told apart (each their own rate limit), with nothing more to set.
 */

let site: Site | undefined;
let nginx: Nginx | undefined;
let folder: string | undefined;

test.afterEach(async () => {
  await nginx?.stop();
  await site?.stop();
  site?.clearOutbox();
  if (folder) rmSync(folder, { recursive: true, force: true });
  [site, nginx, folder] = [undefined, undefined, undefined];
});

test("behind nginx with the shipped .env, seven visitors from seven addresses each send an inquiry", async () => {
  const [tlsPort, httpPort] = [await freePort(), await freePort()];
  const origin = `https://localhost:${tlsPort}`;
  // The site's folder as the README leaves it: the build, and .env from .env.example.
  folder = mkdtempSync(join(tmpdir(), "prints-short-path-"));
  for (const name of ["build", "public"]) symlinkSync(resolve(name), join(folder, name));
  const dotEnv = readFileSync(resolve(".env.example"), "utf8").replace(
    /^SITE_URL=.*$/m,
    `SITE_URL=${origin}`,
  );
  expect(dotEnv).toContain("INQUIRY_RATE_LIMIT=5/600");
  writeFileSync(join(folder, ".env"), dotEnv);
  // Only what the service unit sets (the port, loopback) and this test's own outbox are given.
  site = new Site({ cwd: folder, env: { SITE_URL: origin } });
  await site.start();
  nginx = await new Nginx({
    appPort: Number(new URL(site.baseUrl).port),
    tlsPort,
    httpPort,
  }).start();

  const statuses: number[] = [];
  for (let visitor = 1; visitor <= 7; visitor++) {
    const answer = await nginx.request("POST", "/contact", {
      body: inquiryForm({ fullName: `Visitor ${visitor}` }).toString(),
      from: `127.0.0.${10 + visitor}`,
    });
    statuses.push(answer.status);
  }
  expect(statuses).toEqual([303, 303, 303, 303, 303, 303, 303]);
  // Each was counted as its own client: the log names seven addresses (each line is written once
  // its answer has gone out, so the last may come a moment after it).
  const running = site;
  const addresses = () =>
    new Set(
      running
        .events("request")
        .filter((e) => e.method === "POST")
        .map((e) => e.ip),
    ).size;
  await expect.poll(addresses).toBe(7);

  // The limit still holds for one visitor: the sixth inquiry from one address is refused.
  const again: number[] = [];
  for (let n = 1; n <= 6; n++) {
    const answer = await nginx.request("POST", "/contact", {
      body: inquiryForm().toString(),
      from: "127.0.0.99",
    });
    again.push(answer.status);
  }
  expect(again).toEqual([303, 303, 303, 303, 303, 429]);
});
