import { describe, expect, it } from "vitest";
import { thumbnailFile, thumbnailPath } from "~/images/thumbnail";

const rung = (format: string, width: number) => ({
  file: `urban-002-${width}.0123456789.${format === "jpeg" ? "jpg" : format}`,
  width,
  height: Math.round(width * 1.5),
  bytes: width * 10,
});
const entry = {
  formats: {
    avif: [rung("avif", 320), rung("avif", 96), rung("avif", 192)],
    webp: [rung("webp", 96), rung("webp", 192), rung("webp", 320)],
    jpeg: [rung("jpeg", 96), rung("jpeg", 192), rung("jpeg", 320)],
  },
};

describe("a print's thumbnail by its reference", () => {
  it("has an address that names only the reference", () => {
    expect(thumbnailPath("URBAN-002")).toBe("/images/thumbnail/URBAN-002");
  });

  it("is the narrowest rung that covers the square at 2x, in the lightest format accepted", () => {
    expect(thumbnailFile(entry, "image/avif,image/webp,*/*")).toEqual({
      file: "urban-002-192.0123456789.avif",
      contentType: "image/avif",
    });
    expect(thumbnailFile(entry, "image/webp,*/*")?.contentType).toBe("image/webp");
    expect(thumbnailFile(entry, "*/*")).toEqual({
      file: "urban-002-192.0123456789.jpg",
      contentType: "image/jpeg",
    });
  });

  it("falls back to the widest rung of a small original, and to JPEG without AVIF files", () => {
    const small = { formats: { avif: [], webp: [], jpeg: [rung("jpeg", 96)] } };
    expect(thumbnailFile(small, "image/avif,image/webp")?.file).toBe("urban-002-96.0123456789.jpg");
    expect(thumbnailFile({ formats: { avif: [], webp: [], jpeg: [] } }, "*/*")).toBeUndefined();
  });
});
