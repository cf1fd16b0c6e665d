import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { contentCatalog, type Print, printIn } from "~/catalog/catalog";
import type { Derivative } from "~/images/image-manifest";
import { inquiryEmail } from "~/inquiry/inquiry-mail.server";
import type { Inquiry } from "~/inquiry/inquiry-schema";
import { emailThumbnailPlan } from "~/mail/email-thumbnail";
import { rawMessage, thumbnailCid } from "~/mail/envelope.server";
import { testMailSite } from "../support/inquiry-request";

const jpeg = (width: number, bytes: number): Derivative => ({
  file: `x-${width}.0123456789.jpg`,
  width,
  height: Math.round((width * 2) / 3),
  bytes,
});
const entry = (...jpegs: Derivative[]) => ({ formats: { avif: [], webp: [], jpeg: jpegs } });

describe("emailThumbnailPlan", () => {
  it("takes the smallest JPEG at least 96 px wide, as it is when it is a few KB", () => {
    expect(emailThumbnailPlan(entry(jpeg(640, 30_000), jpeg(96, 2_500), jpeg(192, 6_000)))).toEqual(
      { file: "x-96.0123456789.jpg", width: 96, height: 64, resize: false },
    );
    expect(emailThumbnailPlan(entry(jpeg(640, 30_000), jpeg(320, 7_000)))).toEqual({
      file: "x-320.0123456789.jpg",
      width: 320,
      height: 213,
      resize: false,
    });
  });

  it("makes a larger one again at 96 px", () => {
    expect(emailThumbnailPlan(entry(jpeg(320, 26_000), jpeg(640, 60_000)))).toEqual({
      file: "x-320.0123456789.jpg",
      width: 96,
      height: 64,
      resize: true,
    });
  });

  it("takes a small original's only picture as it is", () => {
    expect(emailThumbnailPlan(entry(jpeg(80, 20_000)))).toMatchObject({ width: 80, resize: false });
    expect(emailThumbnailPlan(entry())).toBeUndefined();
  });
});

describe("the inquiry email with thumbnails", () => {
  const site = testMailSite;
  const prints = ["LANDSCAPES-001", "URBAN-003"].map((r) => printIn(contentCatalog, r) as Print);
  const inquiry: Inquiry = {
    formKey: "3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b",
    fullName: "Jane Doe",
    email: "jane@example.com",
    inquiryType: "print-purchase",
    message: "Hello",
    prints,
  };

  it("shows each picture beside its print by cid:, and carries it inside the message", async () => {
    const content = await sharp({
      create: { width: 96, height: 64, channels: 3, background: "#806040" },
    })
      .jpeg()
      .toBuffer();
    // URBAN-003 has no picture: it is listed without one.
    const email = inquiryEmail(inquiry, site, new Date(0), [
      { reference: "LANDSCAPES-001", content, width: 96, height: 64 },
    ]);
    const cid = thumbnailCid("LANDSCAPES-001", site.siteUrl);
    expect(cid).toBe("thumbnail.landscapes-001@prints.example.com");
    expect(email.html).toContain(`<img src="cid:${cid}" width="96" height="64" alt="`);
    expect(email.html.match(/<img /g)).toHaveLength(1);

    const raw = (await rawMessage(email)).toString("utf8");
    expect(raw).toMatch(/Content-Type: multipart\/related/);
    expect(raw).toContain(`Content-ID: <${cid}>`);
    expect(raw).toContain(content.toString("base64").slice(0, 60));
  });

  it("is the plain email without any", async () => {
    const email = inquiryEmail(inquiry, site, new Date(0));
    expect(email.html).not.toContain("<img");
    expect((await rawMessage(email)).toString("utf8")).not.toContain("multipart/related");
  });
});
