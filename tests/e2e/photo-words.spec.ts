import type { PhotoMeta } from "~/images/image-manifest";
import { photoWordsSite } from "../support/photo-words";
import { Site } from "../support/smtp-site";
import { escapeRegExp, say } from "../support/words";
import { expect, test } from "./fixtures";

/**
 * The words a photographer writes into an original (title, caption, alt text, credits) show the
 * same everywhere: grid, viewer, home page, contact form, Open Graph, JSON-LD and the sitemap.
 * The server runs on a copy of the manifest with those words (the pictures are the built ones).
 */

const breakwater: PhotoMeta = {
  title: "Breakwater at Dawn",
  // Photographer-written, never shown to a crawler or a page unescaped.
  caption:
    'The harbour wall & "the ferries" <b>before</b> </script><script>window.pwned=1</script>',
  alt: "A stone breakwater runs into a flat grey sea under a pale pink sky",
  keywords: ["harbour", "dawn"],
  creator: "Elena Marlowe",
  copyright: "© 2024 Elena Marlowe",
  credit: "Elena Marlowe Studio",
  licence: "https://elenamarlowe.example/licence",
};
const stairwell: PhotoMeta = { title: "Stairwell, Late", creator: "Sam Okafor" };

let site: Site;

test.beforeAll(async () => {
  const cwd = photoWordsSite({ "LANDSCAPES-001": breakwater, "URBAN-003": stairwell });
  site = await new Site({ cwd }).start();
});

test.afterAll(async () => {
  await site?.stop();
});

test("the grid shows the file's title and alt text; a print without words keeps the spec's", async ({
  page,
}) => {
  await page.goto(`${site.baseUrl}/portfolio/landscapes`);
  const cards = page
    .getByRole("list", { name: say("collection.printsLabel") })
    .getByRole("listitem");
  await expect(cards.nth(0).getByRole("heading", { level: 2 })).toHaveText("Breakwater at Dawn");
  await expect(cards.nth(0).getByRole("img")).toHaveAttribute("alt", breakwater.alt ?? "");
  await expect(cards.nth(0).getByRole("link", { name: say("quote.addToInquiry") })).toHaveAttribute(
    "href",
    "/contact?ref=LANDSCAPES-001&title=Breakwater+at+Dawn",
  );
  await expect(cards.nth(1).getByRole("heading", { level: 2 })).toHaveText("Landscapes Print 2");
  await expect(cards.nth(1).getByText("LANDSCAPES-002", { exact: true })).toBeVisible();
});

test("the viewer shows the title as its heading and the caption under it, escaped", async ({
  page,
}) => {
  await page.goto(`${site.baseUrl}/portfolio/landscapes/LANDSCAPES-001`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Breakwater at Dawn");
  await expect(page.getByText(breakwater.caption ?? "", { exact: true })).toBeVisible();
  await expect(page.locator(".viewer__image")).toHaveAttribute("alt", breakwater.alt ?? "");
  await expect(
    page.getByRole("link", { name: say("viewer.previousLabel", { title: "Landscapes Print 10" }) }),
  ).toBeAttached();
  expect(await page.evaluate(() => "pwned" in window)).toBe(false);
  await page.goto(`${site.baseUrl}/portfolio/landscapes/LANDSCAPES-010`);
  await expect(
    page.getByRole("link", { name: say("viewer.nextLabel", { title: "Breakwater at Dawn" }) }),
  ).toBeAttached();
});

test("Open Graph and JSON-LD carry the same words and the licence metadata", async ({
  request,
}) => {
  const html = await (
    await request.get(`${site.baseUrl}/portfolio/landscapes/LANDSCAPES-001`)
  ).text();
  const meta = (property: string) =>
    new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];
  expect(meta("og:title")).toBe("Breakwater at Dawn");
  expect(meta("og:description")).toBe(
    `The harbour wall &amp; &quot;the ferries&quot; &lt;b&gt;before&lt;/b&gt; &lt;/script&gt;&lt;script&gt;window.pwned=1&lt;/script&gt; ${say(
      "edition.available",
      { edition: say("edition.of", { size: 25, proofs: 0 }), available: 7 },
    )}.`,
  );
  expect(meta("og:image:alt")).toBe(breakwater.alt);
  // The caption cannot end the JSON-LD script early.
  expect(html).not.toContain("</script><script>window.pwned");
  const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
  const graph = JSON.parse(ld)["@graph"] as Record<string, unknown>[];
  const artwork = graph.find((item) => String(item["@id"]).endsWith("#print"));
  expect(artwork).toMatchObject({
    name: "Breakwater at Dawn",
    description: breakwater.caption,
    copyrightNotice: "© 2024 Elena Marlowe",
    creditText: "Elena Marlowe Studio",
    license: "https://elenamarlowe.example/licence",
    creator: { "@id": `${site.baseUrl}/about#photographer` },
    keywords: "harbour, dawn",
    image: {
      "@type": "ImageObject",
      caption: breakwater.caption,
      copyrightNotice: "© 2024 Elena Marlowe",
      license: "https://elenamarlowe.example/licence",
    },
  });
  const other = await (await request.get(`${site.baseUrl}/portfolio/urban/URBAN-003`)).text();
  expect(other).toContain('"creator":{"@type":"Person","name":"Sam Okafor"}');
});

test("the home page's featured cards and the contact form's list use the file's title", async ({
  page,
}) => {
  await page.goto(`${site.baseUrl}/`);
  const featured = page.getByRole("region", { name: say("home.featuredHeading") });
  await expect(featured.getByText("Breakwater at Dawn", { exact: true })).toBeVisible();
  await expect(featured.getByText("Stairwell, Late", { exact: true })).toBeVisible();
  await expect(featured.getByText("Minimalist Print 2", { exact: true })).toBeVisible();

  await page.goto(`${site.baseUrl}/contact?ref=LANDSCAPES-001`);
  const form = page.getByRole("region", { name: say("contact.formHeading") });
  await expect(form.getByRole("listitem")).toContainText(["Breakwater at Dawn"]);
  await expect(form.getByRole("textbox", { name: say("form.message") })).toHaveValue(
    new RegExp(
      escapeRegExp(
        say("template.print", { title: "Breakwater at Dawn", reference: "LANDSCAPES-001" }),
      ),
    ),
  );
});

test("the sitemap names each picture with the print's words, escaped", async ({ request }) => {
  const xml = await (await request.get(`${site.baseUrl}/sitemap.xml`)).text();
  expect(xml).toContain("<image:title>Breakwater at Dawn</image:title>");
  expect(xml).toContain(
    "<image:caption>The harbour wall &amp; &quot;the ferries&quot; &lt;b&gt;before&lt;/b&gt; &lt;/script&gt;&lt;script&gt;window.pwned=1&lt;/script&gt;</image:caption>",
  );
  expect(xml).toContain("<image:title>Landscapes Print 2</image:title>");
});
