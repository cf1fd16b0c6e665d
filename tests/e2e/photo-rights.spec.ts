import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import exifr from "exifr";
import sharp from "sharp";
import { ensurePhotographs } from "../../scripts/photographs.js";
import { encodeOriginals, photoWordsSite } from "../support/photo-words";
import { Site } from "../support/smtp-site";
import { expect, test } from "./fixtures";

/**
 * Rights that travel, private fields that do not: a real photograph to which a camera's GPS
 * position and serial numbers are added, built by the real pipeline (`npm run images`) into a
 * site folder of its own and served; every JPEG, WebP and AVIF the print's page offers is
 * fetched over HTTP and read back with exifr.
 */
test.describe.configure({ mode: "serial" });

let site: Site;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const cwd = photoWordsSite({});
  const photos = join(cwd, "photos", "nature");
  mkdirSync(photos, { recursive: true });
  const meadow = readFileSync(join(ensurePhotographs(), "nature/GreenMeadow.jpg")); // 1280 × 1024
  await sharp(meadow)
    .withExif({
      IFD0: { Make: "Canon", Model: "EOS R5", Artist: "Ada Byron", Copyright: "Ada Byron 2024" },
      IFD2: { BodySerialNumber: "0123456789" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "45/1 31/1 0/1",
        GPSLongitudeRef: "W",
        GPSLongitude: "122/1 40/1 0/1",
      },
    })
    .jpeg({ quality: 92 })
    .toFile(join(photos, "001.jpg"));
  expect(await exifr.gps(join(photos, "001.jpg"))).toMatchObject({ latitude: 45.516666666666666 });
  // Every other picture is already built (linked): only NATURE-001 is encoded.
  encodeOriginals(cwd);
  site = await new Site({ cwd }).start();
});

test.afterAll(async () => {
  await site?.stop();
});

test("every served picture names its creator and copyright, and has no GPS, camera or serial", async ({
  page,
  request,
}) => {
  await page.goto(`${site.baseUrl}/portfolio/nature/NATURE-001`);
  const sets = await page
    .locator(".viewer__stage picture source, .viewer__stage picture img")
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute("srcset") ?? ""));
  const urls = [
    ...new Set(sets.flatMap((s) => s.split(",").map((c) => c.trim().split(" ")[0] ?? ""))),
  ].filter((u) => u.includes("nature-001-"));
  for (const ext of [".avif", ".webp", ".jpg"])
    expect(urls.filter((u) => u.endsWith(ext)).length, ext).toBeGreaterThan(2);

  for (const url of urls) {
    const response = await request.get(`${site.baseUrl}${url}`);
    expect(response.status(), url).toBe(200);
    const bytes = await response.body();
    const meta = await sharp(bytes).metadata();
    // exifr reads a JPEG whole; for WebP and AVIF, the EXIF block sharp finds in the container.
    const exif = url.endsWith(".jpg")
      ? await exifr.parse(bytes, { gps: true })
      : await exifr.parse((meta.exif ?? Buffer.alloc(0)).subarray(6), { gps: true });
    expect(exif, url).toMatchObject({ Artist: "Ada Byron", Copyright: "Ada Byron 2024" });
    expect(meta.xmp?.toString("utf8"), url).toContain("<rdf:li>Ada Byron</rdf:li>");
    for (const field of ["latitude", "longitude", "GPSLatitude", "Make", "Model", "SerialNumber"])
      expect(exif, `${url} ${field}`).not.toHaveProperty(field);
    for (const secret of ["0123456789", "Canon", "EOS R5"])
      expect(bytes.includes(Buffer.from(secret)), `${url} ${secret}`).toBe(false);
  }
});
