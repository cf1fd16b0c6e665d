import type { Page } from "@playwright/test";
import escapeHtml from "escape-html";
import { SmtpReceiver } from "../support/smtp";
import { Site } from "../support/smtp-site";
import { escapeRegExp, say, wordsOf } from "../support/words";
import { expect, test } from "./fixtures";
import { fillVisitor } from "./send-inquiry";

/**
 * A quote-ready print: the table of sizes by frame, the choice carried by a GET form from the
 * print's page to the contact form and into the photographer's email (over a real SMTP server),
 * the scale view switched without JavaScript, and the JSON-LD's offers, shipping and licence.
 * Every test runs with JavaScript on and off.
 */

const PRINT = "/portfolio/landscapes/LANDSCAPES-001";
/** A size's name where the site sells in inches: "16x20 in (41x51 cm)". */
const inches = (size: string, cm: string) => say("quote.sizeInches", { inches: size, cm });
const LINE = say("quote.choiceLine", {
  size: inches("16x20", "41x51"),
  paper: "Cotton rag",
  frame: "Black frame",
  price: "$95",
});
/** The shipping to the United States of LANDSCAPES-001's sizes, which are the site's own. */
const US_SHIPPING = say("quote.shippingRegion", {
  region: "United States",
  days: "3-5",
  cost: say("quote.shippingRange", { low: "$8", high: "$30" }),
});

test("choose a size and frame, add, send: the email names the size, finish and price", async ({
  page,
  jsEnabled,
}) => {
  const smtp = await new SmtpReceiver().start();
  const site = new Site({ smtpUrl: smtp.url });
  site.clearOutbox();
  await test.step("a server of its own, with a real SMTP server", () => site.start());
  try {
    await test.step("choose on the print's page, add", async () => {
      await page.goto(`${site.baseUrl}${PRINT}`);
      const table = page.getByRole("table", {
        name: say("quote.tableCaption", { paper: "Cotton rag" }),
      });
      const row = table.getByRole("row", {
        name: /16x20 in/,
      });
      await expect(row.getByRole("cell")).toHaveText(["$75", "$95", "$105"], {
        useInnerText: true,
      });
      await page.getByRole("radio", { name: /^16x20 in/ }).check();
      await page.getByRole("radio", { name: "Black frame" }).check();
      await expect(page.getByRole("radio", { name: /Cotton rag/ })).toBeChecked();
      await page.getByRole("button", { name: say("quote.addToInquiry") }).click();
    });
    await test.step("the contact form carries the choice", async () => {
      await expect(page).toHaveURL(/\/contact\?ref=LANDSCAPES-001&.*size=16x20/);
      const list = page.getByRole("region", { name: say("form.prints") });
      await expect(list).toContainText("Landscapes Print 1");
      await expect(list).toContainText(LINE);
      await expect(page.getByLabel(say("form.message"))).toHaveValue(
        new RegExp(
          escapeRegExp(
            say("template.print", { title: "Landscapes Print 1", reference: "LANDSCAPES-001" }) +
              say("template.choice", { choice: LINE }),
          ),
        ),
      );
      if (jsEnabled) {
        const stored = await page.evaluate(() => localStorage.getItem("inquiryItems"));
        expect(JSON.parse(stored ?? "[]")).toEqual([
          {
            reference: "LANDSCAPES-001",
            title: "Landscapes Print 1",
            choice: { size: "16x20", paper: "cotton-rag", frame: "black", line: LINE, price: 95 },
          },
        ]);
      }
    });
    await test.step("send", async () => {
      await fillVisitor(page);
      await page.getByRole("button", { name: say("form.send") }).click();
      await expect(page.getByRole("heading", { name: say("sent.heading") })).toBeVisible();
    });
    await test.step("the email names the size, finish and price", async () => {
      const [received] = await smtp.waitFor(1);
      const text = received?.mail.text ?? "";
      const html = received?.mail.html || "";
      const quoted = `LANDSCAPES-001 Landscapes Print 1 — ${LINE}`;
      const total = say("quote.total", { amount: "$95" });
      const heading = say("mail.listHeading", { heading: say("inquiryMail.quote") });
      expect(text).toContain(`${heading}\n${quoted}\n${total}`);
      expect(text).toContain(
        `  ${say("mail.labelled", { label: say("inquiryMail.chosen"), value: LINE })}`,
      );
      expect(html).toContain(`${escapeHtml(quoted)}<br>${escapeHtml(total)}`);
    });
  } finally {
    await site.stop();
    await smtp.stop();
  }
});

