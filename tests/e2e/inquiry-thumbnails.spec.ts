import { readFileSync } from "node:fs";
import { join } from "node:path";
import { simpleParser } from "mailparser";
import sharp from "sharp";
import type { ImageManifest } from "~/images/image-manifest";
import { photoWordsSite } from "../support/photo-words";
import { SmtpReceiver } from "../support/smtp";
import { Site } from "../support/smtp-site";
import { say } from "../support/words";
import { expect, test } from "./fixtures";
import { sendInquiry } from "./send-inquiry";

/**
 * The photographer's email shows each print's picture: a small inline JPEG (cid:) carried in
 * the message itself, received here by a real SMTP server. A print without a picture still goes.
 */

const built = JSON.parse(
  readFileSync(join(process.cwd(), "build/images/manifest.json"), "utf8"),
) as ImageManifest;
/** The print whose smallest JPEG is the heaviest: too large as it is, so it is made again. */
const [heaviest] = Object.entries(built.prints)
  .filter(([reference]) => reference !== "LANDSCAPES-001" && reference !== "NATURE-002")
  .sort(([, a], [, b]) => (b.formats.jpeg[0]?.bytes ?? 0) - (a.formats.jpeg[0]?.bytes ?? 0))
  .map(([reference]) => reference);

test("each print's thumbnail is an inline JPEG of a few KB that the HTML shows by cid:", async ({
  page,
}) => {
  if (!heaviest) throw new Error("no pictures built");
  const smtp = await new SmtpReceiver().start();
  const cwd = photoWordsSite(
    { "LANDSCAPES-001": { title: "Breakwater at Dawn", caption: "The harbour wall, January." } },
    { withoutPicture: ["NATURE-002"] },
  );
  const site = new Site({ smtpUrl: smtp.url, cwd });
  site.clearOutbox();
  await site.start();
  try {
    await sendInquiry(
      page,
      `${site.baseUrl}/contact?ref=LANDSCAPES-001&ref=${heaviest}&ref=NATURE-002`,
    );

    const [received] = await smtp.waitFor(1);
    if (!received) throw new Error("no mail");
    const mail = await simpleParser(received.raw, { keepCidLinks: true });
    const html = mail.html || "";
    const text = mail.text ?? "";
    // The file's words, in both parts.
    const caption = say("mail.labelled", {
      label: say("inquiryMail.caption"),
      value: "The harbour wall, January.",
    });
    expect(text).toContain(`  LANDSCAPES-001 Breakwater at Dawn\n    ${caption}`);
    expect(html).toContain(
      `<strong>LANDSCAPES-001</strong> Breakwater at Dawn</a><br>${say("mail.labelled", { label: say("inquiryMail.caption"), value: "<em>The harbour wall, January.</em>" })}`,
    );
    // The print without a picture is in the email, without one.
    expect(text).toContain("  NATURE-002 Nature Print 2");

    const host = new URL(site.baseUrl).hostname;
    expect(mail.attachments.map((a) => a.cid).sort()).toEqual(
      [`thumbnail.landscapes-001@${host}`, `thumbnail.${heaviest.toLowerCase()}@${host}`].sort(),
    );
    for (const attachment of mail.attachments) {
      expect(attachment.contentType).toBe("image/jpeg");
      expect(attachment.contentDisposition).toBe("inline");
      expect(html).toContain(`src="cid:${attachment.cid}"`);
      expect(attachment.content.subarray(0, 3).toString("hex")).toBe("ffd8ff");
      expect(attachment.size).toBeLessThan(15_000);
      const { format, width } = await sharp(attachment.content).metadata();
      expect(format).toBe("jpeg");
      expect(width).toBeGreaterThanOrEqual(96);
    }
    const remade = mail.attachments.find((a) =>
      a.cid?.startsWith(`thumbnail.${heaviest.toLowerCase()}@`),
    );
    expect((await sharp(remade?.content).metadata()).width).toBe(96);

    // The .eml kept in the outbox carries the pictures itself.
    await site.until(() => site.files("sent").length === 1, "the message in sent/");
    const [sent] = site.files("sent");
    const eml = readFileSync(join(site.outboxDir, "sent", sent ?? ""), "utf8");
    expect(eml).toContain(`Content-ID: <thumbnail.landscapes-001@${host}>`);
  } finally {
    await site.stop();
    await smtp.stop();
  }
});
