import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { type ServerProcess, startServer } from "../support/server-process.js";
import { SmtpReceiver } from "../support/smtp";
import { expect, test } from "./fixtures";
import { sendInquiry } from "./send-inquiry";

/**
 * The site made another photographer's own: their content (tests/fixtures/second-photographer:
 * three collections, nine prints, euros, sizes in centimetres, their own shipping table) in
 * `content/` of a copy of the project, checked and built as `npm run build` does (without the
 * pictures: the pages show their placeholders), and served. Nothing of the sample may show.
 */

test.describe.configure({ mode: "serial" });
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "a build of its own: checked once");

let dir: string;
let server: ServerProcess;
const smtp = new SmtpReceiver();

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dir = mkdtempSync(join(tmpdir(), "prints-second-"));
  for (const name of [
    "app",
    "public",
    "scripts",
    "server.ts",
    "remix.config.js",
    "remix.env.d.ts",
    "tsconfig.json",
    "package.json",
  ]) {
    cpSync(resolve(name), join(dir, name), {
      recursive: true,
      filter: (source) =>
        !source.startsWith(resolve("public/build")) &&
        !source.startsWith(resolve("app/content/generated")),
    });
  }
  cpSync(resolve("tests/fixtures/second-photographer"), join(dir, "content"), { recursive: true });
  symlinkSync(resolve("node_modules"), join(dir, "node_modules"));
  for (const args of [["scripts/check.js"], ["node_modules/@remix-run/dev/dist/cli.js", "build"]]) {
    execFileSync(process.execPath, args, { cwd: dir, stdio: "pipe" });
  }
  await smtp.start();
  server = await startServer({
    cwd: dir,
    env: {
      SMTP_URL: smtp.url,
      INQUIRY_TO: "mira@example.com",
      INQUIRY_FROM: "inquiries@example.com",
      INQUIRY_RATE_LIMIT: "off",
    },
  });
});

test.afterAll(async () => {
  await server?.stop("SIGKILL");
  await smtp.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test("the portfolio shows the three collections with their counts and prices in euros", async ({
  page,
}) => {
  await page.goto(`${server.url}/portfolio`);
  const cards = page.getByRole("main").getByRole("listitem");
  await expect(cards).toHaveCount(3);
  await expect(cards.getByRole("heading", { level: 2 })).toHaveText([
    "Harbour",
    "Forest",
    "Studio",
  ]);
  for (const [i, [count, range]] of [
    ["3 prints", "€60 - €220"],
    ["4 prints", "€70 - €140"],
    ["2 prints", "€60 - €220"],
  ].entries()) {
    await expect(cards.nth(i).getByText(count as string, { exact: true })).toBeVisible();
    await expect(cards.nth(i).getByText(range as string, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole("banner")).toContainText("Mira Okafor");
  await expect(page.getByRole("main")).not.toContainText("$", { useInnerText: true });
  await expect(page.getByRole("contentinfo")).not.toContainText("Elena");
});

test("the home page features their prints, from their lowest price", async ({ page }) => {
  await page.goto(`${server.url}/`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Harbours, forests, stillness");
  const items = page.getByRole("region", { name: "Featured prints" }).getByRole("listitem");
  await expect(items).toHaveCount(3);
  for (const [i, [caption, price]] of [
    ["Crane at Dawn", "From €60"],
    ["Beech trunks after rain", "From €70"],
    ["Studio Print 2", "From €60"],
  ].entries()) {
    await expect(items.nth(i)).toContainText(caption as string);
    await expect(items.nth(i)).toContainText(price as string);
  }
});

test("a print's page sells it in centimetres and euros, and says so to search engines", async ({
  page,
}) => {
  await page.goto(`${server.url}/portfolio/harbour/HARBOUR-001`);
  await expect(page.getByText("HARBOUR-001", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("main")).toContainText("Crane at Dawn");
  const table = page.getByRole("table").first();
  await expect(table).toContainText("30x40 cm");
  await expect(table).toContainText("70x100 cm");
  await expect(table).toContainText("€220");
  await expect(table).toContainText("€330");
  const graphs = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "{}")));
  const nodes = graphs.flatMap((g) => g["@graph"] ?? [g]);
  const product = nodes.find((n) => [n["@type"]].flat().includes("Product"));
  expect(product?.name).toBe("Crane at Dawn");
  expect(product?.offers).toMatchObject({
    "@type": "AggregateOffer",
    priceCurrency: "EUR",
    lowPrice: 60,
    highPrice: 220,
    offerCount: 3,
  });
  expect(product?.offers.offers[0]).toMatchObject({ name: "30x40 cm", priceCurrency: "EUR" });
});

test("the sitemap lists their pages and prints, and nothing of the sample", async ({ request }) => {
  const xml = await (await request.get(`${server.url}/sitemap.xml`)).text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) =>
    (m[1] as string).replace(server.url, ""),
  );
  expect(urls.filter((u) => /^\/portfolio\/[a-z]+$/.test(u))).toEqual([
    "/portfolio/harbour",
    "/portfolio/forest",
    "/portfolio/studio",
  ]);
  expect(urls.filter((u) => /^\/portfolio\/[a-z]+\/[A-Z]+-\d{3}$/.test(u))).toHaveLength(9);
  expect(xml).not.toContain("landscapes");
});

test("a gone collection or print redirects, as any unknown one", async ({ request }) => {
  const gone = await request.get(`${server.url}/portfolio/landscapes`, { maxRedirects: 0 });
  expect(gone.status()).toBe(302);
  expect(gone.headers().location).toBe("/portfolio");
  const print = await request.get(`${server.url}/portfolio/harbour/HARBOUR-004`, {
    maxRedirects: 0,
  });
  expect(print.status()).toBe(302);
  expect(print.headers().location).toBe("/portfolio/harbour");
});

test("an inquiry reaches them by email, naming their prints in euros", async ({ page }) => {
  const before = smtp.received.length;
  await sendInquiry(page, `${server.url}/contact?ref=HARBOUR-001&title=Crane%20at%20Dawn`);
  const [mail] = (await smtp.waitFor(before + 1)).slice(before);
  expect(mail?.to).toEqual(["mira@example.com"]);
  expect(mail?.mail.subject).toContain("HARBOUR-001");
  const text = mail?.mail.text ?? "";
  expect(text).toContain("HARBOUR-001");
  expect(text).toContain("Crane at Dawn");
  expect(text).toContain("30x40, 50x70, 70x100 cm");
  expect(text).toContain("€60 - €220");
  expect(text).not.toContain("$");
});