test("two prints, one without a size: each named, and no total; the FAQ says what shipping costs", async ({
  page,
}) => {
  await page.goto(
    "/contact?ref=URBAN-003&size=&paper=&frame=&ref=LANDSCAPES-002&size=24x30&paper=baryta&frame=oak",
  );
  const list = page.getByRole("region", { name: say("form.prints") });
  await expect(list.getByRole("listitem")).toHaveCount(2);
  const chosen = say("quote.choiceLine", {
    size: inches("24x30", "61x76"),
    paper: "Baryta",
    frame: "Oak frame",
    price: "$180",
  });
  await expect(list).toContainText(chosen);
  // As in the email: the print without a size says so, and there is no total until each has one.
  await expect(list.getByRole("listitem").first()).toContainText(say("quote.noChoice"));
  const total = say("quote.total", { amount: "$180" });
  await expect(list.getByText(total)).toHaveCount(0);
  // Removing the print without a size keeps the other's choice (a link without JavaScript).
  await list
    .getByRole("link", { name: say("form.removeLabel", { title: "Urban Print 3" }) })
    .click();
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list).toContainText(chosen);
  await expect(list.getByText(total, { exact: true })).toBeVisible();
  // The contact page's FAQ says what shipping costs, as the print's page does.
  await page.getByText(say("quote.shippingFaqQuestion")).click();
  await expect(page.getByText(US_SHIPPING)).toBeVisible();
});

test.describe("a crafted form", () => {
  test.skip(
    ({ jsEnabled }) => !jsEnabled,
    "the page is changed by a script, as a crafted form would be",
  );

  test("a size the print is not offered in is refused with a clear message", async ({ page }) => {
    await page.goto(`/contact?ref=LANDSCAPES-001&size=16x20&paper=cotton-rag&frame=black`);
    await page.locator('input[type="hidden"][name="size"]').evaluate((input) => {
      (input as HTMLInputElement).value = "17x22";
    });
    await fillVisitor(page);
    const answer = page.waitForResponse((r) => r.request().method() === "POST");
    await page.getByRole("button", { name: say("form.send") }).click();
    expect((await answer).status()).toBe(400);
    const offered = new Intl.ListFormat(wordsOf(".").language, { type: "disjunction" }).format([
      "8x10",
      "11x14",
      "16x20",
      "24x30",
    ]);
    await expect(page.getByRole("alert")).toContainText(
      say("field.choiceUnknown", {
        reference: "LANDSCAPES-001",
        part: say("field.partSize"),
        value: "17x22",
        offered,
      }),
    );
  });
});

type Node = Record<string, unknown>;

/** The print's scale view as drawn: its frame, the frame's and the mat's widths. */
const drawnFrame = (page: Page) =>
  page
    .getByRole("figure", { name: say("quote.scaleHeading") })
    .locator(".scale__print:visible")
    .evaluate((print) => {
      const img = print.querySelector("img");
      if (!img) throw new Error("the scale view has no picture");
      const wall = print.parentElement?.clientWidth ?? 0;
      const cm = (px: number) => Math.round((px / wall) * 330 * 2) / 2;
      const frame = getComputedStyle(print).backgroundColor;
      const mat = getComputedStyle(print, "::before");
      const picture = getComputedStyle(img);
      return {
        frame: frame === "rgba(0, 0, 0, 0)" ? "none" : frame,
        frameCm: [cm(parseFloat(mat.left)), cm(parseFloat(mat.top))],
        mat: mat.backgroundColor,
        matShare: Math.round(
          ((parseFloat(picture.left) - parseFloat(mat.left)) / print.clientWidth) * 100,
        ),
      };
    });

