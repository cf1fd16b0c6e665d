import { execFile } from "node:child_process";
import { cpSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import jsQR from "jsqr";
import sharp from "sharp";
import { checkHtml } from "../support/html-checker";
import { inHtml } from "../support/in-html";
import { Site } from "../support/smtp-site";
import { escapeRegExp, say } from "../support/words";
import { axeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { SAMPLE_DIR } from "./sample";

/**
 * A sale recorded with the real command (`npm run edition -- sell`) in a copy of the sample's
 * content that the build's own server reads as it runs (CONTENT_DIR): the print's availability
 * follows without a build, and the certificate is served at the address the command printed,
 * its QR code decoding to that address.
 */
test.describe.configure({ mode: "serial" });

const run = promisify(execFile);
let site: Site;
let content: string;
let certificateUrl = "";

const edition = async (...args: string[]) => {
  const { stdout } = await run(process.execPath, ["scripts/edition.js", ...args], {
    env: {
      NODE_ENV: "production",
      PATH: process.env.PATH ?? "",
      CONTENT_DIR: content,
      SITE_URL: site.baseUrl,
    },
  });
  return stdout;
};

const card = async (path: string) => {
  const response = await fetch(`${site.baseUrl}${path}`);
  return response.text();
};

/** LANDSCAPES-001's edition of 25 with `n` copies still available, as its page writes it. */
const available = (n: number) =>
  inHtml(
    say("edition.available", { edition: say("edition.of", { size: 25, proofs: 0 }), available: n }),
  );

test.beforeAll(async () => {
  test.setTimeout(90_000);
  content = join(process.cwd(), "test-results", `certificate-content-${Date.now()}`);
  mkdirSync(content, { recursive: true });
  cpSync(SAMPLE_DIR, content, { recursive: true });
  site = await new Site({ env: { CONTENT_DIR: content } }).start();
});

test.afterAll(async () => {
  await site?.stop();
  site?.clearOutbox();
  if (content) rmSync(content, { recursive: true, force: true });
});

test("a sale through the command: the print's availability follows at once, and its certificate is there", async () => {
  test.setTimeout(60_000);
  expect(await card("/portfolio/landscapes/LANDSCAPES-001")).toContain(available(7));
  const out = await edition(
    "sell",
    "LANDSCAPES-001",
    "--size",
    "16x20",
    "--frame",
    "black",
    "--buyer",
    "Ada Lovelace",
    "--date",
    "2026-11-20",
  );
  certificateUrl = /Certificate: (\S+)/.exec(out)?.[1] ?? "";
  expect(certificateUrl).toMatch(new RegExp(`^${site.baseUrl}/certificate/[A-Za-z0-9_-]{22}$`));
  const viewer = await card("/portfolio/landscapes/LANDSCAPES-001");
  expect(viewer).toContain(available(6));
  expect(viewer).toContain('"availability":"https://schema.org/LimitedAvailability"');
  expect(await card("/portfolio/landscapes")).toContain(available(6));
  expect((await fetch(certificateUrl)).status).toBe(200);
});

test("the certificate: the copy's facts, the statement, a QR code of its own address, JSON-LD, noindex", async ({
  request,
}) => {
  const response = await request.get(certificateUrl);
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("private, no-store");
  expect(response.headers()["x-robots-tag"]).toBe("noindex");
  const html = await response.text();
  for (const text of [
    say("certificate.eyebrow"),
    "Landscapes Print 1",
    "LANDSCAPES-001",
    say("certificate.copyOf", { number: 19, size: 25 }),
    "16x20 in",
    "Cotton rag",
    "Black frame",
    "November 20, 2026",
    "Ada Lovelace",
    say("certificate.statement", { name: "Elena Marlowe", size: 25, proofs: 0 }),
    say("certificate.signature"),
  ])
    expect(html).toContain(inHtml(text));
  expect(html).toContain('<meta name="robots" content="noindex"/>');
  // Valid HTML, as every other page (valid-pages.spec.ts): checked with the other kinds of
  // certificate page in one run of the checker (the last test).
  writeFileSync(join(content, "certificate.html"), html);

  const svg = /<svg[\s\S]*?<\/svg>/.exec(html)?.[0] ?? "";
  const { data, info } = await sharp(Buffer.from(svg), { density: 300 })
    .resize(400)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const code = jsQR(new Uint8ClampedArray(data), info.width, info.height);
  expect(code?.data).toBe(certificateUrl);

  const ld = JSON.parse(
    /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "{}",
  );
  const copy = ld["@graph"][0];
  expect(copy["@type"]).toEqual(["IndividualProduct", "VisualArtwork"]);
  expect(copy.serialNumber).toBe("19/25");
  expect(copy.exampleOfWork).toMatchObject({
    "@type": "VisualArtwork",
    "@id": `${site.baseUrl}/portfolio/landscapes/LANDSCAPES-001#print`,
    artEdition: 25,
  });
});

test("a forged or unknown token: 404 with a page saying whose register it is not in", async ({
  request,
}) => {
  // The genuine address answers; one character off, it is not in the register.
  expect((await request.get(certificateUrl)).status()).toBe(200);
  const token = certificateUrl.split("/").at(-1) ?? "";
  const forged = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
  for (const path of [`/certificate/${forged}`, "/certificate/AAAAAAAAAAAAAAAAAAAAAA"]) {
    const response = await request.get(`${site.baseUrl}${path}`);
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(html).toContain(inHtml(say("certificate.unknownTitle", { name: "Elena Marlowe" })));
    expect(html).toContain('href="mailto:studio@elenamarlowe.art"');
    expect(html).toContain(`<title>${inHtml(say("certificate.unknownPageTitle"))}`);
    expect(html).not.toContain(inHtml(say("error.notFoundText")));
    expect(html).not.toContain(inHtml(say("certificate.signature")));
    // Checked by the W3C checker with the others (the voided copy's test).
    writeFileSync(join(content, "not-in-register.html"), html);
  }
  // No token at all is no certificate's address: the site's own 404.
  const none = await request.get(`${site.baseUrl}/certificate/`);
  expect(none.status()).toBe(404);
  expect(await none.text()).toContain(inHtml(say("error.notFoundText")));
  expect(await (await request.get(`${site.baseUrl}/sitemap.xml`)).text()).not.toContain(
    "/certificate/",
  );
});

test("printed, the certificate is one A5 page and one Letter page", async ({ page }) => {
  await page.goto(certificateUrl);
  await expect(page.getByRole("heading", { level: 1, name: "Landscapes Print 1" })).toBeVisible();
  // Hydrated (page.goto waits for it), the page and its title still say the certificate's own
  // words: they reached its script, which alone carries them (app/words/en.ts `pageWords`).
  await expect(page.locator("body")).toContainText(say("certificate.eyebrow"));
  await expect(page.locator("body")).not.toContainText("{certificate.");
  expect(await page.title()).toMatch(/^[^{]*Landscapes Print 1[^{]*$/);
  await expect(
    page.getByRole("img", { name: say("certificate.qrLabel", { url: certificateUrl }) }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.emulateMedia({ media: "print" });
  for (const format of ["A5", "Letter"]) {
    const pdf = (await page.pdf({ format, printBackground: true })).toString("latin1");
    expect(pdf.match(/\/Type\s*\/Page(?!s)/g)?.length, format).toBe(1);
  }
});

test("passed on: the certificate names the holder now and lists who held it, on one page", async ({
  page,
}) => {
  await edition("transfer", certificateUrl, "--to", "Jonas Weber", "--date", "2027-03-03");
  writeFileSync(join(content, "passed-on.html"), await card(new URL(certificateUrl).pathname));
  await page.goto(certificateUrl);
  const facts = page.locator(".certificate__details");
  await expect(facts.getByText("Jonas Weber", { exact: true })).toBeVisible();
  const provenance = page.getByRole("region", { name: say("certificate.provenance") });
  await expect(provenance.getByRole("listitem")).toHaveText([
    say("certificate.owner", { name: "Ada Lovelace", date: "November 20, 2026" }),
    say("certificate.owner", { name: "Jonas Weber", date: "March 3, 2027" }),
  ]);
  expect(await axeViolations(page)).toEqual([]);
  await page.emulateMedia({ media: "print" });
  for (const format of ["A5", "Letter"]) {
    const pdf = (await page.pdf({ format, printBackground: true })).toString("latin1");
    expect(pdf.match(/\/Type\s*\/Page(?!s)/g)?.length, format).toBe(1);
  }
});

test("a voided copy: its certificate says so, and its number is available again", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await edition("void", "LANDSCAPES-001", "19", "--reason", "Returned, damaged in transit");
  const response = await fetch(certificateUrl);
  // Gone: a shared link must not pass for a valid certificate, to a person or a machine.
  expect(response.status).toBe(410);
  const html = await response.text();
  // The words before the date it was withdrawn.
  const voided = say("certificate.void", { date: "\uE000" }).split("\uE000")[0] ?? "";
  expect(html).toContain(inHtml(voided));
  expect(html).not.toContain("damaged in transit");
  const title = inHtml(
    say("certificate.voidPageTitle", {
      title: "Landscapes Print 1",
      copy: say("certificate.copyOf", { number: 19, size: 25 }),
    }),
  );
  expect(html).toContain(`<title>${title} | `);
  expect(html).toMatch(new RegExp(`<meta property="og:title" content="${escapeRegExp(title)}`));
  // Nothing left that vouches for the copy: no statement, signature, QR code or JSON-LD.
  for (const word of ["certificate.signature", "certificate.verify"] as const)
    expect(html).not.toContain(inHtml(say(word, { url: "" }).split(" ")[0] ?? ""));
  expect(html).not.toContain('class="certificate__statement"');
  expect(html).not.toContain("application/ld+json");
  // Valid HTML: checked with the other kinds of certificate page (the last test).
  writeFileSync(join(content, "void.html"), html);
  expect(await card("/portfolio/landscapes/LANDSCAPES-001")).toContain(available(7));
  // Printed, still one page.
  await page.goto(certificateUrl);
  await page.emulateMedia({ media: "print" });
  for (const format of ["A5", "Letter"]) {
    const pdf = (await page.pdf({ format, printBackground: true })).toString("latin1");
    expect(pdf.match(/\/Type\s*\/Page(?!s)/g)?.length, format).toBe(1);
  }
});

test("every kind of certificate page is valid HTML (W3C Nu Html Checker)", () => {
  // The pages the tests above kept: one Java start for the four, each message naming its file.
  test.setTimeout(120_000);
  const pages = ["certificate.html", "passed-on.html", "void.html", "not-in-register.html"];
  expect(checkHtml(pages.map((f) => join(content, f)))).toEqual([]);
});