/** Each frame drawn as chosen, at the page's width (the first size chosen, as the page opens). */
async function framesDrawn(page: Page) {
  // The print's box is the framed print: its ground the moulding, then the mat (::before),
  // then the picture. Widths in centimetres on the 330 cm wall, to the half centimetre (the
  // browser lays boxes out in fractions of a pixel).
  const drawn = () => drawnFrame(page);
  // The first frame, the one every price includes, shows first: LANDSCAPES-001's is Unframed.
  await expect(page.getByRole("radio", { name: "Unframed" })).toBeChecked();
  const unframed = { frame: "none", frameCm: [0, 0], mat: "rgba(0, 0, 0, 0)", matShare: 0 };
  expect(await drawn()).toEqual(unframed);
  const matted = { mat: "rgb(251, 250, 247)", matShare: 6 };
  await page.getByRole("radio", { name: "Black frame" }).check();
  expect(await drawn()).toEqual({ frame: "rgb(31, 28, 26)", frameCm: [2, 2], ...matted });
  await page.getByRole("radio", { name: "Oak frame" }).check();
  expect(await drawn()).toEqual({ frame: "rgb(185, 141, 94)", frameCm: [3, 3], ...matted });
  // Each size is drawn in the chosen frame, the moulding as wide on a larger print.
  await page.getByRole("radio", { name: /^24x30 in/ }).check();
  expect(await drawn()).toEqual({ frame: "rgb(185, 141, 94)", frameCm: [3, 3], ...matted });
  await page.getByRole("radio", { name: "Unframed" }).check();
  expect(await drawn()).toEqual(unframed);
}

// The print's page loaded once for all it says and draws: what is read first (JSON-LD, shipping),
// then the scale view's choices, at the desktop's width and then a phone's (only the stylesheet
// lays it out anew).
test("the print's page: its JSON-LD, its shipping, and its scale view at each width", async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(PRINT);

  await test.step("JSON-LD: one offer per size with shipping details, and the image's licence fields", async () => {
    const graph = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((t) => JSON.parse(t))
      .flatMap((d) => (Array.isArray(d["@graph"]) ? d["@graph"] : [d])) as Node[];
    const artwork = graph.find((n) => JSON.stringify(n["@type"]).includes("Product")) as Node & {
      offers: Node & { offers: Node[] };
      image: Node;
    };
    expect(artwork.offers).toMatchObject({
      "@type": "AggregateOffer",
      priceCurrency: "USD",
      lowPrice: 35,
      highPrice: 125,
      offerCount: 4,
      availability: "https://schema.org/LimitedAvailability",
    });
    expect(artwork.offers.offers.map((o) => [o.name, o.price, o.priceCurrency])).toEqual([
      [inches("8x10", "20x25"), 35, "USD"],
      [inches("11x14", "28x36"), 55, "USD"],
      [inches("16x20", "41x51"), 75, "USD"],
      [inches("24x30", "61x76"), 125, "USD"],
    ]);
    const [us] = (artwork.offers.offers[2]?.shippingDetails ?? []) as Node[];
    expect(us).toEqual({
      "@type": "OfferShippingDetails",
      shippingRate: { "@type": "MonetaryAmount", value: 18, currency: "USD" },
      shippingDestination: [{ "@type": "DefinedRegion", addressCountry: "US" }],
      deliveryTime: {
        "@type": "ShippingDeliveryTime",
        handlingTime: { "@type": "QuantitativeValue", minValue: 5, maxValue: 7, unitCode: "DAY" },
        transitTime: { "@type": "QuantitativeValue", minValue: 3, maxValue: 5, unitCode: "DAY" },
      },
    });
    expect(artwork.image).toMatchObject({
      "@type": "ImageObject",
      contentUrl: expect.stringMatching(/\/images\/landscapes-001-\d+\.[0-9a-f]{10}\.jpg$/),
      license: `${baseURL}/about#licensing`,
      acquireLicensePage: `${baseURL}/contact?ref=LANDSCAPES-001&title=Landscapes+Print+1`,
      creditText: "Elena Marlowe Fine Art",
      creator: { "@type": "Person", name: "Elena Marlowe" },
      copyrightNotice: "© Elena Marlowe. All rights reserved.",
    });
  });

  await test.step("shipping and what the buyer receives are on the print's page", async () => {
    const quote = page.getByRole("region", { name: say("quote.heading") });
    await expect(quote).toContainText(
      say("quote.madeToOrder", { days: "5-7", from: "Portland, Oregon" }),
    );
    await expect(quote).toContainText(US_SHIPPING);
    await expect(quote).toContainText(
      say("quote.shippingRegion", {
        region: "International",
        days: "7-14",
        cost: say("quote.shippingRange", { low: "$25", high: "$70" }),
      }),
    );
    // LANDSCAPES-001 is a limited edition: numbered, with a certificate.
    await expect(quote).toContainText(
      "Numbered by hand, with a signed certificate of authenticity.",
    );
  });

  await test.step("the scale view follows the chosen size, in the drawing and in words", async () => {
    const scale = page.getByRole("figure", { name: say("quote.scaleHeading") });
    const small = scale.getByText(
      `8x10 in: ${say("quote.scaleWords", { cm: "25 × 20", share: say("scale.eighth") })}.`,
    );
    const large = scale.getByText(
      `24x30 in: ${say("quote.scaleWords", { cm: "76 × 61", share: say("scale.third") })}.`,
    );
    await expect(small).toBeVisible();
    await expect(large).toBeHidden();
    await expect(scale.locator(".scale__print:visible")).toHaveCount(1);
    await page.getByRole("radio", { name: /^24x30 in/ }).check();
    await expect(large).toBeVisible();
    await expect(small).toBeHidden();
    await expect(scale.locator(".scale__print:visible")).toHaveCount(1);
    // Drawn to scale: the 76 cm print on the 330 cm wall, beside the 210 cm sofa.
    const wall = await scale.locator(".scale__wall").boundingBox();
    const print = await scale.locator(".scale__print:visible").boundingBox();
    const sofa = await scale.locator(".scale__sofa").boundingBox();
    if (!wall || !print || !sofa) throw new Error("the scale view is not drawn");
    expect(print.width / wall.width).toBeCloseTo(76.2 / 330, 2);
    expect(print.width / sofa.width).toBeCloseTo(76.2 / 210, 2);
    // The print's own picture.
    await expect(scale.locator(".scale__print:visible img")).toHaveAttribute(
      "src",
      /\/images\/landscapes-001-/,
    );
  });

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 375, height: 812 },
  ]) {
    await test.step(`the scale view draws the chosen frame and its mat, or the picture alone unframed, at ${viewport.width} px`, async () => {
      await page.setViewportSize(viewport);
      // The first size again, as the page opens (the frames are as it opened: the first).
      await page.getByRole("radio", { name: /^8x10 in/ }).check();
      await framesDrawn(page);
    });
  }

  await test.step("an open edition's page promises no certificate", async () => {
    await page.goto("/portfolio/landscapes/LANDSCAPES-003"); // an open edition
    await expect(page.getByRole("region", { name: say("quote.heading") })).not.toContainText(
      "certificate",
    );
  });

  await test.step("the licence the image points to is there to read", async () => {
    await page.goto("/about#licensing");
    await expect(page.getByRole("heading", { name: "Licensing" })).toBeVisible();
  });
});
